package org.ringscope.model.ucode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.InputException;

/** Reading a library file: bounded by the bytes that arrive (a device reports size 0), never blocking. */
class LibraryFileTest {
    @Test
    void aRegularLibraryReads(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("rs_single.so");
        Files.write(f, UcodeFixtures.own("rs_single.so"));
        assertArrayEquals(UcodeFixtures.own("rs_single.so"), XtlibLoader.readFile(f));
    }

    @Test
    void moreThan16MiBIsRefused(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("big.so");
        try (RandomAccessFile r = new RandomAccessFile(f.toFile(), "rw")) {
            r.setLength(XtlibLoader.MAX_FILE + 1);
        }
        InputException e = assertThrows(InputException.class, () -> XtlibLoader.readFile(f));
        assertTrue(e.getMessage().contains("more than 16777216 bytes: a ucode library is at most 16 MiB"), e.getMessage());
    }

    @Test
    void devicesDirectoriesAndFifosAreRefusedWithWhatTheyAre(@TempDir Path dir) throws Exception {
        Path zero = Path.of("/dev/zero");
        if (Files.exists(zero)) {
            InputException z = assertTimeoutPreemptively(Duration.ofSeconds(5),
                    () -> assertThrows(InputException.class, () -> XtlibLoader.readFile(zero)));
            assertTrue(z.getMessage().contains("/dev/zero: is a character device"), z.getMessage());
        }
        InputException d = assertThrows(InputException.class, () -> XtlibLoader.readFile(dir));
        assertTrue(d.getMessage().contains("is a directory"), d.getMessage());
        InputException m = assertThrows(InputException.class, () -> XtlibLoader.readFile(dir.resolve("none.so")));
        assertTrue(m.getMessage().contains("none.so: no such file"), m.getMessage());
        Path fifo = dir.resolve("pipe.so");
        Assumptions.assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "no mkfifo");
        InputException p = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(InputException.class, () -> XtlibLoader.readFile(fifo)));
        assertTrue(p.getMessage().contains("is a FIFO (named pipe)"), p.getMessage());
    }
}
