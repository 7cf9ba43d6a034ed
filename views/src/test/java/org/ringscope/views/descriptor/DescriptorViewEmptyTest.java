package org.ringscope.views.descriptor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.views.FxCall.fx;

import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringscope.model.location.Location;
import org.ringscope.views.ViewContext;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.select.Selection;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The inspector with nothing to show says so (the window's inspector no longer starts on a demo descriptor that
 * would pass for one of the run's); it shows what it is given to inspect, and clears with a reason.
 */
@ExtendWith(ApplicationExtension.class)
class DescriptorViewEmptyTest {
    private final DemoDescriptorSource demo = new DemoDescriptorSource();
    private DescriptorView view;

    @Start
    void start(Stage stage) {
        view = new DescriptorView(new ViewContext(new Selection(), Cursor.none(),
                Runnable::run), demo, null);
        stage.setScene(new Scene((Parent) view.node(), 520, 700));
        stage.show();
    }

    private String text(FxRobot robot, String id) {
        return fx(() -> robot.lookup(id).queryLabeled().getText());
    }

    @Test
    void nothingThenADescriptorThenNothingAgain(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Optional.empty(), fx(view::shown));
        assertEquals("No descriptor", text(robot, "#desc-title"));
        assertTrue(text(robot, "#desc-summary").startsWith("Select a descriptor"), text(robot, "#desc-summary"));

        Location first = demo.first();
        fx(() -> {
            view.inspect(first);
            return null;
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> fx(view::shown).isPresent());
        assertEquals(Optional.of(first), fx(view::shown));
        assertTrue(text(robot, "#desc-title").contains("#0"), text(robot, "#desc-title"));

        fx(() -> {
            view.clear("No vring holds a descriptor at this step.");
            return null;
        });
        assertEquals(Optional.empty(), fx(view::shown));
        assertEquals("No descriptor", text(robot, "#desc-title"));
        assertEquals("No vring holds a descriptor at this step.", text(robot, "#desc-summary"));
    }
}
