package org.ringscope.app.bench;

import java.io.PrintWriter;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;

/**
 * A diagnostic of {@code bench gui} ({@code -Dringscope.bench.dirty=true}): after each pulse's layout, lists the
 * nodes the pulse will hand to the renderer, and whether each can be seen. A pulse whose every changed node is hidden
 * (not tree-visible, or outside the window) leaves the renderer no dirty region, and Prism's {@code ViewPainter} then
 * repaints the whole window — the costliest frame a software renderer can make. Reads JavaFX's private
 * {@code Scene.dirtyNodes} by reflection (the toolkit runs from the class path, in the unnamed module), so it is a
 * measuring tool, never part of the workbench.
 */
final class DirtyProbe implements Runnable {
    private final Scene scene;
    private final PrintWriter log;
    private final Field nodes;
    private final Field size;
    private final Field bits;
    private final Field css;
    private long pulse;
    private List<String> cssDirty = List.of();

    private DirtyProbe(Scene scene, PrintWriter log) throws ReflectiveOperationException {
        this.scene = scene;
        this.log = log;
        nodes = Scene.class.getDeclaredField("dirtyNodes");
        size = Scene.class.getDeclaredField("dirtyNodesSize");
        bits = Node.class.getDeclaredField("dirtyBits");
        nodes.setAccessible(true);
        size.setAccessible(true);
        bits.setAccessible(true);
        css = Node.class.getDeclaredField("cssFlag");
        css.setAccessible(true);
    }

    /** Attaches to {@code scene} when the property asks for it; call on the FX thread. */
    static void attachIfAsked(Scene scene, PrintWriter log) {
        if (!Boolean.getBoolean("ringscope.bench.dirty")) {
            return;
        }
        try {
            DirtyProbe p = new DirtyProbe(scene, log);
            scene.addPreLayoutPulseListener(p::beforeCss);
            scene.addPostLayoutPulseListener(p);
        } catch (ReflectiveOperationException | RuntimeException e) {
            log.println("dirty probe unavailable: " + e);
        }
    }

    /** Before the CSS pass: the nodes whose style must be computed again. */
    private void beforeCss() {
        List<String> out = new ArrayList<>();
        try {
            collectCss(scene.getRoot(), out);
        } catch (IllegalAccessException e) {
            out.add(e.toString());
        }
        cssDirty = out;
    }

    private void collectCss(Node n, List<String> out) throws IllegalAccessException {
        Object f = css.get(n);
        if (f == null || "CLEAN".equals(f.toString()) || out.size() > 8) {
            return;
        }
        boolean below = false;
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                Object cf = css.get(c);
                if (cf != null && !"CLEAN".equals(cf.toString())) {
                    below = true;
                    collectCss(c, out);
                }
            }
        }
        if (!"DIRTY_BRANCH".equals(f.toString()) || !below) {
            out.add(f + (below ? " " : " (nothing below) ") + describe(n));
        }
    }

    @Override
    public void run() {
        pulse++;
        try {
            Node[] dirty = (Node[]) nodes.get(scene);
            int n = (int) size.get(scene);
            if (dirty == null || n == 0) {
                return;
            }
            List<String> seen = new ArrayList<>();
            List<String> hidden = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                Node d = dirty[i];
                Object b = bits.get(d);
                boolean none = b instanceof Set<?> set && set.isEmpty();
                (shown(d) && !none ? seen : hidden).add(describe(d));
            }
            log.println("pulse " + pulse + ": " + seen.size() + " seen " + (seen.isEmpty() ? "(WHOLE-WINDOW REPAINT) " : "")
                    + seen + " / " + hidden.size() + " hidden " + hidden + (seen.isEmpty() ? " css: " + cssDirty : ""));
            log.flush();
        } catch (ReflectiveOperationException e) {
            log.println("dirty probe: " + e);
        }
    }

    private boolean shown(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible() || p.getOpacity() == 0) {
                return false;
            }
        }
        Bounds b = n.localToScene(n.getBoundsInLocal());
        return b.getMaxX() > 0 && b.getMaxY() > 0 && b.getMinX() < scene.getWidth() && b.getMinY() < scene.getHeight()
                && b.getWidth() > 0 && b.getHeight() > 0;
    }

    private String describe(Node n) throws IllegalAccessException {
        StringBuilder s = new StringBuilder(n.getClass().getSimpleName());
        if (n.getId() != null) {
            s.append('#').append(n.getId());
        }
        Object b = bits.get(n);
        if (b instanceof Set<?> set) {
            s.append(set);
        }
        int depth = 0;
        for (Parent p = n.getParent(); p != null && depth < 6; p = p.getParent(), depth++) {
            String c = p.getStyleClass().isEmpty() ? p.getClass().getSimpleName() : p.getStyleClass().get(0);
            s.append(depth == 0 ? " < " : " < ").append(c);
        }
        return s.toString();
    }
}
