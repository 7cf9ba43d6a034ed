package org.ringscope.views.spine;

import java.util.Optional;
import javafx.collections.ListChangeListener;
import javafx.geometry.Point2D;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Packet;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.spine.SpineTrace;
import org.ringscope.model.trace.Stepper;
import org.ringscope.views.CanvasDrag;
import org.ringscope.views.Tables;
import org.ringscope.views.Theme;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.session.SessionQueries;
import org.ringscope.views.session.SessionSource;

/**
 * The <b>Spine</b> view (decision 0852): the runtime's call graph — {@code nrt_init} … {@code nrt_load}
 * → {@code kbl_model_add} … {@code nrt_execute} → {@code kmgr_sync_exec} → {@code tpb_xu_*} → the doorbell
 * {@code ndl_nc_semaphore_increment} — grouped by section in bands, with the node the cursor is in lit, the
 * edges taken up to the cursor marked, and breakpoints. Click a node: select it and toggle its breakpoint
 * (Ctrl+click only selects); double-click: run to it. Drag to pan, wheel or +/− to zoom, 0 fits, F follows
 * the cursor. A descriptor (or packet) selected elsewhere lights the node whose call wrote it.
 */
public final class SpineView extends WorkbenchView {
    private final ViewContext ctx;
    private final SessionSource sessions;
    private final SpineLayout graph = new SpineLayout(Spine.load(), SpineLayout.Mode.GRAPH);
    private final SpineLayout tree = new SpineLayout(Spine.load(), SpineLayout.Mode.TREE);
    private SpineLayout layout = tree;
    private final ToggleButton treeButton = new ToggleButton("Tree");
    private boolean modeChosen;
    private final SpineCanvas canvas = new SpineCanvas();
    private final BorderPane root = new BorderPane();
    private final Label summary = new Label();
    private final Label hover = new Label();
    private final Label empty = new Label("No run yet: open a NEFF — it runs on the emulated device and its walk "
            + "over the spine shows here.");
    private final ToggleButton follow = new ToggleButton("Follow");
    private final Runnable onBps = this::marks;
    private SpineTrace trace;
    private final ViewReads authors = stream("authors");
    private final ViewReads moves = stream("moves");
    private String selected;
    private String authored;
    private boolean fitted;
    private final CanvasDrag drag = new CanvasDrag(4);
    private boolean toggledOnFirstClick;

    /** Below this width (px) the view shows the tree; above, the layered graph (until the user picks one). */
    static final double WIDE = 720;

