package org.ringscope.app.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.ringscope.app.ui.dock.Area;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.location.ViewKind;
import org.ringscope.views.Theme;
import org.ringscope.views.find.FindTarget;

/**
 * The workbench verbs: the command palette, find in tables, perspectives, showing and moving views, moving
 * the focus between views, themes, and the selection's back / forward.
 */
final class ViewActions {
    private ViewActions() {
    }

    static List<WorkbenchAction> create(MainWindow w) {
        List<WorkbenchAction> a = new ArrayList<>();
        a.add(new WorkbenchAction("command-palette", "_Command Palette…", new KeyCodeCombination(KeyCode.P,
                KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN), "Run any command by typing its name",
                () -> w.palette().open()));
        a.add(new WorkbenchAction("find", "_Find in Table…", WindowActions.key(KeyCode.F),
                "Search the focused table; Enter for the next match", () -> find(w)));
        a.add(new WorkbenchAction("find-next", "Find _Next", new KeyCodeCombination(KeyCode.F3), "Next match",
                () -> again(w, true)));
        a.add(new WorkbenchAction("find-previous", "Find Pre_vious", new KeyCodeCombination(KeyCode.F3,
                KeyCombination.SHIFT_DOWN), "Previous match", () -> again(w, false)));
        int n = 1;
        for (Perspective p : Perspective.values()) {
            KeyCode digit = KeyCode.valueOf("DIGIT" + n++);
            a.add(new WorkbenchAction("perspective-" + p.key(), p.title() + " Perspective",
                    new KeyCodeCombination(digit, KeyCombination.SHORTCUT_DOWN, KeyCombination.ALT_DOWN),
                    "Views for " + p.description(), () -> w.switchPerspective(p)));
        }
        a.add(new WorkbenchAction("reset-perspective", "_Reset Perspective", null,
                "Put the views of this perspective back where they were at first", w::resetPerspective));
        a.add(view(w, ViewKind.NEFF));
        a.add(view(w, ViewKind.RELOCATIONS));
        a.add(view(w, ViewKind.DESCRIPTOR));
        for (RuntimeViews.Entry e : RuntimeViews.ALL) {
            a.add(view(w, e.kind()));
        }
        a.add(view(w, ViewKind.LESSON));
        a.add(new WorkbenchAction("presenter-mode", "_Presenter Mode", new KeyCodeCombination(KeyCode.P,
                KeyCombination.SHORTCUT_DOWN, KeyCombination.ALT_DOWN), "Larger type, a slower run speed and the lesson "
                + "beside the views (on in the Teach perspective); again to leave", () -> w.presenterProperty().set(
                        !w.presenterProperty().get())));
        a.add(new WorkbenchAction("lesson-next", "Lesson: _Next Step", new KeyCodeCombination(KeyCode.PAGE_DOWN,
                KeyCombination.ALT_DOWN), "Run to the next step's target of the lesson", () -> w.lessonPanel().next()));
        a.add(new WorkbenchAction("lesson-previous", "Lesson: _Previous Step", new KeyCodeCombination(KeyCode.PAGE_UP,
                KeyCombination.ALT_DOWN), "Go back to the previous step of the lesson", () -> w.lessonPanel().previous()));
        a.add(new WorkbenchAction("lesson-reveal", "Lesson: _Reveal Answer", new KeyCodeCombination(KeyCode.ENTER,
                KeyCombination.ALT_DOWN), "Show the answer of the step's question (once its target is reached)",
                () -> w.lessonPanel().reveal()));
        a.add(new WorkbenchAction("next-view", "Ne_xt View", new KeyCodeCombination(KeyCode.TAB,
                KeyCombination.SHORTCUT_DOWN), "Move the keyboard focus to the next view", () -> w.dock().activateNext(1)));
        a.add(new WorkbenchAction("previous-view", "Pre_vious View", new KeyCodeCombination(KeyCode.TAB,
                KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN), "Move the keyboard focus to the previous view",
                () -> w.dock().activateNext(-1)));
        for (Area area : Area.values()) {
            a.add(new WorkbenchAction("move-view-" + area.key(), "Move View to " + area.title(), null,
                    "Move the active view's tab to the " + area.key() + " area",
                    () -> w.dock().active().ifPresent(d -> w.dock().moveTo(d, area))));
        }
        a.add(new WorkbenchAction("toggle-maximize", "Ma_ximize View", new KeyCodeCombination(KeyCode.M,
                KeyCombination.SHORTCUT_DOWN), "Show the active view's area alone, or every area again",
                () -> w.dock().active().ifPresent(d -> w.dock().toggleMaximize(d))));
        a.add(new WorkbenchAction("theme-light", "_Light Theme", null, "Dark text on light backgrounds",
                () -> w.prefs().themeProperty().set(Theme.LIGHT)));
        a.add(new WorkbenchAction("theme-dark", "_Dark Theme", null, "Light text on dark backgrounds",
                () -> w.prefs().themeProperty().set(Theme.DARK)));
        a.add(new WorkbenchAction("back", "_Back", new KeyCodeCombination(KeyCode.LEFT, KeyCombination.ALT_DOWN),
                "Select what was selected before", () -> w.context().selection().back())
                .enabledWhen(w.context().selection().canBackProperty()));
        a.add(new WorkbenchAction("forward", "_Forward", new KeyCodeCombination(KeyCode.RIGHT, KeyCombination.ALT_DOWN),
                "Select again what Back left", () -> w.context().selection().forward())
                .enabledWhen(w.context().selection().canForwardProperty()));
        return a;
    }

    private static WorkbenchAction view(MainWindow w, ViewKind kind) {
        String title = kind.title();
        return new WorkbenchAction("view-" + kind.id(), "Show " + title + " View", null, "Bring the " + title
                + " view to the front and focus it", () -> {
                    if (!w.showView(kind)) {
                        w.statusBar().setText("No " + title + " view is open");
                    }
                });
    }

    private static void find(MainWindow w) {
        var owner = w.scene().getFocusOwner();
        var target = FindTarget.of(owner)
                .or(() -> w.findBar().target())
                .or(() -> w.dock().active().flatMap(d -> FindTarget.firstIn(d.view().node())))
                .or(() -> w.currentView().flatMap(v -> FindTarget.firstIn(v.node())));
        if (target.isPresent()) {
            w.findBar().open(target.get());
        } else {
            w.statusBar().setText("Nothing to search: put the focus in a table first");
        }
    }

    private static void again(MainWindow w, boolean forward) {
        if (!w.findBar().isOpen()) {
            find(w);
        } else if (forward) {
            w.findBar().next();
        } else {
            w.findBar().previous();
        }
    }
}
