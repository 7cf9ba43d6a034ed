package org.ringscope.views.cursor;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.JournalEvent;
import org.ringscope.model.trace.JournalListener;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.fx.FxBatch;

/**
 * A {@link Cursor} over a {@link Journal}. The journal is single-threaded, so every touch of it — seeks,
 * {@link #query queries} — runs on one <em>journal thread</em> (an executor the journal's owner passes in,
 * or one of our own); results are published to the <em>FX executor</em> ({@code Fx::later} in the
 * app, a plain queue in tests), where the listeners run. The FX thread never seeks.
 *
 * <p>Coalescing, both ways: seek requests made while a seek runs collapse into the latest one, and journal
 * events published while the FX thread is busy collapse into the latest state. So holding F10 never queues
 * a thousand seeks, and a view renders each state at most once.
 *
 * <p>One turn per step: the queries the listeners make while a move is delivered are held and run on the journal
 * thread as one task inside an {@link FxBatch}, so their answers (each view's {@code Fx.run}) reach the FX thread
 * together and the whole step renders in one pulse rather than one per view (decision 0871).
 */
public final class JournalCursor implements Cursor, AutoCloseable {
    private static final Logger LOG = Logger.getLogger(JournalCursor.class.getName());
    private static final int NONE = Integer.MIN_VALUE;

    private final Journal journal;
    private final Executor journalThread;
    private final ExecutorService owned;
    private final Executor fx;
    private final JournalListener journalListener = this::onJournal;
    private final AtomicInteger requested = new AtomicInteger(NONE);
    private final AtomicBoolean drainScheduled = new AtomicBoolean();
    private final AtomicReference<CursorEvent> pending = new AtomicReference<>();
    private final List<CursorListener> listeners = new CopyOnWriteArrayList<>();
    private final ReadOnlyIntegerWrapper step = new ReadOnlyIntegerWrapper(this, "step");
    private final ReadOnlyIntegerWrapper maxStep = new ReadOnlyIntegerWrapper(this, "maxStep");
    private volatile int target;
    private volatile boolean closed;
    /** Queries made while listeners hear a move (FX thread), run together after; null when not delivering. */
    private List<Runnable> held;

    /**
     * A cursor over {@code journal}, which only {@code journalThread} may touch from now on.
     *
     * @param fx where listeners run: {@code Fx::later} in the app
     */
    public JournalCursor(Journal journal, Executor journalThread, Executor fx) {
        this(journal, journalThread, null, fx);
    }

    private JournalCursor(Journal journal, Executor journalThread, ExecutorService owned, Executor fx) {
        this.journal = Objects.requireNonNull(journal, "journal");
        this.journalThread = Objects.requireNonNull(journalThread, "journalThread");
        this.owned = owned;
        this.fx = Objects.requireNonNull(fx, "fx");
        journalThread.execute(() -> {
            journal.addListener(journalListener);
            publish(journal.position(), journal.size(), journal.revision());
        });
    }

    /** A cursor with its own journal thread (a daemon), publishing to the FX thread. */
    public static JournalCursor onOwnThread(Journal journal) {
        return onOwnThread(journal, Fx::later);
    }

    /** A cursor with its own journal thread (a daemon), publishing to {@code fx}. */
    public static JournalCursor onOwnThread(Journal journal, Executor fx) {
        ExecutorService t = Executors.newSingleThreadExecutor(r -> {
            Thread th = new Thread(r, "ringscope-journal");
            th.setDaemon(true);
            return th;
        });
        return new JournalCursor(journal, t, t, fx);
    }

    @Override
    public int step() {
        return step.get();
    }

    @Override
    public int maxStep() {
        return maxStep.get();
    }

    @Override
    public ReadOnlyIntegerProperty stepProperty() {
        return step.getReadOnlyProperty();
    }

    @Override
    public ReadOnlyIntegerProperty maxStepProperty() {
        return maxStep.getReadOnlyProperty();
    }

    @Override
    public void seek(int s) {
        if (closed) {
            return;
        }
        int t = Math.max(0, s);
        target = t;
        requested.set(t);
        List<Runnable> before;
        synchronized (this) { // a move requested while delivering: the queries made so far still run before it
            before = held;
            if (held != null) {
                held = new ArrayList<>();
            }
        }
        release(before);
        if (drainScheduled.compareAndSet(false, true)) {
            journalThread.execute(this::drain);
        }
    }

