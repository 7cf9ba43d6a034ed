package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;
import static org.ringscope.app.ui.FxWait.idle;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import javafx.scene.control.Dialog;
import javafx.stage.Window;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dialogs.Dialogs;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.views.neff.NeffView;

/**
 * Saves PNGs of the whole window under {@code app/target/screenshots} — the sample's header, a JSON member,
 * instruction slots with an extension slot, the DMA table — and of every public NEFF, with the NEFF view's
 * area maximized. One window serves every picture. Each PNG is checked for being more than a blank frame; people look at them.
 * There is no baseline to compare with, so these are not counted as tests: tagged "screenshots", they run only with
 * {@code -Pscreenshots}.
 */
@Tag("screenshots")
class ScreenshotTest {
    private static final Path OUT = Path.of("target", "screenshots");
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension();
    private static MainWindow window;

    @BeforeAll
    static void openWindow() throws Exception {
        window = WINDOW.window();
    }

    @AfterAll
    static void releaseWindow() {
        window = null; // the window and its run go with the class: the next test class has the heap
    }

    @Test
    void sample() throws Exception {
        FxWait.run(window::openSample);
        idle(window);
        shoot("sample-header", null, NeffView.Section.HEADER);
        shoot("sample-json-def", "sg00/def.json", null);
        shoot("sample-slots-pool", "sg00/Pool.bin", null);
        shoot("sample-dma", null, NeffView.Section.DMA);
        shoot("sample-queues", null, NeffView.Section.QUEUES);
        shoot("sample-hex-npy", "sg00/value_w.npy", null);
    }

    @Test
    void dialogs() throws Exception {
        shootDialog("about", owner -> Dialogs.about(owner));
        shootDialog("error", owner -> Dialogs.error(owner, "Cannot open truncated.neff", "/data/truncated.neff: "
                + "offset 0x0 (0): field neff_header: truncated header: the file has 100 bytes, a NEFF header needs 1024"));
    }

    private static void shootDialog(String name, Function<Window, Dialog<?>> open)
            throws Exception {
        Path png = fx(() -> {
            Dialog<?> a = open.apply(window.scene().getWindow());
            Path p = Snapshots.save(a.getDialogPane().getScene(), OUT.resolve("dialog-" + name + ".png"));
            a.close();
            return p;
        });
        assertTrue(Files.size(png) > 5_000, png + " is suspiciously small");
    }

    @TestFactory
    List<DynamicTest> publicNeffs() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path p : Fixtures.sharedFiles("neff", ".neff")) {
            String name = p.getFileName().toString().replace(".neff", "");
            tests.add(DynamicTest.dynamicTest(name, () -> {
                FxWait.run(() -> window.open(p));
                idle(window);
                assertTrue(fx(() -> window.failures()) == 0, p + " failed to load");
                shoot("fixture-" + name + "-header", null, NeffView.Section.HEADER);
                String pool = fx(() -> window.currentView().orElseThrow().document().orElseThrow().manifest()
                        .subgraphs().get(0).engines().stream().filter(e -> e.slotCount() > 0)
                        .max((a, b) -> Integer.compare(a.slotCount(), b.slotCount())).orElseThrow().instrMember());
                shoot("fixture-" + name + "-slots", pool, null);
                shoot("fixture-" + name + "-dma", null, NeffView.Section.DMA);
                FxWait.run(() -> window.actions().get("close").perform());
            }));
        }
        return tests;
    }

    private static void shoot(String name, String member, NeffView.Section section) throws Exception {
        FxWait.run(() -> {
            NeffView v = window.currentView().orElseThrow();
            // these pictures are of the NEFF view: its area alone, as a double-click on its tab shows it
            if (window.dock().maximized().isEmpty()) {
                window.dock().items().stream().filter(d -> d.view() == v).findFirst()
                        .ifPresent(d -> window.dock().toggleMaximize(d));
            }
            if (member != null && !v.selectMember(member)) {
                throw new AssertionError("no member " + member);
            }
            if (section != null) {
                v.showSection(section);
            }
        });
        idle(window);
        Path png = fx(() -> Snapshots.save(window.scene(), OUT.resolve(name + ".png")));
        assertTrue(Files.size(png) > 20_000, png + " is suspiciously small");
        assertTrue(distinctColours(ImageIO.read(png.toFile())) > 12, png + " looks blank");
    }

    private static int distinctColours(BufferedImage img) {
        Set<Integer> seen = new HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 7) {
            for (int x = 0; x < img.getWidth(); x += 7) {
                seen.add(img.getRGB(x, y));
            }
        }
        return seen.size();
    }

    static {
        // the window draws at 1400x900; keep it inside Monocle's virtual screen when this class runs first
        if (System.getProperty("headless.geometry") == null) {
            System.setProperty("headless.geometry", "1600x1200-32");
        }
    }
}
