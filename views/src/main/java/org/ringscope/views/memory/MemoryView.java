package org.ringscope.views.memory;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import javafx.collections.FXCollections;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.ringscope.model.cast.Conversion;
import org.ringscope.model.cast.Dtype;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.memory.AreaKind;
import org.ringscope.model.memory.MemoryArea;
import org.ringscope.model.memory.ValueFormat;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.Format;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.select.WhyRequest;
import org.ringscope.views.session.SessionSource;

/**
 * Device memory at the cursor (decision 1280): the run's areas — its variables, allocations and the regions of the
 * address map — to jump to; the chosen area's bytes in hex and typed (by the area's element type, selectable) on a
 * virtualized canvas; the bytes the step wrote and those written since a marked step highlighted, a diff against the
 * mark, and a heat strip of write activity per page. Selecting bytes selects a {@link Memory}; "Why?"
 * (menu item and W) hands a {@link WhyRequest} to the handler the window wires. Reads run on the journal thread.
 */
public final class MemoryView extends WorkbenchView {
    final ViewContext ctx;
    private final SessionSource sessions;
    private final MemoryPalette palette = new MemoryPalette(this::redraw);
    final MemoryGrid grid = new MemoryGrid(palette, this::scrolled);
    private final HeatStrip heat = new HeatStrip(palette, this::jumpTo);
    private final MemoryScrollBars bars = new MemoryScrollBars(grid, this::scrolled);
    final Label status = new Label();
    private final Label placeholder = new Label();
    private final TableView<MemoryArea> areas = MemoryAreasTable.create(placeholder);
    private final MemoryToolbar bar;
    private final ViewReads areaReads = stream("areas");
    private final ViewReads overviewReads = stream("overview");
    private final ViewReads windowReads = stream("window");
    private final BorderPane root = new BorderPane();
    private final MemoryInput input;
    private EmulationSession session;
    private MemoryArea area;
    MemoryData.Overview overview;
    MemoryData.Window window;
    private int mark = -1;
    private boolean windowPending;
    private Consumer<WhyRequest> why;
    private boolean following;

