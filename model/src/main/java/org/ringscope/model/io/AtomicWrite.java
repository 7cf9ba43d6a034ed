package org.ringscope.model.io;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.SecureRandom;
import java.time.Instant;

/**
 * Writes a file so that a reader sees the old contents or the new, never half: the bytes go to a hidden
 * temporary beside the target ({@code .NAME.<hex>.tmp}), which takes the mode of the file it replaces, is flushed to
 * the disk ({@code fsync}) and is renamed over the target (then the directory is flushed, where the platform
 * allows). A failure — a full disk, an exception of the writer — removes the temporary and leaves the target as it
 * was; the {@link IOException} names the target and the reason. A process killed mid-write leaves its temporary
 * behind: the next write of the same target removes the temporaries of our naming that are older than the running
 * process (a temporary another RingScope is writing right now is newer, and stays).
 */
public final class AtomicWrite {
    /** Writes the temporary file {@code tmp}, creating it (it does not exist yet). */
    @FunctionalInterface
    public interface Writer {
        void write(Path tmp) throws IOException;
    }

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Instant LOADED = Instant.now();
    private static final String SUFFIX = ".tmp";

    private AtomicWrite() {
    }

    /** Writes {@code data} to {@code target} atomically. */
    public static void writeBytes(Path target, byte[] data) throws IOException {
        write(target, tmp -> Files.write(tmp, data, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE));
    }

    /** Writes {@code target} atomically through {@code writer}. */
    public static void write(Path target, Writer writer) throws IOException {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        String name = abs.getFileName().toString();
        removeStale(dir, name);
        Path tmp = dir.resolve("." + name + "." + Long.toHexString(RANDOM.nextLong() >>> 16) + SUFFIX);
        try {
            writer.write(tmp);
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                ch.force(true);
            }
            keepMode(abs, tmp);
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            deleteQuietly(tmp, e);
            throw new IOException(target + ": cannot write: " + InputFiles.reason(e), e);
        } catch (RuntimeException | Error e) {
            deleteQuietly(tmp, e);
            throw e;
        }
        flushDirectory(dir);
    }

    /**
     * Gives the temporary the mode of the regular file it replaces, so a file its owner kept private (0600) is not
     * replaced by one others may read; a new file keeps the mode the process's umask gives it.
     */
    private static void keepMode(Path target, Path tmp) throws IOException {
        try {
            BasicFileAttributes a = Files.readAttributes(target, BasicFileAttributes.class);
            if (a.isRegularFile()) {
                Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(target));
            }
        } catch (NoSuchFileException | UnsupportedOperationException e) {
            // nothing replaced, or no POSIX modes here (Windows)
        }
    }

    /** Whether {@code file} is a temporary this class makes for a target named {@code target}. */
    static boolean isTemporaryOf(String file, String target) {
        String head = "." + target + ".";
        if (!file.startsWith(head) || !file.endsWith(SUFFIX)) {
            return false;
        }
        String hex = file.substring(head.length(), file.length() - SUFFIX.length());
        if (hex.isEmpty() || hex.length() > 16) {
            return false;
        }
        for (int i = 0; i < hex.length(); i++) {
            char c = hex.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
                return false;
            }
        }
        return true;
    }

    /**
     * Removes the temporaries of {@code target} in {@code dir} left by earlier processes: regular files of our
     * naming last modified before this process started. Returns how many were removed; never fails a write.
     */
    public static int removeStale(Path dir, String target) {
        Instant started = processStart();
        int removed = 0;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "." + globEscape(target) + ".*" + SUFFIX)) {
            for (Path f : files) {
                if (!isTemporaryOf(f.getFileName().toString(), target)) {
                    continue;
                }
                BasicFileAttributes a = Files.readAttributes(f, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                if (a.isRegularFile() && a.lastModifiedTime().toInstant().isBefore(started) && Files.deleteIfExists(f)) {
                    removed++;
                }
            }
        } catch (IOException | RuntimeException e) {
            // a directory we cannot list or a file we cannot remove: the write itself may still succeed
        }
        return removed;
    }

    /** When this process started (the time this class loaded when the platform does not say). */
    static Instant processStart() {
        return ProcessHandle.current().info().startInstant().orElse(LOADED);
    }

    private static String globEscape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if ("*?[]{}\\".indexOf(c) >= 0) {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    private static void deleteQuietly(Path tmp, Throwable failure) {
        try {
            Files.deleteIfExists(tmp);
        } catch (IOException e) {
            failure.addSuppressed(e);
        }
    }

    /** Flushes the directory entry of the rename; platforms that cannot open a directory (Windows) skip it. */
    private static void flushDirectory(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | RuntimeException e) {
            // not supported here: the rename is still atomic
        }
    }
}
