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
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.TableRow;
import javafx.scene.input.KeyCode;
import javax.imageio.ImageIO;
import org.controlsfx.control.PropertySheet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dock.Area;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.prefs.WorkbenchPrefs;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Doorbell;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Packet;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.trace.Markers;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.Theme;
import org.ringscope.views.packets.PacketsView;
import org.ringscope.views.pring.PringView;
import org.ringscope.views.session.SessionQueries;
import org.ringscope.views.spine.SpineView;
import org.ringscope.views.vring.VringView;
import org.testfx.api.FxRobot;
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
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension();
    private static MainWindow window;
    private static final FxRobot ROBOT = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        window = WINDOW.window();
        WINDOW.openSample(Perspective.EXECUTE);
        settle();
    }

    @AfterAll
    static void releaseWindow() {
        window = null; // the window and its run go with the class: the next test class has the heap
    }

    private static void settle() throws Exception {
        FxWait.settle(window, 10);
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
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status().contains(part));
        } catch (TimeoutException e) {
            fx(() -> Snapshots.save(window.scene(), OUT.resolve("failure-waitstatus.png")));
            throw new AssertionError("the status never said " + part + ": " + status() + " · breakpoints "
                    + fx(() -> window.context().breakpoints().snapshot()) + " · selection "
                    + fx(() -> window.context().selection().current()), e);
        }
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

    /**
     * Double-clicks a spine node and waits until the cursor ran to it. On a loaded machine the robot's two clicks can
     * arrive further apart than the platform's double-click time: they are then two clicks (a breakpoint set and
     * removed again, the cursor unmoved), and the double-click is tried again — at most three times.
     */
    private static void doubleClickToRun(String node) throws Exception {
        Set<String> bps = fx(() -> window.context().breakpoints().snapshot());
        for (int attempt = 1; ; attempt++) {
            ROBOT.doubleClickOn(onScreen(node));
            try {
                WaitForAsyncUtils.waitFor(8, TimeUnit.SECONDS, () -> status().contains(node));
                break;
            } catch (TimeoutException e) {
                settle();
                assertEquals(bps, fx(() -> window.context().breakpoints().snapshot()),
                        "two single clicks leave the breakpoints as they were");
                if (attempt == 3) {
                    throw new AssertionError("a double-click on " + node + " never ran to it: " + status(), e);
                }
            }
        }
        settle();
    }

    private static void press(KeyCode... keys) throws Exception {
        FxWait.run(() -> window.scene().getWindow().requestFocus());
        ROBOT.push(keys);
        settle();
    }

    private static Point2D onScreen(String node) {
        return fx(() -> {
            window.showView(ViewKind.SPINE);
            Point2D p = spine().revealNode(node).orElseThrow();
            return spine().node().localToScreen(spine().node().sceneToLocal(p));
        });
    }

    @Test
    void stepAndRunThroughTheSample() throws Exception {
        int end = onSession(EmulationSession::steps);
        assertEquals(end, step(), "a finished run shows its last step");
        assertTrue(status().startsWith("Step " + String.format("%,d / %,d", end, end)), status());
        assertFalse(fx(() -> window.actions().get("step-over").disabledProperty().get()),
                "at the end, F10 starts again from step 0 (decision 1150)");
        assertTrue(fx(() -> window.actions().get("step-out").disabledProperty().get()), "nothing to step out of there");
        assertFalse(fx(() -> window.actions().get("step-back").disabledProperty().get()));

        // the first key press a new user makes: F10 at the end goes to step 0 and stops at the first spine node
        press(KeyCode.F10);
        waitStatus("nrt_init");
        int first = step();
        assertTrue(first > 0 && first < end / 4, "the first F10 stops near the start, at nrt_init: " + first);
        assertEquals("Started again from step 0", fx(() -> window.statusBar().getText()));
        FxWait.run(() -> window.sessions().cursor().seek(end));
        waitStatus(String.format("Step %,d / %,d", end, end));

        FxWait.run(() -> window.perform("reset"));
        waitStatus("Step 0 /");
        assertEquals(0, step());
        assertTrue(fx(() -> window.actions().get("reset").disabledProperty().get()), "nothing behind at step 0");

        List<Integer> add = entries("kbl_model_add");
        assertTrue(add.size() >= 2, "the sample adds a model per subgraph: " + add);
        doubleClickToRun("kbl_model_add");
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
        assertEquals(new SpineNode("kbl_model_add"), fx(() -> window.context().selection().current().orElseThrow()));
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
        assertEquals("breakpoint kbl_model_add", fx(() -> window.runLoop().stoppedProperty().get().text()));
        assertTrue(status().contains("kbl_model_add"), status());

        ROBOT.clickOn(onScreen("kbl_model_add"));
        settle();
        assertTrue(fx(() -> window.context().breakpoints().snapshot().isEmpty()), "a second click removes it");
    }

    @Test
    void aDescriptorLightsTheNodeThatWroteIt() throws Exception {
        // the key the vring view publishes (subgraph:queue), resolved by the spine and the properties alike
        String vring = onSession(s -> SessionQueries.vrings(s).entries().stream()
                .filter(e -> e.vring().tx().usedDescCount() > 0).findFirst().orElseThrow().key());
        FxWait.run(() -> window.sessions().cursor().seek(Integer.MAX_VALUE));
        settle();
        Descriptor d = Half.of(vring, Direction.TX).descriptor(0);
        FxWait.run(() -> window.context().selection().select(d, "test"));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> spine().authoredNode().isPresent()));
        settle();
        String author = fx(() -> spine().authoredNode().orElseThrow());
        assertEquals(author, propertyValue("Spine node"), "the properties name the same node");
        assertTrue(propertyNames().contains("Flags"), propertyNames().toString());
        shootBoth("view-properties-descriptor", "properties");
    }

    /**
     * The stepping flow, in the Execute perspective: run to kbl_model_add (double-click in the spine), step out
     * of it (its io_create_queues built the vrings), select a descriptor in the vring view — the packets view selects
     * its packet, the pring view its slot and the doorbell that published it on the timeline, the spine lights the
     * node that authored it, the inspector and the properties show it; step back (Shift+F10) and every view follows
     * the cursor; run to a breakpoint (Ctrl+F5) and reverse-run to it (Shift+F5).
     */
    @Test
    void aDescriptorClickedAfterRunningToANodeIsSelectedInEveryViewAndTheViewsFollowSteppingAndBreakpoints()
            throws Exception {
        FxWait.run(() -> {
            window.context().breakpoints().clear();
            window.switchPerspective(Perspective.EXECUTE);
        });
        // the palette runs the stepping commands too: "Reset to Step 0"
        press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.P);
        assertTrue(fx(() -> window.palette().isOpen()));
        ROBOT.write("reset to step");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("reset", fx(() -> window.palette().rows().get(0).entry().id()));
        press(KeyCode.ENTER);
        waitStatus("Step 0 /");
        List<Integer> add = entries("kbl_model_add");
        doubleClickToRun("kbl_model_add");
        assertEquals(add.get(0) + 1, step(), "run to kbl_model_add");
        press(KeyCode.SHIFT, KeyCode.F11);
        int out = step();
        assertTrue(out > add.get(0) + 1 && out < add.get(1), "stepped out of the first kbl_model_add: " + out);

        VringView vrings = view("vring", VringView.class);
        PacketsView packets = view("packets", PacketsView.class);
        PringView prings = view("pring", PringView.class);
        Half tx = Half.of("sg00:qActIO0_0", Direction.TX);
        FxWait.run(() -> {
            // the pring view in an area of its own (Execute has it in front of the vrings' area)
            window.dock().moveTo(window.dock().item("pring").orElseThrow(), Area.BOTTOM);
            window.showView(ViewKind.VRING);
            window.showView(ViewKind.PRING); // a view behind another tab waits for the cursor until shown (decision 0872)
            window.context().selection().select(tx, "the vring tree");
        });
        settle();
        assertTrue(fx(vrings::isShown) && fx(prings::isShown), "the tabs in front of their areas are shown");
        assertFalse(fx(packets::isShown), "the packets tab is behind the vring tab");
        FxWait.run(() -> window.dock().toggleMaximize(window.dock().item("vring").orElseThrow()));
        assertFalse(fx(prings::isShown), "the pring view's area is hidden while the vring area is maximized");
        FxWait.run(() -> window.dock().restoreAreas());
        assertTrue(fx(prings::isShown), "shown again when every area is");
        assertEquals(Optional.of(tx), fx(vrings::shownHalf));
        assertEquals(4, (int) fx(vrings::rowCount), "four copies packed into a packet, the semaphore embedded");
        // the areas just came back: the rows move to their places at the next layout, and a click aimed where the
        // row was while the vring area filled the dock lands elsewhere — so the views' reads done and the scene
        // laid out before the row's place is read
        settle();
        Node row = fx(() -> window.scene().lookup("#vring-descriptors").lookupAll(".table-row-cell")
                .stream().filter(n -> n instanceof TableRow<?> r && r.getIndex() == 2 && !r.isEmpty())
                .findFirst().orElseThrow());
        ROBOT.clickOn(FxWait.start(row));
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> spine().authoredNode().isPresent()
                    && prings.ready() && prings.selectedSlot().isPresent()));
        } catch (TimeoutException e) {
            throw new AssertionError("after the click: selection " + fx(() -> window.context().selection().current())
                    + ", author " + fx(() -> spine().authoredNode()) + ", pring ready " + fx(prings::ready)
                    + ", slot " + fx(prings::selectedSlot));
        }
        settle();
        Descriptor d = tx.descriptor(2);
        assertEquals(d, fx(() -> window.context().selection().current().orElseThrow()), "a click in the vring view");
        assertEquals(Optional.of(new Packet(tx, 0, 4)), fx(packets::selectedLocation),
                "the packets view selects its packet #0..#3");
        PringSlot slot = fx(prings::selectedSlot).orElseThrow();
        assertEquals("sg00:qActIO0_0.tx", slot.ring().name(), "the pring view selects its slot in the ring it was dumped to");
        assertTrue(fx(prings::selectedEvent).orElseThrow() instanceof Doorbell,
                "the timeline marks the doorbell that published it");
        String author = fx(() -> spine().authoredNode().orElseThrow());
        assertEquals(author, propertyValue("Spine node"), "the spine lights the node that appended it, as the properties say");
        assertEquals(Optional.of(d), fx(() -> window.descriptorView().shown()), "the inspector shows it");
        for (Theme t : Theme.values()) {
            FxWait.run(() -> window.prefs().themeProperty().set(t));
            settle();
            fx(() -> Snapshots.save(window.scene(), OUT.resolve("flow-descriptor-everywhere-" + t.key() + ".png")));
        }
        FxWait.run(() -> window.prefs().themeProperty().set(Theme.LIGHT));

        press(KeyCode.SHIFT, KeyCode.F10);
        int back = step();
        assertTrue(back < out, "step back: " + back);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> prings.shownStep() == back));
        assertTrue(status().startsWith("Step " + String.format("%,d", back)), status());
        assertEquals(Optional.of(d), fx(() -> window.context().selection().current()),
                "the selection stays while the cursor moves");

        FxWait.run(() -> window.context().breakpoints().toggle("kbl_model_add"));
        press(KeyCode.CONTROL, KeyCode.F5);
        assertEquals(add.get(1) + 1, step(), "Ctrl+F5 runs to the breakpoint ahead");
        assertTrue(status().contains("kbl_model_add"), status());
        press(KeyCode.SHIFT, KeyCode.F5);
        assertEquals(add.get(0) + 1, step(), "Shift+F5 reverse-runs to the breakpoint behind");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> prings.shownStep() == add.get(0) + 1));
        FxWait.run(() -> window.context().breakpoints().clear());
    }

    private static <T> T view(String kind, Class<T> type) {
        return fx(() -> type.cast(window.dock().item(kind).orElseThrow().view()));
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
                window.showView(ViewKind.parse(view).orElseThrow());
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
