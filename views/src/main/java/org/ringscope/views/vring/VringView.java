package org.ringscope.views.vring;

import java.util.Optional;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Page;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.RingViewsCss;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.session.SessionQueries;
import org.ringscope.views.session.SessionSource;

/**
 * The vring pages of a run at the cursor (runtime: {@code vring_set_allocate}, {@code vring_allocate_next_desc},
 * {@code vring_add_desc_transfer}, {@code vring_pack_descs}, {@code vring_build_vring_pages_from_template},
 * {@code vring_dump_to_pring_descriptors_padded}): vring set → vring → TX / RX half on the left; the half's pages
 * with their fill level (65,536 descriptors a page, at most 16,777,200 descriptors) across the top; the
 * descriptors below — FIRST, LAST, CONCAT, DMB, SOW, ring id, length (0 = 65,536), address, meta_ctrl, and for a
 * template its variable + offset and the address the execution's build resolved it to.
 *
 * <p>Rows are indexes into words copied at the cursor step on the journal thread; nothing per descriptor lives
 * in the scene. Selecting a row selects {@link Descriptor}; it follows descriptors, pages, halves and
 * packets selected elsewhere, and re-reads at every cursor move.
 */
public final class VringView extends WorkbenchView {
    private final ViewContext ctx;
    private final SessionSource sessions;
    private final VringModel model = new VringModel();
    private final VringTree tree = new VringTree(this::pick);
    private final PageStrip pages = new PageStrip(this::pickPage);
    private final DescriptorTable table = new DescriptorTable(this::pickRow);
    private final Label title = new Label("No run");
    private final Label facts = new Label();
    private final Label note = new Label();
    private final ProgressBar capBar = new ProgressBar(0);
    private final ToggleButton txButton = new ToggleButton("TX");
    private final ToggleButton rxButton = new ToggleButton("RX");
    private final BorderPane root = new BorderPane();
    private EmulationSession session;
    /** The session the table's snapshot was read from (its words may be shared only within that session). */
    private EmulationSession shownFrom;

