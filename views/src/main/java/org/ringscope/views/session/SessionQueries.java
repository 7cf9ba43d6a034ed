package org.ringscope.views.session;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;
import org.ringscope.views.ViewContext;

/**
 * How runtime views read a session off the FX thread: on the journal thread of the window's cursor
 * ({@code Cursor.query}: the session is single-threaded, and that thread is the one that seeks it); with no journal
 * under the cursor (a fixed cursor in a test), on the background executor, one read at a time per session. The function must return an
 * immutable snapshot; completion comes on that thread — hop to the FX thread to render.
 */
public final class SessionQueries {
    private SessionQueries() {
    }

    /**
     * The session's vrings by key ({@link SessionVrings}), built once per finished run and shared by every view.
     * Call where the journal may be touched (inside {@link #query}).
     */
    public static SessionVrings vrings(EmulationSession s) {
        return s.vrings();
    }

    /**
     * The vring a location names: by its session key ({@code sg00:qSPIO0_0}, {@code sg00@1:qSPIO0_0}, as the vring
     * view publishes it), else by the vring's own name ({@code qSPIO0_0}, the first attached). Journal thread.
     */
    public static Optional<Vring> vring(EmulationSession s, String name) {
        if (s == null) {
            return Optional.empty();
        }
        Optional<Vring> byKey = vrings(s).get(name).map(SessionVrings.Entry::vring);
        return byKey.isPresent() ? byKey
                : VringDomain.of(s.journal()).attached().stream().filter(v -> v.name().equals(name)).findFirst();
    }

    /** Runs {@code f} over {@code session} where its journal may be touched; completes with the result. */
    public static <T> CompletableFuture<T> query(ViewContext ctx, EmulationSession session, Function<EmulationSession, T> f) {
        CompletableFuture<T> out = new CompletableFuture<>();
        ctx.cursor().query(j -> f.apply(session)).whenComplete((at, err) -> {
            if (err == null) {
                out.complete(at.value());
            } else if (unwrap(err) instanceof IllegalStateException && ctx.cursor().maxStep() == 0) {
                CompletableFuture.supplyAsync(() -> {
                    synchronized (session) {
                        return f.apply(session);
                    }
                }, ctx.background()).whenComplete((v, e) -> {
                    if (e == null) {
                        out.complete(v);
                    } else {
                        out.completeExceptionally(e);
                    }
                });
            } else {
                out.completeExceptionally(err);
            }
        });
        return out;
    }

    /**
     * The device ring slot of the descriptor that last wrote bytes {@code m} before the cursor
     * ({@link Provenance#writerSlot}), read on the journal thread; empty when no run is open or no descriptor wrote
     * them.
     */
    public static CompletableFuture<Optional<PringSlot>> writerSlot(ViewContext ctx, SessionSource sessions,
            Memory m) {
        return sessions.current().map(s -> query(ctx, s, x -> Provenance.of(x).writerSlot(m, x.cursor())))
                .orElse(CompletableFuture.completedFuture(Optional.empty()));
    }

    private static Throwable unwrap(Throwable t) {
        return t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
    }

}
