package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.dump.DumpReader;
import org.ringscope.model.io.FileKind;
import org.ringscope.model.testing.Fifos;

/**
 * The commands' writers through a FIFO (the dump, the NEFF, the log and an output arrive whole and the FIFO stays
 * one), {@code gen --out -} on standard output, {@code run --dump -} refused (standard output carries the report), a
 * directory and a read-only file refused and kept.
 */
class WriteTargetsCliTest {
    @Test
    void runDumpAndGenOutGoThroughAFifo(@TempDir Path dir) throws Exception {
        Path f = Fifos.make(dir, "dump.pipe");
        CompletableFuture<byte[]> got = Fifos.reader(f);
        CliRun r = CliRun.of("run", "--sample", "--dump", f.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(FileKind.FIFO, FileKind.of(f), "the FIFO was replaced by a file");
        Path copy = Files.write(dir.resolve("copy.rsdump"), got.join());
        assertTrue(DumpReader.read(copy).manifest().steps() > 0, "the dump that came through reads back");
        CompletableFuture<byte[]> neff = Fifos.reader(f);
        CliRun g = CliRun.of("gen", "--profile", "copy", "--descriptors", "4", "--out", f.toString());
        assertEquals(0, g.exit(), g.err());
        assertEquals(FileKind.FIFO, FileKind.of(f));
        Path plain = dir.resolve("plain.neff");
        assertEquals(0, CliRun.of("gen", "--profile", "copy", "--descriptors", "4", "--out", plain.toString()).exit());
        assertArrayEquals(Files.readAllBytes(plain), neff.join());
    }

    @Test
    void genOutDashIsStandardOutputAndRunDumpDashIsRefused(@TempDir Path dir) throws Exception {
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        CliRun g;
        System.setOut(new PrintStream(bytes, true));
        try {
            g = CliRun.of("gen", "--profile", "copy", "--descriptors", "4", "--out", "-");
        } finally {
            System.setOut(saved);
        }
        assertEquals(0, g.exit(), g.err());
        assertEquals("", g.out(), "nothing but the NEFF on standard output");
        Path plain = dir.resolve("plain.neff");
        assertEquals(0, CliRun.of("gen", "--profile", "copy", "--descriptors", "4", "--out", plain.toString()).exit());
        assertArrayEquals(Files.readAllBytes(plain), bytes.toByteArray());
        CliRun d = CliRun.of("run", "--sample", "--dump", "-");
        assertEquals(2, d.exit(), d.err());
        assertTrue(d.err().contains("--dump -: standard output carries the run's report"), d.err());
    }

    @Test
    void theLogAndAnOutputGoThroughAFifo(@TempDir Path dir) throws Exception {
        Path neff = dir.resolve("copy.neff");
        assertEquals(0, CliRun.of("gen", "--profile", "copy", "--descriptors", "4", "--out", neff.toString()).exit());
        Path log = Fifos.make(dir, "log.pipe");
        CompletableFuture<byte[]> lines = Fifos.reader(log);
        CliRun r = CliRun.of("run", neff.toString(), "--log", log.toString(), "--log-level", "info");
        assertEquals(0, r.exit(), r.err());
        assertEquals(FileKind.FIFO, FileKind.of(log), "the log's FIFO was replaced by a file");
        Path plain = dir.resolve("plain.log");
        assertEquals(0, CliRun.of("run", neff.toString(), "--log", plain.toString(), "--log-level", "info").exit());
        String text = new String(lines.join(), StandardCharsets.UTF_8);
        assertTrue(text.contains(" INFO "), text);
        assertEquals(Files.readString(plain), text, "the log that came through is the log");
        Path outs = Files.createDirectory(dir.resolve("outs"));
        Path out = Fifos.make(outs, "out.bin");
        CompletableFuture<byte[]> bytes = Fifos.reader(out);
        CliRun w = CliRun.of("run", neff.toString(), "--write-outputs", outs.toString());
        assertEquals(0, w.exit(), w.err());
        assertEquals(FileKind.FIFO, FileKind.of(out), "the output's FIFO was replaced by a file");
        assertEquals(4 * 16, bytes.join().length, "the output's bytes came through");
    }

    @Test
    void aReadOnlyFileIsRefusedAndKept(@TempDir Path dir) throws Exception {
        Path ro = Files.writeString(dir.resolve("kept.neff"), "old");
        Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("r--r--r--"));
        CliRun g = CliRun.of("gen", "--profile", "copy", "--out", ro.toString());
        assertEquals(1, g.exit(), g.err());
        assertTrue(g.err().contains(ro + ": is read-only (r--r--r--); not replacing it"), g.err());
        CliRun d = CliRun.of("run", "--sample", "--dump", ro.toString());
        assertEquals(1, d.exit(), d.err());
        assertEquals("old", Files.readString(ro));
    }

    @Test
    void aDirectoryAsTheDumpIsRefusedAndStaysADirectory(@TempDir Path dir) throws Exception {
        Path d = Files.createDirectory(dir.resolve("x.rsdump"));
        CliRun r = CliRun.of("run", "--sample", "--dump", d.toString());
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains(d + ": is a directory, not a file to write to"), r.err());
        assertTrue(Files.isDirectory(d));
        CliRun g = CliRun.of("gen", "--profile", "copy", "--out", d.toString());
        assertEquals(1, g.exit(), g.err());
        assertTrue(Files.isDirectory(d));
    }
}
