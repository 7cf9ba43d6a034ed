package org.ringscope.app.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.List;
import org.ringscope.model.lint.LintLocation;
import org.ringscope.model.lint.Problem;
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
        java.io.StringWriter s = new java.io.StringWriter();
        JsonOut.print(new PrintWriter(s), withProblems(r, problems));
        return s.toString();
    }

    /** The run's JSON object with a {@code problems} array appended. */
    static ObjectNode withProblems(RunResult r, List<Problem> problems) {
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

    static ObjectNode location(LintLocation l, int step) {
        ObjectNode n = JsonOut.mapper().valueToTree(l);
        ObjectNode out = JsonOut.mapper().createObjectNode();
        out.put("type", l.type());
        out.put("label", l.label());
        out.put("step", step);
        out.setAll(n);
        return out;
    }

    /** The problems as text lines (nothing when there are none). */
    static void print(PrintWriter o, List<Problem> problems) {
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
