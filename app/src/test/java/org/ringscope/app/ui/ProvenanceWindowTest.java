package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.event.Event;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableRow;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.DmaEntry;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.Neff;
import org.ringscope.model.location.NeffMember;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.Theme;
import org.ringscope.views.provenance.ProvenanceView;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * "Why is this byte here?" through the workbench, headless, on the NEFF an independent writer made with chained
 * copies ({@code external/write_chain_neff.py}: input0 → SB → SB → output0 through access patterns and template
 * builds): output bytes selected and asked about with Alt+W show, in the Provenance view, the three writes at the
 * addresses the writer recorded for each hop, newest first with their steps going back, down to the input byte the
 * writer says the value came from; activating a hop's line selects its bytes and moves the cursor to its step.
 * Screenshots light and dark under target/screenshots.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ProvenanceWindowTest {
    private static final Path OUT = Path.of("target", "screenshots");
    private static final Pattern BYTES = Pattern.compile("\\((\\d+) bytes?\\)");
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension(1600, 1000);
    private static MainWindow window;
    private static JsonNode expected;
    private static long out;
    private static long sb;
    private static long in;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openChain() throws Exception {
        Path dir = Fixtures.repo("model/src/test/resources/external");
        expected = new ObjectMapper().readTree(dir.resolve("chain_copies.expected.json").toFile());
        window = WINDOW.window();
        FxWait.run(() -> window.switchPerspective(Perspective.EXECUTE));
        FxWait.run(() -> window.open(dir.resolve("chain_copies.neff")));
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> fx(() -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && window.sessions().current().isPresent()
                && window.context().cursor().maxStep() > 0));
        long[] a = window.sessions().cursor().withSession(s -> new long[] {
            Provenance.of(s).addressOf("output0", 0).orElseThrow(), s.runtime().address("sg00", "SB"),
            Provenance.of(s).addressOf("input0", 0).orElseThrow()}).get(30, TimeUnit.SECONDS).value();
        out = a[0];
        sb = a[1];
        in = a[2];
        FxWait.settle(window, 20);
    }

    @AfterAll
    static void release() {
        window = null;
    }

    private static ProvenanceView view() {
        return fx(() -> (ProvenanceView) window.dock().item(ViewKind.PROVENANCE.id()).orElseThrow().view());
    }

    /** Selects {@code place}, presses Alt+W, and waits until the view answers for it. */
    private void askWithTheKey(Location place) throws Exception {
        FxWait.run(() -> window.context().selection().select(place, "test"));
        FxWait.run(() -> window.dock().show(ViewKind.PRING));
        robot.press(KeyCode.ALT, KeyCode.W).release(KeyCode.W, KeyCode.ALT);
        ProvenanceView v = view();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> v.asked().equals(Optional.of(place))
                && !v.lineTexts().isEmpty()));
    }

    @Test
    @Order(1)
    void outputBytesNameEveryHopAndTheInputByteTheWriterRecorded() throws Exception {
        int end = fx(() -> window.context().cursor().maxStep());
        FxWait.run(() -> window.context().cursor().seek(end));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().step() == end));
        JsonNode bytes = expected.get("bytes");
        for (int k : new int[] {0, 5, 777, bytes.size() - 1}) {
            JsonNode want = bytes.get(k);
            askWithTheKey(new Memory(out + k, 1));
            ProvenanceView v = view();
            List<String> kinds = fx(v::lineKinds);
            List<Location> places = fx(v::linePlaces);
            List<Integer> steps = fx(v::lineSteps);
            String at = "output0+" + k + ": " + fx(v::lineTexts);
            List<Location> writes = new ArrayList<>();
            List<Integer> writeSteps = new ArrayList<>();
            for (int i = 0; i < kinds.size(); i++) {
                if (kinds.get(i).equals("write")) {
                    writes.add(places.get(i));
                    writeSteps.add(steps.get(i));
                }
            }
            JsonNode hops = want.get("hops");
            assertEquals(List.of(new Memory(out + hops.get(0).get(0).asLong(), 1),
                    new Memory(sb + hops.get(1).get(0).asLong(), 1),
                    new Memory(sb + hops.get(2).get(0).asLong(), 1)), writes, at);
            assertTrue(writeSteps.get(0) <= end && writeSteps.get(0) > writeSteps.get(1)
                    && writeSteps.get(1) > writeSteps.get(2), at + ": the hops' steps go back");
            assertEquals("origin", kinds.get(kinds.size() - 1), at);
            assertEquals(new Memory(in + want.get("input").asLong(), 1), places.get(places.size() - 1),
                    at + ": the chain ends at the input byte the writer copied");
            assertTrue(kinds.contains("template") && kinds.contains("builder") && kinds.contains("NEFF entry")
                    && kinds.contains("spine"), at);
        }
    }

    @Test
    @Order(2)
    void activatingAHopSelectsItsBytesAndMovesTheCursorToItsStep() throws Exception {
        ProvenanceView v = view();
        List<String> kinds = fx(v::lineKinds);
        int second = -1;
        for (int i = 0, seen = 0; i < kinds.size() && second < 0; i++) {
            if (kinds.get(i).equals("write") && seen++ == 1) {
                second = i;
            }
        }
        int line = second;
        Location place = fx(v::linePlaces).get(line);
        int step = fx(v::lineSteps).get(line);
        assertTrue(fx(() -> v.activate(line)));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().step() == step));
        assertEquals(place, fx(() -> window.context().selection().current().orElseThrow()));
        assertEquals(new Memory(out + expected.get("bytes").size() - 1, 1), fx(() -> v.asked().orElseThrow()),
                "the question stays as asked while the cursor moves");
        for (Theme t : Theme.values()) {
            FxWait.run(() -> window.prefs().themeProperty().set(t));
            FxWait.settle(window, 20);
            Path png = fx(() -> Snapshots.save(window.scene(), OUT.resolve("provenance-" + t.key() + ".png")));
            assertTrue(Files.size(png) > 20_000, png + " is suspiciously small");
        }
        FxWait.run(() -> window.prefs().themeProperty().set(Theme.LIGHT));
    }
    @Test
    @Order(3)
    void bytesFromSeveralWritesShowEachWriterWithTheBytesItCovers() throws Exception {
        int end = fx(() -> window.context().cursor().maxStep());
        FxWait.run(() -> window.context().cursor().seek(end));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().step() == end));
        // the first 16 bytes around output0 whose answer has more than one part (bytes from several writes, or from
        // a write and from none), by the model's own answer
        long[] pick = window.sessions().cursor().withSession(s -> {
            for (long a = out - 64; a <= out + 4096 + 48; a += 8) {
                try {
                    int parts = Provenance.of(s).why(a, 16, end, 1).parts().size();
                    if (parts > 1) {
                        return new long[] {a, parts};
                    }
                } catch (IllegalArgumentException e) {
                    // across two memories: the next
                }
            }
            return null;
        }).get(60, TimeUnit.SECONDS).value();
        assertTrue(pick != null, "some 16 bytes around output0 came from more than one writer");
        Memory asked = new Memory(pick[0], 16);
        askWithTheKey(asked);
        ProvenanceView v = view();
        List<String> kinds = fx(v::lineKinds);
        List<Location> places = fx(v::linePlaces);
        String at = fx(v::lineTexts).toString();
        long total = 0;
        int heads = 0;
        for (int i = 0; i < kinds.size(); i++) {
            if (kinds.get(i).equals("bytes")) {
                heads++;
                assertTrue(List.of("write", "origin").contains(kinds.get(i + 1)), "a writer's chain (or, for bytes "
                        + "nothing wrote, where they come from) follows its bytes: " + at);
                Matcher m = BYTES.matcher(fx(v::lineTexts).get(i));
                assertTrue(m.find(), at);
                total += Long.parseLong(m.group(1));
                Memory first = (Memory) places.get(i);
                assertTrue(first.address() >= asked.address() && first.address() + first.length()
                        <= asked.address() + asked.length(), "the line selects its bytes: " + at);
            }
        }
        assertEquals(pick[1], heads, "one bytes line a writer: " + at);
        assertTrue(fx(() -> window.scene().lookup("#provenance-summary") instanceof Labeled l
                && l.getText().startsWith("The bytes came from " + pick[1] + " writers")), at);
        assertEquals(16, total, "the writers' bytes add up to the bytes asked about: " + at);
    }

    @Test
    @Order(4)
    void theContextMenuAsksWhyAboutTheDescriptorClicked() throws Exception {
        FxWait.run(() -> {
            window.dock().show(ViewKind.VRING);
            window.context().selection().select(Descriptor.of(Half.of("sg00:qSPIO0_0",
                    Direction.TX), 3), "test"); // the vring view shows the vring
        });
        FxWait.settle(window, 20);
        Node table = fx(() -> window.dock().item(ViewKind.VRING.id()).orElseThrow().view().node()
                .lookupAll("#vring-descriptors .table-row-cell").stream().filter(n -> n instanceof TableRow<?> r
                        && !r.isEmpty() && r.getIndex() == 7).findFirst().orElseThrow());
        Point2D left = fx(() -> table.localToScreen(40, 11)); // the row is wider than the table shows
        robot.moveTo(left).clickOn(MouseButton.PRIMARY);
        FxWait.settle(window, 20);
        // the menu request a right-click makes (the headless robot's buttons make none)
        FxWait.run(() -> Event.fireEvent(table, new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, 40, 11,
                left.getX(), left.getY(), false, null)));
        FxWait.settle(window, 20);
        Location picked = fx(() -> window.context().selection().current().orElseThrow());
        assertEquals(Descriptor.of(Half.of("sg00:qSPIO0_0", Direction.TX), 7), picked,
                "the click selected the row's descriptor");
        MenuItem why = fx(() -> Window.getWindows().stream().filter(w -> w instanceof ContextMenu c && c.isShowing())
                .flatMap(w -> ((ContextMenu) w).getItems().stream()).filter(i -> "context-why".equals(i.getId()))
                .findFirst().orElseThrow(() -> new AssertionError("no Why? item in a shown context menu")));
        assertTrue(fx(why::isVisible), "the item shows for a descriptor");
        assertEquals("Why Is " + picked.label() + " Here?", fx(why::getText));
        FxWait.run(() -> {
            why.getParentPopup().hide();
            why.fire();
        });
        ProvenanceView v = view();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> v.asked().equals(Optional.of(picked))
                && !v.lineKinds().isEmpty()));
        assertTrue(fx(v::lineKinds).contains("builder"), "a packet builder authored it: " + fx(v::lineTexts));
    }
    @Test
    @Order(5)
    void anEntryLineAskedAboutShowsWhatTheEntryProduced() throws Exception {
        Location entry = new DmaEntry(new NeffMember(new Neff("chain_copies.neff"),
                "sg00/sp.json"), 2);
        askWithTheKey(entry);
        ProvenanceView v = view();
        long total = 0;
        for (Location l : fx(v::linePlaces)) {
            Memory m = (Memory) l;
            assertTrue(m.address() >= out && m.address() + m.length() <= out + 4096, "inside output0: " + m);
            total += m.length();
        }
        assertEquals(4096, total, "entry 2 writes every byte of output0 once: " + fx(v::lineTexts));
    }
}
