package org.ringscope.model.dump;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.udma.Direction;

/**
 * A failed write leaves the old dump alone and no temporary file behind; the temporaries of a write that was
 * killed are removed by the next write of the same dump once they are older than the process, others are kept.
 */
class AtomicWriteTest {
    @Test
    void aFailedWriteKeepsTheOldFile(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("keep.rsdump");
        Path raw = dir.resolve("ring.bin");
        Files.write(raw, new byte[32]);
        DumpWriter.write(DumpReader.readRaw(raw, Direction.TX), f);
        byte[] before = Files.readAllBytes(f);
        DumpManifest m = DumpReader.read(f).manifest();
        Blob failing = new Blob() {
            @Override
            public String entry() {
                return "rings/0000.bin";
            }

            @Override
            public long size() {
                return 32;
            }

            @Override
            public boolean stored() {
                return true;
            }

            @Override
            public void writeTo(OutputStream out) throws IOException {
                out.write(new byte[16]);
                throw new IOException("disk full");
            }
        };
        IOException e = assertThrows(IOException.class, () -> DumpWriter.write(new DumpPlan(m, List.of(failing)), f));
        assertEquals(f + ": cannot write: disk full", e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(f), "the old dump is untouched");
        try (var files = Files.list(dir)) {
            assertEquals(List.of(f, raw).stream().sorted().toList(), files.sorted().toList(), "no temporary file");
        }
        assertEquals(1, DumpReader.read(f).rings().size(), "a raw ring written as a dump reads back");
    }

    @Test
    void staleTemporariesOfAKilledWriteAreRemovedByTheNextWrite(@TempDir Path dir) throws Exception {
        Path raw = dir.resolve("ring.bin");
        Files.write(raw, new byte[32]);
        Path f = dir.resolve("run.rsdump");
        FileTime old = FileTime.from(
                Instant.now().minus(Duration.ofDays(1)));
        Path stale1 = dir.resolve(".run.rsdump.3fa2c9d1e0.tmp");
        Path stale2 = dir.resolve(".run.rsdump.0.tmp");
        Path fresh = dir.resolve(".run.rsdump.77aa.tmp");
        Path otherTarget = dir.resolve(".other.rsdump.3fa2c9d1e0.tmp");
        Path notOurs = dir.resolve(".run.rsdump.backup.tmp");
        for (Path p : List.of(stale1, stale2, fresh, otherTarget, notOurs)) {
            Files.write(p, new byte[100]);
            if (p != fresh) {
                Files.setLastModifiedTime(p, old);
            }
        }
        DumpWriter.write(DumpReader.readRaw(raw, Direction.TX), f);
        assertEquals(1, DumpReader.read(f).rings().size());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(fresh, notOurs, otherTarget, f, raw).stream().map(p -> p.getFileName().toString())
                    .sorted().toList(), files.map(p -> p.getFileName().toString()).sorted().toList(),
                    "the two stale temporaries of run.rsdump are gone; the fresh one (another writer's), another"
                            + " target's and a file of another naming stay");
        }
    }
}
