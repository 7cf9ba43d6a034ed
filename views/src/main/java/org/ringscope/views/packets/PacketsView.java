package org.ringscope.views.packets;

import java.util.Optional;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Packet;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.location.Vring;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.RingViewsCss;
import org.ringscope.views.Tables;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.session.SessionQueries;
import org.ringscope.views.session.SessionSource;

/**
 * The packets of a vring at the cursor (runtime: {@code vring_pack_descs}, {@code al_udma_m2m_build_packet}; the DMA
 * engine fetches a packet from FIRST to LAST): its TX descriptors grouped FIRST … CONCAT … LAST, each packet's
 * descriptors and bytes and why it closed — the arch's descriptor cap (128 on v2, 65 on v3/v4), the byte budget,
 * or the end of the transfer — and what is wrong with it. Rows are packet numbers over a {@code PacketIndex};
 * selecting one selects its {@link Packet}; a descriptor selected anywhere selects its packet here.
 */
public final class PacketsView extends WorkbenchView {
    private static final PseudoClass BAD = PseudoClass.getPseudoClass("bad");

    private final ViewContext ctx;
    private final SessionSource sessions;
    private final TableView<Integer> table = new TableView<>();
    private final ComboBox<String> vrings = new ComboBox<>();
    private final Label title = new Label("Packets");
    private final Label facts = new Label();
    private final Label detail = new Label();
    private final Label placeholder = new Label();
    private final BorderPane root = new BorderPane();
    private PacketsModel.State state = PacketsModel.State.NONE;
    private EmulationSession session;
    private String want;
    private Location pending;
    private boolean applying;

