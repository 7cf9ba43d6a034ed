package org.ringscope.model;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The package dependency graph of the three modules, read from their main sources. A package P depends on Q when a
 * source file of P imports a class (or a static member, or every class) of Q, or names a class of Q by its fully
 * qualified name, outside comments and string literals.
 *
 * <p>The packages are counted as the architecture rules count them: a package of the model or the views with its
 * subpackages ({@code model.log} holds {@code log.emit} and {@code log.triage}), each package of the app alone
 * ({@code app.ui} and {@code app.ui.dock} are two). The classes directly in a module's base package are the package
 * named by the module ({@code model}, {@code views}, {@code app}).
 *
 * @param edges every package, in name order, with the packages it depends on (itself never)
 */
record PackageGraph(SortedMap<String, SortedSet<String>> edges) {
    /** The modules, lowest first: each depends only on itself and those before it. */
    static final List<String> MODULES = List.of("model", "views", "app");
    /** Comments, string literals (text blocks first) and character literals, which name no dependency. */
    private static final Pattern NOT_CODE = Pattern.compile(
            "\"\"\".*?\"\"\"|\"(?:\\\\.|[^\"\\\\\\n])*\"|'(?:\\\\.|[^'\\\\\\n])+'|/\\*.*?\\*/|//[^\\n]*",
            Pattern.DOTALL);
    /** A qualified name of a class of ours, or of every class of a package ({@code .*}): its package. */
    private static final Pattern NAME = Pattern.compile(
            "\\borg\\.ringscope\\.((?:model|views|app)(?:\\.[a-z][a-z0-9_]*)*)(?=\\s*\\.\\s*(?:[A-Z]|\\*))");

    /** Reads the main sources of every module below {@code root}. */
    static PackageGraph read(Path root) {
        SortedMap<String, SortedSet<String>> edges = new TreeMap<>();
        for (String module : MODULES) {
            Path base = root.resolve(module + "/src/main/java/org/ringscope/" + module);
            if (!Files.isDirectory(base)) {
                throw new IllegalStateException("no main sources at " + base);
            }
            try (Stream<Path> files = Files.walk(base)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                    String pkg = (module + "." + base.relativize(f.getParent())).replace('/', '.')
                            .replaceFirst("\\.$", "");
                    String from = node(pkg);
                    SortedSet<String> to = edges.computeIfAbsent(from, k -> new TreeSet<>());
                    for (String q : references(Files.readString(f, StandardCharsets.UTF_8))) {
                        if (!node(q).equals(from)) {
                            to.add(node(q));
                        }
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        new ArrayList<>(edges.values()).forEach(qs -> qs.forEach(q -> edges.computeIfAbsent(q,
                k -> new TreeSet<>())));
        return new PackageGraph(edges);
    }

    /** The packages (below {@code org.ringscope}, e.g. {@code model.vring.bench}) that a source file names. */
    static Set<String> references(String source) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = NAME.matcher(NOT_CODE.matcher(source).replaceAll(" "));
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /** The graph's package of a package below {@code org.ringscope}: model and views by their top package. */
    static String node(String pkg) {
        String[] parts = pkg.split("\\.");
        if (parts[0].equals("app") || parts.length == 1) {
            return pkg;
        }
        return parts[0] + "." + parts[1];
    }

    /** The module a package of the graph belongs to. */
    static String module(String node) {
        return node.split("\\.")[0];
    }

    /** The package's name inside its module: {@code vring}, {@code ui.dock}, and {@code (base)} for the module's. */
    static String shortName(String node) {
        int dot = node.indexOf('.');
        return dot < 0 ? "(base)" : node.substring(dot + 1);
    }

    /** The packages of one module, in name order. */
    List<String> packages(String module) {
        return edges.keySet().stream().filter(p -> module(p).equals(module)).toList();
    }

    /** Every edge, "P → Q", in order. */
    Set<String> edgeNames() {
        Set<String> out = new LinkedHashSet<>();
        edges.forEach((p, qs) -> qs.forEach(q -> out.add(p + " → " + q)));
        return out;
    }

    /** What {@code p} depends on inside its own module. */
    Set<String> within(String p) {
        Set<String> out = new TreeSet<>();
        edges.get(p).stream().filter(q -> module(q).equals(module(p))).forEach(out::add);
        return out;
    }

    /** The packages of {@code p}'s module that {@code p} reaches by one edge or more inside it. */
    Set<String> reach(String p) {
        Set<String> seen = new HashSet<>();
        List<String> todo = new ArrayList<>(within(p));
        while (!todo.isEmpty()) {
            String q = todo.remove(todo.size() - 1);
            if (seen.add(q)) {
                todo.addAll(within(q));
            }
        }
        return seen;
    }

    /** The packages of a module that lie on a cycle inside it. */
    List<String> cycles(String module) {
        return packages(module).stream().filter(p -> reach(p).contains(p)).toList();
    }

    /** The packages on a cycle with {@code p}, and {@code p} itself. */
    Set<String> component(String p) {
        Set<String> out = new TreeSet<>(Set.of(p));
        reach(p).stream().filter(q -> reach(q).contains(p)).forEach(out::add);
        return out;
    }

    /**
     * Each package of a module with its layer: one more than the highest layer it depends on inside the module. The
     * packages of a cycle share one layer, above everything the cycle depends on.
     */
    Map<String, Integer> layers(String module) {
        Map<String, Integer> out = new TreeMap<>();
        for (String p : packages(module)) {
            layer(p, out);
        }
        return out;
    }

    private int layer(String p, Map<String, Integer> known) {
        Integer l = known.get(p);
        if (l != null) {
            return l;
        }
        Set<String> cycle = component(p);
        int out = 0;
        for (String c : cycle) {
            for (String q : within(c)) {
                if (!cycle.contains(q)) {
                    out = Math.max(out, 1 + layer(q, known));
                }
            }
        }
        for (String c : cycle) {
            known.put(c, out);
        }
        return out;
    }

    /**
     * The edges inside a module that no longer path implies: P → Q unless another of P's packages, outside the cycles
     * of P and Q, reaches Q. The edges of a cycle are all kept.
     */
    List<String[]> reduction(String module) {
        List<String[]> out = new ArrayList<>();
        for (String p : packages(module)) {
            Set<String> own = component(p);
            for (String q : within(p)) {
                Set<String> theirs = component(q);
                if (own.contains(q) || within(p).stream().noneMatch(r -> !own.contains(r) && !theirs.contains(r)
                        && reach(r).contains(q))) {
                    out.add(new String[] {p, q});
                }
            }
        }
        return out;
    }
}
