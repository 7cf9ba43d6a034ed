package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.awt.image.BufferedImage;
import java.lang.ref.WeakReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.load.RunFaults;
import org.ringscope.model.lint.Problem;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.views.Theme;
import org.ringscope.views.problems.ProblemsView;
import org.ringscope.views.sync.SemaphoresView;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A hung run in the workbench, headless: the public transpose NEFF with qSPIO0's first entry not run ({@code gui
 * --fault skip-dma:qSPIO0/0}). The Semaphores view shows the ledger and the explainer's four blocked engines; its
 * "run back" actions move the cursor to the steps of the ledger; a hang problem double-clicked in the Problems view
 * selects its blocked engine there. Screenshots light and dark under target/screenshots.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SemaphoresWindowTest {
    private static final String NEFF = "chengli2003__part1_transpose_1024.neff";
    private static final Path OUT = Path.of("target", "screenshots");
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension(1600, 1000);
    private static MainWindow window;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openHungRun() throws Exception {
        Path f = Fixtures.shared("neff").resolve(NEFF);
        Assumptions.assumeTrue(Files.isRegularFile(f), NEFF + " absent from the shared fixtures; skipping");
        window = WINDOW.window();
        RunFaults.configure(List.of("skip-dma:qSPIO0/0"));
        FxWait.run(() -> window.switchPerspective(Perspective.EXECUTE));
        FxWait.run(() -> window.open(f));
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> fx(() -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && window.sessions().current().isPresent()
                && window.context().cursor().maxStep() > 0));
        FxWait.run(() -> window.showView(ViewKind.SEMAPHORES));
        FxWait.settle(window, 20);
    }

    @AfterAll
    static void release() {
        RunFaults.configure(List.of());
        window = null;
    }

    private static SemaphoresView view() throws Exception {
        SemaphoresView v = fx(() -> (SemaphoresView) window.dock().item(ViewKind.SEMAPHORES.id()).orElseThrow().view());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> v.blockedRows().size() == 4));
        return v;
    }

    private static void seekAndSettle(int step) throws Exception {
        FxWait.run(() -> window.context().cursor().seek(step));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().step() == step));
        FxWait.settle(window, 20);
    }

    @Test
    @Order(1)
    void theLedgerAndTheExplainerOfTheHang() throws Exception {
        FxWait.run(() -> window.showView(ViewKind.SEMAPHORES));
        SemaphoresView v = view();
        int end = fx(() -> window.context().cursor().maxStep());
        seekAndSettle(end);
        assertEquals(end, fx(v::shownStep));
        assertEquals(List.of("sg00 PE S[24] 16/0", "sg00 Activation S[5] 1/0", "sg00 Pool S[4] 49/0",
                "sg00 SP S[24] 16/0"), fx(v::blockedRows));
        List<String> ledger = fx(v::ledgerRows);
        assertTrue(ledger.contains("nc 0 S[24] 64/0 short by 64"), ledger.toString());
        assertTrue(ledger.contains("nc 0 S[8] 16/16 balanced"), ledger.toString());
        String title = fx(() -> robot.lookup("#semaphores-hang-title").queryAs(Label.class).getText());
        assertTrue(title.startsWith("The run hung at step ") && title.contains(": 4 engines blocked, root sg00 PE"),
                title);
        String edges = fx(() -> robot.lookup("#semaphores-edges").queryAs(Label.class).getText());
        assertEquals("Waits for: sg00 PE  →  sg00 SP   ·   sg00 Activation  →  sg00 PE   ·   sg00 Pool  →  "
                + "sg00 Activation   ·   root: sg00 PE", edges, "the wait-for edges, then the root");

        // the root's row: its instruction selected everywhere, its missing producer the lost DMA
        FxWait.run(() -> v.selectBlocked("sg00 PE"));
        FxWait.settle(window, 20);
        Instruction at = (Instruction) fx(() -> window.context().selection().current().orElseThrow());
        assertEquals("sg00/PE.bin", at.member().path());
        assertEquals(2, at.slot());
        TableView<?> missing = robot.lookup("#semaphores-missing").queryTableView();
        assertEquals("dma entry qSPIO0 id 0 (sg00 SP slot 3)", fx(() -> missing.getColumns().get(0).getCellData(0)));
        assertEquals("skipped", fx(() -> missing.getColumns().get(1).getCellData(0)), "the why column");
        assertEquals("skipped by --fault skip-dma:qSPIO0/0", fx(() -> missing.getColumns().get(2).getCellData(0)));
        shoot("light", Theme.LIGHT);
        shoot("dark", Theme.DARK);
        FxWait.run(() -> window.prefs().themeProperty().set(Theme.LIGHT));

        // "run back to its last change": a semaphore that changed (its ledger row delivered something) — the step
        // of its last delivery, read from the ledger
        String changed = fx(v::ledgerRows).stream().filter(r -> !r.split(" ")[3].endsWith("/0")).findFirst()
                .orElseThrow(() -> new AssertionError("no semaphore changed"));
        FxWait.run(() -> v.selectSemaphore(0, changed.split(" ")[2]));
        TableView<?> deliveries = robot.lookup("#semaphores-deliveries").queryTableView();
        int n = fx(() -> deliveries.getItems().size());
        assertTrue(n > 0, changed + " lists its deliveries");
        int last = fx(() -> Integer.parseInt(deliveries.getColumns().get(0).getCellData(n - 1).toString()
                .replace(",", "")));
        assertTrue(last < end, last + " before " + end);
        FxWait.run(v::runBackToLastChange);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().step() == last));
        FxWait.settle(window, 20);
        assertEquals(last, fx(v::shownStep));

        // "run back to when it started waiting": the step just after the PE's wait record
        FxWait.run(() -> v.selectBlocked("sg00 PE"));
        int waited = fx(() -> Integer.parseInt(((TableView<?>) robot.lookup("#semaphores-blocked").query())
                .getColumns().get(5).getCellData(0).toString().replace(",", "")));
        assertTrue(waited < last, "the PE waited from the start: " + waited);
        FxWait.run(v::runBackToWaitStart);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().step() == waited));
        FxWait.settle(window, 20);
        assertEquals(waited, fx(v::shownStep));
        assertTrue(fx(v::ledgerRows).contains("nc 0 S[24] 64/0 64 to come"), "before the hang it is still to come");
        seekAndSettle(end);
    }

    @Test
    @Order(2)
    void aHangProblemSelectsItsBlockedEngine() throws Exception {
        FxWait.run(() -> window.showView(ViewKind.PROBLEMS));
        ProblemsView problems = fx(() -> (ProblemsView) window.dock().item(ViewKind.PROBLEMS.id()).orElseThrow()
                .view());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> problems.shown().stream()
                .filter(p -> p.code().equals("hang")).count() == 4));
        Problem sp = fx(() -> problems.shown().stream().filter(p -> p.code().equals("hang")
                && p.message().startsWith("sg00 SP ")).findFirst().orElseThrow());
        assertTrue(sp.message().contains("dma entry qSPIO0 id 0 (sg00 SP slot 3): skipped by --fault skip-dma:qSPIO0/0"),
                sp.message());
        FxWait.run(() -> problems.go(sp));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().step() == sp.step()));
        FxWait.run(() -> window.showView(ViewKind.SEMAPHORES));
        SemaphoresView v = view();
        FxWait.settle(window, 20);
        Instruction at = (Instruction) fx(() -> window.context().selection().current().orElseThrow());
        assertEquals("sg00/SP.bin", at.member().path());
        assertEquals(19, at.slot());
        TableView<?> blocked = robot.lookup("#semaphores-blocked").queryTableView();
        assertEquals("sg00 SP", fx(() -> blocked.getColumns().get(0).getCellData(blocked.getSelectionModel()
                .getSelectedIndex())));
        TableView<?> ledger = robot.lookup("#semaphores-ledger").queryTableView();
        assertEquals("S[24]", fx(() -> ledger.getColumns().get(1).getCellData(ledger.getSelectionModel()
                .getSelectedIndex())));
        assertEquals(sp.step(), fx(v::shownStep));
    }

    /** Closed, the hung run goes with its document: the Semaphores view, shown and read, keeps nothing of it. */
    @Test
    @Order(3)
    void theClosedHungRunIsCollectable() throws Exception {
        FxWait.run(() -> window.showView(ViewKind.SEMAPHORES));
        view();
        EmulationSession s = fx(() -> window.sessions().current().orElseThrow());
        WeakReference<EmulationSession> ref = new WeakReference<>(s);
        s = null;
        FxWait.run(() -> window.actions().get("close").perform());
        FxWait.idle(window);
        FxWait.settle(window, 20);
        assertTrue(fx(() -> window.sessions().current().isEmpty()), "the session is still current after close");
        for (int i = 0; i < 20 && ref.get() != null; i++) {
            System.gc();
            Thread.sleep(100);
        }
        assertTrue(ref.get() == null, "the closed hung run is still reachable");
    }

    private static void shoot(String name, Theme t) throws Exception {
        FxWait.run(() -> window.prefs().themeProperty().set(t));
        FxWait.settle(window, 20);
        Files.createDirectories(OUT);
        Path whole = fx(() -> Snapshots.save(window.scene(), OUT.resolve("semaphores-hang-" + name + ".png")));
        Path only = fx(() -> Snapshots.save(window.dock().item(ViewKind.SEMAPHORES.id()).orElseThrow().view().node(),
                OUT.resolve("semaphores-hang-only-" + name + ".png")));
        assertTrue(Files.size(whole) > 20_000, whole + " is suspiciously small");
        BufferedImage img = ImageIO.read(only.toFile());
        assertTrue(img.getWidth() > 500 && img.getHeight() > 400, "cramped: " + img.getWidth() + "×" + img.getHeight());
        Set<Integer> seen = new HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 7) {
            for (int x = 0; x < img.getWidth(); x += 7) {
                seen.add(img.getRGB(x, y));
            }
        }
        assertTrue(seen.size() > 12, only + " looks empty");
    }
}
