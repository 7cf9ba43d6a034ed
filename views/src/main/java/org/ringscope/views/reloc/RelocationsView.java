package org.ringscope.views.reloc;

import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringscope.model.location.Segment;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.ucode.Patch;
import org.ringscope.views.Format;
import org.ringscope.views.Tables;
import org.ringscope.views.ViewContext;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.select.Selection;

/**
 * The relocation view of one ucode library after prelink: its ELF segments and where they were placed, the
 * relocation table with the patch each row applied (site, word before and after), and the selected patch's
 * bytes, arithmetic and context. Selecting a relocation selects its segment; selecting a segment marks its
 * relocations. It follows the shared selection for its library's {@link org.ringscope.model.location.Patch} and
 * {@link Segment}.
 */
public final class RelocationsView extends WorkbenchView {
    private static final PseudoClass UNPATCHED = PseudoClass.getPseudoClass("unpatched");
    private static final PseudoClass FAILED = PseudoClass.getPseudoClass("bad");
    private static final PseudoClass RELATED = PseudoClass.getPseudoClass("related");

    private final Selection selection;
    private final TableView<RelocationsModel.SegmentRow> segments = new TableView<>();
    private final TableView<Integer> relocations = new TableView<>();
    private final PatchDetail detail = new PatchDetail();
    private final Label title = new Label();
    private final Label facts = new Label();
    private final Label badge = new Label();
    private final Label failure = new Label();
    private final Label relocSummary = new Label();
    private final BorderPane root = new BorderPane();
    private RelocationsModel model;
    private int segmentOfSelection = -1;
    private boolean applying;

    public RelocationsView(ViewContext ctx, UcodeDocument doc) {
        super(ViewKind.RELOCATIONS, "Relocations");
        this.selection = ctx.selection();
        root.setId("relocations-view");
        root.getStyleClass().add("reloc-view");
        buildSegments();
        buildRelocations();

        title.getStyleClass().add("doc-title");
        title.setId("reloc-title");
        facts.getStyleClass().add("dim");
        facts.setId("reloc-facts");
        badge.getStyleClass().add("badge");
        badge.setId("reloc-status");
        failure.getStyleClass().add("warning-bar");
        failure.setId("reloc-failure");
        failure.setWrapText(true);
        failure.setMaxWidth(Double.MAX_VALUE);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox line = new HBox(12, title, facts, spacer, badge);
        line.setAlignment(Pos.BASELINE_LEFT);
        VBox top = new VBox(6, line, failure);
        top.getStyleClass().add("doc-banner");

        VBox segBox = pane("ELF segments", segments, null);
        VBox relBox = pane("Relocation table", relocations, relocSummary);
        SplitPane split = new SplitPane(relBox, detail.node());
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.5);
        VBox.setVgrow(split, Priority.ALWAYS);
        root.setTop(top);
        root.setCenter(new VBox(segBox, split));

