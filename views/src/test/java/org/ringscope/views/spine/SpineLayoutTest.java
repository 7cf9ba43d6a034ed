package org.ringscope.views.spine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ringscope.model.spine.Section;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.spine.SpineEdge;

/**
 * The spine's layout, both ways: every node placed once, inside its section's band, bands in section order
 * without overlap, no two boxes of a band overlap, names fit their boxes, hit testing finds each node; in the
 * graph a CALL inside a band goes left to right, in the tree every node but a band's entries hangs one level
 * under a caller.
 */
class SpineLayoutTest {
    private final Spine spine = Spine.load();

    @ParameterizedTest
    @EnumSource(SpineLayout.Mode.class)
    void everyNodeIsPlacedInItsBandWithoutOverlaps(SpineLayout.Mode mode) {
        SpineLayout l = new SpineLayout(spine, mode);
        assertEquals(spine.nodes().size(), l.boxes().size());
        List<SpineLayout.Band> bands = l.bands();
        assertEquals(Section.values().length, bands.size());
        for (int i = 1; i < bands.size(); i++) {
            assertTrue(bands.get(i).section().ordinal() > bands.get(i - 1).section().ordinal());
            assertTrue(bands.get(i).y() >= bands.get(i - 1).y() + bands.get(i - 1).h(), "bands do not overlap");
        }
        for (SpineLayout.Box b : l.boxes().values()) {
            SpineLayout.Band band = l.band(b.node().section()).orElseThrow();
            assertTrue(b.y() >= band.y() && b.y() + b.h() <= band.y() + band.h(), b + " inside " + band);
            assertTrue(b.x() >= 0 && b.x() + b.w() <= l.width(), b + " inside the width");
            assertTrue(b.w() >= b.node().name().length() * SpineLayout.CHAR_W, "the name fits " + b);
            assertEquals(b.node(), l.nodeAt(b.cx(), b.cy()).orElseThrow(), "hit test");
            for (SpineLayout.Box o : l.boxes().values()) {
                if (o != b && o.node().section() == b.node().section()) {
                    assertFalse(b.overlaps(o), b + " overlaps " + o);
                }
            }
        }
        assertTrue(l.nodeAt(-5, -5).isEmpty());
    }

    @ParameterizedTest
    @EnumSource(SpineLayout.Mode.class)
    void edgesInsideABandGoForwardOrDown(SpineLayout.Mode mode) {
        SpineLayout l = new SpineLayout(spine, mode);
        int inner = 0;
        for (SpineEdge e : spine.edges()) {
            SpineLayout.Box a = l.box(e.caller()).orElseThrow();
            SpineLayout.Box b = l.box(e.callee()).orElseThrow();
            if (a.node().section() != b.node().section() || a == b) {
                continue;
            }
            inner++;
            if (mode == SpineLayout.Mode.GRAPH) {
                assertTrue(b.column() > a.column() || b.column() == a.column() && e.kind() == SpineEdge.Kind.SEQUENCE
                        || b.column() < a.column(), e.id()); // columns: longest path, cycles cut
                if (l.treeEdge(e)) {
                    throw new AssertionError("no tree edges in the graph");
                }
            } else if (l.treeEdge(e)) {
                assertEquals(a.column() + 1, b.column(), e.id());
                assertTrue(b.y() > a.y(), "a child is below its parent: " + e.id());
            }
        }
        assertTrue(inner > 80, "most edges stay in their band: " + inner);
    }

    @ParameterizedTest
    @EnumSource(SpineLayout.Mode.class)
    void mostGraphEdgesGoLeftToRight(SpineLayout.Mode mode) {
        SpineLayout l = new SpineLayout(spine, mode);
        long forward = spine.edges().stream().filter(e -> {
            SpineLayout.Box a = l.box(e.caller()).orElseThrow();
            SpineLayout.Box b = l.box(e.callee()).orElseThrow();
            return a.node().section() == b.node().section() && b.column() > a.column();
        }).count();
        assertTrue(forward > 80, mode + ": " + forward);
        assertTrue(mode == SpineLayout.Mode.TREE ? l.width() < 520 : l.width() > 1500, mode + " width " + l.width());
    }
}
