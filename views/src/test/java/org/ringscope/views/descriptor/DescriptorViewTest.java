package org.ringscope.views.descriptor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.views.FxCall.fx;

import java.util.List;
import java.util.Optional;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.Theme;
import org.ringscope.views.ViewContext;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.select.Selection;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The inspector in a window, headless: a field lights its bytes, a click on a byte selects its field (and the
 * next one on a second click), it follows the shared selection and publishes its own moves.
 */
@ExtendWith(ApplicationExtension.class)
class DescriptorViewTest {
    private final Selection selection = new Selection();
    private DescriptorView view;
    private final Half tx = Half.of(DemoDescriptorSource.VRING, Direction.TX);

    @Start
    void start(Stage stage) {
        DemoDescriptorSource demo = new DemoDescriptorSource();
        view = new DescriptorView(new ViewContext(selection, Cursor.none(), Runnable::run),
                demo, demo.first());
        Scene scene = new Scene((Parent) view.node(), 520, 760);
        Theme.LIGHT.apply(scene);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aFieldLightsItsBytesAndAByteSelectsItsField(FxRobot robot) {
        assertEquals(Optional.of(tx.descriptor(0)), fx(view::shown));
        assertEquals(Optional.of("LENGTH"), fx(view::selectedField), "LENGTH is where the inspector starts");
        assertEquals(List.of(0, 1), fx(view::litBytes));
        assertTrue(fx(() -> view.selectField("RING_ID")));
        assertEquals(List.of(3), fx(view::litBytes));
        assertTrue(fx(() -> view.selectField("write_barrier")));
        assertEquals(List.of(7), fx(view::litBytes), "meta_ctrl bit 26 lives in byte 7");

        robot.clickOn("#desc-byte-9");
        assertEquals(Optional.of("address"), fx(view::selectedField));
        assertEquals(List.of(8, 9, 10, 11, 12, 13, 14, 15), fx(view::litBytes));
        robot.clickOn("#desc-byte-3");
        assertEquals(Optional.of("CONCAT"), fx(view::selectedField));
        robot.clickOn("#desc-byte-3");
        assertEquals(Optional.of("DMB"), fx(view::selectedField), "a second click walks to the next flag in the byte");
        assertTrue(fx(() -> robot.lookup("#desc-caption").queryLabeled().getText()).startsWith("DMB · bits 30"));
    }

    @Test
    void itFollowsTheSelectionAndPublishesItsMoves(FxRobot robot) {
        Object other = "another view";
        fx(() -> selection.select(tx.descriptor(2), other));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Optional.of(tx.descriptor(2)), fx(view::shown));
        assertTrue(fx(() -> view.selectField("DMB")));
        assertTrue(fx(() -> robot.lookup("#desc-summary").queryLabeled().getText()).startsWith("TX DMB|FIRST|LAST"));

        robot.clickOn("#desc-next");
        assertEquals(Optional.of(tx.descriptor(3)), fx(view::shown));
        assertEquals(Optional.of(tx.descriptor(3)), fx(selection::current), "the inspector's own move is shared");
        assertEquals(Optional.of("DMB"), fx(view::selectedField), "the field stays chosen while stepping");
        robot.clickOn("#desc-half-rx");
        assertEquals(Optional.of(Half.of(DemoDescriptorSource.VRING, Direction.RX).descriptor(3)), fx(view::shown));

        fx(() -> selection.select(new SpineNode("nrt_load"), other));
        assertEquals(Optional.of(Half.of(DemoDescriptorSource.VRING, Direction.RX).descriptor(3)), fx(view::shown),
                "a selection that is no descriptor leaves it as it was");
        fx(() -> selection.select(Half.of("elsewhere", Direction.TX).descriptor(0), other));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Optional.of(Half.of(DemoDescriptorSource.VRING, Direction.RX).descriptor(3)), fx(view::shown),
                "nor does a descriptor the source does not know");
    }
}