    public PacketsView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.PACKETS, "Packets");
        this.ctx = ctx;
        this.sessions = sessions;
        root.setId("packets-view");
        root.getStyleClass().addAll("packets-view", "ring-views");
        root.getStylesheets().add(RingViewsCss.URL);
        title.getStyleClass().add("section-title");
        facts.getStyleClass().add("dim");
        facts.setId("packets-facts");
        vrings.setId("packets-vring");
        vrings.setPromptText("vring");
        vrings.setOnAction(e -> {
            if (!applying && vrings.getValue() != null && !vrings.getValue().equals(state.key())) {
                want = vrings.getValue();
                ctx.selection().select(new Vring(want), this);
                refresh();
            }
        });
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        // title and vring chooser never shrink; the facts take the next line
        title.setMinWidth(Region.USE_PREF_SIZE);
        vrings.setMinWidth(Region.USE_PREF_SIZE);
        vrings.setPrefWidth(190);
        facts.setMinWidth(0);
        facts.setWrapText(true);
        HBox line = new HBox(10, title, vrings, spacer);
        line.setAlignment(Pos.CENTER_LEFT);
        VBox head = new VBox(4, line, facts);
        head.getStyleClass().add("pane-header");
        buildTable();
        detail.setId("packets-detail");
        detail.getStyleClass().add("packet-detail");
        detail.setMaxWidth(Double.MAX_VALUE);
        detail.setWrapText(true);
        root.setTop(head);
        root.setCenter(table);
        root.setBottom(detail);

        follow(ctx.selection(), e -> {
            if (e.current() != null) {
                followSelection(e.current());
            }
        });
        follow(ctx.cursor(), e -> refresh());
        follow(sessions, this::sessionChanged);
        sessionChanged(sessions.current().orElse(null));
    }

    private void buildTable() {
        table.setId("packets-table");
        table.setAccessibleText("Packets");
        table.getStyleClass().add("packet-table");
        table.setFixedCellSize(24);
        placeholder.getStyleClass().add("placeholder");
        placeholder.setWrapText(true);
        table.setPlaceholder(placeholder);
        for (PacketsModel.Column c : PacketsModel.Column.values()) {
            TableColumn<Integer, String> col = Tables.column(c.title, c.width, p -> state.index() == null
                    || p >= state.count() ? "" : PacketsModel.text(state, p, c), c.style);
            col.setSortable(false);
            table.getColumns().add(col);
        }
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(Integer p, boolean empty) {
                super.updateItem(p, empty);
                pseudoClassStateChanged(BAD, !empty && p != null && state.index() != null && p < state.count()
                        && PacketsModel.bad(state.index(), p));
            }
        });
        table.getSelectionModel().selectedIndexProperty().addListener((o, was, now) -> {
            int p = now.intValue();
            detail.setText(p >= 0 && p < state.count() ? PacketsModel.detail(state, p) : "Select a packet.");
            if (!applying && p >= 0 && p < state.count()) {
                ctx.selection().select(PacketsModel.location(state, p), this);
            }
        });
        Tables.enableCopy(table);
        table.getSelectionModel().setSelectionMode(SelectionMode.SINGLE);
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public Node focusNode() {
        return table;
    }

    /** The packet row selected, or -1. */
    public int selectedPacket() {
        return table.getSelectionModel().getSelectedIndex();
    }

    /** The location of the packet selected, if any. */
    public Optional<Packet> selectedLocation() {
        int p = selectedPacket();
        return p < 0 || p >= state.count() ? Optional.empty() : Optional.of(PacketsModel.location(state, p));
    }

    /** The vring whose packets are shown, if any. */
    public Optional<String> shownVring() {
        return Optional.ofNullable(state.key());
    }

    private void sessionChanged(EmulationSession s) {
        session = s;
        want = null;
        refresh();
    }

    private void refresh() {
        EmulationSession s = session;
        if (s == null) {
            renderNow(() -> render(PacketsModel.State.NONE.saying(SessionSource.emptyText(sessions,
                    PacketsModel.State.NONE.placeholder()))));
            return;
        }
        String w = want;
        PacketsModel.State prev = state;
        read(ctx, s, x -> PacketsModel.read(x, SessionQueries.vrings(x), w, prev),
                this::render, err -> PacketsModel.State.NONE.saying("Could not read the packets: "
                        + ViewReads.message(err)));
    }

    private void render(PacketsModel.State st) {
        if (st.index() != null && st.index() == state.index() && st.key().equals(state.key())
                && st.vrings().equals(state.vrings()) && st.rx() == state.rx() && pending == null) {
            state = st; // the same packets at another step: keep the table as it is
            facts.setText(PacketsModel.facts(st));
            return;
        }
        int keep = st.key() != null && st.key().equals(state.key()) ? table.getSelectionModel().getSelectedIndex() : -1;
        state = st;
        applying = true;
        try {
            vrings.getItems().setAll(st.vrings());
            vrings.setValue(st.key());
            vrings.setDisable(st.vrings().isEmpty());
            title.setText(st.key() == null ? "Packets" : "Packets of");
            facts.setText(PacketsModel.facts(st));
            placeholder.setText(st.placeholder());
            table.getSelectionModel().clearSelection();
            table.setItems(Tables.indexRows(st.count()));
            table.refresh();
            int row = pending != null ? PacketsModel.rowOf(pending, st) : keep < st.count() ? keep : -1;
            pending = null;
            mark(row);
            if (row < 0) {
                detail.setText(st.count() == 0 ? "" : "Select a packet, or a descriptor in the vring view.");
            }
        } finally {
            applying = false;
        }
    }

    private void mark(int row) {
        if (row >= 0) {
            table.getSelectionModel().select(row);
            table.scrollTo(Math.max(0, row - 3));
            detail.setText(PacketsModel.detail(state, row));
        }
    }

    private void followSelection(Location l) {
        String key = PacketsModel.vringOf(l);
        if (key == null) {
            return;
        }
        if (key.equals(state.key())) {
            applying = true;
            try {
                int row = PacketsModel.rowOf(l, state);
                if (row >= 0) {
                    mark(row);
                } else {
                    table.getSelectionModel().clearSelection();
                }
            } finally {
                applying = false;
            }
            return;
        }
        want = key;
        pending = l;
        refresh();
    }
}
