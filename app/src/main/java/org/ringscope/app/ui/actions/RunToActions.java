package org.ringscope.app.ui.actions;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.concurrent.Task;
import javafx.scene.control.Dialog;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Window;
import org.ringscope.app.ui.dialogs.ConditionDialog;
import org.ringscope.app.ui.load.Cancels;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Location;
import org.ringscope.model.stop.StopCondition;
import org.ringscope.model.stop.StopNames;
import org.ringscope.model.stop.StopResult;
import org.ringscope.model.stop.StopSearch;
import org.ringscope.views.fx.Failures;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.SessionHolder;

/**
 * Run back (or forward) to a driver object's change (decision 1300): the last or next write of the selected bytes,
 * ring slot or vring descriptor, a descriptor's authoring, packing, dump, publication or execution, the last
 * doorbell on the selected queue, the selected spine node's entry — from the Go menu, the command palette, keys and
 * the context menu of every table and canvas — and to any condition typed in the stop-condition syntax. The search
 * runs on the journal thread; Esc (or the status bar's Cancel) stops it and leaves the cursor where it was.
 */
public final class RunToActions {
    private RunToActions() {
    }

    /** What the verbs bind: the session and its cursor, the selection, the jobs Esc cancels, the status line. */
    public record Services(SessionHolder sessions, Selection selection, Cancels cancels, Consumer<String> status,
            Window owner) {
    }

    /** The phases a descriptor's context menu offers, in the order a descriptor lives them. */
    static final List<StopCondition.Phase> PHASES = List.of(StopCondition.Phase.AUTHORED,
            StopCondition.Phase.PACKED, StopCondition.Phase.DUMPED, StopCondition.Phase.PUBLISHED,
            StopCondition.Phase.EXECUTED);

    /** The condition "this place changed", for the places a run can be searched for; empty for the others. */
    public static Optional<StopCondition> changeOf(Location place) {
        return StopCondition.changeOf(place);
    }

    public static List<WorkbenchAction> create(Services w) {
        List<WorkbenchAction> a = new ArrayList<>();
        a.add(new WorkbenchAction("run-back-to-change", "Run Back to Its Last _Change", new KeyCodeCombination(
                KeyCode.W, KeyCombination.ALT_DOWN, KeyCombination.SHIFT_DOWN), "Move the cursor back to the last step "
                + "that changed the selected bytes, ring slot, descriptor or queue", () -> selected(w, true)));
        a.add(new WorkbenchAction("run-to-change", "Run to Its Next Change", null, "Move the cursor forward to the "
                + "next step that changes the selected bytes, ring slot, descriptor or queue", () -> selected(w, false)));
        a.add(new WorkbenchAction("run-to-condition", "Run to Condition…", null, "Move the cursor forward to the next "
                + "step where a stop condition (doorbell: any queue's, queue QUEUE, memory ADDR LEN, slot PRING N, …) "
                + "matches",
                () -> typed(w, false)));
        a.add(new WorkbenchAction("run-back-to-condition", "Run Back to Condition…", null, "Move the cursor back to "
                + "the last step where a stop condition matched", () -> typed(w, true)));
        return a;
    }

    private static void selected(Services w, boolean back) {
        Optional<Location> sel = w.selection().current();
        Optional<StopCondition> c = sel.flatMap(RunToActions::changeOf);
        if (c.isEmpty()) {
            w.status().accept("Select bytes, a ring slot, a descriptor, a doorbell or a spine node to run "
                    + (back ? "back" : "") + " to its change" + sel.map(l -> " (the selection is " + l.label() + ")")
                    .orElse(""));
            return;
        }
        run(w, c.get(), back);
    }

    /**
     * The condition dialog: the selection's condition to start from (all of it selected, so typing replaces it),
     * the run's names for completion, and OK checked against the run before the search starts.
     */
    private static void typed(Services w, boolean back) {
        String initial = w.selection().current().flatMap(RunToActions::changeOf).map(StopCondition::text).orElse("");
        boolean open = w.sessions().current().isPresent();
        CompletableFuture<StopNames> names = open ? w.sessions().cursor().withSession(StopNames::of)
                .thenApply(at -> at.value()) : CompletableFuture.completedFuture(StopNames.NONE);
        Dialog<StopCondition> d = ConditionDialog.create(w.owner(), back, initial, names, t -> check(w, t));
        AtomicBoolean ran = new AtomicBoolean();
        d.setOnHidden(e -> Optional.ofNullable(d.getResult()).filter(c -> !ran.getAndSet(true))
                .ifPresent(c -> run(w, c, back)));
        d.show();
    }

