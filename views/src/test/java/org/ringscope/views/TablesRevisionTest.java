package org.ringscope.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.views.FxCall.fx;

import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A column made with a revision reads its cells' text again when the revision is bumped, in the cells already there:
 * the rows shown get new contents without the new cells (and their CSS) that {@code TableView.refresh()} makes.
 */
@ExtendWith(ApplicationExtension.class)
class TablesRevisionTest {
    private final String[] words = {"a0", "a1", "a2", "a3", "a4"};
    private final Revision revision = new Revision();
    private TableView<Integer> table;

    @Start
    void start(Stage stage) {
        table = new TableView<>(Tables.indexRows(words.length));
        table.getColumns().add(Tables.column("word", 120, i -> words[i], revision));
        stage.setScene(new Scene(table, 300, 240));
        stage.show();
    }

    private List<TableCell<?, ?>> cells() {
        return fx(() -> table.lookupAll(".table-cell").stream().filter(n -> n instanceof TableCell<?, ?> c
                && !c.isEmpty() && c.getIndex() >= 0 && c.getIndex() < words.length).map(n -> (TableCell<?, ?>) n)
                .sorted(Comparator.comparingInt(TableCell::getIndex)).collect(Collectors.toList()));
    }

    private List<String> texts() {
        return fx(() -> cells().stream().map(TableCell::getText).toList());
    }

    @Test
    void aNewRevisionUpdatesTheTextInTheSameCells() {
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("a0", "a1", "a2", "a3", "a4"), texts());
        Set<Node> before = Set.copyOf(cells());
        fx(() -> {
            for (int i = 0; i < words.length; i++) {
                words[i] = "b" + i;
            }
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("a0", "a1", "a2", "a3", "a4"), texts(), "without a new revision the cells keep their text");
        fx(() -> {
            revision.bump();
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("b0", "b1", "b2", "b3", "b4"), texts());
        assertTrue(before.containsAll(cells()), "the same cells, not new ones");
    }
}
