package org.ringscope.model.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.testing.Fifos;

/**
 * A writer replaces only a regular file: a FIFO is written through and stays a FIFO, a link keeps pointing at the
 * file it names, a directory is refused as one, a device is written through (the machine's only when not root: a
 * wrong rename would replace them; as root, device nodes made in the test's folder), a read-only file is refused and
 * a replaced file keeps its mode, and {@code -} goes to the stream the caller gave.
 */
class OutputTargetTest {
    private static final byte[] DATA = "the new contents\n".getBytes(StandardCharsets.UTF_8);

    @Test
    void aSeekingWriterGoesThroughAFifoAndTheFifoStays(@TempDir Path dir) throws Exception {
        Path f = Fifos.make(dir, "dump.pipe");
        CompletableFuture<byte[]> got = Fifos.reader(f);
        OutputTarget.file(f).write(tmp -> Files.write(tmp, DATA, StandardOpenOption.CREATE_NEW));
        assertEquals(FileKind.FIFO, FileKind.of(f), "the FIFO was replaced");
        assertArrayEquals(DATA, got.join());
        assertEquals(List.of(f), listing(dir), "no temporary beside it");
    }

    @Test
    void aStreamGoesThroughAFifo(@TempDir Path dir) throws Exception {
        Path f = Fifos.make(dir, "log.pipe");
        CompletableFuture<byte[]> got = Fifos.reader(f);
        OutputTarget.file(f).stream(o -> o.write(DATA));
        assertEquals(FileKind.FIFO, FileKind.of(f), "the FIFO was replaced");
        assertArrayEquals(DATA, got.join());
    }

    @Test
    void aLinkToAFileWritesTheFileAndStaysALink(@TempDir Path dir) throws Exception {
        Path file = Files.write(dir.resolve("real.bin"), new byte[] {1, 2, 3});
        Path link = Files.createSymbolicLink(dir.resolve("link.bin"), file.getFileName());
        OutputTarget.file(link).writeBytes(DATA);
        assertTrue(Files.isSymbolicLink(link), "the link was replaced by a file");
        assertArrayEquals(DATA, Files.readAllBytes(file));
        Path dangling = Files.createSymbolicLink(dir.resolve("nowhere.bin"), dir.resolve("gone/x.bin"));
        IOException e = assertThrows(IOException.class, () -> OutputTarget.file(dangling).writeBytes(DATA));
        assertTrue(e.getMessage().startsWith(dangling + ": is a symbolic link to nothing"), e.getMessage());
    }

    @Test
    void aDirectoryIsRefusedAsOne(@TempDir Path dir) throws Exception {
        Path d = Files.createDirectory(dir.resolve("out.rsdump"));
        IOException e = assertThrows(IOException.class,
                () -> OutputTarget.file(d).write(tmp -> Files.write(tmp, DATA, StandardOpenOption.CREATE_NEW)));
        assertEquals(d + ": is a directory, not a file to write to", e.getMessage());
        assertTrue(Files.isDirectory(d));
        assertEquals(List.of(d), listing(dir));
    }

