package org.ringscope.app.ui;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import org.ringscope.app.output.ProblemsJson;
import org.ringscope.app.ui.actions.WorkbenchAction;
import org.ringscope.app.ui.dock.DockPane;
import org.ringscope.app.ui.load.ErrorReporter;
import org.ringscope.model.io.OutputTarget;
import org.ringscope.model.lint.Lint;
import org.ringscope.model.location.Location;
import org.ringscope.views.Format;
import org.ringscope.views.Tables;
import org.ringscope.views.ViewReads;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.SessionHolder;

/**
 * Copy what a user sees, and export it: Edit ▸ Copy (Ctrl+C) and a context menu on every table and canvas copy the
 * selected rows of a table (tab-separated), the bytes of the descriptor inspector, or else the selected thing (a
 * spine node, a pring slot, a diff row) by its label; File ▸ Export writes the table in front as CSV, the view in
 * front as PNG, and the run as the JSON {@code ringscope run --json} prints.
 */
final class CopyExport {
    /**
     * What copying and exporting bind.
     *
     * @param scene     the window's scene (its focus owner, its root for a picture of the whole window)
     * @param status    the status line
     * @param sessions  the run exported as JSON
     * @param selection the selected thing, copied by its label
     * @param dock      the view in front
     * @param owner     the owner of the save dialogs
     * @param errors    how a failed write is reported
     */
    record Services(Supplier<Scene> scene, Consumer<String> status, SessionHolder sessions, Selection selection,
                    DockPane dock, Window owner, ErrorReporter errors) {
    }

    private final Services w;
    private final ContextMenu menu = new ContextMenu();
    private Node target;

    CopyExport(Services w) {
        this.w = w;
        MenuItem copy = new MenuItem("Copy");
        copy.setId("context-copy");
        copy.setOnAction(e -> copyFrom(target));
        MenuItem csv = new MenuItem("Export Table as CSV…");
        csv.setId("context-export-csv");
        csv.setOnAction(e -> table(target).ifPresent(this::exportCsv));
        menu.getItems().addAll(copy, csv);
        menu.setOnShowing(e -> csv.setVisible(table(target).isPresent()));
    }

    /**
     * Adds {@code item} to the context menu, after a separator; {@code beforeShowing} updates it (its text, whether
     * it shows) each time the menu opens.
     */
    void addContextItem(MenuItem item, Consumer<MenuItem> beforeShowing) {
        if (menu.getItems().stream().noneMatch(SeparatorMenuItem.class::isInstance)) {
            menu.getItems().add(new SeparatorMenuItem());
        }
        menu.getItems().add(item);
        menu.addEventHandler(WindowEvent.WINDOW_SHOWING, e -> beforeShowing.accept(item));
    }

    /** Copy and the three exports. */
    List<WorkbenchAction> actions() {
        CopyExport c = this;
        WorkbenchAction copy = new WorkbenchAction("copy", "_Copy", new KeyCodeCombination(KeyCode.C,
                KeyCombination.SHORTCUT_DOWN), "Copy the selected rows, the inspector's bytes or the selected thing",
                () -> {
                    Node f = w.scene().get().getFocusOwner();
                    if (f instanceof TextInputControl t) {
                        t.copy(); // a text field copies its own selection
                    } else {
                        c.copyFrom(f);
                    }
                });
        return List.of(copy,
                new WorkbenchAction("export-csv", "Export Table as _CSV…", null,
                        "Write every row of the table in front as comma-separated values",
                        () -> c.frontTable().ifPresentOrElse(c::exportCsv,
                                () -> w.status().accept("No table in front to export"))),
                new WorkbenchAction("export-png", "Export View as _PNG…", null,
                        "Save a picture of the view in front", c::exportPng),
                new WorkbenchAction("export-json", "Export Run as _JSON…", null,
                        "Write the run as `ringscope run --json` prints it", c::exportJson)
                        .enabledWhen(w.sessions().openProperty()));
    }

    /** Copy (and Export as CSV on tables) in a context menu wherever the control under the mouse has none. */
    void installContextMenu(Scene scene) {
        scene.addEventHandler(ContextMenuEvent.CONTEXT_MENU_REQUESTED, e -> {
            if (e.isConsumed() || !(e.getTarget() instanceof Node n) || ownMenu(n)) {
                return; // a control with its own menu (a text field, a dock tab) keeps it
            }
            target = n;
            menu.show(n, e.getScreenX(), e.getScreenY());
            e.consume();
        });
    }

    private static boolean ownMenu(Node n) {
        for (Node x = n; x != null; x = x.getParent()) {
            if (x instanceof Control c && c.getContextMenu() != null || x instanceof TextInputControl) {
                return true;
            }
        }
        return false;
    }