    public SpineView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.SPINE, "Spine");
        this.ctx = ctx;
        this.sessions = sessions;
        canvas.setLayout(layout);
        treeButton.setSelected(true);
        root.getStyleClass().add("spine-view");
        root.setTop(toolbar());
        hover.getStyleClass().add("spine-hover");
        hover.setVisible(false);
        hover.setMouseTransparent(true);
        hover.setManaged(false);
        empty.getStyleClass().addAll("dim", "spine-empty");
        empty.setWrapText(true);
        Pane overlay = new Pane(hover);
        overlay.setMouseTransparent(true);
        StackPane center = new StackPane(canvas, overlay, empty);
        StackPane.setAlignment(empty, Pos.CENTER);
        root.setCenter(center);
        canvas.setFocusTraversable(true);
        mouse();
        keys();
        follow(ctx.cursor(), e -> refresh());
        follow(ctx.selection(), e -> selectionChanged(e.currentLocation()));
        follow(sessions, s -> sessionChanged());
        ctx.breakpoints().addListener(onBps);
        listen(canvas.sceneProperty(), (o, was, now) -> themeFrom(now));
        canvas.setUnit(Tables.columnScaleProperty().get());
        listen(Tables.columnScaleProperty(), (o, was, now) -> canvas.setUnit(now.doubleValue()));
        listen(canvas.widthProperty(), o -> {
            if (canvas.getWidth() <= 0) {
                return;
            }
            SpineLayout want = canvas.getWidth() < WIDE ? tree : graph;
            if (!modeChosen && want != layout) {
                useLayout(want);
                fitted = false;
            }
            if (!fitted) {
                fitted = true;
                Fx.later(this::initialView); // once the height is known too
            }
        });
        sessionChanged();
    }

    private Node toolbar() {
        Label title = new Label("Spine");
        title.getStyleClass().add("section-title");
        summary.getStyleClass().add("dim");
        summary.setMinWidth(0);
        Button fit = new Button("Fit");
        fit.setTooltip(new Tooltip("Show the whole graph (0)"));
        fit.setOnAction(e -> canvas.fit());
        Button one = new Button("1:1");
        one.setTooltip(new Tooltip("Actual size around the current node"));
        one.setOnAction(e -> canvas.centerOn(currentOr("nrt_init"), canvas.unit()));
        follow.setSelected(true);
        follow.setTooltip(new Tooltip("Keep the current node in view as the cursor moves (F)"));
        treeButton.setTooltip(new Tooltip("Tree: one node a row, for narrow areas; off: the layered graph (T)"));
        treeButton.setOnAction(e -> {
            modeChosen = true;
            useLayout(treeButton.isSelected() ? tree : graph);
            initialView();
        });
        for (var b : new ButtonBase[] {fit, one, follow, treeButton}) {
            b.setFocusTraversable(false);
            b.getStyleClass().add("small-button");
            b.setMinWidth(Region.USE_PREF_SIZE);
        }
        HBox buttons = new HBox(6, treeButton, fit, one, follow);
        buttons.setAlignment(Pos.CENTER_LEFT);
        // the buttons wrap below the title in a narrow area instead of running off its edge
        FlowPane bar = new FlowPane(12, 4, title, buttons);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPrefWrapLength(160);
        summary.setWrapText(true);
        VBox box = new VBox(2, bar, summary);
        box.getStyleClass().add("spine-toolbar");
        return box;
    }

    private void themeFrom(Scene scene) {
        if (scene != null) {
            canvas.setPalette(SpinePalette.of(Theme.of(scene)));
            scene.getStylesheets().addListener((ListChangeListener<String>) c ->
                    canvas.setPalette(SpinePalette.of(Theme.of(scene))));
        }
    }

    private void mouse() {
        canvas.setOnMousePressed(e -> {
            drag.press(e.getX(), e.getY());
            canvas.requestFocus();
        });
        canvas.setOnMouseDragged(e -> {
            drag.move(e.getX(), e.getY());
            if (drag.dragging()) {
                canvas.panBy(drag.dx(), drag.dy());
            }
        });
        canvas.setOnMouseClicked(e -> {
            if (drag.dragging() || e.getButton() != MouseButton.PRIMARY) {
                return;
            }
            Optional<String> n = layout.nodeAt(canvas.worldX(e.getX()), canvas.worldY(e.getY())).map(x -> x.name());
            if (n.isEmpty()) {
                return;
            }
            if (e.getClickCount() == 1) {
                select(n.get());
                toggledOnFirstClick = !e.isShortcutDown();
                if (toggledOnFirstClick) {
                    ctx.breakpoints().toggle(n.get());
                }
            } else if (e.getClickCount() == 2) {
                if (toggledOnFirstClick) {
                    ctx.breakpoints().toggle(n.get()); // a double-click leaves the breakpoints as they were
                }
                runTo(n.get());
            }
        });
        canvas.setOnScroll(e -> {
            if (e.isShortcutDown() && e.getDeltaY() != 0) {
                canvas.zoomAt(e.getDeltaY() > 0 ? 1.15 : 1 / 1.15, e.getX(), e.getY());
            } else if (e.isShiftDown()) {
                canvas.panBy(e.getDeltaY() != 0 ? e.getDeltaY() : e.getDeltaX(), 0);
            } else {
                canvas.panBy(e.getDeltaX(), e.getDeltaY());
            }
            e.consume();
        });
        canvas.setOnMouseMoved(e -> hoverAt(e.getX(), e.getY()));
        canvas.setOnMouseExited(e -> {
            hover.setVisible(false);
            canvas.setHovered(null);
        });
    }

    private void keys() {
        canvas.setOnKeyPressed(e -> {
            KeyCode k = e.getCode();
            double cx = canvas.getWidth() / 2;
            double cy = canvas.getHeight() / 2;
            if (k == KeyCode.PLUS || k == KeyCode.EQUALS || k == KeyCode.ADD) {
                canvas.zoomAt(1.2, cx, cy);
            } else if (k == KeyCode.MINUS || k == KeyCode.SUBTRACT) {
                canvas.zoomAt(1 / 1.2, cx, cy);
            } else if (k == KeyCode.DIGIT0 || k == KeyCode.NUMPAD0) {
                canvas.fit();
            } else if (k == KeyCode.F) {
                follow.setSelected(!follow.isSelected());
            } else if (k == KeyCode.T) {
                treeButton.fire();
            } else if (k == KeyCode.UP || k == KeyCode.DOWN || k == KeyCode.LEFT || k == KeyCode.RIGHT) {
                double d = 60;
                canvas.panBy(k == KeyCode.LEFT ? d : k == KeyCode.RIGHT ? -d : 0, k == KeyCode.UP ? d : k == KeyCode.DOWN ? -d : 0);
            } else if (k == KeyCode.ENTER && selected != null) {
                runTo(selected);
            } else {
                return;
            }
            e.consume();
        });
    }

    private void hoverAt(double x, double y) {
        Optional<String> n = layout.nodeAt(canvas.worldX(x), canvas.worldY(y)).map(v -> v.name());
        canvas.setHovered(n.orElse(null));
        if (n.isEmpty()) {
            hover.setVisible(false);
            return;
        }
        SpineTrace.State s = currentState();
        hover.setText(SpineText.hover(layout.spine(), n.get(), trace, s, ctx.breakpoints().contains(n.get())));
        hover.autosize();
        double hx = Math.min(x + 16, Math.max(0, canvas.getWidth() - hover.getWidth() - 4));
        double hy = Math.min(y + 16, Math.max(0, canvas.getHeight() - hover.getHeight() - 4));
        hover.relocate(hx, hy);
        hover.setVisible(true);
    }

    private SpineTrace.State state = SpineTrace.State.empty();

    private SpineTrace.State currentState() {
        return state;
    }

    /** Selects a node (publishes it) and shows it. */
    private void select(String node) {
        selected = node;
        authored = null;
        ctx.selection().select(new SpineNode(node), this);
        marks();
    }

    private void runTo(String node) {
        moves.refresh(() -> ViewReads.at(ctx.cursor(), j -> Stepper.runToNode(j, node)), r -> { }, err -> {
            summary.setText("Could not run to " + node + ": " + ViewReads.message(err));
            return null;
        });
    }

    private void sessionChanged() {
        Optional<EmulationSession> s = sessions.current();
        renderNow(() -> {
            trace = null;
            state = SpineTrace.State.empty();
            canvas.setState(null, state);
            empty.setVisible(false); // the graph is drawn without a run: the empty state goes in the summary line
            summary.setText(s.isEmpty() ? SessionSource.emptyText(sessions, empty.getText()) : "reading the run…");
        });
        if (s.isEmpty()) {
            return;
        }
        read(ctx, s.get(), x -> x.indexes().spine(), t -> {
            if (t != null) {
                trace = t;
                refresh();
            }
        }, err -> {
            summary.setText("Could not read the run: " + ViewReads.message(err));
            return null;
        });
    }

    /** Recomputes the state at the cursor off the FX thread and shows it (a failed read: the empty state). */
    private void refresh() {
        SpineTrace t = trace;
        if (t == null) {
            return;
        }
        // through the cursor's query, so the answer joins the step's other views in one FX turn (one frame); the trace
        // came from the session under the cursor, so a read that fails is that session gone (stale) or a bug (shown)
        refresh(() -> ViewReads.at(ctx.cursor(), j -> t.at(Math.min(j.position(), t.steps()))), st -> {
                    if (st != null) {
                        show(t, st);
                    }
                }, err -> {
                    summary.setText("Could not read the step: " + ViewReads.message(err));
                    return null;
                });
    }

    private void show(SpineTrace t, SpineTrace.State s) {
        state = s;
        canvas.setState(t, s);
        summary.setText(SpineText.summary(layout.spine(), t, s));
        s.current().ifPresent(n -> {
            if (follow.isSelected() && !canvas.inView(n)) {
                canvas.centerOn(n, Math.max(canvas.zoom(), 0.85 * canvas.unit()));
            }
        });
    }

    private void useLayout(SpineLayout l) {
        layout = l;
        treeButton.setSelected(l == tree);
        canvas.setLayout(l);
    }

    /** The whole graph when it fits readably, else 1:1 (the tree: its width) around the current node. */
    private void initialView() {
        double u = canvas.unit();
        double fitZoom = Math.min(canvas.getWidth() / layout.width(), canvas.getHeight() / layout.height());
        if (fitZoom >= 0.55 * u) {
            canvas.fit();
        } else if (layout == tree) {
            canvas.centerOn(currentOr("nrt_init"), u * Math.max(0.7, Math.min(1, (canvas.getWidth() - 8) / (tree.width()
                    * u))));
        } else {
            canvas.centerOn(currentOr("nrt_init"), 0.9 * u);
        }
    }

    private String currentOr(String fallback) {
        return state.current().orElse(selected != null ? selected : fallback);
    }

    private void marks() {
        canvas.setMarks(ctx.breakpoints().snapshot(), selected, authored);
    }

    private void selectionChanged(Optional<Location> loc) {
        authors.now(() -> { });
        selected = loc.flatMap(l -> l.ancestor(SpineNode.class)).map(SpineNode::node).orElse(null);
        authored = null;
        marks();
        if (selected != null) {
            if (!canvas.inView(selected)) {
                canvas.centerOn(selected, Math.max(canvas.zoom(), 0.85 * canvas.unit()));
            }
            return;
        }
        Optional<Descriptor> d = loc.flatMap(l -> descriptorOf(l));
        SpineTrace t = trace;
        if (d.isEmpty() || t == null) {
            return;
        }
        Descriptor desc = d.get();
        EmulationSession s = sessions.current().orElse(null);
        authors.<Optional<String>>refresh(() -> ViewReads.at(ctx.cursor(), j -> t.authorOf(j, desc, SessionQueries.vring(s,
                desc.half().vring().name()).orElse(null))), a -> {
                    authored = a.orElse(null);
                    marks();
                    if (authored != null && !canvas.inView(authored)) {
                        canvas.centerOn(authored, Math.max(canvas.zoom(), 0.85 * canvas.unit()));
                    }
                }, err -> {
                    summary.setText("Could not find the node that wrote " + desc + ": " + ViewReads.message(err));
                    return Optional.empty();
                });
    }

    private static Optional<Descriptor> descriptorOf(Location l) {
        if (l instanceof Packet p) {
            return Optional.of(p.half().descriptor(p.first()));
        }
        return l.ancestor(Descriptor.class);
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public void dispose() {
        ctx.breakpoints().removeListener(onBps);
        super.dispose();
    }

    @Override
    public Node focusNode() {
        return canvas;
    }

    /** For tests: the layout, the state shown, the node lit for a selected descriptor. */
    SpineLayout layout() {
        return layout;
    }

    SpineTrace.State shownState() {
        return state;
    }

    /** The node lit as the author of the descriptor selected elsewhere, if any. */
    public Optional<String> authoredNode() {
        return Optional.ofNullable(authored);
    }

    /** Whether the view shows the indented tree (else the layered graph). */
    public boolean showsTree() {
        return layout == tree;
    }

    /**
     * Brings {@code node} into view and returns the centre of its box in scene coordinates (for tests and
     * tours that click it), empty when the spine has no such node.
     */
    public Optional<Point2D> revealNode(String node) {
        if (layout.box(node).isEmpty()) {
            return Optional.empty();
        }
        if (!canvas.inView(node)) {
            canvas.centerOn(node, Math.max(canvas.zoom(), 0.85 * canvas.unit()));
        }
        SpineLayout.Box b = layout.box(node).orElseThrow();
        double sx = (b.x() + Math.min(40, b.w() / 2)) * canvas.zoom() + canvasTx();
        double sy = b.cy() * canvas.zoom() + canvasTy();
        return Optional.of(canvas.localToScene(sx, sy));
    }

    private double canvasTx() {
        return -canvas.worldX(0) * canvas.zoom();
    }

    private double canvasTy() {
        return -canvas.worldY(0) * canvas.zoom();
    }

    SpineCanvas canvas() {
        return canvas;
    }
}
