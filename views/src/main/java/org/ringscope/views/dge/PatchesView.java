package org.ringscope.views.dge;

import java.util.List;
import javafx.collections.FXCollections;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.location.Neff;
import org.ringscope.model.location.NeffMember;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.session.DgeTraffic;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.ColumnFit;
import org.ringscope.views.Tables;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.session.SessionSource;

/**
 * The load-time instruction patches of the run, beside the relocations of its ucode libraries (decision 1180):
 * every slot the load rewrote — a DGE pseudo (0xD4) lowered to its real word — with its site, the function that
 * wrote it, its bytes before and after, and what the device did with it. Selecting a patch selects its instruction
 * ({@link Instruction}), which the NEFF view opens with the fields of both words; an instruction selected
 * elsewhere selects its patch here.
 */
public final class PatchesView extends WorkbenchView {
    private final ViewContext ctx;
    private final SessionSource sessions;
    private final TableView<PatchesModel.Row> table = new TableView<>();
    private final TextArea detail = new TextArea();
    private final Label summary = new Label();
    private final Label placeholder = new Label();
    private final BorderPane root = new BorderPane();
    private EmulationSession session;
    private boolean following;

    public PatchesView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.PATCHES, "Instruction Patches");
        this.ctx = ctx;
        this.sessions = sessions;
        root.setId("patches-view");
        Label title = new Label("Instruction patches");
        title.getStyleClass().add("section-title");
        summary.getStyleClass().add("dim");
        summary.setId("patches-summary");
        VBox head = new VBox(2, title, summary);
        head.getStyleClass().add("pane-header");
        table.setId("patches-table");
        table.setAccessibleText("Instruction patches");
        table.setFixedCellSize(24);
        table.getColumns().add(ColumnFit.key(Tables.column("site", 128, PatchesModel.Row::site,
                "mono")));
        table.getColumns().add(Tables.column("offset", 62, r -> "0x" + Long.toHexString(r.patch().imageOffset()),
                "mono", "num"));
        table.getColumns().add(ColumnFit.key(Tables.column("before → after", 168,
                PatchesModel.Row::change, "mono")));
        table.getColumns().add(Tables.column("device", 160, PatchesModel.Row::device));
        table.getColumns().add(Tables.column("function", 240, r -> r.patch().function(), "mono"));
        // each column as wide as its texts (the table scrolls sideways in a narrow dock) rather than all of them cut
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        ColumnFit.install(table);
        placeholder.getStyleClass().add("placeholder");
        placeholder.setWrapText(true);
        table.setPlaceholder(placeholder);
        Tables.enableCopy(table);
        table.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> selected(now));
        detail.setId("patches-detail");
        detail.setEditable(false);
        detail.getStyleClass().add("mono");
        detail.setPromptText("Select a patch to see its bytes before and after.");
        SplitPane body = new SplitPane(table, detail);
        body.setOrientation(Orientation.VERTICAL);
        body.setDividerPositions(0.5);
        root.setTop(head);
        root.setCenter(body);
        follow(ctx.selection(), e -> {
            if (e.current() instanceof Instruction i && e.source() != this) {
                following = true;
                try {
                    select(i);
                } finally {
                    following = false;
                }
            }
        });
        follow(sessions, this::sessionChanged);
        sessionChanged(sessions.current().orElse(null));
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public Node focusNode() {
        return table;
    }

    /** The table (tests). */
    public TableView<?> table() {
        return table;
    }

    /** The rows' sites in table order, e.g. {@code sg00 Pool slot 2} (tests). */
    public List<String> sites() {
        return table.getItems().stream().map(PatchesModel.Row::site).toList();
    }

    private void sessionChanged(EmulationSession s) {
        session = s;
        if (s == null) {
            renderNow(() -> render(new PatchesModel.State(List.of(), "", SessionSource.emptyText(sessions,
                    PatchesModel.State.NONE.status()))));
            return;
        }
        render(new PatchesModel.State(List.of(), "", "Reading the load's patches…"));
        read(ctx, s, x -> PatchesModel.read(DgeTraffic.of(x)), this::render,
                err -> new PatchesModel.State(List.of(), "", "Could not read the patches: "
                        + ViewReads.message(err)));
    }

    private void render(PatchesModel.State st) {
        summary.setText(st.summary());
        placeholder.setText(st.status());
        table.setItems(FXCollections.observableArrayList(st.rows()));
        following = true; // showing a run selects its first patch here without moving the shared selection
        try {
            if (!st.rows().isEmpty()) {
                table.getSelectionModel().select(0);
            }
            ctx.selection().current().filter(l -> l instanceof Instruction)
                    .ifPresent(l -> select((Instruction) l));
        } finally {
            following = false;
        }
    }

    private void select(Instruction i) {
        for (PatchesModel.Row r : table.getItems()) {
            if (r.member().equals(i.member().path()) && r.patch().slot() == i.slot()) {
                table.getSelectionModel().select(r);
                table.scrollTo(r);
                return;
            }
        }
    }

    private void selected(PatchesModel.Row r) {
        detail.setText(r == null ? "" : PatchesModel.detail(r));
        EmulationSession s = session;
        if (r != null && !following && s != null && !r.member().isEmpty()) {
            ctx.selection().select(new Instruction(new NeffMember(new Neff(
                    s.neffName()), r.member()), r.patch().slot()), this);
        }
    }
}
