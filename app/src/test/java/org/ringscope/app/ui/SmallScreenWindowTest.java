package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.text.Text;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dock.Area;
import org.ringscope.app.ui.dock.DockItem;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.load.Documents;
import org.ringscope.app.ui.load.RunFaults;
import org.ringscope.model.gen.PreflightNeffs;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.location.Neff;
import org.ringscope.model.location.NeffMember;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.views.neff.NeffView;
import org.ringscope.views.problems.ProblemsView;
import org.ringscope.views.sync.SemaphoresView;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The workbench in a 1024×700 window, as a laptop gives it, and at 1366×768, measured in rows and lines a user can
 * read: the Problems table in the bottom area shows rows under its header with the pre-flight detail's lines beside
 * them, and the detail grows with the view maximized; in Execute the Prings view's legends keep to a row each and leave
 * the height to the rings and lanes; a view brought forward as {@code gui --view} asks is in front of the centre in
 * every perspective; a lesson played with another NEFF open opens its own sample and its look goes there; and the hang
 * explainer's blocked engines show more than one row. Pictures of each under target/screenshots.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SmallScreenWindowTest {
    private static final Path OUT = Path.of("target", "screenshots");
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension(1024, 700);
    private static MainWindow window;

    @BeforeAll
    static void openAPreflightFinding() throws Exception {
        Path neff = Files.createTempDirectory("small").resolve("features.neff");
        PreflightNeffs.features().write(neff);
        window = WINDOW.window();
        FxWait.run(() -> {
            window.switchPerspective(Perspective.LOAD);
            window.open(neff);
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && window.sessions().current().isPresent()
                && window.context().cursor().maxStep() > 0));
        ProblemsView problems = view(ViewKind.PROBLEMS, ProblemsView.class);
        FxWait.run(() -> problems.profileSelector().setValue("sunda@2.15.0"));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !fx(problems::shownFindings).isEmpty());
        FxWait.settle(window, 30);
    }

    @AfterAll
    static void release() {
        RunFaults.configure(List.of());
        window = null;
    }

    private static <T> T view(ViewKind kind, Class<T> type) {
        return fx(() -> type.cast(window.dock().item(kind.id()).orElseThrow().view()));
    }

    private static void size(double w, double h) throws Exception {
        FxWait.run(() -> {
            Window stage = window.scene().getWindow();
            stage.setWidth(w);
            stage.setHeight(h);
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> fx(() -> window.scene().getWidth() > 0
                && Math.abs(window.scene().getWindow().getWidth() - w) < 1));
        FxWait.settle(window, 20);
    }

    /** Rows of {@code t} whose whole height is on screen: under the table's header, inside the table and the window. */
    static int rowsVisible(TableView<?> t) {
        return fx(() -> {
            if (t.getScene() == null || !t.isVisible()) {
                return 0;
            }
            double[] area = rowsArea(t);
            double top = area[0];
            double bottom = area[1];
            int n = 0;
            for (Node r : t.lookupAll(".table-row-cell")) {
                if (r instanceof TableRow<?> row && !row.isEmpty() && row.getItem() != null && row.isVisible()) {
                    Bounds b = row.localToScene(row.getLayoutBounds());
                    n += b.getMinY() >= top - 0.5 && b.getMaxY() <= bottom + 0.5 && b.getHeight() > 0 ? 1 : 0;
                }
            }
            return n;
        });
    }

    /**
     * Rows {@code t} has room for on screen: the height under its header, inside the table and the window, over one
     * row's — what {@link #rowsVisible} comes to once the table holds that many.
     */
    static int rowsRoom(TableView<?> t) {
        return fx(() -> {
            if (t.getScene() == null || !t.isVisible()) {
                return 0;
            }
            double[] area = rowsArea(t);
            Node row = t.lookupAll(".table-row-cell").stream().findFirst().orElseThrow();
            return (int) Math.floor((area[1] - area[0]) / row.getLayoutBounds().getHeight());
        });
    }

    /**
     * Where {@code t}'s rows can be seen, top and bottom in the scene: the flow's clipped area (under the header, above
     * a horizontal scroll bar), inside the window. FX thread.
     */
    private static double[] rowsArea(TableView<?> t) {
        Node clip = t.lookup(".clipped-container");
        Bounds b = clip.localToScene(clip.getLayoutBounds());
        Node header = t.lookup(".column-header-background");
        double top = Math.max(b.getMinY(), header.localToScene(header.getLayoutBounds()).getMaxY());
        Bounds tb = t.localToScene(t.getLayoutBounds());
        return new double[] {top, Math.min(Math.min(b.getMaxY(), tb.getMaxY()), t.getScene().getHeight())};
    }

    /** Lines of text {@code a} shows at once: its viewport's height over one line's. */
    static double linesVisible(TextArea a) {
        return fx(() -> {
            if (a.getScene() == null || !a.isVisible()) {
                return 0.0;
            }
            ScrollPane sp = (ScrollPane) a.lookup(".scroll-pane");
            Text probe = new Text("Xg");
            probe.setFont(a.getFont());
            double bottom = Math.min(a.localToScene(a.getLayoutBounds()).getMaxY(), a.getScene().getHeight());
            double top = a.localToScene(a.getLayoutBounds()).getMinY();
            return Math.min(sp.getViewportBounds().getHeight(), bottom - top) / probe.getLayoutBounds().getHeight();
        });
    }

    private static void shoot(String name) throws Exception {
        FxWait.settle(window, 20);
        Files.createDirectories(OUT);
        fx(() -> Snapshots.save(window.scene(), OUT.resolve(name)));
    }

    @Test
    @Order(1)
    void theProblemsTableShowsRowsAndThePreflightDetailLinesInTheBottomAreaAt1024By700() throws Exception {
        FxWait.run(() -> window.dock().show(window.dock().item(ViewKind.PROBLEMS.id()).orElseThrow()));
        FxWait.settle(window, 20);
        assertEquals(Area.BOTTOM, fx(() -> window.dock().areaOf(window.dock().item(ViewKind.PROBLEMS.id())
                .orElseThrow())), "Load keeps Problems in its bottom area");
        TableView<?> table = fx(() -> (TableView<?>) window.scene().lookup("#problems-table"));
        TextArea detail = fx(() -> (TextArea) window.scene().lookup("#problems-detail"));
        ProblemsView problems = view(ViewKind.PROBLEMS, ProblemsView.class);
        assertTrue(fx(problems::detailShown).contains("dmesg") || fx(problems::detailShown).contains("runtime log"),
                "the load's first error in the detail: " + fx(problems::detailShown));
        int rows = rowsVisible(table);
        int room = rowsRoom(table);
        double lines = linesVisible(detail);
        shoot("small-problems-1024x700.png");
        assertTrue(room >= 3, "rows of the Problems table a user sees at 1024×700: room for " + room);
        assertEquals(Math.min(room, fx(() -> table.getItems().size())), rows, "every row it has room for is whole");
        assertTrue(lines >= 3, "lines of the pre-flight detail at 1024×700: " + lines);
    }

    @Test
    @Order(2)
    void thePreflightDetailAndTheTableGrowWithTheViewMaximized() throws Exception {
        DockItem item = fx(() -> window.dock().item(ViewKind.PROBLEMS.id()).orElseThrow());
        TableView<?> table = fx(() -> (TableView<?>) window.scene().lookup("#problems-table"));
        TextArea detail = fx(() -> (TextArea) window.scene().lookup("#problems-detail"));
        double small = linesVisible(detail);
        FxWait.run(() -> window.dock().toggleMaximize(item));
        try {
            FxWait.settle(window, 20);
            double lines = linesVisible(detail);
            int room = rowsRoom(table);
            shoot("small-problems-maximized-1024x700.png");
            assertTrue(lines >= 10 && lines > small * 2, "the detail's lines maximized: " + lines + " (docked " + small
                    + ")");
            assertTrue(room >= 8, "rows maximized: room for " + room);
        } finally {
            FxWait.run(() -> window.dock().restoreAreas());
        }
    }

    @Test
    @Order(3)
    void atTheLaptopSize1366By768TheProblemsTableShowsRowsToo() throws Exception {
        size(1366, 768);
        try {
            TableView<?> table = fx(() -> (TableView<?>) window.scene().lookup("#problems-table"));
            TextArea detail = fx(() -> (TextArea) window.scene().lookup("#problems-detail"));
            int rows = rowsVisible(table);
            int room = rowsRoom(table);
            double lines = linesVisible(detail);
            shoot("small-problems-1366x768.png");
            assertTrue(room >= 3, "rows at 1366×768: room for " + room);
            assertEquals(Math.min(room, fx(() -> table.getItems().size())), rows);
            assertTrue(lines >= 3, "detail lines at 1366×768: " + lines);
        } finally {
            size(1024, 700);
        }
    }

    @Test
    @Order(4)
    void inExecuteThePringsViewsLegendsLeaveTheHeightToTheRingsAndLanes() throws Exception {
        FxWait.run(() -> {
            window.switchPerspective(Perspective.EXECUTE);
            window.showView(ViewKind.PRING);
        });
        FxWait.settle(window, 20);
        Node pring = fx(() -> window.dock().item(ViewKind.PRING.id()).orElseThrow().view().node());
        double viewH = fx(() -> pring.getLayoutBounds().getHeight());
        List<Canvas> canvases = fx(() -> pring.lookupAll(".pring-toolbar").stream()
                .flatMap(h -> ((Parent) h).getChildrenUnmodifiable().stream())
                .filter(Canvas.class::isInstance).map(Canvas.class::cast).toList());
        assertEquals(2, canvases.size(), "the strips' legend and the timeline's");
        double legends = fx(() -> canvases.stream().mapToDouble(Canvas::getHeight).sum());
        shoot("small-execute-1024x700.png");
        assertTrue(legends <= viewH * 0.15, "the legends take " + legends + " px of the view's " + viewH);
        Label title = fx(() -> (Label) pring.lookup(".pring-toolbar .label"));
        double row = fx(() -> title.getFont().getSize() * 1.5);
        assertTrue(legends <= 2 * row + 1, "a row each: " + legends);
    }

    @Test
    @Order(5)
    void aViewBroughtForwardAsGuiViewAsksIsInFrontOfTheCentreInEveryPerspective() throws Exception {
        for (Perspective p : Perspective.values()) {
            FxWait.run(() -> window.switchPerspective(p));
            FxWait.settle(window, 20);
            assertTrue(fx(() -> window.dock().reveal(ViewKind.SEMAPHORES)), p + ": a Semaphores view is open");
            FxWait.settle(window, 20);
            DockItem item = fx(() -> window.dock().item(ViewKind.SEMAPHORES.id()).orElseThrow());
            assertEquals(Area.CENTER, fx(() -> window.dock().areaOf(item)), p + ": in the centre");
            assertTrue(fx(() -> item.tab().isSelected() && item.view().isShown()), p + ": in front and shown");
            Bounds b = fx(() -> item.view().node().localToScene(item.view().node().getLayoutBounds()));
            assertTrue(b.getHeight() >= 250 && b.getWidth() >= 400, p + ": room to read it, " + b);
        }
        FxWait.run(() -> window.switchPerspective(Perspective.LOAD));
    }

    @Test
    @Order(6)
    void aLessonPlayedBesideAnotherNeffOpensItsOwnSampleAndItsLookAndShowGoThere() throws Exception {
        FxWait.run(() -> window.switchPerspective(Perspective.LOAD));
        FxWait.settle(window, 20);
        assertTrue(fx(() -> window.dock().items().stream().map(Documents::documentOf).flatMap(Optional::stream)
                .noneMatch(d -> d.displayName().equals("sample.neff"))), "only features.neff is open");
        FxWait.run(() -> {
            window.lessonPanel().choose("dge-traffic");
            window.lessonPanel().go(1); // "Variables become addresses": look at an instruction of sample.neff
        });
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> fx(() -> !window.lessonPanel().running()
                && ((Label) window.scene().lookup("#lesson-status")).getText().startsWith("Reached")));
        FxWait.settle(window, 30);
        Instruction look = new Instruction(new NeffMember(new Neff("sample.neff"), "sg00/Pool.bin"), 2);
        assertEquals(Optional.of(look), fx(() -> window.context().selection().current()));
        NeffView front = fx(() -> window.dock().items().stream().filter(i -> i.kind() == ViewKind.NEFF
                && i.tab().isSelected()).map(i -> (NeffView) i.view()).findFirst().orElseThrow());
        assertEquals("sample.neff", fx(() -> front.document().orElseThrow().displayName()), "the NEFF view in front "
                + "shows the lesson's NEFF");
        assertEquals("sg00/Pool.bin", fx(() -> front.selectedMemberProperty().get()));
        String says = fx(() -> ((Label) window.scene().lookup("#lesson-runs-on")).getText());
        assertTrue(says.contains("sample.neff"), "the panel says which NEFF the lesson runs on: " + says);
        shoot("small-lesson-1024x700.png");
        // Show, after looking elsewhere, goes back to the lesson's NEFF and its instruction
        FxWait.run(() -> {
            window.dock().items().stream().filter(i -> i.kind() == ViewKind.NEFF && Documents.documentOf(i)
                    .map(d -> d.displayName().equals("features.neff")).orElse(false)).findFirst()
                    .ifPresent(i -> window.dock().show(i));
            window.context().selection().clear(this);
        });
        FxWait.run(() -> ((Hyperlink) window.scene().lookup("#lesson-show")).fire());
        FxWait.settle(window, 20);
        assertEquals(Optional.of(look), fx(() -> window.context().selection().current()), "Show selects it again");
        assertTrue(fx(() -> window.dock().items().stream().anyMatch(i -> i.tab().isSelected() && i.view() == front)),
                "Show brings the lesson's NEFF view forward");
    }

    @Test
    @Order(7)
    void theHangExplainersBlockedEnginesShowMoreThanOneRowAt1024By700() throws Exception {
        Path f = Fixtures.shared("neff").resolve("chengli2003__part1_transpose_1024.neff");
        Assumptions.assumeTrue(Files.isRegularFile(f), f.getFileName() + " absent from the shared fixtures; skipping");
        RunFaults.configure(List.of("skip-dma:qSPIO0/0"));
        FxWait.run(() -> {
            window.switchPerspective(Perspective.EXECUTE);
            window.open(f);
        });
        SemaphoresView v = view(ViewKind.SEMAPHORES, SemaphoresView.class);
        FxWait.run(() -> window.dock().reveal(ViewKind.SEMAPHORES));
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> fx(() -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && v.blockedRows().size() == 4));
        FxWait.settle(window, 30);
        TableView<?> blocked = fx(() -> (TableView<?>) window.scene().lookup("#semaphores-blocked"));
        int rows = rowsVisible(blocked);
        shoot("small-hang-1024x700.png");
        assertTrue(rows >= 2, "blocked engines a user sees at 1024×700: " + rows);
        DockItem item = fx(() -> window.dock().item(ViewKind.SEMAPHORES.id()).orElseThrow());
        FxWait.run(() -> window.dock().toggleMaximize(item));
        try {
            FxWait.settle(window, 20);
            int all = rowsVisible(blocked);
            shoot("small-hang-maximized-1024x700.png");
            assertEquals(4, all, "maximized, every blocked engine");
        } finally {
            FxWait.run(() -> window.dock().restoreAreas());
        }
    }
}
