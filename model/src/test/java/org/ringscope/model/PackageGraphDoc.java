package org.ringscope.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The generated block of {@code docs/architecture.md} that draws the {@link PackageGraph}: per module its layers and
 * a Mermaid picture of the edges no longer path implies, then a table of every edge. The table is what the check
 * reads back, so a disagreement is named as the first package or edge the file lacks or has too many.
 */
final class PackageGraphDoc {
    static final String BEGIN = "<!-- package-graph:begin -->";
    static final String END = "<!-- package-graph:end -->";
    /** The command that rewrites the block, printed by a failing check and quoted in the document. */
    static final String REGENERATE = "mvn -B -ntp -o -q -pl model test -Dtest=PackageGraphDocTest"
            + " -Dringscope.golden.update=true";
    private static final String TABLE = "### Every edge";
    private static final Pattern ROW = Pattern.compile("^\\| `([^`]+)` \\|(.*)\\|\\s*$");
    private static final Pattern NAME = Pattern.compile("`([^`]+)`");

    private PackageGraphDoc() {
    }

    /** The block, from {@link #BEGIN} to {@link #END} inclusive, without a line break after the end. */
    static String render(PackageGraph g) {
        StringBuilder out = new StringBuilder(BEGIN).append('\n');
        out.append("<!-- written by PackageGraphDocTest from the sources; regenerate it, do not edit it -->\n\n");
        int within = 0;
        for (String p : g.edges().keySet()) {
            within += g.within(p).size();
        }
        out.append(g.edges().size()).append(" packages, ").append(g.edgeNames().size()).append(" edges (")
                .append(within).append(" inside a module).\n");
        for (String module : PackageGraph.MODULES) {
            module(g, module, out);
        }
        out.append('\n').append(TABLE).append("\n\n");
        out.append("Every package with every package it depends on, inside its module and below it.\n\n");
        out.append("| package | depends on |\n|---|---|\n");
        g.edges().forEach((p, qs) -> out.append("| `").append(p).append("` | ")
                .append(String.join(", ", qs.stream().map(q -> "`" + q + "`").toList())).append(" |\n"));
        return out.append(END).toString();
    }

    private static void module(PackageGraph g, String module, StringBuilder out) {
        Map<String, Integer> layers = g.layers(module);
        List<String> cycles = g.cycles(module);
        out.append("\n### ").append(module).append("\n\n");
        out.append("Packages inside `org.ringscope.").append(module).append("`: ").append(layers.size())
                .append("; cycles: ").append(cycles.isEmpty() ? "none" : String.join(", ", cycles)).append(".\n\n");
        out.append("| layer | packages |\n|---|---|\n");
        int top = layers.values().stream().mapToInt(Integer::intValue).max().orElse(-1);
        for (int n = 0; n <= top; n++) {
            int layer = n;
            out.append("| ").append(n).append(" | ").append(String.join(" ", layers.entrySet().stream()
                    .filter(e -> e.getValue() == layer).map(e -> "`" + PackageGraph.shortName(e.getKey()) + "`")
                    .toList())).append(" |\n");
        }
        out.append("\n```mermaid\nflowchart BT\n");
        List<String[]> edges = new ArrayList<>(g.reduction(module));
        edges.sort((a, b) -> layers.get(a[0]).equals(layers.get(b[0])) ? (a[0] + " " + a[1]).compareTo(b[0] + " "
                + b[1]) : layers.get(b[0]) - layers.get(a[0]));
        Set<String> drawn = new TreeSet<>();
        for (String[] e : edges) {
            out.append("  ").append(mermaid(e[0], drawn)).append(" --> ").append(mermaid(e[1], drawn)).append('\n');
        }
        for (String p : layers.keySet()) {
            if (!drawn.contains(p)) {
                out.append("  ").append(mermaid(p, drawn)).append('\n');
            }
        }
        out.append("```\n");
    }

    /**
     * A Mermaid node: an id of letters and underscores, labelled with the package's short name where the two differ
     * the first time it is drawn ({@code drawn} collects the nodes drawn so far).
     */
    private static String mermaid(String node, Set<String> drawn) {
        String label = PackageGraph.shortName(node);
        String id = label.replace("(", "").replace(")", "").replace('.', '_');
        return !drawn.add(node) || id.equals(label) ? id : id + "[\"" + label + "\"]";
    }

    /** The block of a document, from {@link #BEGIN} to {@link #END} inclusive; empty when it has none. */
    static Optional<String> block(String doc) {
        int b = doc.indexOf(BEGIN);
        int e = doc.indexOf(END);
        return b < 0 || e < b ? Optional.empty() : Optional.of(doc.substring(b, e + END.length()));
    }

    /** The packages and edges a block's table of every edge states. */
    static SortedMap<String, SortedSet<String>> stated(String block) {
        SortedMap<String, SortedSet<String>> out = new TreeMap<>();
        int t = block.indexOf(TABLE);
        if (t < 0) {
            return out;
        }
        for (String line : block.substring(t).split("\n")) {
            Matcher row = ROW.matcher(line);
            if (row.matches()) {
                SortedSet<String> qs = out.computeIfAbsent(row.group(1), k -> new TreeSet<>());
                Matcher q = NAME.matcher(row.group(2));
                while (q.find()) {
                    qs.add(q.group(1));
                }
            }
        }
        return out;
    }

    /**
     * The first way a block's table disagrees with the code's graph: a package it lacks or has without a source,
     * then an edge it lacks or names that the code does not have; empty when the two agree.
     */
    static Optional<String> disagreement(PackageGraph code, String block) {
        SortedMap<String, SortedSet<String>> doc = stated(block);
        for (String p : code.edges().keySet()) {
            if (!doc.containsKey(p)) {
                return Optional.of("it lacks the package " + p);
            }
        }
        for (String p : doc.keySet()) {
            if (!code.edges().containsKey(p)) {
                return Optional.of("it names the package " + p + ", which no main source is in");
            }
        }
        for (Map.Entry<String, SortedSet<String>> e : code.edges().entrySet()) {
            for (String q : e.getValue()) {
                if (!doc.get(e.getKey()).contains(q)) {
                    return Optional.of("it lacks the edge " + e.getKey() + " → " + q);
                }
            }
        }
        for (Map.Entry<String, SortedSet<String>> e : doc.entrySet()) {
            for (String q : e.getValue()) {
                if (!code.edges().get(e.getKey()).contains(q)) {
                    return Optional.of("it names the edge " + e.getKey() + " → " + q + ", which the code does not have");
                }
            }
        }
        return Optional.empty();
    }
}
