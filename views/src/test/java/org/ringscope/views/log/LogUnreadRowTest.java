package org.ringscope.views.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.views.FxCall.fx;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ListView;
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
import org.ringscope.views.Theme;
import org.ringscope.views.ViewContext;
import org.ringscope.views.cursor.JournalCursor;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.SessionSource;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A line picked before its page is read still takes the cursor to its step: the view reads the line's page and then
 * moves the cursor, as it does for a line already read. The sample run ten times makes a log of thousands of lines,
 * many pages of them, in windows of {@value #WINDOW} rows.
 */
@ExtendWith(ApplicationExtension.class)
class LogUnreadRowTest {
    private static final int WINDOW = 64;

    private JournalCursor cursor;
    private LogView view;
    private List<LogLine> all;

    @Start
    void start(Stage stage) throws Exception {
        EmulationSession session = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
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