    @Test
    void aReadOnlyDirectoryIsAnErrorNamingTheTargetAndLeavesNothing(@TempDir Path dir) throws Exception {
        Assumptions.assumeFalse("root".equals(System.getProperty("user.name")),
                "root writes into a read-only directory: the case needs another user");
        Path ro = Files.createDirectory(dir.resolve("ro"));
        Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            Path t = ro.resolve("x.neff");
            IOException e = assertThrows(IOException.class, () -> OutputTarget.file(t).writeBytes(DATA));
            assertTrue(e.getMessage().startsWith(t + ": cannot write: "), e.getMessage());
            assertEquals(List.of(), listing(ro));
        } finally {
            Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void devicesAreWrittenThroughNeverReplaced() throws Exception {
        Assumptions.assumeFalse("root".equals(System.getProperty("user.name")),
                "as root a wrong rename would replace the machine's /dev/null: the FIFO cases cover it");
        Path nul = Path.of("/dev/null");
        Assumptions.assumeTrue(FileKind.of(nul) == FileKind.CHARACTER_DEVICE, "no /dev/null here");
        OutputTarget.file(nul).write(tmp -> Files.write(tmp, DATA, StandardOpenOption.CREATE_NEW));
        assertEquals(FileKind.CHARACTER_DEVICE, FileKind.of(nul));
        Path full = Path.of("/dev/full");
        if (FileKind.of(full) == FileKind.CHARACTER_DEVICE) {
            IOException e = assertThrows(IOException.class, () -> OutputTarget.file(full).writeBytes(DATA));
            assertTrue(e.getMessage().startsWith("/dev/full: cannot write: "), e.getMessage());
            assertEquals(FileKind.CHARACTER_DEVICE, FileKind.of(full));
        }
    }

    /**
     * Device nodes of our own, made in the test's folder with {@code mknod} (root only): a null device written through
     * stays a device, a full one is an error naming it and stays a device. Without {@code mknod} rights the test
     * skips; {@link #devicesAreWrittenThroughNeverReplaced} covers the machine's devices for other users.
     */
    @Test
    void deviceNodesOfOurOwnAreWrittenThroughAsRoot(@TempDir Path dir) throws Exception {
        Path nul = mknod(dir, "null", 3);
        Path full = mknod(dir, "full", 7);
        OutputTarget.file(nul).write(tmp -> Files.write(tmp, DATA, StandardOpenOption.CREATE_NEW));
        OutputTarget.file(nul).writeBytes(DATA);
        assertEquals(FileKind.CHARACTER_DEVICE, FileKind.of(nul), "the device was replaced by a file");
        IOException e = assertThrows(IOException.class, () -> OutputTarget.file(full).writeBytes(DATA));
        assertEquals(full + ": cannot write: No space left on device", e.getMessage());
        IOException seek = assertThrows(IOException.class,
                () -> OutputTarget.file(full).write(tmp -> Files.write(tmp, DATA, StandardOpenOption.CREATE_NEW)));
        assertTrue(seek.getMessage().startsWith(full + ": cannot write: "), seek.getMessage());
        assertEquals(FileKind.CHARACTER_DEVICE, FileKind.of(full));
        assertEquals(List.of(full, nul), listing(dir), "no temporary left beside them");
    }

    @Test
    void aReadOnlyFileIsRefusedNotReplaced(@TempDir Path dir) throws Exception {
        Path ro = Files.write(dir.resolve("kept.neff"), "old".getBytes(StandardCharsets.UTF_8));
        Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("r--r--r--"));
        IOException e = assertThrows(IOException.class, () -> OutputTarget.file(ro).writeBytes(DATA));
        assertEquals(ro + ": is read-only (r--r--r--); not replacing it", e.getMessage());
        assertEquals("old", Files.readString(ro));
        assertEquals("r--r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(ro)));
        assertEquals(List.of(ro), listing(dir));
    }

    @Test
    void aReplacedFileKeepsItsMode(@TempDir Path dir) throws Exception {
        Path own = Files.write(dir.resolve("private.rsdump"), "old".getBytes(StandardCharsets.UTF_8));
        Files.setPosixFilePermissions(own, PosixFilePermissions.fromString("rw-------"));
        OutputTarget.file(own).writeBytes(DATA);
        assertArrayEquals(DATA, Files.readAllBytes(own));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(own)),
                "a private file came back readable by others");
    }

    /** A character device 1:{@code minor} at {@code dir/name}, or the calling test is skipped. */
    private static Path mknod(Path dir, String name, int minor) throws Exception {
        Path p = dir.resolve(name);
        int rc;
        try {
            rc = new ProcessBuilder("mknod", p.toString(), "c", "1", Integer.toString(minor)).redirectErrorStream(true)
                    .start().waitFor();
        } catch (IOException e) {
            rc = -1;
        }
        Assumptions.assumeTrue(rc == 0 && FileKind.of(p) == FileKind.CHARACTER_DEVICE,
                "mknod needs root (CAP_MKNOD): the machine's devices are covered by the test for other users");
        return p;
    }

    @Test
    void dashIsTheCallersStreamWhereItHasOne(@TempDir Path dir) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        OutputTarget t = OutputTarget.of(Path.of("-"), out);
        assertEquals("standard output", t.toString());
        t.write(tmp -> Files.write(tmp, DATA, StandardOpenOption.CREATE_NEW));
        assertArrayEquals(DATA, out.toByteArray());
        assertEquals("-", OutputTarget.file(Path.of("-")).toString(), "file(-) is a file named -");
    }

    private static List<Path> listing(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }
}
