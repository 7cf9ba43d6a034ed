package org.ringscope.views.spine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.spine.SpineEdge;
import org.ringscope.model.spine.SpineNode;
import org.ringscope.model.spine.SpineTrace;
import org.ringscope.model.trace.Journal;
import org.ringscope.views.PropertyRow;

/**
 * The properties of a spine node (for the Properties view): what it is — name, address, layer, section,
 * note — and, at the cursor, how often the run entered it and each edge in and out with what crosses it, its
 * path and confidence, and how often it was taken so far. Built on the journal thread.
 */
public final class SpineNodeRows {
    private SpineNodeRows() {
    }

    /**
     * The rows of {@code node} at the journal's position; {@code j} and {@code trace}, the run's walk over the spine
     * ({@code RunIndexes#spine()}), are null without a run — the view never walks the journal itself.
     */
    public static List<PropertyRow> rows(Spine spine, String node, Journal j, SpineTrace trace) {
        SpineNode n = spine.requireNode(node);
        List<PropertyRow> r = new ArrayList<>();
        String c = "Spine node";
        r.add(new PropertyRow(c, "Name", n.name(), "the recovered symbol"));
        r.add(new PropertyRow(c, "Address", n.hasAddress() ? n.hexAddress() : "unknown",
                ".text address (libnrt: equal to the file offset)"));
        r.add(new PropertyRow(c, "Layer", n.layer() + " — " + n.layer().object(), "the object the function lives in"));
        r.add(new PropertyRow(c, "Section", n.section().name(), "where the node first appears on the path"));
        r.add(new PropertyRow(c, "Public entry", n.entry() ? "yes" : "no", "may be entered with no caller"));
        r.add(new PropertyRow(c, "Shown by", n.lookIn(), "the views that show what the node does"));
        if (!n.note().isBlank()) {
            r.add(new PropertyRow(c, "Note", n.note(), n.note()));
        }
        SpineTrace t = j == null ? null : trace;
        SpineTrace.State s = t == null ? SpineTrace.State.empty() : t.at(j.position());
        if (t != null) {
            String run = "At step " + j.position();
            r.add(new PropertyRow(run, "Entered", s.visits(node) + " time(s) so far", "entries before the cursor"));
            int at = s.stack().indexOf(node);
            r.add(new PropertyRow(run, "On the call stack", at < 0 ? "no" : s.current().orElse("").equals(node)
                    ? "yes — the current node, depth " + at : "yes, depth " + at, "open at the cursor"));
        }
        edges(r, "Called from", spine.edgesIn(node), true, t, s);
        edges(r, "Calls", spine.edgesOut(node), false, t, s);
        return r;
    }

    private static void edges(List<PropertyRow> r, String cat, List<SpineEdge> es, boolean in, SpineTrace t,
                              SpineTrace.State s) {
        for (SpineEdge e : es) {
            StringBuilder v = new StringBuilder();
            v.append(e.crosses().isBlank() ? "—" : e.crosses());
            v.append(" · ").append(e.path().name().toLowerCase(Locale.ROOT));
            if (e.kind() == SpineEdge.Kind.SEQUENCE) {
                v.append(" · sequence");
            }
            v.append(" · ").append(e.confidence());
            if (t != null) {
                v.append(" · taken ").append(s.edgeVisits(t.indexOf(e))).append("×");
                if (!e.sites().isEmpty()) {
                    v.append(" · at ").append(t.sites(e, s));
                }
            }
            String d = e.id() + (e.callSite().isBlank() ? "" : " at " + e.callSite())
                    + (e.note().isBlank() ? "" : " — " + e.note());
            r.add(new PropertyRow(cat, in ? e.caller() : e.callee(), v.toString(), d));
        }
    }
}
