package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javax.imageio.ImageIO;
import org.controlsfx.control.PropertySheet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.trace.Markers;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.Theme;
import org.ringscope.views.select.Location;
import org.ringscope.views.spine.SpineView;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The workbench with a session, headless: the sample opens and runs, the status bar names the step and the
 * spine node; reset, run to kbl_model_add by double-clicking it in the spine, step back (Shift+F10), toggle a
 * breakpoint with a click, run to it (Ctrl+F5), reverse-run to it (Shift+F5), run (F5) until it stops there;
 * selecting a spine node fills the properties, selecting a descriptor lights the node that appended it.
 * Screenshots of the spine and the properties, light and dark, under {@code app/target/screenshots}.
 */
class SteppingWindowTest {
    private static final Path OUT = Path.of("target", "screenshots");
    private static ExecutorService background;
    private static MainWindow window;
    private static final FxRobot ROBOT = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        background = RingScopeApp.newBackgroundExecutor();
        FxToolkit.registerPrimaryStage();
        FxToolkit.setupStage(stage -> {
            window = new MainWindow(stage, background, RecentFiles.memoryOnly(), ReadLimits.DEFAULT,
                    (header, msg) -> System.err.println("ringscope: " + msg));
            stage.setWidth(1400);
            stage.setHeight(900);
            stage.show();
        });
        FxWait.run(() -> window.switchPerspective(Perspective.EXECUTE));
        FxWait.run(window::openSample);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && window.sessions().current().isPresent()));
        settle();
    }

    @AfterAll
    static void closeWindow() throws Exception {
        FxToolkit.cleanupStages();
        background.shutdownNow();
    }

    /** Every query queued so far has answered and the FX thread has shown it (twice: views query on events). */
    private static void settle() throws Exception {
        for (int i = 0; i < 3; i++) {
            WaitForAsyncUtils.waitForFxEvents();
            fx(() -> window.sessions().cursor().query(j -> null)).get(10, TimeUnit.SECONDS);
            Thread.sleep(30);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static <T> T onSession(Function<EmulationSession, T> f) throws Exception {
        return fx(() -> window.sessions().cursor().withSession(f)).get(10, TimeUnit.SECONDS).value();
    }

    private static String status() {
        return fx(() -> window.stepStatusLabel().getText());
    }

    private static int step() {
        return fx(() -> window.sessions().cursor().step());
    }

    private static void waitStatus(String part) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status().contains(part));
        settle();
    }

    private static List<Integer> entries(String node) throws Exception {
        return onSession(s -> {
            List<Integer> out = new ArrayList<>();
            for (int k = 0; k < s.journal().markers().count(); k++) {
                Markers.Marker m = s.journal().markers().marker(k);
                if (m.enter() && m.node().equals(node)) {
                    out.add(m.record());
                }
            }
            return out;
        });
    }

    private static SpineView spine() {
        return fx(() -> (SpineView) window.dock().item("spine").orElseThrow().view());
    }

    private static void press(KeyCode... keys) throws Exception {
        FxWait.run(() -> window.scene().getWindow().requestFocus());
        ROBOT.push(keys);
        settle();
    }

    private static Point2D onScreen(String node) {
        return fx(() -> {
            window.showView("spine");
            Point2D p = spine().revealNode(node).orElseThrow();
            return spine().node().localToScreen(spine().node().sceneToLocal(p));
        });
    }

    @Test
    void stepAndRunThroughTheSample() throws Exception {
        int end = onSession(EmulationSession::steps);
        assertEquals(end, step(), "a finished run shows its last step");
        assertTrue(status().startsWith("Step " + String.format("%,d / %,d", end, end)), status());
        assertTrue(fx(() -> window.actions().get("step-over").disabledProperty().get()), "nothing ahead at the end");
        assertFalse(fx(() -> window.actions().get("step-back").disabledProperty().get()));

        FxWait.run(() -> window.perform("reset"));
        waitStatus("Step 0 /");
        assertEquals(0, step());
        assertTrue(fx(() -> window.actions().get("reset").disabledProperty().get()), "nothing behind at step 0");

        List<Integer> add = entries("kbl_model_add");
        assertTrue(add.size() >= 2, "the sample adds a model per subgraph: " + add);
        Point2D p = onScreen("kbl_model_add");
        ROBOT.doubleClickOn(p);
        waitStatus("kbl_model_add");
        assertEquals(add.get(0) + 1, step(), "double-click: run to the node's first entry");
        assertTrue(status().contains("· kbl_model_add · depth "), status());
        assertTrue(fx(() -> window.context().breakpoints().snapshot().isEmpty()), "a double-click sets no breakpoint");
        shootBoth("view-spine", "spine");
        shootBoth("view-properties-empty", "properties");

        int before = step();
        press(KeyCode.SHIFT, KeyCode.F10);
        assertTrue(step() < before, "step back moved back: " + step());
        assertFalse(status().contains("· kbl_model_add ·"), status());
        press(KeyCode.F11);
        assertEquals(before, step(), "step into goes where step back came from");

        ROBOT.clickOn(onScreen("kbl_model_add"));
        settle();
        assertEquals(Set.of("kbl_model_add"), fx(() -> window.context().breakpoints().snapshot()), "click: breakpoint");
        assertEquals(new Location.SpineNode("kbl_model_add"), fx(() -> window.context().selection().current().orElseThrow()));
        List<String> names = propertyNames();
        assertTrue(names.contains("Address") && names.contains("Layer") && names.contains("Entered"), names.toString());
        assertTrue(propertyValue("Address").equals("0x3058e0"), propertyValue("Address"));
        shootBoth("view-properties", "properties");

        FxWait.run(() -> window.perform("reset"));
        waitStatus("Step 0 /");
        press(KeyCode.CONTROL, KeyCode.F5);
        waitStatus("kbl_model_add");
        assertEquals(add.get(0) + 1, step(), "run to the breakpoint");
        press(KeyCode.CONTROL, KeyCode.F5);
        assertEquals(add.get(1) + 1, step(), "run to its next entry");
        press(KeyCode.SHIFT, KeyCode.F5);
        assertEquals(add.get(0) + 1, step(), "reverse-run to the breakpoint behind");
        assertTrue(status().contains("kbl_model_add"), status());
        press(KeyCode.SHIFT, KeyCode.F5);
        assertEquals(0, step(), "none behind: step 0");

        FxWait.run(() -> window.prefs().runSpeedProperty().set(WorkbenchPrefs.MAX_SPEED));
        press(KeyCode.F5);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> !window.runLoop().isRunning()));
        settle();
        assertEquals(add.get(0) + 1, step(), "F5 runs until the breakpoint");
        assertEquals("breakpoint kbl_model_add", fx(() -> window.runLoop().stoppedProperty().get()));
        assertTrue(status().contains("kbl_model_add"), status());

        ROBOT.clickOn(onScreen("kbl_model_add"));
        settle();
        assertTrue(fx(() -> window.context().breakpoints().snapshot().isEmpty()), "a second click removes it");
    }

    @Test
    void aDescriptorLightsTheNodeThatWroteIt() throws Exception {
        String vring = onSession(s -> s.journal().vrings().attached().stream()
                .filter(v -> v.tx().usedDescCount() > 0).findFirst().orElseThrow().name());
        FxWait.run(() -> window.sessions().cursor().seek(Integer.MAX_VALUE));
        settle();
        Location.Descriptor d = Location.Half.of(vring, Direction.TX).descriptor(0);
        FxWait.run(() -> window.context().selection().select(d, "test"));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> spine().authoredNode().isPresent()));
        settle();
        String author = fx(() -> spine().authoredNode().orElseThrow());
        assertEquals(author, propertyValue("Spine node"), "the properties name the same node");
        assertTrue(propertyNames().contains("Flags"), propertyNames().toString());
        shootBoth("view-properties-descriptor", "properties");
    }

    private static PropertySheet sheet() {
        return fx(() -> (PropertySheet) window.scene().lookup(".properties-sheet"));
    }

    private static List<String> propertyNames() {
        return fx(() -> sheet().getItems().stream().map(PropertySheet.Item::getName).toList());
    }

    private static String propertyValue(String name) {
        return fx(() -> sheet().getItems().stream().filter(i -> i.getName().equals(name)).findFirst()
                .map(i -> String.valueOf(i.getValue())).orElse(""));
    }

    private static void shootBoth(String name, String view) throws Exception {
        for (Theme t : Theme.values()) {
            FxWait.run(() -> {
                window.prefs().themeProperty().set(t);
                window.showView(view);
            });
            settle();
            Path png = fx(() -> Snapshots.save(window.scene(), OUT.resolve(name + "-" + t.key() + ".png")));
            assertTrue(Files.size(png) > 20_000, png + " is suspiciously small");
            assertTrue(distinctColours(ImageIO.read(png.toFile())) > 12, png + " looks blank");
        }
        FxWait.run(() -> window.prefs().themeProperty().set(Theme.LIGHT));
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
        if (System.getProperty("headless.geometry") == null) {
            System.setProperty("headless.geometry", "1600x1200-32");
        }
    }
}