    public MemoryView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.MEMORY, "Memory");
        this.ctx = ctx;
        this.sessions = sessions;
        root.setId("memory-view");
        root.getStyleClass().add("memory-view");
        root.getStylesheets().add(MemoryView.class.getResource("memory.css").toExternalForm());
        areas.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (now != null && !now.equals(area)) {
                showArea(now, 0);
            }
        });
        bar = new MemoryToolbar(this::redraw, this::refresh, () -> ctx.cursor().step(), this::setMark, this::goTo);
        grid.setId("memory-grid");
        grid.widthProperty().addListener((o, was, w) -> fitSideways());
        VBox gridAndBar = new VBox(grid, bars.sideways);
        VBox.setVgrow(grid, Priority.ALWAYS);
        HBox.setHgrow(gridAndBar, Priority.ALWAYS);
        HBox body = new HBox(gridAndBar, bars.rows, heat);
        VBox.setVgrow(body, Priority.ALWAYS);
        status.setId("memory-status");
        status.getStyleClass().add("memory-status");
        status.setMaxWidth(Double.MAX_VALUE);
        VBox centre = new VBox(bar.head, bar.bar, body, status);
        centre.getChildren().addAll(palette.probes());
        SplitPane split = new SplitPane(areas, centre);
        split.setDividerPositions(0.25);
        root.setCenter(split);
        input = new MemoryInput(this);
        follow(ctx.cursor(), e -> refresh());
        follow(ctx.selection(), e -> {
            if (e.current() instanceof Memory r) {
                reveal(r);
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
        return grid;
    }

    /** Who answers "Why?" (the provenance view); null leaves the item disabled. */
    public void setWhyHandler(Consumer<WhyRequest> handler) {
        why = handler;
        input.whyAvailable(handler != null);
    }

    /** The areas listed, by name (tests). */
    public List<String> areaNames() {
        return areas.getItems().stream().map(MemoryArea::name).toList();
    }

    /** The area shown, if any. */
    public Optional<MemoryArea> area() {
        return Optional.ofNullable(area);
    }

    /** Shows the area named {@code name} from its first byte; false when there is none. */
    public boolean showArea(String name) {
        for (MemoryArea a : areas.getItems()) {
            if (a.name().equals(name)) {
                areas.getSelectionModel().select(a);
                showArea(a, 0);
                return true;
            }
        }
        return false;
    }

    /** The element type the bytes are shown as. */
    public Dtype shownType() {
        return bar.shownType();
    }

    /** Shows the bytes as {@code t}. */
    public void setShownType(Dtype t) {
        bar.setShownType(t);
    }

    /**
     * The typed texts the canvas draws for the {@code n} elements from {@code addr} (they must be in the loaded
     * window), or an empty list before the bytes are read (tests read rendered values through it).
     */
    public List<String> renderedValues(long addr, int n) {
        MemoryData.Window w = window;
        Dtype t = shownType();
        if (w == null || !w.holds(addr) || !w.holds(addr + (long) n * t.size() - 1)) {
            return List.of();
        }
        var c = overview == null ? Conversion.DEFAULT : overview.conversion();
        return IntStream.range(0, n).mapToObj(k -> ValueFormat.format(w.bytes(),
                (int) (addr - w.start()) + k * t.size(), t, c)).toList();
    }

    /** The centre of {@code addr}'s hex cell on the screen, or null when it is not in sight (tests click it). */
    public Point2D cellOnScreen(long addr) {
        Point2D p = grid.cellCentre(addr);
        return p == null ? null : grid.localToScreen(p);
    }

    /** The status line's text (tests). */
    public String statusText() {
        return status.getText();
    }

    /** Marks step {@code step} for "written since" and the diff (-1 clears the mark). */
    public void setMark(int step) {
        mark = step;
        bar.marked(step);
        refresh();
    }

    /** The marked step, or -1. */
    public int mark() {
        return mark;
    }

    /** Whether the diff against the mark is shown. */
    public void setDiff(boolean on) {
        bar.diff.setSelected(on);
    }

    // ---- flows ----------------------------------------------------------------------------------------------------

    private void sessionChanged(EmulationSession s) {
        session = s;
        overviewReads.now(() -> { });
        windowReads.now(() -> windowPending = false);
        areaReads.now(() -> {
            area = null;
            overview = null;
            window = null;
            areas.getItems().clear();
            grid.show(null, null, null, shownType());
            placeholder.setText(s == null ? SessionSource.emptyText(sessions, "No run. Open a NEFF and run it: its "
                    + "device memory — variables, allocations, the State Buffer, DMEM, semaphores — is shown here.")
                    : "Reading the run's memory…");
        });
        if (s == null) {
            return;
        }
        areaReads.read(ctx, s, MemoryData::areas, st -> {
            if (st == null || s != session) {
                return;
            }
            placeholder.setText(st.status());
            areas.setItems(FXCollections.observableArrayList(st.areas()));
            if (!st.areas().isEmpty()) {
                areas.getSelectionModel().select(st.areas().stream().filter(a -> a.kind()
                        == AreaKind.OUTPUT).findFirst().orElse(st.areas().get(0)));
            }
            ctx.selection().current().filter(l -> l instanceof Memory)
                    .ifPresent(l -> reveal((Memory) l));
        }, err -> {
            placeholder.setText("Could not read the memory: " + ViewReads.message(err));
            return null;
        });
    }

    private void showArea(MemoryArea a, long row) {
        area = a;
        overview = null;
        window = null;
        grid.select(-1, -1);
        setShownType(a.dtype());
        bar.title.setText(a.name() + " · " + Format.hex(a.address()) + " · " + Format.bytes(a.size()));
        if (areas.getSelectionModel().getSelectedItem() != a) {
            areas.getSelectionModel().select(a);
        }
        bars.area(MemoryData.rows(a), row);
        refresh();
    }

    /** Reads the overview and the window again (a cursor move, a new mark, the diff toggled). */
    void refresh() {
        if (area == null || session == null) {
            redraw();
            return;
        }
        EmulationSession s = session;
        MemoryArea a = area;
        int m = mark;
        overviewReads.read(ctx, s, x -> MemoryData.overview(x, a, m), ov -> {
            if (ov != null && a.equals(area)) {
                overview = ov;
                redraw();
            }
        }, err -> {
            status.setText("Could not read " + a.name() + " at this step: " + ViewReads.message(err));
            return null;
        });
        loadWindow(true);
    }

    private void loadWindow(boolean force) {
        if (area == null || session == null || (windowPending && !force)) {
            return;
        }
        windowPending = true;
        EmulationSession s = session;
        MemoryArea a = area;
        long centre = grid.firstRow() + grid.visibleRows() / 2;
        int m = mark;
        boolean d = bar.diff.isSelected();
        windowReads.read(ctx, s, x -> MemoryData.window(x, a, centre, m, d), w -> {
            windowPending = false;
            if (w != null && a.equals(area)) {
                window = w;
                redraw();
                scrolled();
            }
        }, err -> {
            status.setText("Could not read the bytes of " + a.name() + ": " + ViewReads.message(err));
            return null;
        });
    }

    /** The grid scrolled or resized: ask for another window when the rows in sight leave the loaded one. */
    void scrolled() {
        if (area == null) {
            return;
        }
        bars.sight(MemoryData.rows(area));
        long a0 = area.address() + grid.firstRow() * MemoryData.ROW_BYTES;
        long a1 = Math.min(area.end() - 1, a0 + (long) grid.visibleRows() * MemoryData.ROW_BYTES);
        MemoryData.Window w = window;
        if (w == null || !w.holds(a0) || !w.holds(a1)) {
            loadWindow(false);
        }
        drawHeat();
    }

    /** Scrolls the shown area by {@code rows} rows (the benchmark's scroll; the wheel and keys do the same). */
    public void scrollRows(long rows) {
        if (area != null) {
            scrollTo(grid.firstRow() + rows);
        }
    }

    /** Rows of the shown area (0 when none). */
    public long areaRows() {
        return area == null ? 0 : MemoryData.rows(area);
    }

    void scrollTo(long row) {
        long max = Math.max(0, MemoryData.rows(area) - grid.visibleRows());
        long r = Math.max(0, Math.min(row, max));
        bars.to(r);
        scrolled();
    }

    private void jumpTo(double fraction) {
        if (area != null) {
            scrollTo((long) (fraction * MemoryData.rows(area)) - grid.visibleRows() / 2);
        }
    }

    private void fitSideways() {
        bars.fitSideways(area != null);
    }

    private void redraw() {
        grid.show(area, overview, window, shownType());
        fitSideways();
        drawHeat();
        status.setText(MemoryStatus.text(this, area, overview, window, shownType(), input.from(), input.to()));
    }

    private void drawHeat() {
        if (area == null) {
            heat.show(null, 0, 0);
            return;
        }
        double rows = MemoryData.rows(area);
        heat.show(overview == null ? null : overview.heat(), grid.firstRow() / rows,
                (grid.firstRow() + grid.visibleRows()) / rows);
    }

    /** A range selected in the grid: published to the shared selection. */
    void selected(long from, long to) {
        grid.select(from, to);
        redraw();
        if (!following && from >= 0) {
            ctx.selection().select(new Memory(from, to - from + 1), this);
        }
    }

    /** "Why?" on the selected bytes; false when nothing is selected or no one answers. */
    boolean askWhy() {
        long f = input.from();
        if (why == null || f < 0) {
            return false;
        }
        why.accept(new WhyRequest(f, input.to() - f + 1, ctx.cursor().step()));
        return true;
    }

    /** A range selected elsewhere: show the area that holds it (the shown one first, else the smallest). */
    private void reveal(Memory r) {
        MemoryArea a = area != null && area.contains(r.address()) ? area : areas.getItems().stream()
                .filter(x -> x.contains(r.address())).min(Comparator.comparingLong(MemoryArea::size))
                .orElse(null);
        if (a == null) {
            return;
        }
        following = true;
        try {
            if (!a.equals(area)) {
                showArea(a, 0);
            }
            long row = (r.address() - a.address()) / MemoryData.ROW_BYTES;
            if (row < grid.firstRow() || row >= grid.firstRow() + grid.visibleRows()) {
                scrollTo(row - grid.visibleRows() / 3);
            }
            input.select(r.address(), Math.min(a.end(), r.address() + r.length()) - 1);
        } finally {
            following = false;
        }
    }

    /** The address field: {@code 0x…} (or decimal), or {@code name+offset} / {@code name} of a listed area. */
    private void goTo(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return;
        }
        try {
            long addr = MemoryStatus.parseTarget(t, areas.getItems());
            Memory r = new Memory(addr, 1);
            reveal(r);
            if (area != null && area.contains(addr)) {
                ctx.selection().select(r, this);
            } else {
                status.setText(Format.hex(addr) + " is in none of the listed areas");
            }
        } catch (IllegalArgumentException e) {
            status.setText(e.getMessage());
        }
    }
}
