package org.ringscope.views.spine;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import org.ringscope.model.spine.SpineEdge;
import org.ringscope.model.spine.SpineNode;
import org.ringscope.model.spine.SpineTrace;
import org.ringscope.views.fx.Fx;

/**
 * Draws the spine on a Canvas (decision 0852): section bands, edges (visited ones bold in the accent colour,
 * variant edges dashed orange, error edges dashed red, MED confidence faded, the edge taken last thickest),
 * node boxes with a layer stripe (H / P / I), the current node filled, breakpoints as red dots, the selected
 * node and the node that authored a selected descriptor outlined. Level of detail by zoom: boxes only when
 * tiny, names, then names with address · layer · visits. Only what is in view is drawn. Pan and zoom are
 * the view transform {@code screen = world × zoom + (tx, ty)}; the mouse handling lives in {@link SpineView}.
 */
final class SpineCanvas extends Region {
    static final double MIN_ZOOM = 0.15;
    static final double MAX_ZOOM = 3;

    private final Canvas canvas = new Canvas();
    private SpineLayout layout;
    private SpineTrace.State state = SpineTrace.State.empty();
    private SpineTrace trace;
    private Set<String> breakpoints = Set.of();
    private String selected;
    private String authored;
    private String hovered;
    private SpinePalette palette = SpinePalette.LIGHT;
    private double zoom = 1;
    /** The views' font scale (presenter mode): "actual size" is this zoom, and the labels grow with it. */
    private double unit = 1;
    private double tx;
    private double ty;

