package org.ringscope.views;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.ringscope.model.InputException;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.trace.Journal;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.cursor.JournalCursor;
import org.ringscope.views.fx.Failures;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.session.SessionSource;

/**
 * The door through which the views reach a run (decisions 1240, 1350): one request token per view or pane, so a newer
 * request makes every older answer stale and a stale answer is dropped; a read of the session runs on the journal
 * thread of the window's cursor ({@link #query}: the session is single-threaded and that thread is the one that seeks
 * it) and other work on the background executor; its answer is rendered through one FX hop ({@link Fx#run}); a read
 * that fails is logged as a bug of the view and rendered as the view's error or empty state, never dropped silently
 * and never thrown into the caller.
 *
 * <p>It is the only class of the views that calls {@link Cursor#query} (an architecture rule): a view cannot read
 * off the journal thread, keep a token of its own or forget a failure. {@link WorkbenchView} holds one for every
 * view ({@code read}, {@code refresh}); a pane or a second stream of a view holds its own. The statics hand a read's
 * future to a component that renders it through its own door (the inspector's descriptor sources).
 */
public final class ViewReads {
    private static final Logger LOG = Logger.getLogger(ViewReads.class.getName());

    /** Reads started through any door whose answer has not yet been rendered or dropped. */
    private static final AtomicInteger IN_FLIGHT = new AtomicInteger();

    private final String owner;
    private final AtomicLong token = new AtomicLong();

    /** @param owner who reads, for the log (a view's id) */
    public ViewReads(String owner) {
        this.owner = owner;
    }

    /**
     * Starts {@code read} (it returns at once; its answer comes on another thread) and renders its answer on the FX
     * thread — unless a newer request came meanwhile. A failed read (or one that throws while it starts) is logged
     * and {@code failed} turns the error into the state {@code render} shows.
     *
     * @return the read's own answer (its value or its failure), completed on the FX thread once it is rendered or
     *         dropped as stale — for a caller that reports the outcome of what it asked (a diff's error dialog)
     */
    public <T> CompletableFuture<T> refresh(Supplier<? extends CompletionStage<? extends T>> read, Consumer<? super T> render,
            Function<? super Throwable, ? extends T> failed) {
        long mine = token.incrementAndGet();
        IN_FLIGHT.incrementAndGet();
        CompletionStage<? extends T> answer;
        try {
            answer = read.get();
        } catch (RuntimeException e) {
            answer = CompletableFuture.failedFuture(e);
        }
        CompletableFuture<T> answered = new CompletableFuture<>();
        answer.whenComplete((value, err) -> Fx.run(() -> {
            try {
                if (mine == token.get()) { // else stale: a newer request is under way or answered
                    T shown = value;
                    if (err != null) {
                        Throwable cause = Failures.root(err);
                        InputException refused = refusal(cause);
                        if (refused != null) { // the model refused what it was asked, with a message for the user
                            LOG.log(Level.INFO, owner + ": " + refused.getMessage());
                        } else {
                            LOG.log(Level.SEVERE, "view bug in " + owner + " (a read failed)", cause);
                        }
                        shown = failed.apply(cause);
                    }
                    renderIsolated(render, shown);
                }
            } finally {
                IN_FLIGHT.decrementAndGet(); // after the render, so a read the render starts is counted first
            }
            if (err != null) {
                answered.completeExceptionally(Failures.root(err));
            } else {
                answered.complete(value);
            }
        }));
        return answered;
    }

    /**
     * Reads {@code f} over {@code session} on the journal thread ({@link #query}) and renders its answer as
     * {@link #refresh} does.
     */
    public <T> void read(ViewContext ctx, EmulationSession session, Function<EmulationSession, T> f,
            Consumer<? super T> render, Function<? super Throwable, ? extends T> failed) {
        refresh(() -> query(ctx, session, f), render, failed);
    }

    /**
     * Reads {@code f} over the journal under {@code cursor} on its thread and renders the answer with the step it saw,
     * as {@link #refresh} does.
     */
    public <T> void readStep(Cursor cursor, Function<Journal, T> f, Consumer<? super JournalCursor.At<T>> render,
            Function<? super Throwable, ? extends JournalCursor.At<T>> failed) {
        refresh(() -> cursor.query(f), render, failed);
    }

    /**
     * Makes every read under way stale and runs {@code render} now (what a view shows with nothing to read: no
     * session). On the FX thread.
     */
    public void now(Runnable render) {
        token.incrementAndGet();
        try {
            render.run();
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "view bug in " + owner + " (render)", e);
        }
    }

    /**
     * How many reads, through every view's door, have been started and not yet rendered or dropped as stale: 0 when
     * every view shows the answer to what it last asked (the window tests and the headless screenshot wait for it,
     * with the journal thread's queue and the FX thread's drained, instead of for time; decision 1443).
     */
    public static int inFlight() {
        return IN_FLIGHT.get();
    }

    /** The model's refusal of bad or too large input that {@code e} is or was caused by, or {@code null}. */
    static InputException refusal(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof InputException refused) {
                return refused;
            }
        }
        return null;
    }

    /** The message of a failed read, for an error state ({@code "Could not read …: " + message(e)}). */
    public static String message(Throwable e) {
        Throwable t = Failures.root(e);
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }

    /**
     * Runs {@code f} over {@code session} on the journal thread of the window's cursor, after every move requested so
     * far, and completes there with its result (an immutable snapshot; hop to the FX thread to render). With no
     * journal under the cursor (no session attached) it fails with the cursor's {@link IllegalStateException}: the
     * session is never touched from another thread.
     */
    public static <T> CompletableFuture<T> query(ViewContext ctx, EmulationSession session,
            Function<EmulationSession, T> f) {
        return at(ctx.cursor(), j -> f.apply(session));
    }

    /** Runs {@code f} over the journal under {@code cursor} on its thread; completes with the result. */
    public static <T> CompletableFuture<T> at(Cursor cursor, Function<Journal, T> f) {
        return cursor.query(f).thenApply(at -> at.value());
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

    private <T> void renderIsolated(Consumer<? super T> render, T shown) {
        try {
            render.accept(shown);
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "view bug in " + owner + " (render)", e);
        }
    }
}
