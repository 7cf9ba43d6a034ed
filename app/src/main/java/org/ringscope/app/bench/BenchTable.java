package org.ringscope.app.bench;

import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import org.ringscope.model.udma.DescriptorFields;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.Format;
import org.ringscope.views.Tables;

/**
 * The descriptor table the harness scrolls while the vring view is not on main yet: a virtualized {@link TableView}
 * over {@link Tables#indexRows} (no object per row) whose cells decode each visible descriptor from an immutable
 * copy of a vring half's words — the index model the vring view's descriptor table uses — with its columns
 * (index, flags, ring id, length, address).
 */
final class BenchTable {
    private BenchTable() {
    }

    static TableView<Integer> of(long[] words, Direction d) {
        int n = words.length / 2;
        TableView<Integer> t = new TableView<>(Tables.indexRows(n));
        t.setId("bench-descriptor-table");
        t.setFixedCellSize(24);
        t.getColumns().add(Tables.column("#", 90, i -> Format.count(i), "mono"));
        t.getColumns().add(Tables.column("flags", 170, i -> flags(fields(words, d, i)), "mono"));
        t.getColumns().add(Tables.column("ring id", 60, i -> Integer.toString(fields(words, d, i).ringId()), "mono"));
        t.getColumns().add(Tables.column("length", 90, i -> Format.count(fields(words, d, i).size()), "mono"));
        t.getColumns().add(Tables.column("address", 150, i -> Format.hex(fields(words, d, i).bufPtr(), 12), "mono"));
        t.getColumns().forEach(c -> ((TableColumn<Integer, ?>) c).setSortable(false));
        return t;
    }

    private static DescriptorFields fields(long[] w, Direction d, int i) {
        return DescriptorFields.decode(d, w[2 * i], w[2 * i + 1]);
    }

    private static String flags(DescriptorFields f) {
        StringBuilder b = new StringBuilder();
        if (f.first()) {
            b.append("FIRST ");
        }
        if (f.concat()) {
            b.append("CONCAT ");
        }
        if (f.last()) {
            b.append("LAST ");
        }
        if (f.dmb()) {
            b.append("DMB ");
        }
        if (f.sow()) {
            b.append("SOW ");
        }
        return b.toString().strip();
    }
}
