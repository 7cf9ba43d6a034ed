package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.event.Event;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.input.ContextMenuEvent;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.device.DeviceConditions;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.trace.Condition;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.VringDomain;
import org.ringscope.views.pring.PringView;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Run back to a driver object, headless, on the bundled sample: output bytes selected show, in the inspector and the
 * ring strips, the ring slot of the descriptor that wrote them; "Run Back to Its Last
 * Change" moves the cursor to the step after the record a backward scan of the journal finds writing them, and
 * again from there to the write before; "Run to Its Next Change" goes forward from step 0 to the first; a vring
 * descriptor's context menu runs back to the step its dump into the device ring shows.
 */
class RunToWindowTest {
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension();
    private static MainWindow window;

    @BeforeAll
    static void openSample() throws Exception {
        window = WINDOW.openSample(Perspective.EXECUTE);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().maxStep() > 0));
        FxWait.settle(window, 20);
    }

    @AfterAll
    static void release() {
        window = null;
    }

    private static int step() {
        return fx(() -> window.context().cursor().step());
    }

    private static void seek(int s) throws Exception {
        FxWait.run(() -> window.context().cursor().seek(s));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> step() == s);
    }

    /** The last record before {@code before} that wrote a byte of the range, by a scan of the whole journal. */
    private static int lastWriteBefore(long addr, long len, int before) throws Exception {
        return window.sessions().cursor().withSession(s -> {
            Condition c = DeviceConditions.memoryWritten(s.device(), addr, len);
            for (int i = before - 1; i >= 0; i--) {
                if (c.matches(s.journal(), i)) {
                    return i;
                }
            }
            return -1;
        }).get(30, TimeUnit.SECONDS).value();
    }

    private static void perform(String action, int expected) throws Exception {
        FxWait.run(() -> window.actions().get(action).perform());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> step() == expected);
        FxWait.settle(window, 20);
    }

    @Test
    void theSelectedBytesRunBackToEachWriteAndForwardToTheFirst() throws Exception {
        long y = window.sessions().cursor().withSession(s -> Provenance.of(s).addressOf("y", 5).orElseThrow())
                .get(30, TimeUnit.SECONDS).value();
        int end = fx(() -> window.context().cursor().maxStep());
        seek(end);
        FxWait.run(() -> window.context().selection().select(new Memory(y, 4), "test"));
        Location writer = new PringSlot(new Pring("sg00:qPoolIO0_0.rx"), 0);
        try {
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> window.descriptorView().shown())
                    .equals(Optional.of(writer)));
        } catch (TimeoutException e) {
            throw new AssertionError("the inspector shows " + fx(() -> window.descriptorView().shown()) + ", not "
                    + writer, e);
        }
        PringView pring = fx(() -> (PringView) window.dock().item(ViewKind.PRING.id()).orElseThrow().view());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(pring::selectedSlot).equals(Optional.of(writer)));
        int last = lastWriteBefore(y, 4, end - 1);
        assertTrue(last >= 0, "the run wrote y");
        perform("run-back-to-change", last + 1);
        int before = lastWriteBefore(y, 4, last);
        if (before >= 0) {
            perform("run-back-to-change", before + 1);
        }
        seek(0);
        int first = window.sessions().cursor().withSession(s -> {
            Condition c = DeviceConditions.memoryWritten(s.device(), y, 4);
            for (int i = 0; i < s.journal().size(); i++) {
                if (c.matches(s.journal(), i)) {
                    return i;
                }
            }
            return -1;
        }).get(30, TimeUnit.SECONDS).value();
        perform("run-to-change", first + 1);
        assertTrue(fx(() -> window.statusBar().getText()).startsWith("Step " + (first + 1) + ":"),
                fx(() -> window.statusBar().getText()));
    }

    @Test
    void aDescriptorsContextMenuRunsBackToItsDump() throws Exception {
        int end = fx(() -> window.context().cursor().maxStep());
        seek(end);
        Descriptor d = Descriptor.of(Half.of("sg00:qActIO0_0", Direction.TX), 0);
        FxWait.run(() -> {
            window.dock().show(ViewKind.VRING);
            window.context().selection().select(d, "test");
        });
        FxWait.settle(window, 20);
        var node = fx(() -> window.dock().item(ViewKind.VRING.id()).orElseThrow().view().node());
        FxWait.run(() -> Event.fireEvent(node, new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, 20, 20,
                20, 20, false, null)));
        MenuItem dumped = fx(() -> Window.getWindows().stream().filter(w -> w instanceof ContextMenu c && c.isShowing())
                .flatMap(w -> ((ContextMenu) w).getItems().stream()).filter(Menu.class::isInstance)
                .flatMap(m -> ((Menu) m).getItems().stream()).filter(i -> "context-run-back-dumped".equals(i.getId()))
                .findFirst().orElseThrow(() -> new AssertionError("no 'dumped' item in a shown context menu")));
        assertTrue(fx(() -> dumped.getParentMenu().isVisible()), "a descriptor offers its phases");
        FxWait.run(() -> {
            dumped.getParentPopup().hide();
            dumped.fire();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> step() < end);
        FxWait.settle(window, 20);
        int at = step();
        boolean dump = window.sessions().cursor().withSession(s -> {
            VringDomain vd = VringDomain.of(s.journal());
            return vd.owns(at - 1) && vd.isDump(at - 1) && vd.dumpOf(at - 1).half() == Direction.TX;
        }).get(30, TimeUnit.SECONDS).value();
        assertTrue(dump, "record " + (at - 1) + " is a dump of the TX half: " + fx(() -> window.statusBar().getText()));
    }
}
