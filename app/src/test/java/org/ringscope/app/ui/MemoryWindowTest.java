package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.cast.Dtype;
import org.ringscope.model.device.DeviceException;
import org.ringscope.model.device.Region;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.memory.MemoryArea;
import org.ringscope.model.memory.ValueFormat;
import org.ringscope.views.Theme;
import org.ringscope.views.memory.MemoryView;
import org.ringscope.views.select.WhyRequest;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The sample's device memory in the workbench, headless: the Memory view lists the run's variables and regions; jumping
 * to the weights ({@code w}, a file variable) shows the bytes the device holds at the end of the run as values (fp32
 * and int32, decoded here apart from the view); clicking a byte selects a memory range, the diff against a mark at step 0 shows the old
 * value, W hands "Why?" to the wired handler, and a range selected elsewhere opens the area that holds it. Screenshots
 * light and dark go to target/screenshots.
 */
class MemoryWindowTest {
    private static final Path OUT = Path.of("target", "screenshots");
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension();
    private static MainWindow window;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        window = WINDOW.openSample(Perspective.LOAD);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().maxStep() > 0));
        settle();
    }

    @AfterAll
    static void releaseWindow() {
        window = null;
    }

    private static void settle() throws Exception {
        FxWait.settle(window, 20);
    }

    private static MemoryView view() throws Exception {
        FxWait.run(() -> window.showView(ViewKind.MEMORY));
        MemoryView m = fx(() -> (MemoryView) window.dock().item(ViewKind.MEMORY.id()).orElseThrow().view());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> m.areaNames().contains("sg00:y")));
        return m;
    }

    private static List<String> rendered(MemoryView m, long addr, int n) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> !m.renderedValues(addr, n).isEmpty()));
        return fx(() -> m.renderedValues(addr, n));
    }

    @Test
    void aFileVariableShowsTheBytesTheLoadCopiedIn() throws Exception {
        int end = fx(() -> window.context().cursor().maxStep());
        FxWait.run(() -> window.context().cursor().seek(end));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().step() == end));
        MemoryView m = view();
        List<String> names = fx(m::areaNames);
        for (String n : List.of("sg00:x", "sg00:w", "sg00:SB", "HBM", "SB nc0", "DMEM nc0", "semaphores nc0")) {
            assertTrue(names.contains(n), n + " in " + names);
        }
        assertTrue(fx(() -> m.showArea("sg00:w")));
        MemoryArea y = fx(() -> m.area().orElseThrow());
        assertEquals(ValueFormat.shown(y.dtype()), fx(m::shownType), "shown by the variable's type at first");
        byte[] out = window.sessions().cursor().withSession(s -> {
            try {
                return s.device().read(y.address(), (int) y.size());
            } catch (DeviceException e) {
                throw new IllegalStateException(e);
            }
        }).get(20, TimeUnit.SECONDS)
                .value();
        ByteBuffer le = ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN);
        boolean nonZero = false;
        for (byte b : out) {
            nonZero |= b != 0;
        }
        assertTrue(nonZero, "the sample's weights are not all zero");
        settle();

        FxWait.run(() -> m.setShownType(Dtype.INT32));
        settle();
        List<String> ints = rendered(m, y.address(), 8);
        List<String> want = new ArrayList<>();
        for (int k = 0; k < 8; k++) {
            want.add(Integer.toString(le.getInt(4 * k)));
        }
        assertEquals(want, ints);
        FxWait.run(() -> m.setShownType(Dtype.FLOAT32));
        settle();
        want.clear();
        for (int k = 0; k < 8; k++) {
            want.add(ValueFormat.number(le.getFloat(4 * k)));
        }
        assertEquals(want, rendered(m, y.address(), 8));

        // a click selects the fp32 element under it, everywhere
        Point2D p = fx(() -> m.cellOnScreen(y.address() + 0x41));
        robot.clickOn(p);
        settle();
        assertEquals(new Memory(y.address() + 0x40, 4), fx(() -> window.context().selection().current()
                .orElseThrow()));
        assertTrue(fx(m::statusText).contains("sg00:w +0x40"), fx(m::statusText));

        // the diff against step 0: nothing was copied in yet
        FxWait.run(() -> {
            m.setMark(0);
            m.setDiff(true);
        });
        settle();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> m.statusText().contains("at mark 0")));
        assertTrue(fx(m::statusText).contains("fp32 " + ValueFormat.number(le.getFloat(0x40))), fx(m::statusText));

        // W asks the wired handler why
        List<WhyRequest> asked = new ArrayList<>();
        FxWait.run(() -> m.setWhyHandler(asked::add));
        robot.clickOn(p);
        robot.type(KeyCode.W);
        settle();
        assertEquals(List.of(new WhyRequest(y.address() + 0x40, 4, end)), asked);

        shoot(m, "weights");
    }

    @Test
    void aRangeSelectedElsewhereOpensTheAreaThatHoldsIt() throws Exception {
        MemoryView m = view();
        MemoryArea sb = fx(() -> {
            m.showArea("SB nc0");
            return m.area().orElseThrow();
        });
        long deep = sb.address() + (100L << 18) + 0x1230; // partition 100, far down the canvas
        FxWait.run(() -> m.showArea("sg00:x"));
        settle();
        FxWait.run(() -> window.context().selection().select(new Memory(deep, 16), "test"));
        settle();
        assertEquals(Region.STATE_BUFFER, fx(() -> m.area().orElseThrow().region()));
        assertTrue(fx(() -> m.area().orElseThrow().contains(deep)));
        FxWait.run(() -> m.setShownType(Dtype.UINT8));
        settle();
        assertEquals(16, rendered(m, deep, 16).size(), "the window around partition 100 was read");
        assertTrue(fx(m::statusText).contains("+0x1901230"), fx(m::statusText));
        shoot(m, "sb");
        // the Execute perspective docks it beside the rings, narrower: the controls wrap, the grid scrolls sideways
        FxWait.run(() -> {
            window.switchPerspective(Perspective.EXECUTE);
            window.showView(ViewKind.MEMORY);
        });
        settle();
        MemoryView docked = view();
        FxWait.run(() -> docked.showArea("sg00:w"));
        settle();
        FxWait.run(() -> docked.setShownType(Dtype.BFLOAT16));
        settle();
        shoot(docked, "execute");
        FxWait.run(() -> window.switchPerspective(Perspective.LOAD));
    }

    private void shoot(MemoryView m, String what) throws Exception {
        for (Theme t : Theme.values()) {
            FxWait.run(() -> window.prefs().themeProperty().set(t));
            settle();
            Path png = fx(() -> Snapshots.save(window.scene(), OUT.resolve("memory-" + what + "-" + t.key() + ".png")));
            assertTrue(Files.size(png) > 20_000, png + " is suspiciously small");
            Path only = fx(() -> Snapshots.save(m.node(), OUT.resolve("memory-" + what + "-only-" + t.key() + ".png")));
            assertFalse(Files.size(only) < 10_000, only + " is suspiciously small");
        }
        FxWait.run(() -> window.prefs().themeProperty().set(Theme.LIGHT));
    }
}
