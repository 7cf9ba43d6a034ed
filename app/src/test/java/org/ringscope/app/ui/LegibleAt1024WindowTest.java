package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.views.Theme;
import org.ringscope.views.provenance.ProvenanceView;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What a new user could not read at 1024×700 on attn_v6 (a public NEFF with long member and queue names): member names
 * cut in the middle, the NEFF header's value and offset pushed out of the table by the member list, the Problems
 * header's counts cut, the vring tree's names cut to "qD", the status bar's stepping hint and its run summary
 * cut, the shortcuts' "What it does" cut, the selected Provenance row's step text and the dark theme's Problems
 * placeholders (the empty table's, the finding pane's prompt) too faint to read. Each is measured on the window's nodes: the text a label draws against the text it
 * holds, and the WCAG contrast of a text with the background under it.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LegibleAt1024WindowTest {
    private static final double MIN_CONTRAST = 4.5;
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension(1024, 700);
    private static MainWindow window;

    @BeforeAll
    static void openAttn() throws Exception {
        Path f = Fixtures.shared("neff").resolve("attn_v6.neff");
        Assumptions.assumeTrue(Files.isRegularFile(f), "attn_v6.neff absent from the shared fixtures; skipping");
        window = WINDOW.window();
        FxWait.run(() -> window.switchPerspective(Perspective.LOAD));
        FxWait.run(() -> window.open(f));
        FxWait.until(120, () -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && window.sessions().current().isPresent()
                && window.context().cursor().maxStep() > 0);
        FxWait.settle(window, 60);
    }

    @AfterAll
    static void release() {
        FxWait.run(() -> window.prefs().themeProperty().set(Theme.LIGHT));
        window = null;
    }

    private static Parent lookup(String id) {
        return fx(() -> (Parent) window.scene().lookup(id));
    }

    private static void settle() throws Exception {
        FxWait.settle(window, 60);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    @Order(1)
    void theStatusBarsSteppingHintIsWhole() throws Exception {
        Labeled step = fx(() -> window.stepStatusLabel());
        String text = fx(step::getText);
        assertTrue(text.contains("F10"), "a run shown at its end says how to step: " + text);
        assertTrue(!fx(() -> Legible.isCut(step)), "'" + text + "' drawn as '" + fx(() -> Legible.drawn(step)) + "'");
        Bounds b = fx(() -> step.localToScene(step.getBoundsInLocal()));
        assertTrue(b.getMinX() >= 0 && b.getMaxX() <= 1024, "on screen: " + b);
    }

    @Test
    @Order(2)
    void theStatusBarsRunSummaryIsWholeBesideTheSteppingHint() throws Exception {
        Labeled left = fx(() -> (Labeled) window.statusBar().lookup(".status-label"));
        String text = fx(left::getText);
        assertTrue(text.startsWith("Ran attn_v6.neff: NRT_SUCCESS"), "the status line says how the run ended: " + text);
        assertTrue(!fx(() -> Legible.isCut(left)), "'" + text + "' drawn as '" + fx(() -> Legible.drawn(left)) + "'");
        Labeled step = fx(() -> window.stepStatusLabel());
        assertTrue(!fx(() -> Legible.isCut(step)), "the stepping hint stays whole beside it: '" + fx(step::getText)
                + "' drawn as '" + fx(() -> Legible.drawn(step)) + "'");
        Bounds b = fx(() -> step.localToScene(step.getBoundsInLocal()));
        assertTrue(b.getMinX() >= 0 && b.getMaxX() <= 1024, "on screen: " + b);
    }

    @Test
    @Order(3)
    void memberNamesAndTheHeadersFieldValueAndOffsetAreWhole() throws Exception {
        FxWait.run(() -> window.showView(ViewKind.NEFF));
        settle();
        Parent members = lookup("#neff-member-tree");
        List<String> cut = fx(() -> {
            List<String> out = new ArrayList<>();
            for (Node n : members.lookupAll(".tree-table-cell")) {
                if (n instanceof TreeTableCell<?, ?> c && "Member".equals(c.getTableColumn().getText())
                        && Legible.visible(c) && Legible.isCut(c)) {
                    out.add("'" + c.getText() + "' drawn as '" + Legible.drawn(c) + "'");
                }
            }
            return out;
        });
        assertTrue(cut.isEmpty(), "member names cut: " + cut);
        TableView<?> header = fx(() -> (TableView<?>) window.scene().lookup("#neff-header-table"));
        Bounds table = fx(() -> header.localToScene(header.getBoundsInLocal()));
        List<String> problems = new ArrayList<>();
        for (String title : List.of("Field", "Value", "Offset")) {
            problems.addAll(fx(() -> {
                List<String> out = new ArrayList<>();
                TableColumnHeader h = header.lookupAll(".column-header").stream()
                        .filter(n -> n instanceof TableColumnHeader x && x.getTableColumn() != null
                                && title.equals(x.getTableColumn().getText()))
                        .map(n -> (TableColumnHeader) n).findFirst().orElseThrow();
                Labeled label = (Labeled) h.lookup(".label");
                if (Legible.isCut(label)) {
                    out.add(title + "'s header is drawn as '" + Legible.drawn(label) + "'");
                }
                Bounds col = h.localToScene(h.getBoundsInLocal());
                if (col.getMinX() < table.getMinX() - 1 || col.getMaxX() > table.getMaxX() - 8) {
                    out.add(title + " lies outside the header table (" + col + " in " + table + ")");
                }
                // a field's name and its offset whole; a long value may be cut where its tooltip shows it whole
                for (Node n : header.lookupAll(".table-cell")) {
                    if (n instanceof TableCell<?, ?> c && c.getTableColumn() == h.getTableColumn() && !c.isEmpty()
                            && Legible.visible(c) && Legible.isCut(c) && !("Value".equals(title)
                            && c.getTooltip() != null && c.getText().equals(c.getTooltip().getText()))) {
                        out.add(title + " '" + c.getText() + "' drawn as '" + Legible.drawn(c) + "'");
                    }
                }
                return out;
            }));
        }
        Shots.both(window, "legible-load-attn-1024x700");
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    @Order(4)
    void theProblemsHeadersCountsAndVerdictAreWhole() throws Exception {
        FxWait.run(() -> window.showView(ViewKind.PROBLEMS));
        FxWait.until(60, () -> !((Labeled) window.scene().lookup("#problems-verdict")).getText().isEmpty());
        settle();
        Parent head = lookup("#problems-view .pane-header");
        List<String> texts = fx(() -> head.lookupAll(".label").stream().filter(n -> n instanceof Labeled l
                && Legible.visible(l) && l.getText() != null && !l.getText().isEmpty())
                .map(n -> ((Labeled) n).getText()).toList());
        Shots.save(window.scene(), "legible-problems-head-1024x700");
        assertTrue(texts.stream().anyMatch(t -> t.matches("\\d+ errors?")), "the header counts errors: " + texts);
        assertTrue(texts.stream().anyMatch(t -> t.matches("\\d+ warnings?")), "and warnings: " + texts);
        assertTrue(texts.stream().anyMatch(t -> t.contains("would load")), "and says the verdict: " + texts);
        List<String> cut = fx(() -> Legible.cut(head));
        assertTrue(cut.isEmpty(), "the Problems header cuts: " + cut);
    }

    @Test
    @Order(5)
    void theVringTreesNamesAreWholeAt1200InEveryPerspective() throws Exception {
        FxWait.run(() -> window.scene().getWindow().setWidth(1200));
        try {
            for (Perspective p : List.of(Perspective.LOAD, Perspective.EXECUTE)) {
                FxWait.run(() -> {
                    window.switchPerspective(p);
                    window.showView(ViewKind.VRING);
                });
                settle();
                Parent tree = lookup("#vring-tree");
                List<String> cut = fx(() -> {
                    List<String> out = new ArrayList<>();
                    int names = 0;
                    for (Node n : tree.lookupAll(".tree-cell .label")) {
                        if (n instanceof Labeled l && !l.getStyleClass().contains("dim") && Legible.visible(l)
                                && l.getText() != null && !l.getText().isEmpty()) {
                            names++;
                            if (Legible.isCut(l) || right(l) > right(tree)) {
                                out.add("'" + l.getText() + "' drawn as '" + Legible.drawn(l) + "' to x "
                                        + (int) right(l) + " of " + (int) right(tree));
                            }
                        }
                    }
                    if (names == 0) {
                        out.add("no vring names on screen");
                    }
                    return out;
                });
                assertTrue(cut.isEmpty(), p + ": vring names cut: " + cut);
                Shots.save(window.scene(), "legible-vring-" + p.name().toLowerCase(Locale.ROOT) + "-1200x700");
            }
        } finally {
            FxWait.run(() -> {
                window.scene().getWindow().setWidth(1024);
                window.switchPerspective(Perspective.LOAD);
            });
            settle();
        }
    }

    private static double right(Node n) {
        return n.localToScene(n.getBoundsInLocal()).getMaxX();
    }

    @Test
    @Order(6)
    void theShortcutsSayWhatEachDoesInFull() throws Exception {
        FxWait.run(() -> window.perform("help-shortcuts"));
        WaitForAsyncUtils.waitForFxEvents();
        Window dialog = fx(() -> Window.getWindows().stream().filter(w -> w.getScene() != null && "help-shortcuts"
                .equals(w.getScene().getRoot().getId())).findFirst().orElseThrow());
        try {
            settle();
            List<String> cut = fx(() -> {
                List<String> out = new ArrayList<>();
                for (Node n : dialog.getScene().getRoot().lookupAll(".table-cell")) {
                    if (n instanceof TableCell<?, ?> c && c.getTableColumn() != null
                            && Legible.visible(c)) {
                        for (Node x : c.lookupAll("*")) {
                            if (x instanceof Labeled l && Legible.isCut(l)) {
                                out.add("'" + l.getText() + "' drawn as '" + Legible.drawn(l) + "'");
                            }
                        }
                        if (Legible.isCut(c)) {
                            out.add("'" + c.getText() + "' drawn as '" + Legible.drawn(c) + "'");
                        }
                    }
                }
                return out;
            });
            assertTrue(cut.isEmpty(), "shortcut cells cut: " + cut);
            Shots.save(dialog.getScene(), "legible-shortcuts");
            TableColumnBase<?, ?> what = fx(() -> ((TableView<?>) dialog.getScene().getRoot().lookup("#shortcuts-table"))
                    .getColumns().get(2));
            assertTrue(fx(() -> what.getText()).equals("What it does"));
        } finally {
            FxWait.run(dialog::hide);
        }
    }

    @Test
    @Order(7)
    void theSelectedProvenanceRowsStepReads() throws Exception {
        long out = window.sessions().cursor().withSession(s -> Provenance.of(s).addressOf("output0", 0).orElseThrow())
                .get(30, TimeUnit.SECONDS).value();
        int end = fx(() -> window.context().cursor().maxStep());
        FxWait.run(() -> window.showView(ViewKind.PROVENANCE));
        ProvenanceView v = fx(() -> (ProvenanceView) window.dock().item(ViewKind.PROVENANCE.id()).orElseThrow().view());
        FxWait.run(() -> v.ask(new Memory(out, 1), end));
        FxWait.until(60, () -> !v.lineTexts().isEmpty());
        ListView<?> list = fx(() -> (ListView<?>) window.scene().lookup("#provenance-table"));
        for (Theme t : List.of(Theme.LIGHT, Theme.DARK)) {
            FxWait.run(() -> {
                window.prefs().themeProperty().set(t);
                list.getSelectionModel().select(0);
                list.requestFocus();
            });
            settle();
            List<String> faint = fx(() -> {
                List<String> bad = new ArrayList<>();
                for (Node n : list.lookupAll(".list-cell")) {
                    if (n instanceof ListCell<?> c && c.isSelected() && !c.isEmpty()) {
                        for (Node x : c.lookupAll(".label")) {
                            if (x instanceof Labeled l && Legible.visible(l) && Legible.contrast(l) < MIN_CONTRAST) {
                                bad.add(String.format("'%s' %.2f (%s on %s, list focused %s)", l.getText(),
                                        Legible.contrast(l), Legible.textColour(l), Legible.background(l),
                                        list.isFocused()));
                            }
                        }
                    }
                }
                return bad;
            });
            Shots.save(window.scene(), "legible-provenance-selected-" + t.key());
            assertTrue(faint.isEmpty(), t + ": the selected row's texts below " + MIN_CONTRAST + ": " + faint);
        }
        FxWait.run(() -> window.prefs().themeProperty().set(Theme.LIGHT));
    }

    @Test
    @Order(8)
    void theDarkProblemsPlaceholderReads() throws Exception {
        FxWait.run(() -> {
            window.prefs().themeProperty().set(Theme.DARK);
            window.showView(ViewKind.PROBLEMS);
            ((ToggleButton) window.scene().lookup("#problems-filter-preflight")).setSelected(false);
        });
        settle();
        Parent table = lookup("#problems-table");
        FxWait.until(60, () -> ((TableView<?>) table).getItems().isEmpty());
        settle();
        List<String> faint = new ArrayList<>(fx(() -> {
            List<String> bad = new ArrayList<>();
            Optional<Node> holder = Optional.ofNullable(((TableView<?>) table).getPlaceholder());
            for (Node x : holder.map(h -> ((Parent) h).lookupAll(".label")).orElseThrow()) {
                if (x instanceof Labeled l && Legible.visible(l) && Legible.contrast(l) < MIN_CONTRAST) {
                    bad.add(String.format("'%s' %.2f", l.getText(), Legible.contrast(l)));
                }
            }
            return bad;
        }));
        // the finding pane's placeholder, shown while no finding is selected
        FxWait.run(() -> ((TableView<?>) table).getSelectionModel().clearSelection());
        settle();
        Shots.save(window.scene(), "legible-problems-placeholders-dark");
        // with no finding selected the detail pane is not shown at all (the table keeps the height), so it has
        // no placeholder of its own to read
        assertTrue(fx(() -> window.scene().lookup("#problems-detail") == null),
                "the finding pane is hidden while no finding is selected");
        FxWait.run(() -> {
            ((ToggleButton) window.scene().lookup("#problems-filter-preflight")).setSelected(true);
            window.prefs().themeProperty().set(Theme.LIGHT);
        });
        assertTrue(faint.isEmpty(), "dark placeholder texts below " + MIN_CONTRAST + ": " + faint);
    }
}
