package org.ringscope.views;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.cursor.CursorEvent;
import org.ringscope.views.cursor.CursorListener;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.select.Selection;
import org.ringscope.views.select.SelectionEvent;
import org.ringscope.views.session.SessionSource;

/**
 * The base of every workbench view: an id (its kind, for layouts, {@code --view} and the command palette), a
 * title and a caption for its tab in the dock, a root node and the node that takes the keyboard focus,
 * listeners registered through the base so {@link #dispose()} removes them all, and failure isolation — an
 * exception inside one view's update is logged as a view bug and never breaks the others.
 *
 * <p>To join the synchronized workbench a view {@linkplain #follow(Selection, Consumer) follows} the shared
 * {@link Selection} (mapping a {@code Location} to its rows; its own changes come back as echoes and are
 * skipped) and {@linkplain #follow(Cursor, Consumer) follows} the {@link Cursor} (re-rendering the state at
 * the step); when the user picks a row it calls {@code selection.select(location, this)}. A view never
 * talks to another view.
 *
 * <p>A view reads the session one way (decision 1240): it {@linkplain #follow(SessionSource, Consumer) follows} the
 * session source and reads through {@link #read} or {@link #refresh(Supplier, Consumer, Function)}, backed by its
 * {@link ViewReads} (decision 1350) — one request token per view (a
 * newer request drops older answers), the read off the FX thread, the answer rendered through one FX hop, a failed
 * read logged as a view bug and rendered as the view's error state.
 */
public abstract class WorkbenchView {
    private static final Logger LOG = Logger.getLogger(WorkbenchView.class.getName());

    private final ViewKind kind;
    private final String title;
    private final List<Runnable> disposers = new ArrayList<>();
    private final ReadOnlyStringWrapper caption;
    private final List<HeldMoves> heldMoves = new ArrayList<>();
    private final ViewReads reads;
    private boolean shown = true;

