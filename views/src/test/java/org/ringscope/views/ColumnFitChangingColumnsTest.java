package org.ringscope.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.views.FxCall.fx;

import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A fit that changes which columns are visible — as the NEFF view's member tree does: its size column shows only
 * while the names and the sizes fit beside each other, so widening the size column can hide it — measures every
 * column that was visible when it began, and does not fail on the list of visible columns shrinking under it.
 */
@ExtendWith(ApplicationExtension.class)
class ColumnFitChangingColumnsTest {
    private static final List<String> NAMES = List.of("neff/sg00/def.json", "neff/sg00/instructions/dma_ring_0.bin",
            "neff/sg00/kernel.json");
    private static final List<String> SIZES = List.of("20,480", "1,048,576", "3,145,728");
    /** The size column shows while it is narrower than this: its header alone is wider, once fitted. */
    private static final double ROOM = 30;

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new StackPane(), 200, 100));
        stage.show();
    }

    @Test
    void aTreeWhoseLastColumnHidesWhenFittedIsFittedWhole() {
        TreeTableView<Integer> tree = fx(() -> {
            TreeItem<Integer> root = new TreeItem<>(-1);
            for (int i = 0; i < NAMES.size(); i++) {
                root.getChildren().add(new TreeItem<>(i));
            }
            root.setExpanded(true);
            TreeTableView<Integer> t = new TreeTableView<>(root);
            t.setShowRoot(false);
            TreeTableColumn<Integer, String> name = new TreeTableColumn<>("Name");
            name.setCellValueFactory(f -> new ReadOnlyStringWrapper(text(NAMES, f.getValue().getValue())));
            name.setPrefWidth(40);
            TreeTableColumn<Integer, String> size = new TreeTableColumn<>("Size");
            size.setCellValueFactory(f -> new ReadOnlyStringWrapper(text(SIZES, f.getValue().getValue())));
            size.getStyleClass().add("num");
            size.setPrefWidth(10);
            size.visibleProperty().bind(size.prefWidthProperty().lessThan(ROOM));
            t.getColumns().addAll(List.of(name, size));
            return t;
        });
        assertEquals(2, fx(() -> tree.getVisibleLeafColumns().size()), "both columns show before the fit");
        fx(() -> {
            ColumnFit.refit(tree);
            return null;
        });
        TreeTableColumn<Integer, ?> name = tree.getColumns().get(0);
        TreeTableColumn<Integer, ?> size = tree.getColumns().get(1);
        assertFitted(name.getPrefWidth(), size.getPrefWidth(), size.isVisible());
        assertEquals(List.of(name), fx(() -> List.copyOf(tree.getVisibleLeafColumns())));
    }

    @Test
    void aTableWhoseLastColumnHidesWhenFittedIsFittedWhole() {
        TableView<Integer> table = fx(() -> {
            TableView<Integer> t = new TableView<>();
            for (int i = 0; i < NAMES.size(); i++) {
                t.getItems().add(i);
            }
            TableColumn<Integer, String> name = new TableColumn<>("Name");
            name.setCellValueFactory(f -> new ReadOnlyStringWrapper(text(NAMES, f.getValue())));
            name.setPrefWidth(40);
            TableColumn<Integer, String> size = new TableColumn<>("Size");
            size.setCellValueFactory(f -> new ReadOnlyStringWrapper(text(SIZES, f.getValue())));
            size.getStyleClass().add("num");
            size.setPrefWidth(10);
            size.visibleProperty().bind(size.prefWidthProperty().lessThan(ROOM));
            t.getColumns().addAll(List.of(name, size));
            return t;
        });
        assertEquals(2, fx(() -> table.getVisibleLeafColumns().size()), "both columns show before the fit");
        fx(() -> {
            ColumnFit.refit(table);
            return null;
        });
        TableColumn<Integer, ?> name = table.getColumns().get(0);
        TableColumn<Integer, ?> size = table.getColumns().get(1);
        assertFitted(name.getPrefWidth(), size.getPrefWidth(), size.isVisible());
        assertEquals(List.of(name), fx(() -> List.copyOf(table.getVisibleLeafColumns())));
    }

    private static void assertFitted(double name, double size, boolean sizeShown) {
        double longest = fx(() -> NAMES.stream().mapToDouble(s -> ColumnFit.width(s, false, false, 1)).max()
                .orElseThrow());
        double widestSize = fx(() -> SIZES.stream().mapToDouble(s -> ColumnFit.width(s, false, false, 1)).max()
                .orElseThrow());
        assertTrue(name >= Math.min(longest, ColumnFit.TEXT_PREF_MAX), "the names' column is fitted: " + name);
        assertTrue(size >= widestSize, "the sizes' column is fitted to its widest number: " + size + " < " + widestSize);
        assertFalse(sizeShown, "fitted, the size column no longer fits and hides");
    }

    private static String text(List<String> texts, Integer i) {
        return i == null || i < 0 ? "" : texts.get(i);
    }
}
