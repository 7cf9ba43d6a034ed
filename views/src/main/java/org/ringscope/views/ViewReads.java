package org.ringscope.views;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * How a view reads the session (decision 1240): one request token per view, so a newer request makes every older
 * answer stale and a stale answer is dropped; the read runs off the FX thread (the caller starts it: the cursor's
 * journal thread or the background executor); its answer is rendered through one FX hop ({@link Fx#run}); a read
 * that fails is logged as a bug of the view and rendered as the view's error or empty state, never dropped silently
 * and never thrown into the caller.
 *
 * <p>{@link WorkbenchView} holds one for every view ({@code refresh}); a pane that reads on its own holds its own.
 */
public final class ViewReads {
    private static final Logger LOG = Logger.getLogger(ViewReads.class.getName());

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
     */
    public <T> void refresh(Supplier<? extends CompletionStage<? extends T>> read, Consumer<? super T> render,
            Function<? super Throwable, ? extends T> failed) {
        long mine = token.incrementAndGet();
        CompletionStage<? extends T> answer;
        try {
            answer = read.get();
        } catch (RuntimeException e) {
            answer = CompletableFuture.failedFuture(e);
        }
        answer.whenComplete((value, err) -> Fx.run(() -> {
            if (mine != token.get()) {
                return; // stale: a newer request is under way or answered
            }
            T shown = value;
            if (err != null) {
                Throwable cause = unwrap(err);
                LOG.log(Level.SEVERE, "view bug in " + owner + " (a read failed)", cause);
                shown = failed.apply(cause);
            }
            renderIsolated(render, shown);
        }));
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

    /** The message of a failed read, for an error state ({@code "Could not read …: " + message(e)}). */
    public static String message(Throwable e) {
        Throwable t = unwrap(e);
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }

    private <T> void renderIsolated(Consumer<? super T> render, T shown) {
        try {
            render.accept(shown);
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "view bug in " + owner + " (render)", e);
        }
    }

    private static Throwable unwrap(Throwable t) {
        Throwable c = t;
        while (c instanceof CompletionException && c.getCause() != null) {
            c = c.getCause();
        }
        return c;
    }
}
