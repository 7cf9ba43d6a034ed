package org.ringscope.views.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.views.Format;
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
 * every layout): here windows of {@value #WINDOW} rows over the trace log of the sample run ten times, thousands of
 * lines in many pages. The cursor's line is selected in whatever window holds it, the keyboard walks across windows,
 * the buttons move the window; a line picked before its page is read takes the cursor to its step once it is.
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
        session = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults().withExecutions(10));
        session.run();
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
        assertTrue(fx(view::statusText).contains("showing " + Format.count(want / WINDOW * WINDOW + 1L) + "–"),
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
        robot.clickOn((Node) later);
        waitFor(() -> fx(view::windowFirst) == top);
        fx(() -> {
            while (!later.isDisabled()) {
                later.fire();
            }
            return null;
        });
        int last = fx(view::windowFirst) + fx(() -> list().getItems().size());
        assertEquals(all.size(), last, "the last window ends with the log");
    }

    @Test
    void aLinePickedBeforeItsPageIsReadTakesTheCursorToItsStep() throws Exception {
        assertTrue(all.size() > 4 * LogPage.SIZE, "a log of several pages: " + all.size());
        waitFor(() -> fx(() -> view.size() == all.size() && view.selectedLine() != null));
        int start = fx(() -> cursor.step());
        Button later = (Button) fx(() -> view.node().lookup("#log-later"));
        // in one turn of the FX thread, before any cell of the new window can ask for its page: the window moved
        // past the page read around the cursor's line, and a row of it picked
        int[] picked = fx(() -> {
            int from = view.windowFirst();
            while (view.windowFirst() < from + 2 * LogPage.SIZE) {
                later.fire();
            }
            int i = 10;
            int row = view.windowFirst() + i;
            while (all.get(row).step() == cursor.step()) {
                row++;
                i++;
            }
            boolean unread = !view.read(row);
            list().getSelectionModel().clearAndSelect(i);
            return new int[] {row, unread ? 1 : 0};
        });
        int row = picked[0];
        assertEquals(1, picked[1], "the picked line was not read when it was picked");
        assertNotEquals(start, all.get(row).step());
        waitFor(() -> fx(() -> cursor.step() == all.get(row).step()));
        assertEquals(all.get(row), fx(view::selectedLine), "the picked line stays selected, now read");
        assertEquals(row / WINDOW * WINDOW, (int) fx(view::windowFirst));
    }
}
