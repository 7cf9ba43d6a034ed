package org.ringscope.app.ui.actions;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import org.ringscope.app.ui.prefs.WorkbenchPrefs;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.trace.Breakpoints;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.RunLoop;
import org.ringscope.views.session.SessionCursor;
import org.ringscope.views.session.SessionHolder;

/**
 * The stepping verbs (decision 0851): step over (F10), into (F11), back
 * (Shift+F10), out (Shift+F11), one record forward / back (Ctrl+F10 / Ctrl+Shift+F10), run / pause (F5) at
 * the preferences' speed, run to the next breakpoint (Ctrl+F5), reverse-run to the previous one (Shift+F5),
 * reset to step 0 (Ctrl+Shift+F5), toggle a breakpoint on the selected spine node (F9). Each is one
 * {@link WorkbenchAction} (Run menu, toolbar, keys, palette) whose enabled state is bound to the session: a
 * session is open, no run is going, and the cursor is not already at that end. Every command runs on the
 * session's journal thread; the journal's events move the views.
 */
public final class StepActions {
    private StepActions() {
    }

    /**
     * The verbs over the sessions {@code h} and their cursor, with the breakpoints {@code bps} and the run loop
     * {@code loop}; F9 toggles the node {@code selection} holds; what they tell goes to {@code status}.
     */
    public static List<WorkbenchAction> create(SessionHolder h, Breakpoints bps, Selection selection, RunLoop loop,
            Consumer<String> status) {
        return create(h, bps, selection, loop, status, () -> { });
    }

    /**
     * As {@link #create(SessionHolder, Breakpoints, Selection, RunLoop, Consumer)}; {@code fromStart} runs when a step
     * at the run's end starts it again from step 0 (the window brings forward the view that shows where the run is).
     */
    public static List<WorkbenchAction> create(SessionHolder h, Breakpoints bps, Selection selection, RunLoop loop,
            Consumer<String> status, Runnable fromStart) {
        SessionCursor c = h.cursor();
        BooleanBinding idle = h.openProperty().and(loop.runningProperty().not());
        BooleanBinding forward = idle.and(c.stepProperty().lessThan(c.maxStepProperty()));
        BooleanBinding back = idle.and(c.stepProperty().greaterThan(0));
        BooleanBinding steppable = idle.and(c.maxStepProperty().greaterThan(0)); // at the end: again from 0 (1150)
        List<WorkbenchAction> a = new ArrayList<>();
        a.add(new WorkbenchAction("step-over", "Step _Over", new KeyCodeCombination(KeyCode.F10),
                "Run the next spine node as a whole (or to the current node's return); at the end, from step 0",
                () -> {
                    if (c.step() >= c.maxStep()) { // from step 0 the first stop is nrt_init's entry, as F11 would
                        fromStartAtEnd(status, fromStart, c, () -> c.withSession(s -> s.stepInto()));
                    } else {
                        c.withSession(s -> s.stepOver());
                    }
                }).enabledWhen(steppable));
        a.add(new WorkbenchAction("step-into", "Step _Into", new KeyCodeCombination(KeyCode.F11),
                "Stop at the next spine node entry or return; at the end, from step 0",
                () -> fromStartAtEnd(status, fromStart, c, () -> c.withSession(s -> s.stepInto())))
                .enabledWhen(steppable));
        a.add(new WorkbenchAction("step-out", "Step O_ut", new KeyCodeCombination(KeyCode.F11, KeyCombination.SHIFT_DOWN),
                "Run until the current spine node returns", () -> c.withSession(s -> s.stepOut())).enabledWhen(forward));
        a.add(new WorkbenchAction("step-back", "Step _Back", new KeyCodeCombination(KeyCode.F10, KeyCombination.SHIFT_DOWN),
                "Go back to where the previous step stopped (the inverse of Step Into)",
                () -> c.withSession(EmulationSession::reverseStepInto)).enabledWhen(back));
        a.add(new WorkbenchAction("step-record", "Step One _Record", new KeyCodeCombination(KeyCode.F10,
                KeyCombination.SHORTCUT_DOWN), "One journal record forward", c::stepForward).enabledWhen(forward));
        a.add(new WorkbenchAction("step-record-back", "Step Back One R_ecord", new KeyCodeCombination(KeyCode.F10,
                KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN), "One journal record back", c::stepBack)
                .enabledWhen(back));
        a.add(new WorkbenchAction("run-pause", "_Run / Pause", new KeyCodeCombination(KeyCode.F5),
                "Run at the speed set in the toolbar (stops at breakpoints), or pause the run; at the end, from step 0",
                () -> {
                    if (!loop.isRunning() && c.step() >= c.maxStep()) {
                        fromStartAtEnd(status, fromStart, c, () -> { });
                        c.query(j -> null).thenAccept(x -> Fx.later(loop::start)); // once step 0 is shown
                    } else {
                        loop.toggle();
                    }
                }).enabledWhen(h.openProperty().and(loop.runningProperty().or(c.maxStepProperty().greaterThan(0)))));
        a.add(new WorkbenchAction("run-to-breakpoint", "Run to _Next Breakpoint", new KeyCodeCombination(KeyCode.F5,
                KeyCombination.SHORTCUT_DOWN), "Jump to the next entry of a breakpoint node (the end when none is ahead)",
                () -> c.withSession(s -> s.runTo(bps))
                        .thenAccept(at -> report(status, at.value(), "No breakpoint ahead: at the end of the run"))).enabledWhen(forward));
        a.add(new WorkbenchAction("reverse-run", "Re_verse Run to Breakpoint", new KeyCodeCombination(KeyCode.F5,
                KeyCombination.SHIFT_DOWN), "Run backwards to the previous entry of a breakpoint node (step 0 when none)",
                () -> c.withSession(s -> s.runBackTo(bps))
                        .thenAccept(at -> report(status, at.value(), "No breakpoint behind: at step 0"))).enabledWhen(back));
        a.add(new WorkbenchAction("reset", "Re_set to Step 0", new KeyCodeCombination(KeyCode.F5,
                KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN), "Go back to the start of the run",
                () -> c.seek(0)).enabledWhen(back));
        a.add(new WorkbenchAction("toggle-breakpoint", "_Toggle Breakpoint", new KeyCodeCombination(KeyCode.F9),
                "Set or remove a breakpoint on the selected spine node", () -> toggle(selection, bps, status))
                .enabledWhen(Bindings.createBooleanBinding(() -> selectedNode(selection) != null,
                        selection.currentProperty())));
        a.add(new WorkbenchAction("clear-breakpoints", "_Clear Breakpoints", null, "Remove every breakpoint",
                bps::clear).enabledWhen(any(bps)));
        return a;
    }