    /** {@code text} read as a condition and its names checked against the current run, on its journal thread. */
    static CompletableFuture<StopCondition> check(Services w, String text) {
        if (w.sessions().current().isEmpty()) {
            return CompletableFuture.failedFuture(new IllegalStateException("No run is open: open a NEFF first"));
        }
        return w.sessions().cursor().withSession(s -> {
            StopCondition c = StopCondition.parse(text);
            StopSearch.of(s).check(c);
            return c;
        }).thenApply(at -> at.value());
    }

    /**
     * Searches from the cursor for {@code c} (back: the last match before it) on the journal thread and moves the
     * cursor there; says what it found, or that nothing matched, or that it was cancelled.
     */
    public static CompletableFuture<StopResult> run(Services w, StopCondition c, boolean back) {
        if (w.sessions().current().isEmpty()) {
            w.status().accept("No run is open");
            return CompletableFuture.completedFuture(new StopResult.NotFound());
        }
        AtomicBoolean stop = new AtomicBoolean();
        CompletableFuture<StopResult> found = w.sessions().cursor().withSession(s -> {
            StopSearch q = StopSearch.of(s);
            q.check(c);
            return q.runTo(c, back, stop::get);
        }).thenApply(at -> at.value());
        Task<Void> job = new Task<>() {
            @Override
            protected Void call() throws Exception {
                found.handle((r, e) -> null).get();
                return null;
            }

            @Override
            protected void cancelled() {
                stop.set(true);
            }
        };
        w.cancels().add(job);
        Thread t = new Thread(job, "ringscope-run-to");
        t.setDaemon(true);
        t.start();
        w.status().accept((back ? "Running back to " : "Running to ") + c.text() + "… (Esc stops)");
        found.whenComplete((r, e) -> Fx.run(() -> {
            w.status().accept(e != null ? "Cannot run to " + c.text() + ": " + Failures.root(e).getMessage()
                    : r instanceof StopResult.Found f ? "Step " + f.step() + ": " + f.what() + " (" + c.text() + ")"
                    : r instanceof StopResult.Cancelled ? "Stopped: the cursor stays where it was"
                    : "No step " + (back ? "before" : "after") + " the cursor matches " + c.text());
        }));
        return found;
    }

    /**
     * The context menu's items for the selection: run back to its last change and forward to its next, and for a
     * vring descriptor each of its phases; hidden when the selection is nothing a run can be searched for.
     */
    public static List<MenuItem> menuItems(Services w) {
        MenuItem back = new MenuItem("Run Back to Its Last Change");
        back.setId("context-run-back");
        back.setOnAction(e -> selected(w, true));
        MenuItem next = new MenuItem("Run to Its Next Change");
        next.setId("context-run-to");
        next.setOnAction(e -> selected(w, false));
        Menu phases = new Menu("Run Back to When It Was");
        phases.setId("context-run-back-phase");
        for (StopCondition.Phase p : PHASES) {
            MenuItem i = new MenuItem(p.word());
            i.setId("context-run-back-" + p.word());
            i.setOnAction(e -> w.selection().current().filter(Descriptor.class::isInstance)
                    .map(Descriptor.class::cast).ifPresent(d -> run(w, StopCondition.descriptor(
                            d.half().vring().name(), d.half().direction(), d.index(), p), true)));
            phases.getItems().add(i);
        }
        return List.of(back, next, phases);
    }

    /** Updates the items of {@link #menuItems} to the selection before the menu shows. */
    public static void update(Services w, List<MenuItem> items) {
        boolean any = w.selection().current().flatMap(RunToActions::changeOf).isPresent();
        boolean descriptor = w.selection().current().filter(Descriptor.class::isInstance).isPresent();
        items.get(0).setVisible(any);
        items.get(1).setVisible(any);
        items.get(2).setVisible(descriptor);
    }
}
