package org.ringscope.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.testing.Golden;

/**
 * {@code docs/architecture.md} draws the package graph of the model, the views and the app as the sources have it:
 * the block between {@link PackageGraphDoc#BEGIN} and {@link PackageGraphDoc#END} is what {@link PackageGraphDoc}
 * renders from {@link PackageGraph#read}. When it is not, the test fails naming the first package or edge the file
 * lacks or has too many; run it with {@code -Dringscope.golden.update=true} to rewrite the block, as for the golden
 * files ({@link PackageGraphDoc#REGENERATE}).
 */
class PackageGraphDocTest {
    private static final Path DOC = Fixtures.root().resolve("docs/architecture.md");

    @Test
    void theArchitectureDocumentDrawsTheGraphOfTheSources() throws IOException {
        PackageGraph code = PackageGraph.read(Fixtures.root());
        String doc = Files.readString(DOC, StandardCharsets.UTF_8);
        Optional<String> committed = PackageGraphDoc.block(doc);
        if (committed.isEmpty()) {
            fail("docs/architecture.md has no " + PackageGraphDoc.BEGIN + " … " + PackageGraphDoc.END
                    + " block for the package graph");
        }
        String generated = PackageGraphDoc.render(code);
        if (generated.equals(committed.get())) {
            return;
        }
        String rewritten = doc.replace(committed.get(), generated);
        if (Golden.updating()) {
            Files.writeString(DOC, rewritten, StandardCharsets.UTF_8);
            System.getLogger("ringscope.golden").log(System.Logger.Level.WARNING,
                    "docs/architecture.md written: " + Golden.firstDifference(doc, rewritten));
            return;
        }
        fail("docs/architecture.md's package graph is not the sources': "
                + PackageGraphDoc.disagreement(code, committed.get()).orElse(Golden.firstDifference(doc, rewritten))
                + ". Regenerate it: " + PackageGraphDoc.REGENERATE);
    }

    @Test
    void theGraphHoldsWhatTheSourcesAreKnownToHave() {
        PackageGraph g = PackageGraph.read(Fixtures.root());
        Set<String> edges = g.edgeNames();
        assertTrue(edges.containsAll(List.of("model.session → model.runtime", "model.vring → model.udma",
                "views.spine → model.spine", "views.spine → views", "app.ui.dock → model.location",
                "model.log → model.check")), edges::toString);
        assertTrue(g.packages("model").containsAll(List.of("model", "model.timeline", "model.sync", "model.log")));
        assertTrue(g.packages("app").containsAll(List.of("app", "app.ui", "app.ui.dock", "app.bench.hostile")));
        assertFalse(g.edges().containsKey("model.log.emit"), "a model package counts with its subpackages");
        for (String e : edges) {
            String[] pq = e.split(" → ");
            assertTrue(PackageGraph.MODULES.indexOf(PackageGraph.module(pq[1]))
                    <= PackageGraph.MODULES.indexOf(PackageGraph.module(pq[0])), "a module depends downwards: " + e);
        }
        assertTrue(edges.size() > 300, "the scan found the edges the sources are known to hold: " + edges.size());
    }

    @Test
    void aReferenceIsAnImportOrAQualifiedNameOutsideCommentsAndStrings() {
        // written with ORG for org.ringscope, so that the build's check of inline qualified names passes it
        String source = """
                package ORG.views.spine;

                import static ORG.model.udma.Desc.LEN;
                import ORG.model.vring.*;
                import ORG.model.InputException;
                // ORG.model.diff.Diff in a comment
                /** {@link ORG.model.dump.DumpReader} */
                class X {
                    String a = "ORG.model.lint.Lint";
                    char q = '"';
                    Object b = ORG.app.ui.dock.Dock.class;
                    String c = \"""
                        ORG.model.stop.Stop
                        \""";
                }
                """.replace("ORG.", "org.ringscope.");
        assertEquals(Set.of("model.udma", "model.vring", "model", "app.ui.dock"),
                PackageGraph.references(source));
        assertEquals("model.log", PackageGraph.node("model.log.emit"));
        assertEquals("app.ui.dock", PackageGraph.node("app.ui.dock"));
        assertEquals("views", PackageGraph.node("views"));
    }

    @Test
    void aDisagreementNamesTheFirstPackageOrEdge() {
        PackageGraph g = PackageGraph.read(Fixtures.root());
        String block = PackageGraphDoc.render(g);
        assertEquals(Optional.empty(), PackageGraphDoc.disagreement(g, block));
        assertEquals(g.edges(), PackageGraphDoc.stated(block));

        String noTimeline = block.lines().filter(l -> !l.startsWith("| `model.timeline` |"))
                .reduce("", (a, l) -> a + l + "\n");
        assertEquals(Optional.of("it lacks the package model.timeline"), PackageGraphDoc.disagreement(g, noTimeline));

        String row = block.lines().filter(l -> l.startsWith("| `model.session` |")).findFirst().orElseThrow();
        String lacking = block.replace(row, row.replace("`model.runtime`, ", ""));
        assertEquals(Optional.of("it lacks the edge model.session → model.runtime"),
                PackageGraphDoc.disagreement(g, lacking));

        String udma = block.lines().filter(l -> l.startsWith("| `model.udma` |")).findFirst().orElseThrow();
        String extra = block.replace(udma, udma.substring(0, udma.length() - 2) + ", `model.session` |");
        assertEquals(Optional.of("it names the edge model.udma → model.session, which the code does not have"),
                PackageGraphDoc.disagreement(g, extra));

        String ghost = block.replace(PackageGraphDoc.END, "| `model.ghost` | `model` |\n" + PackageGraphDoc.END);
        assertEquals(Optional.of("it names the package model.ghost, which no main source is in"),
                PackageGraphDoc.disagreement(g, ghost));
    }
}