    public VringView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.VRING, "Vring pages");
        this.ctx = ctx;
        this.sessions = sessions;
        root.setId("vring-view");
        root.getStyleClass().addAll("vring-view", "ring-views");
        root.getStylesheets().add(RingViewsCss.URL);
        title.getStyleClass().add("section-title");
        title.setId("vring-title");
        facts.getStyleClass().add("dim");
        facts.setId("vring-facts");
        note.setId("vring-note");
        note.getStyleClass().add("vring-note");
        note.setWrapText(true);
        note.setManaged(false);
        note.setVisible(false);
        capBar.setId("vring-cap");
        capBar.setPrefWidth(120);
        capBar.getStyleClass().add("cap-fill");
        ToggleGroup halves = new ToggleGroup();
        txButton.setToggleGroup(halves);
        rxButton.setToggleGroup(halves);
        txButton.setId("vring-half-tx");
        rxButton.setId("vring-half-rx");
        txButton.setOnAction(e -> otherHalf(Direction.TX));
        rxButton.setOnAction(e -> otherHalf(Direction.RX));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label cap = new Label("cap");
        cap.getStyleClass().add("dim");
        // the half's name and the controls on one line, its facts on the next: a narrow area truncates neither
        title.setMinWidth(Region.USE_PREF_SIZE);
        for (ToggleButton b : new ToggleButton[] {txButton, rxButton}) {
            b.setMinWidth(Region.USE_PREF_SIZE);
        }
        capBar.setMinWidth(48);
        facts.setMinWidth(0);
        HBox line = new HBox(10, title, spacer, cap, capBar, txButton, rxButton);
        line.setAlignment(Pos.CENTER_LEFT);
        line.getStyleClass().add("nav-bar");
        VBox head = new VBox(4, line, facts, note, pages.control());
        head.getStyleClass().add("pane-header");
        VBox right = new VBox(head, table.control());
        VBox.setVgrow(table.control(), Priority.ALWAYS);
        SplitPane split = new SplitPane(tree.control(), right);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.24);
        SplitPane.setResizableWithParent(tree.control(), false);
        root.setCenter(split);

        follow(ctx.selection(), e -> {
            if (e.current() != null) {
                followSelection(e.current());
            }
        });
        follow(ctx.cursor(), e -> refresh());
        follow(sessions, this::sessionChanged);
        sessionChanged(sessions.current().orElse(null));
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public Node focusNode() {
        return table.control();
    }

    /** The half shown, if any. */
    public Optional<Half> shownHalf() {
        return Optional.ofNullable(table.shown()).map(HalfSnapshot::location);
    }

    /** Descriptors in the half shown (0 when none); the table holds the page shown of them. */
    public int rowCount() {
        HalfSnapshot h = table.shown();
        return h == null ? 0 : h.used();
    }

    /** The page of the half the table shows (its rows: at most 65,536 descriptors). */
    public int shownPage() {
        return table.page().page();
    }

    /** Selects descriptor {@code index} of the half shown, as a click would (publishes it); its page first. */
    public void selectRow(int index) {
        Fx.assertFxThread();
        table.select(index);
        pages.mark(table.page().page());
    }

    /** Go to descriptor {@code index} of the half shown: its page, scrolled to it (the selection unchanged). */
    public void reveal(int index) {
        Fx.assertFxThread();
        int was = table.page().page();
        table.scrollIntoView(index);
        if (table.page().page() != was) {
            pages.mark(table.page().page());
        }
    }

    private void sessionChanged(EmulationSession s) {
        session = s;
        model.reset();
        refresh();
    }

    /** Reads the catalog and the wanted half at the cursor, off the FX thread. */
    private void refresh() {
        EmulationSession s = session;
        if (s == null) {
            renderNow(() -> {
                shownFrom = null; // a closed run's memory goes with it
                VringModel.State none = VringModel.State.NONE;
                render(new VringModel.State(none.catalog(), null, null, null, SessionSource.emptyText(sessions,
                        none.placeholder())));
            });
            return;
        }
        VringModel.Want want = model.want();
        HalfSnapshot prev = shownFrom == s ? table.shown() : null;
        read(ctx, s, x -> VringModel.read(x, SessionQueries.vrings(x), want, prev), st -> {
            shownFrom = s; // a failed read shows no half, so nothing of it is reused
            render(st);
        }, err -> new VringModel.State(VringModel.State.NONE.catalog(), null, null, null, "Could not read the vrings: "
                + ViewReads.message(err)));
    }

    private void render(VringModel.State st) {
        model.shown(st);
        tree.show(st.catalog(), st.key(), st.half());
        HalfSnapshot h = st.half() == null ? null : st.snapshot();
        pages.show(h);
        table.placeholder(st.placeholder());
        HalfSnapshot before = table.shown();
        table.show(h);
        if (h != null && (before == null || !before.sameHalf(h.key(), h.direction()))) {
            pages.mark(table.page().page());
        }
        title.setText(h == null ? (session == null ? "No run" : "No vring") : h.key() + " · " + h.direction());
        facts.setText(h == null ? "" : VringModel.facts(h));
        capBar.setProgress(h == null ? 0 : (double) h.used() / h.limit());
        String n = h == null ? "" : VringModel.note(h);
        note.setText(n);
        note.setVisible(!n.isEmpty());
        note.setManaged(!n.isEmpty());
        txButton.setSelected(h != null && h.direction() == Direction.TX);
        rxButton.setSelected(h != null && h.direction() == Direction.RX);
        txButton.setDisable(h == null);
        rxButton.setDisable(h == null);
        model.pendingTarget().ifPresent(t -> {
            if (h != null && h.sameHalf(t.key(), t.half())) {
                table.mark(t.first(), t.count());
                pages.mark(t.first() / HalfSnapshot.PAGE);
                model.clearTarget();
            }
        });
    }

    private void pick(String key, Direction half) {
        if (model.wants(key, half)) {
            return;
        }
        model.want(key, half);
        ctx.selection().select(Half.of(key, half), this);
        refresh();
    }

    private void otherHalf(Direction d) {
        HalfSnapshot h = table.shown();
        if (h != null) {
            pick(h.key(), d);
        }
    }

    private void pickPage(int p) {
        HalfSnapshot h = table.shown();
        if (h != null) {
            table.mark(p * HalfSnapshot.PAGE, 1); // switches the table to page p
            ctx.selection().select(new Page(h.location(), p), this);
        }
    }

    private void pickRow(int i) {
        HalfSnapshot h = table.shown();
        if (h != null && i < h.used()) {
            pages.mark(i / HalfSnapshot.PAGE);
            ctx.selection().select(h.location().descriptor(i), this);
        }
    }

    private void followSelection(Location l) {
        Optional<VringModel.Target> t = VringModel.target(l, table.shown());
        if (t.isEmpty()) {
            return;
        }
        VringModel.Target target = t.get();
        HalfSnapshot h = table.shown();
        if (h != null && h.sameHalf(target.key(), target.half())) {
            if (target.first() >= 0) {
                table.mark(target.first(), target.count());
                pages.mark(target.first() / HalfSnapshot.PAGE);
            }
            return;
        }
        model.want(target.key(), target.half());
        model.target(target);
        refresh();
    }
}
