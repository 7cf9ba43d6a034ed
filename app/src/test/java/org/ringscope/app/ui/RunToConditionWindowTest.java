package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.location.Queue;
import org.ringscope.model.stop.StopCompletion;
import org.ringscope.model.stop.StopCondition;
import org.ringscope.model.stop.StopResult;
import org.ringscope.model.stop.StopSearch;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Run to Condition… in a 1024×700 window on the bundled sample: the dialog is narrow enough for the window (its hints
 * wrap), starts empty with nothing selected so typing {@code doorbell} is the bare form and runs to the next doorbell on
 * any queue; a name the run does not have is said under the field while the dialog and its text stay; the list under
 * the field offers the run's queues and variables, and Tab takes one. A picture of the dialog goes to
 * target/screenshots.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RunToConditionWindowTest {
    private static final Path OUT = Path.of("target", "screenshots");
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension(1024, 700);
    private static MainWindow window;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openSample() throws Exception {
        window = WINDOW.openSample(Perspective.EXECUTE);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().maxStep() > 0));
        FxWait.run(() -> window.context().cursor().seek(0));
        FxWait.settle(window, 30);
    }

    @AfterAll
    static void release() {
        window = null;
    }

    @AfterEach
    void closeTheDialog() {
        FxWait.run(() -> dialog().ifPresent(p -> p.getScene().getWindow().hide()));
    }

    /** The condition dialog's pane, while it shows. */
    private static Optional<DialogPane> dialog() {
        return Window.getWindows().stream().filter(Window::isShowing).map(w -> w.getScene().getRoot()
                .lookup("#run-to-dialog")).filter(DialogPane.class::isInstance).map(DialogPane.class::cast).findFirst();
    }

    /**
     * Opens Run to Condition… as the menu does, waits until it shows with its field focused, and types into it from
     * now on (the robot writes to the window it targets).
     */
    private DialogPane open() throws Exception {
        FxWait.run(() -> window.actions().get("run-to-condition").perform());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> dialog().isPresent()
                && dialog().get().getScene().getWindow().isFocused() && field().isFocused()));
        DialogPane pane = fx(() -> dialog().orElseThrow());
        robot.targetWindow(fx(() -> pane.getScene().getWindow()));
        return pane;
    }

    private static TextField field() {
        return (TextField) dialog().orElseThrow().lookup("#run-to-condition-text");
    }

    @SuppressWarnings("unchecked")
    private static List<StopCompletion.Choice> choices() {
        return fx(() -> List.copyOf(((ListView<StopCompletion.Choice>) dialog().orElseThrow()
                .lookup("#run-to-condition-choices")).getItems()));
    }

    private static String error() {
        return fx(() -> ((Label) dialog().orElseThrow().lookup("#run-to-condition-error")).getText());
    }

    @Test
    @Order(1)
    void theDialogFitsA1024By700WindowAndStartsEmptyWithNothingSelected() throws Exception {
        FxWait.run(() -> window.context().selection().clear(this));
        DialogPane pane = open();
        Rectangle2D owner = fx(() -> new Rectangle2D(window.scene().getWindow().getX(), window.scene().getWindow()
                .getY(), window.scene().getWindow().getWidth(), window.scene().getWindow().getHeight()));
        Window w = fx(() -> pane.getScene().getWindow());
        double width = fx(w::getWidth);
        double height = fx(w::getHeight);
        assertTrue(width <= 640, "narrow: its hints wrap, " + width + " px wide");
        assertTrue(width <= owner.getWidth() && height <= owner.getHeight(), width + "×" + height + " in " + owner);
        for (String id : List.of("#run-to-condition-text", "#run-to-condition-ok", "#run-to-condition-hint")) {
            Bounds b = fx(() -> pane.lookup(id).localToScreen(pane.lookup(id).getBoundsInLocal()));
            assertTrue(b.getMaxX() <= fx(() -> w.getX() + w.getWidth()) && b.getMinX() >= fx(w::getX), id
                    + " inside the dialog: " + b);
        }
        Label hint = fx(() -> (Label) pane.lookup("#run-to-condition-hint"));
        assertTrue(fx(() -> hint.getHeight() > hint.getFont().getSize() * 2), "the hint wraps onto lines");
        assertEquals("", fx(() -> field().getText()), "no 0x waiting to be typed after");
        assertTrue(choices().stream().anyMatch(c -> c.text().equals("doorbell")), "the keywords offered: " + choices());
        Files.createDirectories(OUT);
        fx(() -> Snapshots.save(pane.getScene(), OUT.resolve("run-to-condition-1024x700.png")));
    }

    @Test
    @Order(2)
    void typingDoorbellRunsToTheNextDoorbellOnAnyQueue() throws Exception {
        FxWait.run(() -> window.context().selection().clear(this));
        int from = fx(() -> window.context().cursor().step());
        int want = window.sessions().cursor().withSession(s -> StopSearch.of(s).forward(StopCondition.of(Queue.ANY),
                from, () -> false)).get(30, TimeUnit.SECONDS).value() instanceof StopResult.Found f ? f.step() : -1;
        assertTrue(want > from, "the sample rings a doorbell after step " + from);
        open();
        robot.write("doorbell");
        assertEquals("doorbell", fx(() -> field().getText()), "typed as typed");
        robot.push(KeyCode.ENTER);
        try {
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> dialog().isEmpty()
                    && window.context().cursor().step() == want));
        } catch (TimeoutException e) {
            throw new AssertionError("after Enter: dialog " + fx(() -> dialog().isPresent()) + ", its error '"
                    + fx(() -> dialog().map(d -> ((Label) d.lookup("#run-to-condition-error")).getText()).orElse(""))
                    + "', step " + fx(() -> window.context().cursor().step()) + " (want " + want + ")", e);
        }
        FxWait.settle(window, 20);
        assertEquals(want, (int) fx(() -> window.context().cursor().step()));
    }

    @Test
    @Order(3)
    void aNameTheRunDoesNotHaveIsSaidUnderTheFieldAndTheDialogKeepsTheText() throws Exception {
        int at = fx(() -> window.context().cursor().step());
        open();
        robot.write("queue sg00:nope");
        robot.push(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !error().isEmpty());
        assertTrue(error().contains("'sg00:nope' is not a queue of this run") && error().contains("sg00:qSPIO0_0"),
                "the reason, with the queues the run has: " + error());
        assertTrue(fx(() -> dialog().isPresent()), "the dialog stays");
        assertEquals("queue sg00:nope", fx(() -> field().getText()), "with the text as typed");
        assertEquals(at, (int) fx(() -> window.context().cursor().step()), "the cursor did not move");
        robot.write("x");
        assertEquals("", error(), "typing clears the reason");
        Files.createDirectories(OUT);
        FxWait.run(() -> field().setText("queue sg00:nope"));
        robot.push(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !error().isEmpty());
        fx(() -> Snapshots.save(dialog().orElseThrow().getScene(), OUT.resolve("run-to-condition-refused-1024x700.png")));
    }

    @Test
    @Order(4)
    void theListOffersTheRunsQueuesAndVariablesAndTabTakesOne() throws Exception {
        open();
        robot.write("queue ");
        assertEquals("queue *", choices().get(0).text(), "any queue first");
        assertTrue(choices().stream().anyMatch(c -> c.text().equals("queue sg00:qSPIO0_0")), choices().toString());
        FxWait.run(() -> field().clear());
        robot.write("memory y");
        List<StopCompletion.Choice> ys = choices();
        assertTrue(!ys.isEmpty() && ys.get(0).label().contains(" y (output"), "the output y by name: " + ys);
        robot.push(KeyCode.TAB);
        String taken = fx(() -> field().getText());
        assertEquals(ys.get(0).text(), taken, "Tab takes the first choice");
        assertTrue(taken.matches("memory 0x[0-9a-f]+ \\d+"), taken);
        Node ok = fx(() -> dialog().orElseThrow().lookup("#run-to-condition-ok"));
        assertEquals("Run", fx(() -> ((Button) ok).getText()));
    }
}
