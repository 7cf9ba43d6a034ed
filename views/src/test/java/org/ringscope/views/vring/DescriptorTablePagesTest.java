package org.ringscope.views.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.ringscope.views.FxCall.fx;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.HalfWords;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The keyboard walks a half across its pages: Down on a page's last row turns to the next, Up on its first back. */
@ExtendWith(ApplicationExtension.class)
class DescriptorTablePagesTest {
    private static final int USED = HalfSnapshot.PAGE + 100; // two pages: 65,536 and 100 descriptors
    private final List<Integer> picked = new ArrayList<>();
    private DescriptorTable table;

    @Start
    void start(Stage stage) {
        table = new DescriptorTable(picked::add);
        long[] words = new long[2 * USED];
        for (int i = 0; i < USED; i++) {
            words[2 * i + 1] = 0x1000L * i; // an address per descriptor, so rows differ
        }
        table.show(new HalfSnapshot("q0", "sg00", "static", Arch.CAYMAN, Direction.TX, 1, USED, 16_777_200, false, 0,
                HalfWords.of(words), null, null, 0, Map.of(), null));
        stage.setScene(new Scene(table.control(), 700, 400));
        stage.show();
    }

    private void press(FxRobot robot, KeyCode k) {
        robot.type(k);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void downOnThePagesLastRowTurnsThePageAndUpTurnsItBack(FxRobot robot) {
        fx(() -> {
            table.select(HalfSnapshot.PAGE - 2);
            table.control().requestFocus();
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, (int) fx(() -> table.page().page()));
        press(robot, KeyCode.DOWN);
        assertEquals(HalfSnapshot.PAGE - 1, (int) fx(() -> table.page().index(table.control().getSelectionModel()
                .getSelectedIndex())), "within the page as before");
        press(robot, KeyCode.DOWN);
        assertEquals(1, (int) fx(() -> table.page().page()), "on to the next page");
        assertEquals(0, (int) fx(() -> table.control().getSelectionModel().getSelectedIndex()));
        assertEquals(HalfSnapshot.PAGE, picked.get(picked.size() - 1), "descriptor 65,536 of the half is picked");
        press(robot, KeyCode.UP);
        assertEquals(0, (int) fx(() -> table.page().page()), "back to the first page");
        assertEquals(HalfSnapshot.PAGE - 1, picked.get(picked.size() - 1), "on its last descriptor");
        assertEquals(HalfSnapshot.PAGE - 1, (int) fx(() -> table.control().getSelectionModel().getSelectedIndex()));
    }
}
