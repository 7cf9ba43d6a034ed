package org.ringscope.views.diff;

import java.util.Locale;
import java.util.function.IntConsumer;
import javafx.collections.FXCollections;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.diff.RelocationDiff;
import org.ringscope.model.diff.RingDiff;
import org.ringscope.model.dump.DumpManifest;
import org.ringscope.views.Format;
import org.ringscope.views.Tables;

/**
 * The diff view's left side: the summary (identical or not; rings, relocations, memory), the rings with their
 * counts (changed ≠, inserted +, deleted −; one row per ring, never per descriptor), "only rings that differ", and
 * the relocation patches that differ (library, relocation-table row, kind, A and B).
 */
final class RingPanel {
    private final DiffPresentation p;
    private final IntConsumer selected;
    private final Label summary = new Label();
    private final TableView<RingDiff> rings = new TableView<>();
    private final CheckBox onlyDiffering = new CheckBox("Only rings that differ");
    private final TableView<RelocationDiff.Change> patches = new TableView<>();
    private final TitledPane relocations = new TitledPane("Relocation patches", patches);
    private final Label memory = new Label();
    private final VBox root;
    private boolean updating;

    RingPanel(DiffPresentation p, IntConsumer selected) {
        this.p = p;
        this.selected = selected;
        summary.getStyleClass().add("diff-summary");
        summary.setId("diff-summary");
        summary.setWrapText(true);
        summary.setMinHeight(Region.USE_PREF_SIZE);
        rings.setId("diff-rings");
        rings.setPlaceholder(new Label("No rings"));
        rings.getColumns().add(Tables.column("Ring", 246, r -> r.id().toString(), "mono")); // cut, with a tooltip
        rings.getColumns().add(Tables.column("≠", 34, r -> Format.count(r.changed()), "num"));
        rings.getColumns().add(Tables.column("+", 30, r -> Format.count(r.inserted()), "num"));
        rings.getColumns().add(Tables.column("−", 30, r -> Format.count(r.deleted()), "num"));
        rings.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        rings.getColumns().get(0).setMinWidth(120);
        rings.getColumns().subList(1, 4).forEach(c -> c.setMaxWidth(48));
        rings.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(RingDiff item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().remove("diff-ring-same");
                if (!empty && item != null && item.identical()) {
                    getStyleClass().add("diff-ring-same");
                }
                setTooltip(empty || item == null ? null : new Tooltip(item.id() + ": "
                        + DiffRows.counts(item) + " (" + item.alignment().name().toLowerCase(Locale.ROOT)
                        + " alignment)"));
            }
        });
        rings.getSelectionModel().selectedIndexProperty().addListener((o, was, now) -> {
            if (!updating && now.intValue() >= 0) {
                selected.accept(now.intValue());
            }
        });
        onlyDiffering.setId("diff-only-differing");
        onlyDiffering.setOnAction(e -> {
            p.setOnlyDifferingRings(onlyDiffering.isSelected());
            refresh();
            selected.accept(p.selectedRing());
        });
        patches.setId("diff-patches");
        patches.setPlaceholder(new Label("No relocation patch differs"));
        patches.getColumns().add(Tables.column("Library", 110, RelocationDiff.Change::library));
        patches.getColumns().add(Tables.column("Row", 44, c -> Integer.toString(c.index()), "num"));
        patches.getColumns().add(Tables.column("Kind", 64, RelocationDiff.Change::kind));
        patches.getColumns().add(Tables.column("A", 170, c -> patch(c.a()), "mono"));
        patches.getColumns().add(Tables.column("B", 170, c -> patch(c.b()), "mono"));
        patches.setPrefHeight(150);
        memory.setWrapText(true);
        memory.getStyleClass().add("diff-summary");
        VBox box = new VBox(patches, memory);
        VBox.setVgrow(patches, Priority.ALWAYS);
        relocations.setContent(box);
        relocations.setExpanded(false);
        relocations.setId("diff-relocations");
        root = new VBox(4, summary, onlyDiffering, rings, relocations);
        VBox.setVgrow(rings, Priority.ALWAYS);
        root.setMinWidth(280); // the ring names, cut in the middle, beside their three counts
    }

    private static String patch(DumpManifest.Patch x) {
        return x == null ? "—" : x.type() + " @" + Format.hex(x.site()) + " " + x.before() + "→" + x.after();
    }

    VBox node() {
        return root;
    }

    TableView<RingDiff> table() {
        return rings;
    }

    /** Shows the presentation's rings, summary and relocations, the ring shown selected. */
    void refresh() {
        updating = true;
        try {
            DumpDiff d = p.diff();
            summary.setText(DiffRows.summary(d));
            rings.setItems(FXCollections.observableArrayList(p.rings()));
            if (p.selectedRing() >= 0) {
                rings.getSelectionModel().select(p.selectedRing());
                rings.scrollTo(Math.max(0, p.selectedRing() - 3));
            }
            onlyDiffering.setSelected(p.onlyDifferingRings());
            RelocationDiff r = d == null ? RelocationDiff.none() : d.relocations();
            patches.setItems(FXCollections.observableArrayList(r.changes()));
            relocations.setExpanded(!r.changes().isEmpty());
            relocations.setText("Relocation patches: " + (r.changes().isEmpty() ? "none differ"
                    : r.changes().size() + " differ"));
            memory.setText(d == null ? "" : DiffRows.relocations(r) + "\n" + DiffRows.memory(d.memory()));
        } finally {
            updating = false;
        }
    }
}
