package org.ringscope.views.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.views.FxCall.fx;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringscope.model.check.Level;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.log.LogLine;
import org.ringscope.model.log.emit.RunLog;
import org.ringscope.model.log.emit.SessionLog;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.SampleRun;
import org.ringscope.views.Theme;
import org.ringscope.views.ViewContext;
import org.ringscope.views.cursor.JournalCursor;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.SessionSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Log view holds a window of its lines at a time (a log of millions would make the list walk millions of rows at
 * every layout): here windows of {@value #WINDOW} rows over the sample's trace log of hundreds. The cursor's line is
 * selected in whatever window holds it, the keyboard walks across windows, the buttons move the window.
 */
@ExtendWith(ApplicationExtension.class)
class LogWindowViewTest {
    private static final int WINDOW = 64;

    private EmulationSession session;
    private JournalCursor cursor;
    private LogView view;
    private List<LogLine> all;

    @Start
    void start(Stage stage) throws Exception {
        session = SampleRun.run();
        RunLog log = new RunLog(session, SessionLog.plan(session, LogLevels.all(Level.TRACE)));
        all = new ArrayList<>();
        log.walk(all::add);
        cursor = JournalCursor.onOwnThread(session.journal(), Fx::later);
        view = new LogView(new ViewContext(new Selection(), cursor, Runnable::run), SessionSource.of(session), WINDOW);
        Scene scene = new Scene((Parent) view.node(), 1000, 600);
        Theme.LIGHT.apply(scene);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void close() {
        cursor.close();
    }

    @SuppressWarnings("unchecked")
    private ListView<Integer> list() {
        return (ListView<Integer>) view.node().lookup("#log-lines");
    }

    private void waitFor(Callable<Boolean> c) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, c);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theCursorsLineIsSelectedInTheWindowThatHoldsItAndTheKeyboardCrossesWindows(FxRobot robot) throws Exception {
        assertTrue(all.size() > 3 * WINDOW, "a log of several windows: " + all.size());
        waitFor(() -> fx(() -> view.size() == all.size()));
        assertTrue(fx(() -> list().getItems().size()) <= WINDOW, "the list holds one window");
        // a step whose first line is deep in the log, in a window of its own
        int target = all.size() - WINDOW / 2;
        int step = all.get(target).step();
        int first = target;
        while (first > 0 && all.get(first - 1).step() == step) {
            first--;
        }
        int want = first;
        fx(() -> {
            cursor.seek(step);
            return null;
        });
        waitFor(() -> fx(() -> view.selectedLine() != null && view.selectedLine().equals(all.get(want))));
        assertEquals(want / WINDOW * WINDOW, (int) fx(view::windowFirst), "the window holding the cursor's line");
        assertTrue(fx(view::statusText).contains("showing " + (want / WINDOW * WINDOW + 1) + "–"),
                fx(view::statusText));
        // Up from the window's first row goes on to the last line of the window before
        int top = fx(view::windowFirst);
        fx(() -> {
            list().getSelectionModel().clearAndSelect(0);
            list().requestFocus();
            return null;
        });
        waitFor(() -> fx(() -> view.selectedLine() != null && view.selectedLine().equals(all.get(top))));
        robot.type(KeyCode.UP);
        waitFor(() -> fx(() -> view.selectedLine() != null && view.selectedLine().equals(all.get(top - 1))));
        assertEquals(top - WINDOW, (int) fx(view::windowFirst));
        assertEquals(WINDOW - 1, (int) fx(() -> list().getSelectionModel().getSelectedIndex()));
        waitFor(() -> fx(() -> cursor.step() == all.get(top - 1).step())); // the cursor follows the line
        // Down from its last row comes back
        robot.type(KeyCode.DOWN);
        waitFor(() -> fx(() -> view.selectedLine() != null && view.selectedLine().equals(all.get(top))));
        assertEquals(top, (int) fx(view::windowFirst));
        // the buttons move the window, not the cursor
        int at = fx(() -> cursor.step());
        Button earlier = (Button) fx(() -> view.node().lookup("#log-earlier"));
        Button later = (Button) fx(() -> view.node().lookup("#log-later"));
        assertTrue(fx(earlier::isVisible) && fx(later::isVisible), "a windowed log shows the buttons");
        robot.clickOn((Node) earlier);
        waitFor(() -> fx(view::windowFirst) == top - WINDOW);
        assertEquals(at, (int) fx(() -> cursor.step()), "a window moved is no step");
        int firstOfWindow = fx(() -> list().getItems().get(0));
        assertEquals(top - WINDOW, firstOfWindow, "the list's rows are the log's");
        while (fx(() -> !later.isDisabled())) {
            robot.clickOn((Node) later);
            WaitForAsyncUtils.waitForFxEvents();
        }
        int last = fx(view::windowFirst) + fx(() -> list().getItems().size());
        assertEquals(all.size(), last, "the last window ends with the log");
    }
}
