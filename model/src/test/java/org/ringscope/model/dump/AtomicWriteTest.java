package org.ringscope.model.dump;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.udma.Direction;

/** A failed write leaves the old dump alone and no temporary file behind. */
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
        assertEquals("disk full", e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(f), "the old dump is untouched");
        try (var files = Files.list(dir)) {
            assertEquals(List.of(f, raw).stream().sorted().toList(), files.sorted().toList(), "no temporary file");
        }
        assertEquals(1, DumpReader.read(f).rings().size(), "a raw ring written as a dump reads back");
    }
}