        follow(selection, e -> {
            if (model == null || e.current() == null) {
                return;
            }
            if (e.current() instanceof org.ringscope.model.location.Patch p && p.lib().equals(model.library())) { // qualified: clashes
                applyFromSelection(() -> selectRelocation(p.index()));
            } else if (e.current() instanceof Segment s && s.lib().equals(model.library())) {
                applyFromSelection(() -> selectSegment(s.phdr()));
            }
        });
        show(doc);
    }

    private static VBox pane(String name, Node table, Label extra) {
        Label l = new Label(name);
        l.getStyleClass().add("section-title");
        HBox head = extra == null ? new HBox(10, l) : new HBox(10, l, extra);
        head.setAlignment(Pos.BASELINE_LEFT);
        head.getStyleClass().add("pane-header");
        if (extra != null) {
            extra.getStyleClass().add("dim");
        }
        VBox box = new VBox(head, table);
        VBox.setVgrow(table, Priority.ALWAYS);
        return box;
    }

    private void buildSegments() {
        segments.setId("reloc-segment-table");
        segments.setAccessibleText("ELF segments");
        segments.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        segments.setFixedCellSize(24);
        segments.getColumns().add(Tables.column("#", 40, (RelocationsModel.SegmentRow s) -> Integer.toString(s.phdr()), "num"));
        segments.getColumns().add(Tables.column("Type", 80, RelocationsModel.SegmentRow::type));
        segments.getColumns().add(Tables.column("Role", 70, RelocationsModel.SegmentRow::role));
        segments.getColumns().add(Tables.column("Offset", 90, s -> Format.hex(s.offset(), 6), "mono", "num"));
        segments.getColumns().add(Tables.column("Link addr", 100, s -> Format.hex(s.paddr(), 8), "mono", "num"));
        segments.getColumns().add(Tables.column("File size", 80, s -> Format.count(s.filesz()), "mono", "num"));
        segments.getColumns().add(Tables.column("Mem size", 80, s -> Format.count(s.memsz()), "mono", "num"));
        segments.getColumns().add(Tables.column("Flags", 56, RelocationsModel.SegmentRow::flags, "mono"));
        segments.getColumns().add(Tables.column("Placed at", 160, RelocationsModel.SegmentRow::placed, "mono"));
        segments.getColumns().forEach(c -> c.setSortable(false));
        segments.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (now != null && !applying) {
                segmentOfSelection = now.phdr();
                relocations.refresh();
                selection.select(model.segmentLocation(now.phdr()), this);
            }
        });
    }

    private void buildRelocations() {
        relocations.setId("reloc-table");
        relocations.setAccessibleText("Relocations");
        relocations.setFixedCellSize(24);
        relocations.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        relocations.getColumns().add(Tables.column("#", 44, (Integer i) -> Integer.toString(i), "num"));
        relocations.getColumns().add(Tables.column("r_offset", 96, i -> Format.hex(row(i).offset(), 8), "mono", "num"));
        relocations.getColumns().add(Tables.column("Type", 170, i -> row(i).type(), "mono"));
        relocations.getColumns().add(Tables.column("Addend", 70, i -> Long.toString(row(i).addend()), "mono", "num"));
        relocations.getColumns().add(Tables.column("Seg", 44, i -> row(i).phdr() < 0 ? "—" : Integer.toString(row(i).phdr()), "num"));
        relocations.getColumns().add(Tables.column("Site", 100, i -> patch(i).map(p -> Format.hex(p.site(), 8)).orElse("—"), "mono", "num"));
        relocations.getColumns().add(Tables.column("Before", 100, i -> patch(i).map(p -> Format.hex(p.before(), 8)).orElse(""), "mono", "num"));
        relocations.getColumns().add(Tables.column("After", 100, i -> patch(i).map(p -> Format.hex(p.after(), 8))
                .orElse(row(i).failed() ? "stopped here" : "not applied"), "mono", "num"));
        relocations.getColumns().forEach(c -> c.setSortable(false));
        relocations.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(Integer i, boolean empty) {
                super.updateItem(i, empty);
                boolean has = !empty && i != null && model != null;
                pseudoClassStateChanged(UNPATCHED, has && row(i).patch().isEmpty());
                pseudoClassStateChanged(FAILED, has && row(i).failed());
                pseudoClassStateChanged(RELATED, has && !isSelected() && segmentOfSelection >= 0
                        && row(i).phdr() == segmentOfSelection);
            }
        });
        Tables.enableCopy(relocations);
        relocations.getSelectionModel().selectedIndexProperty().addListener((o, was, now) -> {
            int i = now.intValue();
            if (model == null || i < 0) {
                return;
            }
            showDetail(i);
            if (!applying) {
                selection.select(model.location(i), this);
            }
        });
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public Node focusNode() {
        return relocations;
    }

    public UcodeDocument document() {
        return model.document();
    }

    /** The relocation row shown in the detail, or -1. */
    public int selectedRelocation() {
        return relocations.getSelectionModel().getSelectedIndex();
    }

    /** The segment (program header index) selected in the segment table, or -1. */
    public int selectedSegment() {
        RelocationsModel.SegmentRow s = segments.getSelectionModel().getSelectedItem();
        return s == null ? -1 : s.phdr();
    }

    /** The detail's "after" bytes as text (e.g. {@code "58 e1 0b 00"}). */
    public String patchedBytes() {
        return detail.afterText();
    }

    /** The context rows' text. */
    public String contextText() {
        return detail.contextText();
    }

    /** Shows a (new) prelink result of the library. */
    public void show(UcodeDocument doc) {
        Fx.assertFxThread();
        model = new RelocationsModel(doc);
        setCaption(doc.displayName());
        title.setText(model.title());
        facts.setText(model.facts());
        badge.setText(model.status());
        badge.pseudoClassStateChanged(PseudoClass.getPseudoClass("good"), model.ok());
        badge.pseudoClassStateChanged(PseudoClass.getPseudoClass("bad"), !model.ok());
        failure.setText(model.failure());
        failure.setVisible(!model.ok());
        failure.setManaged(!model.ok());
        relocSummary.setText(model.relocationSummary());
        applyFromSelection(() -> {
            relocations.getSelectionModel().clearSelection();
            segments.getSelectionModel().clearSelection();
            segments.setItems(FXCollections.observableArrayList(model.segments()));
        // the segment table shows all its rows (a library has a handful), up to six
        double h = segments.getFixedCellSize() * (Math.min(6, Math.max(1, model.segments().size())) + 1.2) + 4;
        segments.setPrefHeight(h);
        segments.setMinHeight(h);
            relocations.setItems(Tables.indexRows(model.relocations().size()));
            detail.clear(model.relocations().isEmpty() ? "This library has no relocations" : "Select a relocation");
            if (!model.relocations().isEmpty()) {
                selectRelocation(0);
            }
        });
    }

    /** Selects relocation row {@code index}, its segment, and shows its patch; false when there is none. */
    public boolean selectRelocation(int index) {
        Fx.assertFxThread();
        if (model == null || index < 0 || index >= model.relocations().size()) {
            return false;
        }
        relocations.getSelectionModel().clearAndSelect(index);
        relocations.scrollTo(Math.max(0, index - 3));
        return true;
    }

    private void selectSegment(int phdr) {
        int r = model.segmentRow(phdr);
        if (r >= 0) {
            segments.getSelectionModel().clearAndSelect(r);
            segmentOfSelection = phdr;
            relocations.refresh();
        }
    }

    private void showDetail(int i) {
        detail.show(model, i);
        int phdr = row(i).phdr();
        boolean was = applying;
        applying = true;
        try {
            if (phdr >= 0) {
                selectSegment(phdr);
            } else {
                segments.getSelectionModel().clearSelection();
                segmentOfSelection = -1;
                relocations.refresh();
            }
        } finally {
            applying = was;
        }
    }

    private void applyFromSelection(Runnable r) {
        applying = true;
        try {
            r.run();
        } finally {
            applying = false;
        }
    }

    private RelocationsModel.RelocRow row(int i) {
        return model.relocations().get(i);
    }

    private Optional<Patch> patch(int i) {
        return row(i).patch();
    }
}
