package org.ringscope.model.dump;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.InputException;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.udma.Direction;

/**
 * Corruption a zip reader alone does not see: a CRC-32 that does not match the data, a local header that disagrees
 * with the central directory, a compression method only some readers have, manifest values out of range, a key
 * given twice, a directory of more entries than a dump can need; and files that are not files.
 */
class CorruptDumpTest {
    private static final int LOCAL_METHOD = 8;
    private static final int LOCAL_CRC = 14;
    private static final int CENTRAL_METHOD = 10;
    private static final int CENTRAL_CRC = 16;

    @TempDir
    static Path dir;
    static Path good;
    static byte[] bytes;

    @BeforeAll
    static void dumpTheSample() throws Exception {
        EmulationSession s = DumpRoundTripTest.sample(RunOptions.defaults());
        good = dir.resolve("good.rsdump");
        DumpWriter.write(s, s.steps(), good);
        bytes = Files.readAllBytes(good);
    }

    private static Path write(String name, byte[] b) throws Exception {
        Path f = dir.resolve(name);
        Files.write(f, b);
        return f;
    }

    @Test
    void aFlippedBitInAStoredRingFailsItsCrc() throws Exception {
        ZipCraft.Offsets o = ZipCraft.offsets(good, "rings/0000.bin");
        byte[] b = bytes.clone();
        b[o.data() + 3] ^= 0x10;
        BadDumpTest.refused(write("flip.rsdump", b), "entry rings/0000.bin", "CRC-32 mismatch", "corrupt");
    }

    @Test
    void aWrongCrcInBothHeadersIsCaughtOnTheData() throws Exception {
        for (String entry : new String[] {"rings/0000.bin", "manifest.json", "memory/HBM.pages"}) {
            ZipCraft.Offsets o = ZipCraft.offsets(good, entry);
            byte[] b = ZipCraft.put(ZipCraft.put(bytes, o.local() + LOCAL_CRC, 4, 0x12345678L),
                    o.central() + CENTRAL_CRC, 4, 0x12345678L);
            BadDumpTest.refused(write("crc.rsdump", b), "entry " + entry, "CRC-32 mismatch", "records 12345678");
        }
    }

    @Test
    void aLocalHeaderThatDisagreesWithTheCentralDirectory() throws Exception {
        ZipCraft.Offsets o = ZipCraft.offsets(good, "rings/0001.bin");
        byte[] b = ZipCraft.put(bytes, o.local() + LOCAL_CRC, 4, 0xCAFEL);
        BadDumpTest.refused(write("local.rsdump", b), "entry rings/0001.bin", "the local header (CRC-32 0000cafe",
                "disagrees with the central directory");
    }

    @Test
    void aZstdOrXzManifestIsACleanError() throws Exception {
        ZipCraft.Offsets o = ZipCraft.offsets(good, "manifest.json");
        for (int method : new int[] {93, 95}) {
            byte[] b = ZipCraft.put(ZipCraft.put(bytes, o.local() + LOCAL_METHOD, 2, method),
                    o.central() + CENTRAL_METHOD, 2, method);
            BadDumpTest.refused(write("method.rsdump", b), "entry manifest.json", "compression method " + method,
                    method == 93 ? "(zstd)" : "(xz)", "not supported (stored or deflated)");
        }
    }

    @Test
    void manifestValuesOutOfRange() throws Exception {
        String[][] cases = {
            {"\"step\" : \\d+", "\"step\" : -1", "manifest.json: step", "-1 is less than 0"},
            {"\"base\" : \\d+", "\"base\" : -4096", "manifest.json: memory[0].base", "-4096 is less than 0"},
            {"\"before\" : \"[0-9a-f]+\"", "\"before\" : \"zz\"", ".patches[0].before", "not bytes in hex"},
            {"\"arch\" : \"cayman\"", "\"arch\" : \"pentium\"", "manifest.json: arch", "not one of"},
            {"\"executions\" : 1", "\"executions\" : 0", "manifest.json: options.executions", "0 is less than 1"},
            {"\"sha256\" : \"[0-9a-f]+\"", "\"sha256\" : \"abc\"", "inputs[0].sha256", "not 64 hex digits"},
        };
        for (String[] c : cases) {
            Path f = dir.resolve("range.rsdump");
            ZipCraft.editManifest(good, f, m -> m.replaceFirst(c[0], c[1]));
            BadDumpTest.refused(f, c[2], c[3]);
        }
    }

    @Test
    void aKeyGivenTwiceIsRefused() throws Exception {
        Path f = dir.resolve("twice.rsdump");
        ZipCraft.editManifest(good, f, m -> m.replaceFirst("\"step\" :", "\"step\" : 0, \"step\" :"));
        BadDumpTest.refused(f, "manifest.json", "Duplicate field 'step'");
    }

    @Test
    void aDirectoryOfTooManyEntriesIsRefusedBeforeItIsRead() throws Exception {
        InputException e = assertThrows(InputException.class,
                () -> DumpReader.read(good, new DumpLimits(16 << 20, 1 << 30, 10)));
        assertTrue(e.getMessage().contains("central directory: declares") && e.getMessage().contains("at most 10"),
                e.getMessage());
    }

    @Test
    void directoriesFifosAndDevicesAreRefusedWithWhatTheyAreWithoutBlocking() throws Exception {
        BadDumpTest.refused(dir, "is a directory");
        Path dev = Path.of("/dev/zero");
        if (Files.exists(dev)) {
            BadDumpTest.refused(dev, "is a character device");
            InputException raw = assertThrows(InputException.class, () -> DumpReader.readRaw(dev, Direction.TX));
            assertTrue(raw.getMessage().contains("is a character device"), raw.getMessage());
        }
        Path fifo = dir.resolve("pipe");
        Assumptions.assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "no mkfifo");
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            BadDumpTest.refused(fifo, "is a FIFO (named pipe)", "give '-'");
            InputException raw = assertThrows(InputException.class, () -> DumpReader.readRaw(fifo, Direction.RX));
            assertTrue(raw.getMessage().contains("is a FIFO"), raw.getMessage());
        });
    }

    @Test
    void aRawRingPastTheVringCapIsRefusedBeforeMapping() throws Exception {
        Path f = dir.resolve("huge-ring.bin");
        try (RandomAccessFile r = new RandomAccessFile(f.toFile(), "rw")) {
            r.setLength(DumpReader.MAX_RAW_BYTES + 16); // sparse: no disk blocks
        }
        InputException e = assertThrows(InputException.class, () -> DumpReader.readRaw(f, Direction.TX));
        assertTrue(e.getMessage().contains("at most 16777200 descriptors"), e.getMessage());
        Files.delete(f);
    }
}
