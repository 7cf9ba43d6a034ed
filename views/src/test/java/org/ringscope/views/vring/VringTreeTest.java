package org.ringscope.views.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.ringscope.views.FxCall.fx;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringscope.model.udma.Direction;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The vring tree at another step: new counts are written into the cells already shown (the tree, its root and its
 * selection kept); new vrings, or another half picked, build it again.
 */
@ExtendWith(ApplicationExtension.class)
class VringTreeTest {
    private final List<String> picked = new ArrayList<>();
    private VringTree tree;

    @Start
    void start(Stage stage) {
        tree = new VringTree((k, d) -> picked.add(k + "." + d));
        stage.setScene(new Scene(tree.control(), 360, 400));
        stage.show();
    }

    private static VringCatalog catalog(int step, int tx0, int tx1, String... extra) {
        List<VringCatalog.Row> rows = new ArrayList<>();
        rows.add(new VringCatalog.Row("q0", "sg00", "qset", 0, "static", 0, "qSPIO0_0", tx0, 2, false, false, 16));
        rows.add(new VringCatalog.Row("q1", "sg00", "qset", 1, "static", 0, "qSPIO0_1", tx1, 2, false, false, 16));
        for (String k : extra) {
            rows.add(new VringCatalog.Row(k, "sg00", "qset", 2, "static", 0, k, 1, 1, false, false, 16));
        }
        return new VringCatalog(step, rows);
    }

    /** The detail text of the cell showing {@code label} (a half of q0 is "TX"/"RX"; the first match). */
    private String detail(String label) {
        return fx(() -> tree.control().lookupAll(".tree-cell").stream().map(n -> (TreeCell<?>) n)
                .filter(c -> !c.isEmpty() && c.getGraphic() != null).map(c -> (HBox) c.getGraphic())
                .filter(b -> ((Label) b.getChildren().get(0)).getText().equals(label))
                .map(b -> ((Label) b.getChildren().get(1)).getText()).findFirst().orElse("(no cell " + label + ")"));
    }

    @Test
    void newCountsAreWrittenIntoTheCellsAndNewVringsRebuildTheTree() {
        fx(() -> {
            tree.show(catalog(10, 3, 5), "q0", Direction.TX);
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("3 + 2", detail("qSPIO0_0"));
        assertEquals("3", detail("TX"));
        TreeItem<VringTree.Node> root = fx(() -> tree.control().getRoot());
        TreeItem<VringTree.Node> selected = fx(() -> tree.control().getSelectionModel().getSelectedItem());

        fx(() -> {
            tree.show(catalog(11, 7, 5), "q0", Direction.TX);
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("7 + 2", detail("qSPIO0_0"), "the new count, in place");
        assertEquals("7", detail("TX"));
        assertSame(root, fx(() -> tree.control().getRoot()), "the tree is kept");
        assertSame(selected, fx(() -> tree.control().getSelectionModel().getSelectedItem()), "so is its selection");
        assertEquals(List.of(), picked, "updating the counts picks nothing");

        fx(() -> {
            tree.show(catalog(12, 7, 5, "q2"), "q0", Direction.TX);
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertNotSame(root, fx(() -> tree.control().getRoot()), "a new vring: the tree is built again");
        assertEquals("7 + 2", detail("qSPIO0_0"));
    }
}
