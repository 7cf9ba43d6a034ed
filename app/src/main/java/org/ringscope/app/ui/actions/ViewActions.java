package org.ringscope.app.ui.actions;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.ringscope.app.ui.dock.Area;
import org.ringscope.app.ui.dock.DockPane;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.lesson.LessonPanel;
import org.ringscope.app.ui.palette.CommandPalette;
import org.ringscope.app.ui.prefs.Perspectives;
import org.ringscope.model.location.ViewKind;
import org.ringscope.views.Theme;
import org.ringscope.views.find.FindBar;
import org.ringscope.views.find.FindTarget;
import org.ringscope.views.neff.NeffView;
import org.ringscope.views.select.Selection;

/**
 * The workbench verbs: the command palette, find in tables, perspectives, showing and moving views, moving
 * the focus between views, themes, and the selection's back / forward.
 */
public final class ViewActions {
    private ViewActions() {
    }

    /**
     * What the verbs act on: the command {@code palette}; the {@code findBar} over the table that has the focus
     * ({@code focusOwner}), else the active view's or the current NEFF view's ({@code neffView}); the {@code dock},
     * the kinds of its runtime views ({@code runtimeViews}) and its {@code perspectives}; presenter mode ({@code presenter}) and the Lesson panel ({@code lessons}, built
     * after the actions); the {@code theme}; the shared {@code selection}; and the status line ({@code status}).
     */
    public record Services(CommandPalette palette, FindBar findBar, Supplier<Node> focusOwner, DockPane dock,
            List<ViewKind> runtimeViews, Perspectives perspectives, Supplier<Optional<NeffView>> neffView, BooleanProperty presenter,
            Supplier<LessonPanel> lessons, ObjectProperty<Theme> theme, Selection selection, Consumer<String> status) {
    }

    public static List<WorkbenchAction> create(Services w) {
        List<WorkbenchAction> a = new ArrayList<>();
        a.add(new WorkbenchAction("command-palette", "_Command Palette…", new KeyCodeCombination(KeyCode.P,
                KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN), "Run any command by typing its name",
                () -> w.palette().open()));
        a.add(new WorkbenchAction("find", "_Find in Table…", Keys.shortcut(KeyCode.F),
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
                    "Views for " + p.description(), () -> w.perspectives().switchTo(p)));
        }
        a.add(new WorkbenchAction("reset-perspective", "_Reset Perspective", null,
                "Put the views of this perspective back where they were at first", w.perspectives()::reset));
        a.add(view(w, ViewKind.NEFF));
        a.add(view(w, ViewKind.RELOCATIONS));
        a.add(view(w, ViewKind.DESCRIPTOR));
        for (ViewKind kind : w.runtimeViews()) {
            a.add(view(w, kind));
        }
        a.add(view(w, ViewKind.LESSON));
        a.add(new WorkbenchAction("presenter-mode", "_Presenter Mode", new KeyCodeCombination(KeyCode.P,
                KeyCombination.SHORTCUT_DOWN, KeyCombination.ALT_DOWN), "Larger type, a slower run speed and the lesson "
                + "beside the views (on in the Teach perspective); again to leave", () -> w.presenter().set(
                        !w.presenter().get())));
        a.add(new WorkbenchAction("lesson-next", "Lesson: _Next Step", new KeyCodeCombination(KeyCode.PAGE_DOWN,
                KeyCombination.ALT_DOWN), "Run to the next step's target of the lesson", () -> w.lessons().get().next()));
        a.add(new WorkbenchAction("lesson-previous", "Lesson: _Previous Step", new KeyCodeCombination(KeyCode.PAGE_UP,
                KeyCombination.ALT_DOWN), "Go back to the previous step of the lesson", () -> w.lessons().get().previous()));
        a.add(new WorkbenchAction("lesson-reveal", "Lesson: _Reveal Answer", new KeyCodeCombination(KeyCode.ENTER,
                KeyCombination.ALT_DOWN), "Show the answer of the step's question (once its target is reached)",
                () -> w.lessons().get().reveal()));
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
                () -> w.theme().set(Theme.LIGHT)));
        a.add(new WorkbenchAction("theme-dark", "_Dark Theme", null, "Light text on dark backgrounds",
                () -> w.theme().set(Theme.DARK)));
        a.add(new WorkbenchAction("back", "_Back", new KeyCodeCombination(KeyCode.LEFT, KeyCombination.ALT_DOWN),
                "Select what was selected before", () -> w.selection().back())
                .enabledWhen(w.selection().canBackProperty()));
        a.add(new WorkbenchAction("forward", "_Forward", new KeyCodeCombination(KeyCode.RIGHT, KeyCombination.ALT_DOWN),
                "Select again what Back left", () -> w.selection().forward())
                .enabledWhen(w.selection().canForwardProperty()));
        return a;
    }

    private static WorkbenchAction view(Services w, ViewKind kind) {
        String title = kind.title();
        return new WorkbenchAction("view-" + kind.id(), "Show " + title + " View", null, "Bring the " + title
                + " view to the front and focus it", () -> {
                    if (!w.dock().show(kind)) {
                        w.status().accept("No " + title + " view is open");
                    }
                });
    }

    private static void find(Services w) {
        var owner = w.focusOwner().get();
        var target = FindTarget.of(owner)
                .or(() -> w.findBar().target())
                .or(() -> w.dock().active().flatMap(d -> FindTarget.firstIn(d.view().node())))
                .or(() -> w.neffView().get().flatMap(v -> FindTarget.firstIn(v.node())));
        if (target.isPresent()) {
            w.findBar().open(target.get());
        } else {
            w.status().accept("Nothing to search: put the focus in a table first");
        }
    }

    private static void again(Services w, boolean forward) {
        if (!w.findBar().isOpen()) {
            find(w);
        } else if (forward) {
            w.findBar().next();
        } else {
            w.findBar().previous();
        }
    }
}
