package org.ringscope.views.profile;

import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import org.ringscope.model.location.Location;
import org.ringscope.model.profile.PacketLink;
import org.ringscope.model.profile.ProfileComparison;
import org.ringscope.model.profile.QueueStatus;
import org.ringscope.model.provenance.Row;
import org.ringscope.views.Format;

/** The Profile Compare view's tables, its summary line and its "why" lines. */
final class ProfileTables {
    private ProfileTables() {
    }

    static TableView<ProfileComparison.QueueRow> queues() {
        TableView<ProfileComparison.QueueRow> t = new TableView<>();
        t.setId("profile-queues");
        t.getColumns().add(column("Queue", 230, ProfileComparison.QueueRow::queue));
        t.getColumns().add(column("Emulated queue", 170, r -> r.emulated().isEmpty() ? "(not in the NEFF)" : r.emulated()));
        // both sides under one heading each: short headers that fit a docked view
        t.getColumns().add(group("Packets", column("Profile", 70, r -> Format.count(r.profilePackets())),
                column("Emulated", 75, r -> Format.count(r.emulatedPackets()))));
        t.getColumns().add(group("Bytes", column("Profile", 90, r -> Format.count(r.profileBytes())),
                column("Emulated", 90, r -> Format.count(r.emulatedBytes()))));
        t.getColumns().add(column("Status", 80, r -> r.status().word()));
        t.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        return t;
    }

    static void packetColumns(TableView<Integer> t, Supplier<PacketRows> rows) {
        TableColumn<Integer, String> group = null;
        for (PacketRows.Column c : PacketRows.Column.values()) {
            TableColumn<Integer, String> col = column(c.title, c.width, k -> rows.get() == null ? ""
                    : rows.get().cell(k, c));
            if (c.group.isEmpty()) {
                t.getColumns().add(col);
                group = null;
                continue;
            }
            if (group == null || !group.getText().equals(c.group)) {
                group = group(c.group);
                t.getColumns().add(group);
            }
            group.getColumns().add(col);
        }
        t.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
    }

    @SafeVarargs
    private static <T> TableColumn<T, String> group(String name, TableColumn<T, String>... columns) {
        TableColumn<T, String> g = new TableColumn<>(name);
        g.getColumns().addAll(columns);
        g.setSortable(false);
        return g;
    }

    private static <T> TableColumn<T, String> column(String name, double width, Function<T, String> value) {
        TableColumn<T, String> c = new TableColumn<>(name);
        c.setPrefWidth(width);
        c.setMinWidth(Math.min(width, 60));
        c.setSortable(false);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(value.apply(d.getValue())));
        c.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                String s = empty || item == null ? null : item;
                setText(s);
                setTooltip(s == null || s.isEmpty() ? null : new Tooltip(s));
            }
        });
        return c;
    }

    static String summary(ProfileComparison c) {
        long bad = c.queues().stream().filter(q -> q.status() != QueueStatus.MATCHED)
                .count();
        String head = Format.count(c.rows()) + " packets in the profile, " + Format.count(c.matched()) + " matched; "
                + c.queues().size() + " queues, " + bad + " that part" + (c.unmatched().isEmpty() ? ""
                : "; " + c.unmatched().size() + " the NEFF lacks");
        String first = c.first() == null ? "  ·  every queue's packets match the emulation"
                : "  ·  first divergence: " + c.first().message();
        String notes = c.notes().isEmpty() ? "" : "  ·  " + String.join("; ", c.notes().subList(0,
                Math.min(2, c.notes().size())));
        return head + first + notes;
    }

    /** The lines of "why is this packet here?" and the place each selects. */
    static void why(PacketLink l, List<String> text, List<Location> places) {
        text.add("Emulated packet at step " + Format.count(l.step()) + " on " + l.queue() + ", " + Format.count(l.bytes())
                + " bytes");
        places.add(l.tx());
        if (l.tx() != null) {
            text.add("TX " + l.tx().label() + " (" + l.txCount() + " descriptor" + (l.txCount() == 1 ? "" : "s") + ")");
            places.add(l.tx());
        }
        if (l.rx() != null) {
            text.add("RX " + l.rx().label() + " (" + l.rxCount() + " descriptor" + (l.rxCount() == 1 ? "" : "s") + ")");
            places.add(l.rx());
        }
        for (Row r : l.rows()) {
            if (r instanceof Row.Dumped || r instanceof Row.Authored || r instanceof Row.Edited
                    || r instanceof Row.Template || r instanceof Row.Entry || r instanceof Row.Dge) {
                text.add(r.text());
                places.add(r.location());
            }
        }
        if (l.neffEntry().isEmpty()) {
            text.add("No NEFF dma entry behind it (an instruction fetch, the exec queue or a DGE descriptor)");
            places.add(null);
        }
    }
}
