package org.ringscope.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.ringscope.model.runtime.NrtStatus;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.testing.Golden;

/**
 * Every decision the code, the tests and the docs cite has its file in {@code docs/decisions}, and the index
 * {@code docs/decisions/README.md} lists every decision file.
 *
 * <p>A citation is one of the forms the sources use: "decision NNNN", "decisions NNNN, MMMM and KKKK" (each number
 * of the list), "decisions NNNN–MMMM" (both ends of the range), and a bare "(NNNN)" — the last only in Markdown
 * and in code comments, and not for a number that is an {@link NrtStatus} code, which the sources write the same
 * way ("NRT_EXEC_OOB (1006)").
 *
 * <p>The index is generated from the decision files (number, title, status line). When a branch adds a decision
 * the test fails naming it; run it with {@code -Dringscope.golden.update=true} to rewrite the index, as for the
 * golden files, and commit the new index with the decision.
 */
class DecisionCitationsTest {
    private static final Path ROOT = Fixtures.root();
    private static final Path DECISIONS = ROOT.resolve("docs/decisions");
    private static final Path INDEX = DECISIONS.resolve("README.md");
    private static final Pattern FILE = Pattern.compile("(\\d{4})-[^/]*\\.md");
    private static final String NUM = "\\d{4}(?!\\d)(?![.,]\\d)";
    private static final Pattern WORDED = Pattern.compile("\\b[Dd]ecisions?\\s+(" + NUM + "(?:\\s*(?:,\\s*and|,|and|"
            + "–|—|-)\\s*" + NUM + ")*)");
    private static final Pattern LIST_ITEM = Pattern.compile("(\\d{4})(?:\\s*[–—-]\\s*(\\d{4}))?");
    private static final Pattern BARE = Pattern.compile("\\(([01]\\d{3})\\)");
    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);
    /** A comment's line break and its leading "*" or "//", so that a citation may wrap. */
    private static final Pattern WRAP = Pattern.compile("\\r?\\n[ \\t]*(?:\\*(?!/)|//)?[ \\t]*");
    /** An issue number: "issue 7", "issues #6 and #7", a bare "#15". */
    private static final Pattern TRACKER = Pattern.compile("(?i)\\bissues?\\s*#?\\d|#\\d");
    private static final Set<String> SOURCES = Set.of(".java", ".md", ".css", ".fxml", ".properties", ".json",
            ".txt");

    @Test
    void everyCitedDecisionHasAFile() throws IOException {
        Set<String> known = decisions().keySet();
        Set<Integer> statusCodes = Arrays.stream(NrtStatus.values()).map(NrtStatus::code)
                .collect(Collectors.toSet());
        List<String> dangling = new ArrayList<>();
        int citations = 0;
        for (Path f : sources()) {
            String text = Files.readString(f, StandardCharsets.UTF_8);
            String name = f.getFileName().toString();
            List<String> cited = new ArrayList<>(worded(WRAP.matcher(text).replaceAll(" ")));
            String prose = name.endsWith(".md") ? text : comments(text);
            Matcher bare = BARE.matcher(prose);
            while (bare.find()) {
                if (!statusCodes.contains(Integer.parseInt(bare.group(1)))) {
                    cited.add(bare.group(1));
                }
            }
            citations += cited.size();
            for (String n : cited) {
                if (!known.contains(n)) {
                    dangling.add(ROOT.relativize(f) + " cites decision " + n);
                }
            }
        }
        assertTrue(citations > 300, "the scan found the citations the sources are known to hold: " + citations);
        assertEquals(List.of(), dangling, "decisions cited without a file in docs/decisions");
    }

    @Test
    void decisionNumbersAreUnique() throws IOException {
        Map<String, List<String>> byNumber = new TreeMap<>();
        try (Stream<Path> files = Files.list(DECISIONS)) {
            files.map(p -> p.getFileName().toString()).filter(n -> FILE.matcher(n).matches()).forEach(
                    n -> byNumber.computeIfAbsent(n.substring(0, 4), k -> new ArrayList<>()).add(n));
        }
        List<String> twice = byNumber.values().stream().filter(l -> l.size() > 1).map(Object::toString).toList();
        assertEquals(List.of(), twice, "two decision files share a number");
    }

    @Test
    void theIndexListsEveryDecisionFile() throws IOException {
        String generated = index(decisions());
        String committed = Files.exists(INDEX) ? Files.readString(INDEX, StandardCharsets.UTF_8) : "";
        if (generated.equals(committed)) {
            return;
        }
        if (Golden.updating()) {
            Files.writeString(INDEX, generated, StandardCharsets.UTF_8);
            System.getLogger("ringscope.golden").log(System.Logger.Level.WARNING,
                    "docs/decisions/README.md written: " + Golden.firstDifference(committed, generated));
            return;
        }
        Set<String> missing = new TreeSet<>();
        for (String file : decisions().values()) {
            if (!committed.contains("(" + file + ")")) {
                missing.add(file);
            }
        }
        fail("docs/decisions/README.md is not the index of the decision files"
                + (missing.isEmpty() ? "" : "; it lacks " + missing.stream().limit(10).toList()
                        + (missing.size() > 10 ? " and " + (missing.size() - 10) + " more" : "")) + "; " + Golden.firstDifference(committed, generated)
                + ". Regenerate it: mvn -B -ntp -o -q -pl model test -Dtest=DecisionCitationsTest -D" + Golden.UPDATE
                + "=true");
    }

    /**
     * A status line says where a decision stands and which decisions it refines or relates to; an issue number of a
     * tracker outside the repository ("decided (issue #7)") means nothing to its reader.
     */
    @Test
    void noStatusLineCitesATrackerIssue() throws IOException {
        List<String> citing = new ArrayList<>();
        int lines = 0;
        for (String file : decisions().values()) {
            for (String line : read(DECISIONS.resolve(file))) {
                if (line.startsWith("Status:")) {
                    lines++;
                    if (TRACKER.matcher(line).find()) {
                        citing.add(file + ": " + line);
                    }
                }
            }
        }
        assertTrue(lines > 100, "the scan found the status lines: " + lines);
        assertEquals(List.of(), citing, "status lines that cite a tracker issue");
        assertTrue(TRACKER.matcher("Status: decided (issue #7). Code: x").find());
        assertTrue(TRACKER.matcher("Status: decided (issues 5 and 6)").find());
        assertTrue(TRACKER.matcher("Status: decided (#15, device)").find());
        assertFalse(TRACKER.matcher("Status: decided; refines 0950. Code: `Dump` (`#n` suffix)").find());
    }

    @Test
    void theCitationFormsAreRecognised() {
        assertEquals(List.of("0872", "0873"), worded("checks (\"Problems\"; decisions 0872, 0873): the"));
        assertEquals(List.of("0600", "0604"), worded("profiles (decisions 0600–0604)."));
        assertEquals(List.of("0110", "0112", "1006"), worded("decisions 0110, 0112 and 1006 say"));
        assertEquals(List.of("1211"), worded("moved to the model (decision 1211). Code"));
        assertEquals(List.of(), worded("decision 16,777,184 descriptors; the decision to 1.5"));
        assertEquals("   again (1150)\n", comments("int x = f(1000); // again (1150)\n"));
    }

    /** Each number a worded citation names: every item of a list and both ends of a range. */
    private static List<String> worded(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = WORDED.matcher(text);
        while (m.find()) {
            Matcher item = LIST_ITEM.matcher(m.group(1));
            while (item.find()) {
                out.add(item.group(1));
                if (item.group(2) != null) {
                    out.add(item.group(2));
                }
            }
        }
        return out;
    }

    /** The comments of a source file, each on its own line (string literals are not told apart). */
    private static String comments(String code) {
        StringBuilder out = new StringBuilder();
        Matcher m = COMMENT.matcher(code);
        while (m.find()) {
            out.append(m.group().replaceFirst("^/\\*+|^//", "  ").replaceFirst("\\*+/$", "")).append('\n');
        }
        return out.toString();
    }

    /** The number of each decision file, with its file name, in number order. */
    private static Map<String, String> decisions() throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> files = Files.list(DECISIONS)) {
            files.map(p -> p.getFileName().toString()).filter(n -> FILE.matcher(n).matches())
                    .forEach(n -> out.putIfAbsent(n.substring(0, 4), n));
        }
        return out;
    }

    /** Every file of the repository that may cite a decision: README, docs, sources and resources. */
    private static List<Path> sources() throws IOException {
        List<Path> out = new ArrayList<>();
        out.add(ROOT.resolve("README.md"));
        for (String dir : List.of("docs", "model/src", "views/src", "app/src", "resources", "installers")) {
            Path d = ROOT.resolve(dir);
            if (!Files.isDirectory(d)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(d)) {
                files.filter(Files::isRegularFile).filter(p -> !p.equals(INDEX)).filter(p -> {
                    String n = p.getFileName().toString();
                    int dot = n.lastIndexOf('.');
                    return dot > 0 && SOURCES.contains(n.substring(dot));
                }).sorted().forEach(out::add);
            }
        }
        return out;
    }

    /** The index: one row per decision file with its number, title and the first clause of its status line. */
    static String index(Map<String, String> decisions) {
        StringBuilder out = new StringBuilder("""
                # Decisions

                One file per decision, `NNNN-title.md`; code, tests and docs cite them by number ("decision 0801").
                This index is generated from the files by `DecisionCitationsTest`, which also fails when a citation
                has no file. After adding a decision, regenerate it:

                    mvn -B -ntp -o -q -pl model test -Dtest=DecisionCitationsTest -Dringscope.golden.update=true

                The status is the first clause of the file's `Status:` line, without its parentheses.

                | number | title | status |
                |---|---|---|
                """);
        for (Map.Entry<String, String> d : decisions.entrySet()) {
            List<String> lines = read(DECISIONS.resolve(d.getValue()));
            String title = lines.isEmpty() ? "" : lines.get(0).replaceFirst("^#\\s*\\d{4}\\s*[—–-]\\s*", "");
            String status = lines.stream().filter(l -> l.startsWith("Status:")).findFirst()
                    .map(DecisionCitationsTest::statusClause).orElse("—");
            out.append("| [").append(d.getKey()).append("](").append(d.getValue()).append(") | ")
                    .append(title.replace("|", "\\|")).append(" | ").append(status.replace("|", "\\|"))
                    .append(" |\n");
        }
        return out.toString();
    }

    private static String statusClause(String line) {
        String s = line.substring("Status:".length()).replaceAll("\\s*\\([^)]*\\)", "");
        s = s.split("\\.\\s|:|\\.$", 2)[0].trim();
        return s.isEmpty() ? "—" : s;
    }

    private static List<String> read(Path f) {
        try {
            return Files.readAllLines(f, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