    @Override
    public void stepForward() {
        seek(Math.min(target + 1, maxStep.get()));
    }

    @Override
    public void stepBack() {
        seek(Math.min(target, maxStep.get()) - 1);
    }

    @Override
    public void addListener(CursorListener l) {
        listeners.add(Objects.requireNonNull(l));
    }

    @Override
    public void removeListener(CursorListener l) {
        listeners.remove(l);
    }

    /**
     * Runs {@code f} on the journal thread, after every seek requested so far, and completes with its
     * result and the step it saw. {@code f} must return an immutable snapshot: views never keep journal
     * state. The future completes on the journal thread; hop to the FX thread to render.
     */
    @Override
    public <T> CompletableFuture<At<T>> query(Function<Journal, T> f) {
        CompletableFuture<At<T>> out = new CompletableFuture<>();
        Runnable task = () -> {
            try {
                out.complete(new At<>(journal.position(), journal.revision(), f.apply(journal)));
            } catch (RuntimeException | Error e) {
                out.completeExceptionally(e);
            }
        };
        synchronized (this) {
            if (held != null) {
                held.add(task);
                return out;
            }
        }
        journalThread.execute(task);
        return out;
    }

    /** Runs the held queries as one journal task whose FX hand-offs are posted as one (see the class comment). */
    private void release(List<Runnable> tasks) {
        if (tasks == null || tasks.isEmpty()) {
            return;
        }
        journalThread.execute(() -> FxBatch.during(Fx::later, () -> tasks.forEach(Runnable::run)));
    }

    /**
     * A value computed on the journal thread at a step.
     *
     * @param step     the journal position when it was computed
     * @param revision the journal revision then
     * @param value    the (immutable) value
     */
    public record At<T>(int step, long revision, T value) {
    }

    /** Stops listening to the journal; an own journal thread ends. Pending requests are dropped. */
    @Override
    public void close() {
        closed = true;
        listeners.clear();
        try {
            journalThread.execute(() -> journal.removeListener(journalListener));
        } catch (RejectedExecutionException e) {
            // the journal's owner already shut its thread down
        }
        if (owned != null) {
            owned.shutdown();
        }
    }

    // ---- journal thread ------------------------------------------------------------------------

    private void drain() {
        drainScheduled.set(false);
        int t = requested.getAndSet(NONE);
        if (t == NONE || closed) {
            return;
        }
        try {
            int clamped = Math.min(t, journal.size());
            if (clamped == journal.position()) {
                publish(clamped, journal.size(), journal.revision());
            } else {
                journal.seek(clamped); // fires Stepped / Reversed → onJournal → publish
            }
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "seek to step " + t + " failed", e);
            publish(journal.position(), journal.size(), journal.revision());
        }
    }

    private void onJournal(JournalEvent e) {
        publish(journal.position(), journal.size(), e.revision());
    }

    private void publish(int position, int size, long revision) {
        CursorEvent e = new CursorEvent(NONE, position, size, revision);
        if (pending.getAndSet(e) == null) {
            fx.execute(this::deliver);
        }
    }

    // ---- FX thread -----------------------------------------------------------------------------

    private void deliver() {
        CursorEvent e = pending.getAndSet(null);
        if (e == null || closed) {
            return;
        }
        int was = step.get();
        CursorEvent out = new CursorEvent(was, e.step(), e.maxStep(), e.revision());
        maxStep.set(e.maxStep());
        step.set(e.step());
        if (requested.get() == NONE && !drainScheduled.get()) {
            target = e.step();
        }
        synchronized (this) {
            held = new ArrayList<>();
        }
        List<Runnable> tasks;
        try {
            for (CursorListener l : listeners) {
                try {
                    l.cursorChanged(out);
                } catch (RuntimeException ex) {
                    LOG.log(Level.SEVERE, "view bug: a cursor listener failed on " + out, ex);
                }
            }
        } finally {
            synchronized (this) {
                tasks = held;
                held = null;
            }
        }
        release(tasks);
    }
}
