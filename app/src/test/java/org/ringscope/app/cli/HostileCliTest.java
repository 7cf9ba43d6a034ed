package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringscope.model.testing.HostileNeffs;

/**
 * The hostile cases through the command line: output names that would leave the asked directory, paths that are
 * not files (never blocking), standard input, values that broke a model invariant (exit 3 before), lesson
 * headings that made the parser backtrack, and the exit codes: 1 for input errors, 2 for every input error of
 * {@code diff}.
 */
class HostileCliTest {
    private static final Duration QUICK = Duration.ofSeconds(30);

    private static List<String> listing(Path dir) throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.map(p -> dir.relativize(p).toString()).sorted().toList();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"../../escape", "../escape", "/tmp/ringscope-abs-escape", "a/b", "..", "c:evil", "x\ny"})
    void anOutputNameThatWouldLeaveTheDirectoryIsRefusedAndNothingIsWritten(String name, @TempDir Path root)
            throws Exception {
        Path work = Files.createDirectories(root.resolve("work/deeper"));
        Path neff = work.resolve("evil.neff");
        HostileNeffs.copyWithOutput(name).write(neff);
        List<String> before = listing(root);
        CliRun r = CliRun.of("run", neff.toString(), "--write-outputs", work.resolve("out").toString());
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains(neff.toString()) && r.err().contains("refusing to write outside"), r.err());
        assertEquals(before, listing(root), "nothing written anywhere, not even the output directory");
        assertFalse(Files.exists(Path.of("/tmp/ringscope-abs-escape.bin")));
    }

    @Test
    void aPlainOutputNameIsWrittenAtomically(@TempDir Path root) throws Exception {
        Path neff = root.resolve("fine.neff");
        HostileNeffs.copyWithOutput("result-0.v2").write(neff);
        Path out = root.resolve("out");
        CliRun r = CliRun.of("run", neff.toString(), "--write-outputs", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of("", "outputs.provenance.json", "result-0.v2.bin"), listing(out),
                "one output and its provenance sidecar, no temporary left");
        assertEquals(64, Files.size(out.resolve("result-0.v2.bin")));
        CliRun small = CliRun.of("run", neff.toString(), "--write-outputs", out.toString(), "--max-output", "63");
        assertEquals(1, small.exit());
        assertTrue(small.err().contains("more than --max-output (63 bytes)"), small.err());
    }

    @Test
    void valuesThatBrokeAModelInvariantAreInputErrorsNotExit3(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("varid.neff");
        HostileNeffs.varIdOverflow().write(a);
        CliRun r = CliRun.of("run", a.toString());
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains(a + "!sg00/def.json: field var.out.var_id: 600000 is outside 0..524287"), r.err());
        Path b = dir.resolve("name.neff");
        HostileNeffs.longSubgraphName().write(b);
        CliRun n = CliRun.of("run", b.toString());
        assertEquals(1, n.exit(), n.err());
        assertTrue(n.err().contains("field graphs[0].name: a subgraph name of 300 characters"), n.err());
        Path c = dir.resolve("size.neff");
        HostileNeffs.negativeSize().write(c);
        CliRun s = CliRun.of("run", c.toString());
        assertEquals(1, s.exit(), s.err());
        assertTrue(s.err().contains("field var.out.size: -64 is outside 0.."), s.err());
    }

    @Test
    void directoriesDevicesAndFifosAreRefusedWithWhatTheyAre(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("pipe");
        boolean haveFifo = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        assertTimeoutPreemptively(QUICK, () -> {
            for (String[] cmd : new String[][] {{"neff", "info"}, {"run"}, {"ucode", "inspect"}, {"lesson", "run", "--file"}}) {
                List<Path> targets = haveFifo ? List.of(dir, fifo, Path.of("/dev/zero")) : List.of(dir);
                for (Path p : targets) {
                    String[] args = Stream.concat(Stream.of(cmd), Stream.of(p.toString())).toArray(String[]::new);
                    CliRun r = CliRun.of(args);
                    assertEquals(1, r.exit(), String.join(" ", args) + ": " + r.err());
                    assertTrue(r.err().contains(p + ": is a"), r.err());
                }
            }
            for (Path p : haveFifo ? List.of(dir, fifo) : List.of(dir)) {
                CliRun d = CliRun.of("diff", p.toString(), p.toString());
                assertEquals(2, d.exit(), d.err());
                assertTrue(d.err().contains(p + ": is a"), d.err());
                CliRun raw = CliRun.of("diff", "--raw", "tx", p.toString(), p.toString());
                assertEquals(2, raw.exit(), raw.err());
            }
        });
        Assumptions.assumeTrue(haveFifo, "no mkfifo");
    }

    @Test
    void standardInputWhereAStreamMakesSense(@TempDir Path dir) throws Exception {
        Path neff = dir.resolve("c.neff");
        HostileNeffs.copyWithOutput("out").write(neff);
        CliRun info = withStdin(Files.readAllBytes(neff), "neff", "info", "-", "--json");
        assertEquals(0, info.exit(), info.err());
        assertTrue(info.out().contains("\"subgraphs\""), info.out());
        CliRun run = withStdin(Files.readAllBytes(neff), "run", "-");
        assertEquals(0, run.exit(), run.err());
        Path ring = dir.resolve("ring.bin");
        Files.write(ring, new byte[64]);
        CliRun raw = withStdin(new byte[64], "diff", "--raw", "tx", "-", ring.toString());
        assertEquals(0, raw.exit(), raw.err());
        CliRun dump = withStdin(new byte[64], "diff", "-", ring.toString());
        assertEquals(2, dump.exit());
        assertTrue(dump.err().contains("<stdin>: a dump is a zip"), dump.err());
        CliRun empty = withStdin(new byte[10], "neff", "info", "-");
        assertEquals(1, empty.exit());
        assertTrue(empty.err().contains("<stdin>: offset 0xa (10): field neff_header: truncated header"), empty.err());
    }

    @Test
    void aLessonHeadingOfThousandsOfSpacesIsAQuickError(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("spaces.md");
        Files.writeString(f, "# T" + " ".repeat(6000) + "x" + " ".repeat(6000) + "{#a b}\n");
        CliRun r = assertTimeoutPreemptively(QUICK, () -> CliRun.of("lesson", "run", "--file", f.toString()));
        assertEquals(1, r.exit());
        assertTrue(r.err().contains(f + ":1: field name: the title needs an anchor"), r.err());
    }

    @Test
    void ioErrorsNameThePathAndTheReason(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("plain-file");
        Files.write(file, new byte[1]);
        CliRun d = CliRun.of("run", "--sample", "--dump", file.resolve("x.rsdump").toString());
        assertEquals(1, d.exit());
        assertTrue(d.err().contains(file.resolve("x.rsdump") + ": cannot write: Not a directory"), d.err());
        CliRun o = CliRun.of("run", "--sample", "--write-outputs", file.toString());
        assertEquals(1, o.exit());
        assertTrue(o.err().contains(file + ": already exists") && !o.err().contains("\tat "), o.err());
    }

    private static CliRun withStdin(byte[] data, String... args) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(data));
        try {
            return CliRun.of(args);
        } finally {
            System.setIn(saved);
        }
    }
}
