package org.ringscope.views.pring;

import java.util.List;
import java.util.Optional;
import javafx.geometry.Orientation;
import javafx.geometry.Point2D;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Doorbell;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.Packet;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.profile.ProfileComparison;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.timeline.AxisMode;
import org.ringscope.model.timeline.TimelineIndex;
import org.ringscope.views.Format;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.session.ProfileSource;
import org.ringscope.views.session.SessionQueries;
import org.ringscope.views.session.SessionSource;

/**
 * The <b>Pring and doorbell timeline</b>: on top, each device ring's slots at the cursor — what the dumps
 * ({@code vring_dump_to_pring_descriptors_padded}, pads are its 4-byte no-op self-copies) and the {@code sw_dma_queue}
 * commits ({@code sw_dma_queue_set_descriptors}) wrote, the hardware head and tail, {@code next_desc_idx} /
 * {@code next_cdesc_idx}, each slot's ring id phase and the 16-descriptor guard; below, a timeline of the device's
 * events per core and per queue — doorbells ({@code udma_m2m_copy_start} / {@code drtp_inc}, RX then TX, and those a
 * descriptor writes), NC kickoffs ({@code ndl_nc_semaphore_increment}), semaphore and event changes, and the DMA
 * engine's packets (completions) — over journal steps or the device clock.
 *
 * <p>Wheel zooms (over the lane labels: scrolls the lanes), drag pans, keys: ←/→ pan, +/− zoom, 0 fit, E fit the
 * events, C centre the cursor, N/P next / previous doorbell, ↑/↓ scroll. Hovering an event tells what it is and
 * draws a doorbell's flow to the slots it published and the packets that ran them; clicking selects it
 * ({@link Doorbell}, a packet's {@link PringSlot}) and moves the cursor to its step; clicking
 * elsewhere on the timeline moves the cursor there. Clicking a slot selects it (the descriptor inspector shows it,
 * {@link PringDescriptorSource}); ←/→ then move slot by slot. The index is built once per run off the FX thread
 * ({@code RunIndexes#timeline()}); the rings are read at each step on the journal thread ({@link RingSnapshots}).
 */
public final class PringView extends WorkbenchView {

    final ViewContext ctx;
    private final SessionSource sessions;
    final PringPalette palette;
    /** The ring strips (top) and the doorbell timeline (bottom), each with its model and input. */
    final RingStripsPane rings;
    final DoorbellTimelinePane lanes;
    /** Their models, which the view keeps in step: a selection, a cursor move, a new index touch both. */
    final StripModel strips;
    final TimelineModel timeline;
    /** What is to be painted, in one pulse. */
    private final PringPainter painter;
    final Label hover = new Label();
    private final PringToolbar toolbar = new PringToolbar(this);
    final Label status = new Label();
    private final ViewReads writers = stream("writers");
    private final ViewReads sources = stream("sources");
    private final BorderPane root = new BorderPane();
    private final StackPane center;
    private static final String NO_RUN = "Run a NEFF to see its prings, doorbells and DMA packets here.";
    private final Label empty = new Label(NO_RUN);
    /** The timeline waits for the step's rings (the snapshot in flight) to draw the cursor with them. */
    private boolean lanesWithRings;
    private EmulationSession session;
    /** The profile shown beside the run (its packets drawn under their queues' lanes). */
    private final ProfileSource profiles;

