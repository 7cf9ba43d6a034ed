package org.ringscope.app.output;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.ringscope.model.lint.Problem;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Doorbell;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Packet;
import org.ringscope.model.location.Page;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.location.Vring;
import org.ringscope.model.runtime.RunResult;

/**
 * The expert checks' problems in {@code ringscope run}'s output: {@code "problems": [{severity, code, message,
 * location: {type, label, step, …its fields}}]} in the JSON (after the run's own members), a short list in the text.
 */
public final class ProblemsJson {
    private ProblemsJson() {
    }

    /** The run as {@code ringscope run --json} prints it (the workbench's File ▸ Export Run as JSON). */
    public static String runJson(RunResult r, List<Problem> problems) {
        StringWriter s = new StringWriter();
        JsonOut.print(new PrintWriter(s), withProblems(r, problems));
        return s.toString();
    }

    /** The run's JSON object with a {@code problems} array appended. */
    public static ObjectNode withProblems(RunResult r, List<Problem> problems) {
        ObjectNode o = JsonOut.mapper().valueToTree(r);
        ArrayNode a = o.putArray("problems");
        for (Problem p : problems) {
            ObjectNode n = a.addObject();
            n.put("severity", p.severity().key());
            n.put("code", p.code());
            n.put("message", p.message());
            n.set("location", location(p.location(), p.step()));
        }
        return o;
    }

    /**
     * {@code {type, label, step, text, …fields}}: the type is the location's {@link Location#kind()}, the text its
     * text form, and the fields name the ring flat ({@code vring, half, page | index | first, count},
     * {@code pring, slot}, {@code queue, ordinal}).
     */
    static ObjectNode location(Location l, int step) {
        ObjectNode out = JsonOut.mapper().createObjectNode();
        out.put("type", l.kind());
        out.put("label", l.label());
        out.put("step", step);
        out.put("text", l.text());
        l.ancestor(Half.class).ifPresent(h -> out.put("vring", h.vring().name()).put("half",
                h.direction().name()));
        if (l instanceof Vring v) {
            out.put("vring", v.name());
        } else if (l instanceof Page p) {
            out.put("page", p.page());
        } else if (l instanceof Descriptor d) {
            out.put("index", d.index());
        } else if (l instanceof Packet p) {
            out.put("first", p.first()).put("count", p.count());
        } else if (l instanceof Pring p) {
            out.put("pring", p.name());
        } else if (l instanceof PringSlot p) {
            out.put("pring", p.ring().name()).put("slot", p.slot());
        } else if (l instanceof Doorbell d) {
            out.put("queue", d.queue()).put("ordinal", d.ordinal());
        }
        return out;
    }

    /** The problems as text lines (nothing when there are none). */
    public static void print(PrintWriter o, List<Problem> problems) {
        if (problems.isEmpty()) {
            return;
        }
        o.printf("problems: %d%n", problems.size());
        for (Problem p : problems) {
            o.printf("  %-7s %-16s step %-7d %s%n", p.severity().key(), p.code(), p.step(), p.message());
        }
        o.flush();
    }
}