    protected WorkbenchView(ViewKind kind, String title) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.title = title;
        this.caption = new ReadOnlyStringWrapper(this, "caption", title);
        this.reads = new ViewReads(kind.id());
    }

    /** The view's kind (for layouts, {@code --view}, lessons and the command palette). */
    public final ViewKind kind() {
        return kind;
    }

    /** A stable identifier: the kind's id (the dock numbers a second view of a kind). */
    public final String id() {
        return kind.id();
    }

    public final String title() {
        return title;
    }

    /** The view's root node, built once. */
    public abstract Node node();

    /** The node that takes the keyboard focus when the view is activated (Ctrl+Tab, a tab click). */
    public Node focusNode() {
        return node();
    }

    /** The text of the view's tab: its title, or what it shows (a file name). */
    public final ReadOnlyStringProperty captionProperty() {
        return caption.getReadOnlyProperty();
    }

    protected final void setCaption(String text) {
        caption.set(text == null || text.isBlank() ? title : text);
    }

    /**
     * Follows the shared selection: {@code onChange} runs for every change made by someone else (this
     * view's own changes are echoes and skipped), isolated, until {@link #dispose()}.
     */
    protected final void follow(Selection selection, Consumer<SelectionEvent> onChange) {
        Selection.Listener l = e -> {
            if (!e.isFrom(this)) {
                isolated("selection " + e.current(), () -> onChange.accept(e));
            }
        };
        selection.addListener(l);
        disposers.add(() -> selection.removeListener(l));
    }

    /**
     * Follows the cursor: {@code onChange} runs on the FX thread for every move, isolated, until disposed. While the
     * view is {@linkplain #setShown hidden} the moves are held and merged into one (from the step it showed to the
     * latest), delivered when it is shown again — a hidden tab does no work at a step, and its scene changes, which
     * nobody sees, cost no frame.
     */
    protected final void follow(Cursor cursor, Consumer<CursorEvent> onChange) {
        HeldMoves held = new HeldMoves(onChange);
        CursorListener l = e -> {
            if (shown) {
                held.deliver(e);
            } else {
                held.hold(e);
            }
        };
        cursor.addListener(l);
        heldMoves.add(held);
        disposers.add(() -> {
            cursor.removeListener(l);
            heldMoves.remove(held);
        });
    }

    /**
     * Follows the current session: {@code onChange} runs on the FX thread with the new session (null: none open) every
     * time it changes, isolated, until {@link #dispose()}. It is not called for the session current now.
     */
    protected final void follow(SessionSource sessions, Consumer<EmulationSession> onChange) {
        Consumer<Optional<EmulationSession>> l = s -> Fx.run(() -> isolated("session " + s.map(x -> "open")
                .orElse("none"), () -> onChange.accept(s.orElse(null))));
        sessions.addListener(l);
        disposers.add(() -> sessions.removeListener(l));
    }

    /**
     * Reads for this view: starts {@code read} (off the FX thread: the background executor, a component's future)
     * and renders its answer on the FX thread unless a newer {@code refresh} or {@link #renderNow} came meanwhile; a
     * failed read is logged as a view bug and {@code failed} maps it to the view's error state, which {@code render}
     * shows (decision 1240). Returns the read's own answer once rendered or dropped ({@link ViewReads#refresh}).
     */
    protected final <T> CompletableFuture<T> refresh(Supplier<? extends CompletionStage<? extends T>> read,
            Consumer<? super T> render, Function<? super Throwable, ? extends T> failed) {
        return reads.refresh(read, render, failed);
    }

    /**
     * Reads {@code f} over {@code session} on the journal thread of the window's cursor and renders its answer as
     * {@link #refresh} does: the way a view reaches a run (decision 1350).
     */
    protected final <T> void read(ViewContext ctx, EmulationSession session, Function<EmulationSession, T> f,
            Consumer<? super T> render, Function<? super Throwable, ? extends T> failed) {
        reads.read(ctx, session, f, render, failed);
    }

    /**
     * A door of its own for a second stream of reads of this view (a detail read beside the main one), so neither
     * makes the other's answers stale; logged under the view's id and {@code stream}.
     */
    protected final ViewReads stream(String stream) {
        ViewReads r = new ViewReads(kind.id() + "/" + stream);
        disposers.add(() -> r.now(() -> { }));
        return r;
    }

    /** Drops every read under way and renders now what needs no read (no session open). FX thread. */
    protected final void renderNow(Runnable render) {
        reads.now(render);
    }

    /** Whether the view can be seen (its tab is in front, its dock area shown); a view outside a dock always is. */
    public final boolean isShown() {
        return shown;
    }

    /**
     * Called by the dock when the view's tab comes to the front or goes behind another (or its area is hidden): a
     * hidden view holds the cursor moves it hears; shown again, it catches up with the latest.
     */
    public final void setShown(boolean now) {
        if (shown == now) {
            return;
        }
        shown = now;
        if (now) {
            for (HeldMoves h : List.copyOf(heldMoves)) {
                h.release();
            }
        }
    }

    /** The moves one cursor follower has not yet seen while the view was hidden, merged. */
    private final class HeldMoves {
        private final Consumer<CursorEvent> onChange;
        private CursorEvent held;

        HeldMoves(Consumer<CursorEvent> onChange) {
            this.onChange = onChange;
        }

        void hold(CursorEvent e) {
            held = held == null ? e : new CursorEvent(held.previous(), e.step(), e.maxStep(), e.revision());
        }

        void release() {
            CursorEvent e = held;
            held = null;
            if (e != null) {
                deliver(e);
            }
        }

        void deliver(CursorEvent e) {
            isolated("cursor at step " + e.step(), () -> onChange.accept(e));
        }
    }

    /**
     * Removes every listener this view registered through {@link #listen} and the {@code follow}s, and makes every
     * read under way stale: a disposed view renders no late answer.
     */
    public void dispose() {
        reads.now(() -> { });
        disposers.forEach(Runnable::run);
        disposers.clear();
    }

    /** Adds a change listener that {@link #dispose()} removes; the listener runs isolated. */
    protected final <T> void listen(ObservableValue<T> value, ChangeListener<? super T> listener) {
        ChangeListener<T> safe = (obs, was, now) -> isolated("change of " + obs, () -> listener.changed(obs, was, now));
        value.addListener(safe);
        disposers.add(() -> value.removeListener(safe));
    }

    /** Adds an invalidation listener that {@link #dispose()} removes; the listener runs isolated. */
    protected final void listen(Observable value, InvalidationListener listener) {
        InvalidationListener safe = obs -> isolated("invalidation of " + obs, () -> listener.invalidated(obs));
        value.addListener(safe);
        disposers.add(() -> value.removeListener(safe));
    }

    /** Runs {@code r}; an exception is logged as a bug of this view instead of propagating. */
    protected final void isolated(String what, Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "view bug in " + kind.id() + " (" + what + ")", e);
        }
    }
}