    public PringView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.PRING, "Prings & Doorbells");
        this.ctx = ctx;
        this.sessions = sessions;
        this.palette = new PringPalette(this::themeChanged);
        root.getStyleClass().add("pring-view");
        root.setId("pring-view");
        root.getStylesheets().add(PringView.class.getResource("pring.css").toExternalForm());

        rings = new RingStripsPane(this);
        lanes = new DoorbellTimelinePane(this);
        strips = rings.model;
        timeline = lanes.model;
        painter = new PringPainter(rings, lanes, palette);

        SplitPane split = new SplitPane(rings.node(), lanes.node());
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.6); // the rings more room: their rows are taller than lanes
        hover.getStyleClass().add("pring-hover");
        hover.setId("pring-hover");
        hover.setManaged(false);
        hover.setVisible(false);
        hover.setMouseTransparent(true);
        Pane hoverLayer = new Pane(hover);
        hoverLayer.setMouseTransparent(true);
        center = new StackPane(split, painter.overlay(), hoverLayer);
        empty.getStyleClass().add("pring-empty");
        empty.setId("pring-empty");
        empty.setWrapText(true);
        StackPane.setAlignment(empty, Pos.CENTER);

        root.setTop(toolbar.node());
        status.getStyleClass().add("pring-status");
        status.setId("pring-status");
        status.setMaxWidth(Double.MAX_VALUE);
        root.setBottom(status);
        root.getChildren().addAll(palette.probes());
        root.setCenter(empty);

        follow(ctx.cursor(), e -> cursorMoved(e.step(), e.maxStep(), e.moved()));
        follow(ctx.selection(), e -> showLocation(e.current()));
        follow(sessions, this::setSession);
        profiles = ProfileSource.of(sessions);
        listen(profiles.comparisonProperty(), (o, was, now) -> showProfile(now));
        legends();
        listen(root.widthProperty(), o -> legends());
        listen(root.heightProperty(), o -> legends());
        setSession(sessions.current().orElse(null));
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public Node focusNode() {
        return lanes.canvas;
    }

    @Override
    public void dispose() {
        painter.stop();
        super.dispose();
    }

    // ---- session, index, snapshots ------------------------------------------------------------

    private void setSession(EmulationSession s) {
        session = s;
        lanes.forget();
        rings.forget();
        root.setCenter(s == null ? empty : center);
        empty.setText(SessionSource.emptyText(sessions, NO_RUN));
        if (s != null) {
            buildIndex();
        } else {
            toolbar.title(PringToolbar.TITLE);
            status.setText("");
        }
    }

    private void buildIndex() {
        lanes.index(session);
    }

    /** The timeline pane built the run's index in {@code millis}: the strips can read their rings, the selection shows. */
    void indexed(TimelineIndex idx, long millis) {
        rings.indexed(idx);
        status.setText(Format.count(idx.size()) + " device events in " + idx.lanes().size() + " lanes, " + idx.prings().size()
                + " prings; indexed in " + millis + " ms");
        readRings();
        ctx.selection().current().ifPresent(this::showLocation);
        showProfile(profiles.comparisonProperty().get());
        repaint(true, true);
    }

    /** Draws the packets of profile comparison {@code c} on the timeline when it is of this run; else none. */
    private void showProfile(ProfileComparison c) {
        boolean ours = c != null && session != null && c.run().session() == session && timeline.ready();
        RealPackets now = timeline.real();
        if (!ours) {
            timeline.setReal(null);
        } else if (now == null || !now.of(c, timeline.index())) {
            timeline.setReal(new RealPackets(c, timeline.index()));
        }
        if (now != timeline.real()) {
            repaint(false, true);
        }
    }

    /** Reads the rings at the cursor (the strips pane coalesces the requests). */
    void readRings() {
        rings.read(session);
    }

    /** Whether the timeline waited for the rings read now to draw its cursor with them; the wait is over. */
    boolean takeLanesWithRings() {
        boolean lanes = lanesWithRings;
        lanesWithRings = false;
        return lanes;
    }

    /** The rings of {@code step} (of {@code steps}) are shown: {@code count} of them. */
    void ringsShown(int step, int steps, int count) {
        toolbar.title(PringToolbar.TITLE + " · step " + Format.count(step) + " of " + Format.count(steps) + " · " + count
                + " rings");
    }

    private void cursorMoved(int step, int maxStep, boolean moved) {
        if (session == null || !timeline.ready()) {
            return;
        }
        timeline.setCursor(step);
        if (maxStep != timeline.index().steps()) {
            buildIndex();
            return;
        }
        if (moved) {
            timeline.revealCursor();
        }
        if (!rings.readable()) {
            repaint(false, true);
            return;
        }
        lanesWithRings = true; // the cursor line is drawn with the rings of the step: one frame, not two
        readRings();
    }

    /** The step whose rings are shown (-1 before the first snapshot). */
    public int shownStep() {
        return rings.shownStep();
    }

    /** The pring slot selected in the strips (a slot clicked, or the slot of a descriptor selected elsewhere). */
    public Optional<PringSlot> selectedSlot() {
        return rings.selectedSlot(timeline.ready() ? timeline.index() : null);
    }

    /** The timeline event marked (selected), as the location a click on it would select. */
    public Optional<Location> selectedEvent() {
        int e = timeline.selected();
        return e < 0 || !timeline.ready() ? Optional.empty() : timeline.locationOf(e);
    }

    /** Whether the index is built and the rings of the cursor's step are shown. */
    public boolean ready() {
        return timeline.ready() && rings.shownStep() == ctx.cursor().step() && !rings.reading();
    }

    // ---- selection ------------------------------------------------------------------------------

    private void showLocation(Location loc) {
        if (!timeline.ready()) {
            return;
        }
        TimelineIndex x = timeline.index();
        if (loc instanceof Doorbell d) {
            int e = timeline.eventOf(d);
            timeline.select(e);
            if (e >= 0) {
                revealEvent(e);
                revealPublished(e);
            }
        } else if (loc instanceof PringSlot ps) {
            int p = x.pringNamed(ps.ring().name());
            strips.select(p, ps.slot());
            revealSlot(p, ps.slot());
            if (timeline.selected() >= 0 && !timeline.touches(timeline.selected(), p, ps.slot())) {
                timeline.select(-1);
            }
        } else if (loc instanceof Descriptor || loc instanceof Packet) {
            // a packet shows the slot of its first descriptor
            Descriptor desc = loc instanceof Packet pk ? pk.half().descriptor(pk.first())
                    : (Descriptor) loc;
            int[] ps = RingLocations.slotOf(x, desc, ctx.cursor().step());
            strips.select(ps[0], ps[1]);
            revealSlot(ps[0], ps[1]);
            // its timeline event: the doorbell that published its slot
            int e = timeline.publisherOf(ps[0], ps[1], ctx.cursor().step());
            timeline.select(e);
            if (e >= 0) {
                revealEvent(e);
            }
        } else if (loc instanceof Memory m) {
            showWriterOf(m);
            return;
        } else {
            timeline.select(-1);
            strips.select(-1, -1);
        }
        repaint(true, true);
    }

    /**
     * Selected bytes of device memory: the ring slot of the descriptor that last wrote them, and the doorbell that
     * published it, found on the journal thread and shown unless something else was selected meanwhile.
     */
    private void showWriterOf(Memory m) {
        writers.<Optional<PringSlot>>refresh(() -> ViewReads.writerSlot(ctx, sessions, m), slot -> {
                    if (slot.isEmpty() || !timeline.ready() || ctx.selection().current().filter(m::equals).isEmpty()) {
                        return;
                    }
                    TimelineIndex x = timeline.index();
                    int p = x.pringNamed(slot.get().ring().name());
                    if (p < 0) {
                        return;
                    }
                    strips.select(p, slot.get().slot());
                    revealSlot(p, slot.get().slot());
                    int e = timeline.publisherOf(p, slot.get().slot(), ctx.cursor().step());
                    timeline.select(e);
                    if (e >= 0) {
                        revealEvent(e);
                    }
                    repaint(true, true);
                }, err -> {
                    status.setText("Could not find the writer of " + m + ": " + ViewReads.message(err));
                    return Optional.empty();
                });
    }

    void revealEvent(int e) {
        lanes.revealEvent(e);
    }

    /** Shows in the strips the slots timeline event {@code e} published. */
    void revealPublished(int e) {
        TimelineIndex x = timeline.index();
        rings.reveal(x.pring(e), x.first(e), x.count(e));
    }

    private void revealSlot(int p, int slot) {
        rings.reveal(p, slot, 1);
    }

    /** Publishes {@code loc} as the shared selection (from this view's own input). */
    void publish(Location loc) {
        sources.now(() -> { });
        ctx.selection().select(loc, this);
    }

    /**
     * Double-click on a slot: selects the vring descriptor a dump wrote there, so every view follows it (its vring
     * page row, packet, authoring node, inspector) and this view shows the slot again; a pad, an instruction slot or
     * a slot no dump wrote stays selected as the slot.
     */
    void publishSource(PringSlot ps) {
        EmulationSession s = sessions.current().orElse(null);
        if (s == null || !timeline.ready()) {
            return;
        }
        TimelineIndex x = timeline.index();
        int p = x.pringNamed(ps.ring().name());
        int step = ctx.cursor().step();
        sources.<Optional<Descriptor>>read(ctx, s, z -> RingLocations.descriptorAt(x, SessionQueries.vrings(z).entries(), p, ps.slot(), step),
                d -> d.ifPresent(l -> ctx.selection().select(l, this)), err -> {
                    status.setText("Could not find the descriptor of " + ps + ": " + ViewReads.message(err));
                    return Optional.empty();
                });
    }

    // ---- navigation used by the input handlers and the responsiveness harness ----------------

    void setMode(AxisMode m) {
        timeline.setMode(m);
        toolbar.mode(m);
        repaint(false, true);
    }

    /** Shows the whole run in the timeline and every slot in the strips. */
    void fitAll() {
        timeline.fit();
        strips.fit();
        repaint(true, true);
    }

    /** Zooms the timeline by {@code factor} around canvas x ({@code NaN}: the middle of the plot). */
    public void zoomTimeline(double factor, double x) {
        lanes.zoom(factor, x);
        repaint(false, true);
    }

    /** Pans the timeline by {@code dx} pixels. */
    public void panTimeline(double dx) {
        timeline.pan(dx);
        repaint(false, true);
    }

    /** Shows the span of the device's events. */
    public void fitEvents() {
        timeline.fitEvents();
        repaint(false, true);
    }

    /** Zooms the ring strips' slot window by {@code factor} around its middle. */
    public void zoomRings(double factor) {
        rings.zoom(factor);
        repaint(true, false);
    }

    /** Pans the ring strips' slot window by {@code dx} pixels. */
    public void panRings(double dx) {
        strips.pan(dx);
        repaint(true, false);
    }

    /** The {@code Pring} names of the rings shown at the cursor, top to bottom. */
    public List<String> ringNames() {
        return rings.ringNames();
    }

    /** The step right after the first device event (0 when there is none). */
    public int firstEventStep() {
        return timeline.ready() && timeline.index().size() > 0 ? timeline.index().record(0) + 1 : 0;
    }

    /** Device events in the timeline's index (0 before it is built). */
    public int events() {
        return timeline.ready() ? timeline.index().size() : 0;
    }

    /** The profile's packets drawn on the timeline's lanes (0 when no profile of this run is shown). */
    public int profilePackets() {
        RealPackets r = timeline.real();
        return r == null ? 0 : r.placed();
    }

    /** Whether the view is {@link #ready()} and has painted everything it was asked to. */
    public boolean idle() {
        return ready() && painter.idle();
    }

    /** Frames painted so far (for the responsiveness harness). */
    public long frames() {
        return painter.frames();
    }

    /**
     * The milliseconds each frame's drawing of this view took on the FX thread since the last call (the harness's
     * view of this view's own cost, apart from layout, CSS and the renderer), and starts a new record.
     */
    public double[] takePaintMillis() {
        return painter.takeMillis();
    }

    // ---- painting -----------------------------------------------------------------------------

    void repaint(boolean rings, boolean lanes) {
        painter.repaint(rings, lanes);
    }

    private void themeChanged() {
        double f = palette.fontSize();
        timeline.setFont(f);
        strips.setFont(f);
        legends();
        repaint(true, true);
    }

    /**
     * Draws both legends for the view's width: beside their title when one row fits there, else below it in as many
     * rows as the width needs (the view never asks for more width than its area has) — one row each while the view is
     * shorter than {@link #COMPACT_BELOW} (a 1024×700 window), so the rings and lanes keep the height.
     */
    private void legends() {
        double w = root.getWidth() > 0 ? root.getWidth() - 20 : palette.fontSize() * 60;
        int rows = root.getHeight() > 0 && root.getHeight() < COMPACT_BELOW * palette.fontSize() / 13 ? 1
                : Integer.MAX_VALUE;
        rings.legend(palette, w, rows);
        lanes.legend(palette, w, rows);
    }

    /** The view's height (at the 13 px type) under which each legend keeps to one row. */
    static final double COMPACT_BELOW = 640;

    /** Shows the hover overlay with {@code text} near {@code (x, y)} of {@code from}, or hides it for {@code null}. */
    void showHover(String text, Region from, double x, double y) {
        if (text == null) {
            hover.setVisible(false);
            return;
        }
        hover.setText(text);
        hover.setVisible(true);
        hover.autosize();
        hover.applyCss();
        hover.autosize();
        Point2D p = ((Region) hover.getParent()).sceneToLocal(from.localToScene(x, y));
        double w = hover.getWidth();
        double h = hover.getHeight();
        double px = p.getX() + 16 + w > center.getWidth() ? p.getX() - 12 - w : p.getX() + 16;
        double py = p.getY() + 18 + h > center.getHeight() ? p.getY() - 10 - h : p.getY() + 18;
        hover.relocate(Math.max(2, px), Math.max(2, py));
    }
}