    /** What copying from {@code n} puts on the clipboard; empty when nothing there is selected. */
    static String text(Node n, Selection selection) {
        Optional<Control> t = table(n);
        if (t.isPresent()) {
            String rows = rowsText(t.get());
            if (!rows.isEmpty()) {
                return rows;
            }
        }
        Optional<Node> hex = up(n, x -> "desc-hex".equals(x.getId()));
        if (hex.isPresent()) {
            return hexText((Parent) hex.get());
        }
        return selection.current().map(Location::label).orElse("");
    }

    private void copyFrom(Node n) {
        String s = text(n, w.selection());
        if (s.isEmpty()) {
            w.status().accept("Nothing selected to copy");
            return;
        }
        ClipboardContent c = new ClipboardContent();
        c.putString(s);
        Clipboard.getSystemClipboard().setContent(c);
        long lines = s.lines().count();
        w.status().accept("Copied " + (lines > 1 ? lines + " lines" : "“" + abbreviate(s) + "”"));
    }

    private static String abbreviate(String s) {
        return s.length() > 60 ? s.substring(0, 57) + "…" : s;
    }

    private static String rowsText(Control c) {
        if (c instanceof TableView<?> t) {
            return Tables.selectedText(t);
        }
        if (c instanceof TreeTableView<?> t) {
            return Tables.selectedText(t);
        }
        return "";
    }

    /** The inspector's 16 bytes as two lines of hex, as shown. */
    static String hexText(Parent grid) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 16; i++) {
            Node l = grid.lookup("#desc-byte-" + i);
            if (l instanceof Labeled x) {
                b.append(i % 8 == 0 ? (i == 0 ? "" : "\n") + (i == 0 ? "0x00 " : "0x08 ") : " ").append(x.getText());
            }
        }
        return b.toString();
    }

    private static Optional<Control> table(Node n) {
        return up(n, x -> x instanceof TableView<?> || x instanceof TreeTableView<?>)
                .map(x -> (Control) x);
    }

    private static Optional<Node> up(Node n, Predicate<Node> p) {
        for (Node x = n; x != null; x = x.getParent()) {
            if (p.test(x)) {
                return Optional.of(x);
            }
        }
        return Optional.empty();
    }

    /** The table the focus is in, else the first visible table of the active view. */
    private Optional<Control> frontTable() {
        Optional<Control> f = table(w.scene().get().getFocusOwner());
        if (f.isPresent()) {
            return f;
        }
        return w.dock().active().flatMap(d -> d.view().node().lookupAll(".table-view, .tree-table-view").stream()
                .filter(x -> x.getScene() != null && x.isVisible()).map(x -> (Control) x)
                .findFirst());
    }

    private Optional<Path> save(String title, String name, String description, String pattern) {
        FileChooser fc = new FileChooser();
        fc.setTitle(title);
        fc.setInitialFileName(name);
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter(description, pattern));
        File f = fc.showSaveDialog(w.owner());
        return Optional.ofNullable(f).map(File::toPath);
    }

    private void exportCsv(Control t) {
        save("Export Table as CSV", (t.getId() == null ? "table" : t.getId()) + ".csv", "CSV files (*.csv)", "*.csv")
                .ifPresent(p -> written(p, () -> OutputTarget.file(p).writeBytes(Csv.of(t).getBytes(StandardCharsets.UTF_8))));
    }

    private void exportPng() {
        var active = w.dock().active();
        Node n = active.map(d -> d.view().node()).orElse(w.scene().get().getRoot());
        String name = active.map(d -> d.id()).orElse("window") + ".png";
        save("Export View as PNG", name, "PNG images (*.png)", "*.png").ifPresent(p -> written(p,
                () -> Snapshots.save(n, p)));
    }

    private void exportJson() {
        save("Export Run as JSON", "run.json", "JSON files (*.json)", "*.json").ifPresent(this::exportJson);
    }

    /**
     * Writes the run's result and its checks' problems to {@code p}, read on the journal thread; a read that fails
     * (no run open, a check that throws) goes to the error reporter like a write that fails.
     */
    void exportJson(Path p) {
        w.sessions().cursor().withSession(s -> ProblemsJson.runJson(s.result(), Lint.check(s)))
                .whenComplete((at, err) -> Fx.run(() -> {
                    if (err != null) {
                        w.errors().accept("Cannot export " + p.getFileName(), ViewReads.message(err));
                    } else {
                        written(p, () -> OutputTarget.file(p).writeBytes(at.value().getBytes(StandardCharsets.UTF_8)));
                    }
                }));
    }

    /** The write, then the status line; a failure goes to the error reporter with the file's name. */
    private void written(Path p, IoAction write) {
        try {
            write.run();
            w.status().accept("Exported " + p.getFileName() + " (" + Format.bytes(Files.size(p))
                    + ")");
        } catch (IOException | RuntimeException e) {
            w.errors().accept("Cannot export " + p.getFileName(), p + ": " + e.getMessage());
        }
    }

    private interface IoAction {
        void run() throws IOException;
    }
}
