package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.location.Doorbell;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.location.ViewKind;
import org.ringscope.views.Theme;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Teach perspective headless: the Lesson panel beside the views and the Explain view; Next runs the
 * session to the step's target (the cursor lands on the node, Reveal enables only then, the answer shows on Reveal,
 * the step's view comes forward with its selection); the barrier lesson switches the session to a SUNDA run;
 * presenter mode scales the views and slows the run. Screenshots of the perspective with a lesson, light and dark,
 * under {@code app/target/screenshots}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TeachWindowTest {
    private static final Path OUT = Path.of("target", "screenshots");
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension(1600, 1000);
    private static MainWindow window;
    private static final FxRobot ROBOT = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        window = WINDOW.window();
        WINDOW.openSample(Perspective.TEACH);
        settle();
    }

    @AfterAll
    static void releaseWindow() {
        window = null; // the window and its run go with the class: the next test class has the heap
    }

    private static void settle() throws Exception {
        FxWait.settle(window, 20);
    }

    private static Button button(String id) {
        return fx(() -> (Button) window.scene().lookup("#" + id));
    }

    private static String text(String id) {
        return fx(() -> ((Label) window.scene().lookup("#" + id)).getText());
    }

    /** Whether the node's bottom edge is inside the lesson panel's scroll viewport (the answer scrolled into sight). */
    private static boolean inView(String id) {
        Node n = window.scene().lookup("#" + id);
        ScrollPane sp = (ScrollPane) window.lessonPanel().node()
                .lookup(".scroll-pane");
        Bounds b = n.localToScene(n.getBoundsInLocal());
        Bounds v = sp.localToScene(sp.getLayoutBounds());
        boolean top = b.getMinY() >= v.getMinY() - 1 && b.getMinY() < v.getMaxY();
        boolean bottom = b.getMaxY() <= v.getMaxY() + 1 && b.getMaxY() > v.getMinY();
        return n.isVisible() && (top || bottom);
    }

    private static void click(String id) throws Exception {
        ROBOT.clickOn(button(id));
        settle();
    }

    /** Waits until the panel has finished running to the step's target. */
    private static void awaitStep() throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> {
            String s = text("lesson-status");
            return s.startsWith("Reached") || s.startsWith("The run never");
        });
        settle();
    }

    /** Waits until label {@code id} contains {@code part}; on a timeout, fails with what it and the inspector show. */
    private static void awaitText(String id, String part) throws Exception {
        try {
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> text(id).contains(part));
        } catch (TimeoutException e) {
            throw new AssertionError("#" + id + " never contained \"" + part + "\": it reads \"" + text(id)
                    + "\"; the inspector's title \"" + text("desc-title") + "\", summary \"" + text("desc-summary")
                    + "\"; the lesson \"" + text("lesson-status") + "\"", e);
        }
    }

    private static String currentNode() throws Exception {
        return fx(() -> window.sessions().cursor().withSession(s -> {
            var open = s.stack();
            return open.isEmpty() ? "" : open.get(open.size() - 1);
        })).get(10, TimeUnit.SECONDS).value();
    }

    @Test
    @Order(1)
    void theTeachPerspectiveShowsTheLessonAndExplainBesideTheViews() {
        assertEquals(Perspective.TEACH, fx(window::perspective));
        assertTrue(fx(() -> window.presenterProperty().get()), "Teach is presenter mode");
        assertTrue(fx(() -> window.lessonPanel().node().getScene() != null), "the lesson panel is shown");
        assertTrue(fx(() -> window.dock().item("explain").orElseThrow().tab().getTabPane() != null),
                "the explain view is docked");
        assertEquals("From NEFF to doorbell", text("lesson-step-title").isEmpty() ? "" : fx(() ->
                window.lessonPanel().node().lookup(".lesson-title") instanceof Label l ? l.getText() : ""));
        assertEquals("Introduction", text("lesson-step-title"));
        assertTrue(button("lesson-previous").isDisabled());
        assertFalse(button("lesson-next").isDisabled());
    }

    @Test
    @Order(2)
    void nextRunsToTheTargetAndRevealEnablesOnlyThen() throws Exception {
        click("lesson-next");
        awaitStep();
        assertEquals("The runtime comes up", text("lesson-step-title"));
        assertEquals("nrt_init", currentNode(), "the cursor is in the step's target node");
        assertTrue(text("lesson-status").startsWith("Reached node nrt_init"), text("lesson-status"));
        assertFalse(button("lesson-reveal").isDisabled(), "Reveal enables once the target is reached");
        assertFalse(fx(() -> window.scene().lookup("#lesson-answer").isVisible()), "the answer stays hidden");
        assertEquals(new SpineNode("nrt_init"), fx(() -> window.context().selection().current().orElseThrow()),
                "the step's look is selected");
        click("lesson-reveal");
        assertTrue(fx(() -> window.scene().lookup("#lesson-answer").isVisible()));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> inView("lesson-answer")));
        assertTrue(text("lesson-answer").contains("libnrtucode_extisa.so"), text("lesson-answer"));
        assertTrue(button("lesson-reveal").isDisabled());

        click("lesson-next");
        awaitStep();
        assertEquals("neff_get_header_from_buffer", currentNode());
        assertFalse(fx(() -> window.scene().lookup("#lesson-answer").isVisible()), "a new step hides the answer again");
        click("lesson-next");
        awaitStep();
        click("lesson-next");
        awaitStep();
        assertEquals("dmem_buf_copyin", currentNode());
        assertEquals(ViewKind.EXPLAIN, fx(() -> window.dock().active().orElseThrow().kind()), "the step's view is in front");
        shootBoth("teach-lesson");
        int at = fx(() -> window.sessions().cursor().step());
        click("lesson-previous");
        awaitStep();
        assertEquals("kbl_model_add", currentNode());
        assertTrue(fx(() -> window.sessions().cursor().step()) < at, "Previous moves the cursor back");
    }

    @Test
    @Order(3)
    void theBarrierLessonSwitchesToASundaRun() throws Exception {
        FxWait.run(() -> window.lessonPanel().choose("barriers"));
        click("lesson-next");
        awaitStep();
        assertTrue(text("lesson-status").startsWith("Reached arch sunda"), text("lesson-status"));
        assertEquals("sunda", fx(() -> window.sessions().current().orElseThrow().result().arch()));
        click("lesson-next");
        awaitStep();
        assertEquals(ViewKind.DESCRIPTOR, fx(() -> window.dock().active().orElseThrow().kind()));
        awaitText("desc-title", "SUNDA");
        assertFalse(text("desc-summary").contains("DMB"), "SUNDA: no DMB inside a copy packet — " + text("desc-summary"));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> window.descriptorView().selectedField())
                .equals(Optional.of("len_ctrl")));
        assertEquals("Look at: sg00:qActIO0_0 tx 0, field len_ctrl in the descriptor view", text("lesson-look"),
                "the kind is said once and the field the question asks about is named");
        click("lesson-next");
        awaitStep();
        click("lesson-next");
        awaitStep();
        awaitText("desc-summary", "WB");
        assertTrue(text("desc-summary").startsWith("TX") && text("desc-summary").contains("FIRST"),
                "SUNDA: the write barrier on the last packet's first descriptor — " + text("desc-summary"));
        click("lesson-reveal");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> window.descriptorView().selectedField())
                .equals(Optional.of("meta_ctrl")));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> inView("lesson-answer")));
        shootBoth("teach-barriers");
        click("lesson-next");
        awaitStep();
        awaitText("desc-summary", "DMB");
        assertTrue(text("desc-summary").contains("len=4"), "SUNDA: DMB on the 4-byte semaphore descriptor — "
                + text("desc-summary"));
        click("lesson-next");
        awaitStep();
        assertEquals("cayman", fx(() -> window.sessions().current().orElseThrow().result().arch()));
        click("lesson-next");
        awaitStep();
        awaitText("desc-title", "CAYMAN");
        assertTrue(text("desc-summary").contains("SOW") && text("desc-summary").contains("EMB_SEM"),
                "CAYMAN: SOW and the embedded semaphore on the last RX descriptor — " + text("desc-summary"));
    }

    @Test
    @Order(4)
    void theRelocationLessonOpensTheLibrary() throws Exception {
        FxWait.run(() -> window.lessonPanel().choose("relocate-ucode"));
        click("lesson-next");
        awaitStep();
        click("lesson-next");
        awaitStep();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> window.dock().active()
                .map(d -> d.kind() == ViewKind.RELOCATIONS && d.caption().equals("rs_split.so")).orElse(false)));
        settle();
        FxWait.run(() -> window.perform("lesson-next")); // Alt+Page Down
        awaitStep();
        assertEquals("relocate_op", currentNode());
        FxWait.run(() -> window.perform("lesson-reveal")); // Alt+Enter
        settle();
        assertTrue(text("lesson-answer").contains("22 times"), text("lesson-answer"));
        shootBoth("teach-relocate");
    }

    @Test
    @Order(5)
    void presenterModeTogglesScaleAndSpeed() throws Exception {
        FxWait.run(() -> window.switchPerspective(Perspective.EXECUTE));
        settle();
        assertFalse(fx(() -> window.presenterProperty().get()));
        assertEquals(window.prefs().runSpeedProperty().get(), fx(() -> window.runLoop().speed()));
        assertEquals(1.0, fx(() -> Theme.scaleOf((Parent) window.dock().node())), 1e-9);
        FxWait.run(() -> window.perform("presenter-mode"));
        settle();
        assertTrue(fx(() -> window.presenterProperty().get()));
        assertEquals(window.prefs().presenterSpeedProperty().get(), fx(() -> window.runLoop().speed()));
        assertTrue(fx(() -> Theme.scaleOf((Parent) window.dock().node())) > 1.0);
        assertTrue(fx(() -> window.lessonPanel().node().getScene() != null), "the lesson comes beside the views");
        FxWait.run(() -> window.perform("presenter-mode"));
        settle();
        assertFalse(fx(() -> window.presenterProperty().get()));
        assertEquals(window.prefs().runSpeedProperty().get(), fx(() -> window.runLoop().speed()));
        FxWait.run(() -> window.switchPerspective(Perspective.TEACH));
    }

    @Test
    @Order(6)
    void jumpingToTheLastStepReplaysTheLessonUpToIt() throws Exception {
        FxWait.run(() -> {
            window.lessonPanel().choose("neff-to-doorbell");
            window.lessonPanel().go(9);
        });
        awaitStep();
        assertTrue(text("lesson-status").startsWith("Reached doorbell sg00:hw_exec_queue"), text("lesson-status"));
        assertEquals(ViewKind.PRING, fx(() -> window.dock().active().orElseThrow().kind()));
        assertEquals(new Doorbell("sg00:hw_exec_queue", 0), fx(() -> window.context().selection().current()
                .orElseThrow()));
        assertTrue(button("lesson-next").isDisabled(), "the last step has no Next");
        shootBoth("teach-doorbell");
    }

    private static void shootBoth(String name) throws Exception {
        for (Theme t : Theme.values()) {
            FxWait.run(() -> window.prefs().themeProperty().set(t));
            settle();
            Path png = fx(() -> Snapshots.save(window.scene(), OUT.resolve(name + "-" + t.key() + ".png")));
            assertTrue(Files.size(png) > 20_000, png + " is suspiciously small");
            assertTrue(distinctColours(ImageIO.read(png.toFile())) > 12, png + " looks blank");
        }
        FxWait.run(() -> window.prefs().themeProperty().set(Theme.LIGHT));
        settle();
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
