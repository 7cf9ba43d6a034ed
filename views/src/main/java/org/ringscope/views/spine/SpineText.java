package org.ringscope.views.spine;

import java.util.List;
import java.util.Locale;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.spine.SpineEdge;
import org.ringscope.model.spine.SpineNode;
import org.ringscope.model.spine.SpineTrace;

/** The spine view's words: the summary line above the graph and the hover card of a node. */
final class SpineText {
    private SpineText() {
    }

    /** "at kbl_model_add (depth 3, LOAD) · 41 of 137 edges taken". */
    static String summary(Spine spine, SpineTrace t, SpineTrace.State s) {
        String edges = String.format(Locale.ROOT, "%d of %d edges taken", s.visited().cardinality(), spine.edges().size());
        return s.current().map(n -> "at " + n + " (depth " + s.depth() + ", "
                + spine.node(n).map(x -> x.section().name()).orElse("?") + ") · " + edges)
                .orElse((s.step() == 0 ? "before the first call" : "no node open") + " · " + edges);
    }

    /** The hover card: what the node is, where it lives, and how the run reached it so far. */
    static String hover(Spine spine, String name, SpineTrace t, SpineTrace.State s, boolean breakpoint) {
        SpineNode n = spine.requireNode(name);
        StringBuilder b = new StringBuilder(name);
        b.append('\n').append(n.hasAddress() ? n.hexAddress() : "no address known").append(" · ")
                .append(n.layer().object()).append('\n').append("section ").append(n.section())
                .append(n.entry() ? " · public entry" : "");
        if (t != null) {
            b.append(" · entered ").append(s.visits(name)).append("× by step ").append(s.step());
        }
        if (breakpoint) {
            b.append(" · breakpoint");
        }
        if (!n.note().isBlank()) {
            b.append('\n').append(wrap(n.note(), 70));
        }
        List<SpineEdge> in = spine.edgesIn(name);
        if (!in.isEmpty()) {
            b.append("\ncalled from: ");
            b.append(String.join(", ", in.stream().map(e -> edge(e, e.caller())).toList()));
        }
        for (SpineEdge e : in) {
            if (!e.sites().isEmpty() && t != null) {
                b.append("\ncall sites in ").append(e.caller()).append(":\n  ")
                        .append(String.join("\n  ", t.sites(e, s).split(", (?=0x)")));
            }
        }
        List<SpineEdge> out = spine.edgesOut(name);
        if (!out.isEmpty()) {
            b.append("\ncalls: ");
            b.append(String.join(", ", out.stream().map(e -> edge(e, e.callee())).limit(8).toList()));
            if (out.size() > 8) {
                b.append(", … ").append(out.size() - 8).append(" more");
            }
        }
        b.append("\nclick: breakpoint · double-click: run to it");
        return b.toString();
    }

    private static String edge(SpineEdge e, String other) {
        String tags = (e.path() != SpineEdge.Path.NORMAL ? e.path().name().toLowerCase(Locale.ROOT) + ", " : "")
                + e.confidence();
        return other + " (" + tags + ")";
    }

    private static String wrap(String s, int width) {
        StringBuilder out = new StringBuilder();
        int col = 0;
        for (String w : s.split(" ")) {
            if (col + w.length() > width && col > 0) {
                out.append('\n');
                col = 0;
            } else if (col > 0) {
                out.append(' ');
                col++;
            }
            out.append(w);
            col += w.length();
        }
        return out.toString();
    }
}