    /** At the run's last step, goes back to step 0 first (decision 1150); then {@code step}. */
    private static void fromStartAtEnd(Consumer<String> status, Runnable fromStart, SessionCursor c, Runnable step) {
        if (c.step() >= c.maxStep()) {
            c.seek(0);
            status.accept("Started again from step 0");
            fromStart.run();
        }
        step.run();
    }

    private static void report(Consumer<String> status, int record, String none) {
        if (record < 0) {
            Fx.run(() -> status.accept(none));
        }
    }

    private static String selectedNode(Selection selection) {
        return selection.current().flatMap(l -> l.ancestor(SpineNode.class))
                .map(SpineNode::node).orElse(null);
    }

    /** Whether any breakpoint is set, as a property of the FX thread (the breakpoints change there). */
    private static BooleanProperty any(Breakpoints bps) {
        BooleanProperty any = new SimpleBooleanProperty(!bps.isEmpty());
        bps.addListener(() -> any.set(!bps.isEmpty()));
        return any;
    }

    private static void toggle(Selection selection, Breakpoints bps, Consumer<String> status) {
        String n = selectedNode(selection);
        if (n != null) {
            status.accept((bps.toggle(n) ? "Breakpoint on " : "No breakpoint on ") + n);
        }
    }

    /** The Run menu. */
    public static Menu menu(Map<String, WorkbenchAction> a) {
        Menu m = new Menu("_Run");
        m.setId("menu-run");
        m.getItems().addAll(a.get("run-pause").menuItem(), a.get("run-to-breakpoint").menuItem(),
                a.get("reverse-run").menuItem(), a.get("reset").menuItem(), new SeparatorMenuItem(),
                a.get("step-over").menuItem(), a.get("step-into").menuItem(), a.get("step-out").menuItem(),
                a.get("step-back").menuItem(), a.get("step-record").menuItem(), a.get("step-record-back").menuItem(),
                new SeparatorMenuItem(), a.get("toggle-breakpoint").menuItem(), a.get("clear-breakpoints").menuItem());
        return m;
    }

    /** The toolbar's stepping buttons and the run speed (steps per second, the preference). */
    public static List<Node> toolItems(Map<String, WorkbenchAction> a, RunLoop loop, WorkbenchPrefs prefs) {
        Button run = Icons.on(a.get("run-pause").button("Run"), "run", false);
        run.textProperty().bind(Bindings.when(loop.runningProperty()).then("Pause").otherwise("Run"));
        loop.runningProperty().addListener((o, was, now) -> run.setGraphic(Icons.icon(now ? "pause" : "run")));
        Spinner<Integer> speed = new Spinner<>(WorkbenchPrefs.MIN_SPEED, WorkbenchPrefs.MAX_SPEED,
                prefs.runSpeedProperty().get(), 10);
        speed.setId("run-speed");
        speed.setEditable(true);
        speed.setPrefWidth(84);
        speed.setFocusTraversable(false);
        speed.setTooltip(new Tooltip("Run speed: journal steps per second (Preferences)"));
        speed.valueProperty().addListener((o, was, now) -> {
            if (now != null) {
                prefs.runSpeedProperty().set(WorkbenchPrefs.clampSpeed(now));
            }
        });
        prefs.runSpeedProperty().addListener((o, was, now) -> speed.getValueFactory().setValue(now.intValue()));
        Label unit = new Label("steps/s");
        unit.getStyleClass().add("dim");
        HBox speedBox = new HBox(4, speed, unit);
        speedBox.setAlignment(Pos.CENTER_LEFT);
        return List.of(Icons.on(a.get("reset").button("Reset"), "reset", false),
                Icons.on(a.get("reverse-run").button("Reverse run"), "reverse-run", true),
                Icons.on(a.get("step-back").button("Back"), "step-back", false), run,
                Icons.on(a.get("step-over").button("Over"), "step-over", false),
                Icons.on(a.get("step-into").button("Into"), "step-into", false),
                Icons.on(a.get("step-out").button("Out"), "step-out", false),
                Icons.on(a.get("run-to-breakpoint").button("Run to breakpoint"), "run-to-breakpoint", true), speedBox);
    }
}
