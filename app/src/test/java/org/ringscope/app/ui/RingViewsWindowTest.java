package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.ToIntFunction;
import javafx.scene.Node;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.lint.Problem;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Packet;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.Theme;
import org.ringscope.views.packets.PacketsView;
import org.ringscope.views.problems.ProblemsView;
import org.ringscope.views.vring.VringView;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The vring pages, packets and problems views in the workbench, headless, on the bundled sample: run to
 * {@code kbl_model_add} and past it, select a descriptor in the vring view — the packets view selects its packet
 * and the inspector shows it; double-click a problem — the selection and the cursor move to it. PNGs of each view,
 * light and dark, under {@code target/screenshots}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RingViewsWindowTest {
    private static final Path OUT = Path.of("target", "screenshots");
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension();
    private static MainWindow window;

    @BeforeAll
    static void openWindow() throws Exception {
        window = WINDOW.window();
        FxWait.run(window::openSample);
        ran();
    }

    @AfterAll
    static void releaseWindow() {
        window = null; // the window and its run go with the class: the next test class has the heap
    }

    /** Until the window's run has finished and its session is current. */
    private static void ran() throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && window.sessions().current().isPresent()
                && window.context().cursor().maxStep() > 0));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Moves the session (on its journal thread) and waits until the views have heard of it. */
    private static int move(ToIntFunction<EmulationSession> f) throws Exception {
        int step = window.sessions().cursor().withSession(f::applyAsInt).get(20, TimeUnit.SECONDS).value();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().step() == step));
        settle();
        return step;
    }

    private static void settle() throws Exception {
        FxWait.settle(window, 20);
    }

    private static <T> T view(String kind, Class<T> type) {
        return fx(() -> type.cast(window.dock().item(kind).orElseThrow().view()));
    }

    @Test
    @Order(2)
    void aDescriptorSelectedInTheVringViewSelectsItsPacketAndTheInspectorShowsIt() throws Exception {
        FxWait.run(() -> window.switchPerspective(Perspective.EXECUTE));
        int at = move(s -> {
            s.seek(0);
            assertTrue(s.runToNode("kbl_model_add") >= 0);
            assertEquals("kbl_model_add", s.stack().get(s.stack().size() - 1));
            s.stepOut(); // past kbl_model_add: its io_create_queues has built the vrings
            return s.cursor();
        });
        assertTrue(at > 0);
        VringView vrings = view("vring", VringView.class);
        PacketsView packets = view("packets", PacketsView.class);
        Half tx = Half.of("sg00:qActIO0_0", Direction.TX);
        assertEquals(Optional.of(Half.of("sg00:qSPIO0_0", Direction.TX)), fx(vrings::shownHalf),
                "the half chosen before (a descriptor of qSPIO0_0) stays shown while it exists at the cursor");
        FxWait.run(() -> window.context().selection().select(tx, "test"));
        settle();
        assertEquals(Optional.of(tx), fx(vrings::shownHalf), "selecting sg00's qActIO0_0 elsewhere shows it");
        assertEquals(4, (int) fx(vrings::rowCount), "four copies packed into a packet, the semaphore embedded");
        FxWait.run(() -> window.showView(ViewKind.VRING));
        FxWait.run(() -> vrings.selectRow(2));
        settle();
        assertEquals(Optional.of(tx.descriptor(2)), fx(() -> window.context().selection().current()));
        assertEquals(Optional.of(new Packet(tx, 0, 4)), fx(packets::selectedLocation),
                "descriptor #2 is in the packet #0..#3");
        assertEquals(Optional.of(tx.descriptor(2)), fx(() -> window.descriptorView().shown()));

        Half spill = Half.of("sg00:qDVESpill0_0", Direction.TX);
        FxWait.run(() -> window.context().selection().select(spill.descriptor(2), "another view"));
        settle();
        assertEquals(Optional.of(new Packet(spill, 2, 1)), fx(packets::selectedLocation),
                "the spill's second entry is one copy: a packet of its own");
        move(s -> {
            s.seek(s.steps());
            return s.cursor();
        });
    }

    @Test
    @Order(3)
    void doubleClickingAProblemMovesTheSelectionAndTheCursorToIt() throws Exception {
        ExecutorService thread = Executors.newSingleThreadExecutor();
        EmulationSession sunda = thread.submit(() -> {
            EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                    RunOptions.defaults().withArch(Arch.SUNDA));
            s.run();
            return s;
        }).get(60, TimeUnit.SECONDS);
        FxWait.run(() -> {
            window.sessions().set(sunda, thread);
            window.switchPerspective(Perspective.EXECUTE);
            window.showView(ViewKind.PROBLEMS);
        });
        ProblemsView problems = view("problems", ProblemsView.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !fx(problems::shown).isEmpty());
        settle();
        List<Problem> shown = fx(problems::shown);
        Problem p = shown.get(0);
        assertEquals("desc-unpublished", p.code());
        Node row = fx(() -> {
            TableView<?> t = (TableView<?>) window.scene().lookup("#problems-table");
            return t.lookupAll(".table-row-cell").stream().filter(n -> n instanceof TableRow<?> r
                    && r.getIndex() == 0 && !r.isEmpty()).findFirst().orElseThrow();
        });
        new FxRobot().doubleClickOn(row);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().step() == p.step()));
        assertEquals(Optional.of(new PringSlot(new Pring("sg00:qDVESpill0_0.tx"), 0)),
                fx(() -> window.context().selection().current()));
        shootAll("sunda", List.of("problems"));

        // Ctrl+F in the problems table: the first match from the selected row on is selected, and selected everywhere
        Problem last = shown.get(shown.size() - 1);
        FxWait.run(() -> window.showView(ViewKind.PROBLEMS));
        ctrlF();
        assertEquals("Problems", fx(() -> window.findBar().target().orElseThrow().name()));
        new FxRobot().write(last.code());
        settle();
        TableView<?> table = fx(() -> (TableView<?>) window.scene().lookup("#problems-table"));
        assertEquals(last.code(), fx(() -> shown.get(table.getSelectionModel().getSelectedIndex()).code()),
                fx(() -> window.findBar().status()));
        closeFind();
        FxWait.run(() -> window.openSample());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.pendingRunsProperty().get() == 0
                && window.sessions().current().filter(c -> c != sunda).isPresent()));
        thread.shutdown();
    }

    @Test
    @Order(1)
    void screenshotsOfEveryViewLightAndDark() throws Exception {
        move(s -> {
            s.seek(s.steps());
            return s.cursor();
        });
        FxWait.run(() -> {
            window.switchPerspective(Perspective.EXECUTE);
            window.context().selection().select(Half.of("sg00:qSPIO0_0", Direction.TX).descriptor(3), "test");
        });
        settle();
        shootAll("sample", List.of("vring", "packets", "problems"));
    }

    @Test
    @Order(4)
    void ctrlFFindsInTheDescriptorAndPacketTables() throws Exception {
        move(s -> {
            s.seek(s.steps());
            return s.cursor();
        });
        Half tx = Half.of("sg00:qActIO0_0", Direction.TX);
        VringView vrings = view("vring", VringView.class);
        FxWait.run(() -> {
            window.switchPerspective(Perspective.EXECUTE);
            window.showView(ViewKind.VRING);
            window.context().selection().select(tx.descriptor(0), "test");
        });
        settle();
        assertEquals(Optional.of(tx), fx(vrings::shownHalf));
        String address = fx(() -> {
            TableView<?> t = (TableView<?>) window.scene().lookup("#vring-descriptors");
            return String.valueOf(t.getColumns().stream().filter(c -> "vring-col-address".equals(c.getId())).findFirst()
                    .orElseThrow().getCellData(3));
        });
        FxWait.run(() -> window.scene().lookup("#vring-descriptors").requestFocus());
        ctrlF();
        assertEquals("Descriptors", fx(() -> window.findBar().target().orElseThrow().name()));
        new FxRobot().write(address);
        settle();
        assertEquals(Optional.of(tx.descriptor(3)), fx(() -> window.context().selection().current()),
                "the descriptor whose address matched (" + address + ") is selected everywhere");
        closeFind();

        PacketsView packets = view("packets", PacketsView.class);
        Half spill = Half.of("sg00:qDVESpill0_0", Direction.TX);
        FxWait.run(() -> window.context().selection().select(spill.descriptor(0), "test"));
        settle();
        assertEquals(Optional.of(new Packet(spill, 0, 2)), fx(packets::selectedLocation));
        FxWait.run(() -> {
            window.showView(ViewKind.PACKETS);
            window.scene().lookup("#packets-table").requestFocus();
        });
        settle();
        ctrlF();
        new FxRobot().write("#2");
        settle();
        assertEquals(Optional.of(new Packet(spill, 2, 1)), fx(packets::selectedLocation),
                fx(() -> window.findBar().status()));
        closeFind();
    }

    private static void ctrlF() {
        FxWait.run(() -> window.scene().getWindow().requestFocus());
        new FxRobot().push(KeyCode.CONTROL, KeyCode.F);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(fx(() -> window.findBar().isOpen()));
    }

    private static void closeFind() {
        new FxRobot().push(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void shootAll(String what, List<String> views) throws Exception {
        for (Theme t : Theme.values()) {
            for (String v : views) {
                FxWait.run(() -> {
                    window.prefs().themeProperty().set(t);
                    assertTrue(window.showView(ViewKind.parse(v).orElseThrow()), v);
                });
                settle();
                String name = "view-" + v + (what.equals("sample") ? "" : "-" + what) + "-" + t.key();
                Path png = fx(() -> Snapshots.save(window.scene(), OUT.resolve(name + ".png")));
                assertTrue(Files.size(png) > 20_000, png + " is suspiciously small");
                assertTrue(distinctColours(ImageIO.read(png.toFile())) > 12, png + " looks blank");
            }
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