    SpineCanvas() {
        getChildren().add(canvas);
        getStyleClass().add("spine-canvas");
        setMinSize(0, 0);
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            redraw();
        }
    }

    void setLayout(SpineLayout l) {
        layout = l;
        redraw();
    }

    void setState(SpineTrace trace, SpineTrace.State s) {
        this.trace = trace;
        this.state = s;
        redraw();
    }

    void setMarks(Set<String> bps, String selectedNode, String authoredNode) {
        breakpoints = bps;
        selected = selectedNode;
        authored = authoredNode;
        redraw();
    }

    void setHovered(String node) {
        if (!Objects.equals(node, hovered)) {
            hovered = node;
            redraw();
        }
    }

    void setPalette(SpinePalette p) {
        palette = p;
        redraw();
    }

    double zoom() {
        return zoom;
    }

    /** The zoom at which the graph shows at its actual size: the views' font scale. */
    double unit() {
        return unit;
    }

    /**
     * Follows the views' font scale: the view keeps its place and zooms by the change, so every label grows (or
     * shrinks) with the rest of the views' text.
     */
    void setUnit(double u) {
        if (u <= 0 || u == unit) {
            return;
        }
        double f = u / unit;
        unit = u;
        zoom = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM * unit, zoom * f));
        tx *= f;
        ty *= f;
        redraw();
    }

    double worldX(double sx) {
        return (sx - tx) / zoom;
    }

    double worldY(double sy) {
        return (sy - ty) / zoom;
    }

    void panBy(double dx, double dy) {
        tx += dx;
        ty += dy;
        redraw();
    }

    /** Zooms by {@code factor} keeping the world point under the screen point {@code (sx, sy)} in place. */
    void zoomAt(double factor, double sx, double sy) {
        double z = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM * unit, zoom * factor));
        double wx = worldX(sx);
        double wy = worldY(sy);
        zoom = z;
        tx = sx - wx * z;
        ty = sy - wy * z;
        redraw();
    }

    /** The whole graph in view (never larger than actual size). */
    void fit() {
        if (layout == null || getWidth() <= 0) {
            return;
        }
        double z = Math.min((getWidth() - 16) / layout.width(), (getHeight() - 16) / layout.height());
        zoom = Math.max(MIN_ZOOM, Math.min(unit, z));
        tx = (getWidth() - layout.width() * zoom) / 2;
        ty = 8;
        redraw();
    }

    /** 1:1 with the node in the middle. */
    void centerOn(String node, double atZoom) {
        if (layout == null) {
            return;
        }
        layout.box(node).ifPresent(b -> {
            zoom = atZoom;
            // centred as far as the graph allows: no empty band above or left of it (nrt_init is at its top)
            tx = clampPan(getWidth() / 2 - b.cx() * zoom, getWidth(), layout.width() * zoom);
            ty = clampPan(getHeight() / 2 - b.cy() * zoom, getHeight(), layout.height() * zoom);
            redraw();
        });
    }

    /** A pan that keeps the content's edge within a small margin of the view's when the content is larger. */
    private static double clampPan(double t, double view, double content) {
        double margin = 12;
        double hi = margin;
        double lo = view - content - margin;
        return lo >= hi ? hi : Math.max(lo, Math.min(hi, t));
    }

    /** Whether the node's box is wholly in view. */
    boolean inView(String node) {
        return layout != null && layout.box(node).map(b -> b.x() * zoom + tx >= 0 && b.y() * zoom + ty >= 0
                && (b.x() + b.w()) * zoom + tx <= getWidth() && (b.y() + b.h()) * zoom + ty <= getHeight()).orElse(true);
    }

    void redraw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setTransform(1, 0, 0, 1, 0, 0);
        g.setFill(palette.background());
        g.fillRect(0, 0, w, h);
        Fx.opaqueBackground(this, palette.background());
        if (layout == null) {
            return;
        }
        g.setTransform(zoom, 0, 0, zoom, tx, ty);
        double x0 = worldX(0);
        double y0 = worldY(0);
        double x1 = worldX(w);
        double y1 = worldY(h);
        drawBands(g, x0, x1, y0, y1);
        List<SpineEdge> edges = layout.spine().edges();
        for (int pass = 0; pass < 2; pass++) { // unvisited under visited
            for (int i = 0; i < edges.size(); i++) {
                if (state.visited(i) == (pass == 1)) {
                    drawEdge(g, edges.get(i), i, x0, x1, y0, y1);
                }
            }
        }
        for (SpineLayout.Box b : layout.boxes().values()) {
            if (b.x() + b.w() >= x0 && b.x() <= x1 && b.y() + b.h() >= y0 && b.y() <= y1) {
                drawNode(g, b);
            }
        }
        g.setTransform(1, 0, 0, 1, 0, 0);
        drawStickySection(g);
    }

    private void drawBands(GraphicsContext g, double x0, double x1, double y0, double y1) {
        int k = 0;
        for (SpineLayout.Band b : layout.bands()) {
            g.setFill(k++ % 2 == 0 ? palette.bandA() : palette.bandB());
            g.fillRect(Math.min(0, x0), b.y(), Math.max(layout.width(), x1) - Math.min(0, x0), b.h());
            if (b.y() >= y0 - 2 && b.y() <= y1) { // the band's top in view: its name there
                g.setFill(palette.bandText());
                g.setFont(Font.font("System", FontWeight.BOLD, Math.max(11, 9 * unit / zoom)));
                g.setTextAlign(TextAlignment.LEFT);
                g.setTextBaseline(VPos.TOP);
                double lx = Math.max(0, x0) + 6 / zoom;
                String label = b.section().name() + (zoom >= 0.45 ? "  " + b.nodes() + " nodes" : "");
                g.fillText(label, layout.mode() == SpineLayout.Mode.TREE ? lx : Math.max(lx, 6), b.y() + 6 / zoom);
            }
        }
    }

    /** The section the top of the view is in, as a label in the top right corner (screen space). */
    private void drawStickySection(GraphicsContext g) {
        double top = worldY(0);
        for (SpineLayout.Band b : layout.bands()) {
            if (b.y() < top - 2 && b.y() + b.h() > top) {
                String label = b.section().name();
                g.setFont(Font.font("System", FontWeight.BOLD, 11 * unit));
                double w = (label.length() * 8 + 14) * unit;
                double h = 20 * unit;
                double x = canvas.getWidth() - w - 6;
                g.setFill(palette.bandA().deriveColor(0, 1, 1, 0.92));
                g.fillRoundRect(x, 6, w, h, 10, 10);
                g.setStroke(palette.edge());
                g.setLineWidth(1);
                g.strokeRoundRect(x, 6, w, h, 10, 10);
                g.setFill(palette.bandText());
                g.setTextAlign(TextAlignment.CENTER);
                g.setTextBaseline(VPos.CENTER);
                g.fillText(label, x + w / 2, 6 + h / 2);
            }
        }
    }

    private void drawEdge(GraphicsContext g, SpineEdge e, int i, double x0, double x1, double y0, double y1) {
        SpineLayout.Box a = layout.box(e.caller()).orElse(null);
        SpineLayout.Box b = layout.box(e.callee()).orElse(null);
        if (a == null || b == null) {
            return;
        }
        boolean tree = layout.mode() == SpineLayout.Mode.TREE;
        boolean elbow = layout.treeEdge(e);
        double sx = elbow ? a.x() + 10 : a.x() + a.w();
        double sy = elbow ? a.y() + a.h() : a.cy();
        double ex = tree && !elbow ? b.x() + b.w() : b.x();
        double ey = b.cy();
        double bow = Math.max(sx, ex) + 24 + Math.min(160, Math.abs(ey - sy) * 0.08);
        if (Math.max(Math.max(sx, ex), tree ? bow : 0) + 80 < x0 || Math.min(sx, ex) - 80 > x1
                || Math.max(sy, ey) < y0 || Math.min(sy, ey) > y1) {
            return;
        }
        boolean visited = state.visited(i);
        Color c = switch (e.path()) {
            case ERROR -> palette.error();
            case VARIANT -> palette.variant();
            default -> visited ? palette.visited() : palette.edge();
        };
        double alpha = e.confidence() == SpineEdge.Confidence.MED ? 0.55 : 1;
        if (!visited && e.path() != SpineEdge.Path.NORMAL) {
            alpha *= 0.7;
        }
        Color col = c.deriveColor(0, 1, 1, alpha);
        g.setStroke(col);
        double lw = i == state.lastEdge() ? 3.6 : visited ? 2.2 : 1.1;
        g.setLineWidth(lw);
        g.setLineCap(StrokeLineCap.ROUND);
        g.setLineDashes(e.path() == SpineEdge.Path.NORMAL ? null : e.path() == SpineEdge.Path.ERROR
                ? new double[] {3, 4} : new double[] {8, 5});
        g.beginPath();
        if (e.caller().equals(e.callee())) {
            double lx = a.x() + a.w();
            g.moveTo(lx, a.cy() - 6);
            g.bezierCurveTo(lx + 30, a.cy() - 30, lx + 30, a.cy() + 30, lx, a.cy() + 6);
            g.stroke();
            g.setLineDashes(null);
            return;
        }
        g.moveTo(sx, sy);
        boolean pointsLeft = false;
        if (elbow) {
            g.lineTo(sx, ey);
            g.lineTo(ex, ey);
        } else if (tree) {
            g.bezierCurveTo(bow, sy, bow, ey, ex, ey);
            pointsLeft = true;
        } else {
            double dx = Math.max(40, Math.abs(ex - sx) / 2);
            g.bezierCurveTo(sx + dx, sy, ex - dx, ey, ex, ey);
        }
        g.stroke();
        g.setLineDashes(null);
        g.setFill(col);
        double s = 4 + lw;
        double back = pointsLeft ? ex + s * 1.5 : ex - s * 1.5;
        g.fillPolygon(new double[] {ex, back, back}, new double[] {ey, ey - s * 0.8, ey + s * 0.8}, 3);
    }

    private void drawNode(GraphicsContext g, SpineLayout.Box b) {
        SpineNode n = b.node();
        String name = n.name();
        boolean current = state.current().map(name::equals).orElse(false);
        boolean onStack = state.stack().contains(name);
        int visits = state.visits(name);
        Color fill = current ? palette.current() : visits > 0 ? palette.nodeVisited() : palette.nodeFill();
        g.setFill(fill);
        g.fillRoundRect(b.x(), b.y(), b.w(), b.h(), 8, 8);
        g.setFill(palette.layer(n.layer()));
        g.fillRoundRect(b.x(), b.y(), 5, b.h(), 4, 4);
        Color border = name.equals(selected) ? palette.selected() : name.equals(authored) ? palette.authored()
                : onStack ? palette.current() : name.equals(hovered) ? palette.visited() : palette.edge();
        g.setStroke(border);
        g.setLineWidth(name.equals(selected) || name.equals(authored) ? 2.6 : onStack ? 2 : 1);
        g.strokeRoundRect(b.x(), b.y(), b.w(), b.h(), 8, 8);
        if (breakpoints.contains(name)) {
            g.setFill(palette.breakpoint());
            g.fillOval(b.x() - 7, b.y() - 7, 14, 14);
            g.setStroke(palette.background());
            g.setLineWidth(1.5);
            g.strokeOval(b.x() - 7, b.y() - 7, 14, 14);
        }
        if (zoom < 0.4 * unit) {
            return;
        }
        Color text = current ? palette.currentText() : palette.text();
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        g.setFill(text);
        boolean detail = zoom >= 0.85 * unit;
        g.setFont(Font.font("System", current || onStack ? FontWeight.BOLD : FontWeight.NORMAL, Math.max(12, 9 * unit / zoom)));
        g.fillText(name, b.x() + 11, detail ? b.y() + 11 : b.cy(), b.w() - 16);
        if (detail) {
            g.setFont(Font.font("System", 10));
            g.setFill(current ? palette.currentText() : palette.dim());
            String addr = n.hasAddress() ? n.hexAddress() : "no address";
            g.fillText(addr + " · " + n.layer() + (visits > 0 ? " · ×" + visits : ""), b.x() + 11, b.y() + 25,
                    b.w() - 16);
        }
    }

    /** Hands the screen position of a node's box to {@code f} (for the hover card). */
    void screenBox(String node, BiConsumer<Double, Double> f) {
        if (layout != null) {
            layout.box(node).ifPresent(b -> f.accept((b.x() + b.w()) * zoom + tx, b.y() * zoom + ty));
        }
    }

    SpineTrace trace() {
        return trace;
    }
}
