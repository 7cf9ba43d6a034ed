package org.ringscope.app.bench.hostile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.Set;
import org.ringscope.model.io.FileKind;

/**
 * What a writer is asked to write to (README, Reliability; decisions 1330, 1373), each made in a case's folder, and
 * the exits its writers may end with: nothing there, a file, a read-only file, a link to a file, a link to nothing,
 * a FIFO (with a reader on the other end), a device that swallows (a null device) and one that is always full, a
 * directory, {@code -}, a file in a read-only folder, and a disk that fills while it writes (a fresh JVM under a
 * file size limit). Device nodes are made with {@code mknod} when the campaign runs as root (never the machine's
 * own, which a wrong rename would replace), else links to {@code /dev/null} and {@code /dev/full}.
 */
enum WriterTarget {
    MISSING, REGULAR, READ_ONLY, LINK, DANGLING, FIFO, NULL_DEVICE, FULL_DEVICE, DIRECTORY, STDOUT, READ_ONLY_DIR,
    FULL_DISK;

    /** What a file the case replaces held before. */
    static final byte[] OLD = "old contents\n".getBytes(StandardCharsets.UTF_8);
    static final String READ_ONLY_MODE = "r--r--r--";
    /** The file size limit of the full disk, in blocks of the shell's {@code ulimit -f}. */
    static final int FULL_DISK_BLOCKS = 2;

    /** The exits a writer may end with on this target ({@code stdout}: whether the writer takes {@code -}). */
    Set<Integer> exits(boolean stdout, boolean root) {
        return switch (this) {
            case MISSING, REGULAR, LINK, FIFO, NULL_DEVICE -> Set.of(0);
            case READ_ONLY, DANGLING, FULL_DEVICE, DIRECTORY -> Set.of(1);
            case STDOUT -> stdout ? Set.of(0) : Set.of(2);
            case READ_ONLY_DIR -> root ? Set.of(0) : Set.of(1);
            case FULL_DISK -> Set.of(0, 1);
        };
    }

    /** Whether the target is only made for a fresh JVM (a file size limit cannot be set on this process). */
    boolean freshOnly() {
        return this == FULL_DISK;
    }

    /** Makes the target at {@code t}; returns false when this machine cannot (no mkfifo, no mknod). */
    boolean make(Path t, boolean root) throws IOException, InterruptedException {
        switch (this) {
            case MISSING, STDOUT -> {
                return true;
            }
            case REGULAR, FULL_DISK -> Files.write(t, OLD);
            case READ_ONLY -> {
                Files.write(t, OLD);
                Files.setPosixFilePermissions(t, PosixFilePermissions.fromString(READ_ONLY_MODE));
            }
            case LINK -> {
                Files.write(t.resolveSibling("real.bin"), OLD);
                Files.createSymbolicLink(t, Path.of("real.bin"));
            }
            case DANGLING -> Files.createSymbolicLink(t, Path.of("nowhere.bin"));
            case FIFO -> {
                return exec("mkfifo", t.toString()) && FileKind.of(t) == FileKind.FIFO;
            }
            case NULL_DEVICE, FULL_DEVICE -> {
                String minor = this == NULL_DEVICE ? "3" : "7";
                if (root) {
                    return exec("mknod", t.toString(), "c", "1", minor) && FileKind.of(t) == FileKind.CHARACTER_DEVICE;
                }
                Path dev = Path.of(this == NULL_DEVICE ? "/dev/null" : "/dev/full");
                if (FileKind.of(dev) != FileKind.CHARACTER_DEVICE) {
                    return false;
                }
                Files.createSymbolicLink(t, dev);
            }
            case DIRECTORY -> Files.createDirectory(t);
            case READ_ONLY_DIR -> Files.setPosixFilePermissions(t.getParent(),
                    PosixFilePermissions.fromString("r-xr-xr-x"));
            default -> throw new IllegalStateException(name());
        }
        return true;
    }

    /** Undoes what {@link #make} did that would keep the case's folder from being removed. */
    void unmake(Path t) throws IOException {
        if (this == READ_ONLY_DIR) {
            Files.setPosixFilePermissions(t.getParent(), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    /**
     * What is wrong with the target after a writer ended with {@code exit}, or {@code null}: it must still be what it
     * was (a FIFO, a device, a directory, a link), a refused write must leave a file as it was, and a written one be a
     * regular file.
     */
    String harm(Path t, int exit) throws IOException {
        boolean link = Files.isSymbolicLink(t);
        FileKind k = FileKind.of(t);
        return switch (this) {
            case MISSING, REGULAR, READ_ONLY_DIR -> exit == 0 && k != FileKind.REGULAR ? "no file was written" : null;
            case READ_ONLY -> !Files.isRegularFile(t, LinkOption.NOFOLLOW_LINKS) || !same(t)
                    || !READ_ONLY_MODE.equals(PosixFilePermissions.toString(Files.getPosixFilePermissions(t)))
                    ? "the read-only file was changed" : null;
            case LINK -> !link ? "the link was replaced by a file" : exit != 0 && !same(t) ? "a refused write changed "
                    + "the file" : null;
            case DANGLING -> !link || Files.exists(t) ? "the link to nothing was replaced" : null;
            case FIFO -> k != FileKind.FIFO ? "the FIFO was replaced by " + k.description() : null;
            case NULL_DEVICE, FULL_DEVICE -> k != FileKind.CHARACTER_DEVICE ? "the device was replaced by "
                    + k.description() : null;
            case DIRECTORY -> k != FileKind.DIRECTORY ? "the directory was replaced" : null;
            case FULL_DISK -> exit != 0 && !same(t) ? "a write the full disk stopped changed the file" : null;
            case STDOUT -> null;
        };
    }

    private static boolean same(Path t) throws IOException {
        return Arrays.equals(OLD, Files.readAllBytes(t));
    }

    private static boolean exec(String... cmd) throws IOException, InterruptedException {
        try {
            return new ProcessBuilder(cmd).redirectErrorStream(true).start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        }
    }
}
