package org.ringscope.views.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.views.FxCall.fx;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.HalfWords;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The page strip at another step: the same pages with new fills are drawn again in the cells already there. */
@ExtendWith(ApplicationExtension.class)
class PageStripTest {
    private final List<Integer> picked = new ArrayList<>();
    private PageStrip strip;

    @Start
    void start(Stage stage) {
        strip = new PageStrip(picked::add);
        stage.setScene(new Scene(strip.control(), 600, 80));
        stage.show();
    }

    private static HalfSnapshot half(int used) {
        return new HalfSnapshot("q0", "sg00", "static", Arch.CAYMAN, Direction.TX, used, used, 16_777_200, false, 0,
                HalfWords.of(new long[2 * used]), null, null, 0, Map.of(), null);
    }

    private List<ListCell<?>> cells() {
        return fx(() -> {
            List<ListCell<?>> out = new ArrayList<>();
            for (Node n : strip.control().lookupAll(".list-cell")) {
                if (n instanceof ListCell<?> c && !c.isEmpty() && c.getGraphic() != null) {
                    out.add(c);
                }
            }
            out.sort(Comparator.comparingInt(ListCell::getIndex));
            return out;
        });
    }

    private List<String> counts() {
        return fx(() -> cells().stream().map(c -> ((Label) c.getGraphic().lookup(".page-count")).getText()).toList());
    }

    @Test
    void newFillsAreDrawnInTheSameCells() {
        fx(() -> {
            strip.show(half(HalfSnapshot.PAGE + 100));
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("65,536 / 65,536", "100 / 65,536"), counts());
        Set<Node> before = Set.copyOf(cells());
        fx(() -> {
            strip.show(half(HalfSnapshot.PAGE + 200));
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("65,536 / 65,536", "200 / 65,536"), counts());
        assertTrue(before.containsAll(cells()), "the same cells");
        fx(() -> {
            strip.show(half(50));
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("50 / 65,536"), counts(), "one page now");
        assertEquals(List.of(), picked, "showing picks nothing");
    }
}
