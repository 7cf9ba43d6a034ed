package org.ringscope.views.memory;

import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import org.ringscope.model.memory.MemoryArea;
import org.ringscope.model.memory.ValueFormat;
import org.ringscope.views.ColumnFit;
import org.ringscope.views.Tables;

/** The Memory view's list of the run's areas: name, element type, size and kind, each column as wide as it shows. */
final class MemoryAreasTable {
    private MemoryAreasTable() {
    }

    /** The table, empty, saying {@code placeholder} while it is. */
    static TableView<MemoryArea> create(Label placeholder) {
        TableView<MemoryArea> areas = new TableView<>();
        areas.setId("memory-areas");
        areas.setAccessibleText("Memory areas");
        areas.setFixedCellSize(24);
        areas.getColumns().add(ColumnFit.key(Tables.column("area", 150, MemoryArea::name, "mono")));
        areas.getColumns().add(Tables.column("type", 58, a -> ValueFormat.name(a.dtype())));
        areas.getColumns().add(Tables.plain(Tables.column("size", 60, a -> MemoryStatus.size(a.size()), "num"),
                a -> Long.toString(a.size())));
        areas.getColumns().add(Tables.column("kind", 52, a -> a.kind().word()));
        areas.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        placeholder.getStyleClass().add("placeholder");
        placeholder.setWrapText(true);
        areas.setPlaceholder(placeholder);
        return areas;
    }
}
