package org.ringscope.model.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Objects;
import java.util.Set;

/**
 * Where a writer's output goes, and how (decision 1330). Every file RingScope writes goes through here:
 * <ul>
 *   <li>nothing there, or a regular file: written {@link AtomicWrite atomically} (a temporary beside it, renamed
 *       over it, with the old file's mode), so a reader sees the old file or the new one; a regular file whose mode
 *       lets nobody write it is refused as read-only, not replaced;</li>
 *   <li>a symbolic link to a regular file: the file it points to is written atomically, and the link stays;</li>
 *   <li>a FIFO or a character device ({@code /dev/null}, {@code /dev/full}, a terminal): written through, opened
 *       for writing as it is and never replaced — a writer that needs to seek (a dump, a NEFF) first writes a
 *       private temporary in the system's temporary folder and copies it through;</li>
 *   <li>{@code -} where the caller has one stream for it: standard output, the same way as a FIFO;</li>
 *   <li>a directory, a block device, a socket, a link to nothing: refused, naming what it is.</li>
 * </ul>
 */
public final class OutputTarget {
    /** Writes one stream of bytes. */
    @FunctionalInterface
    public interface Body {
        void write(OutputStream out) throws IOException;
    }

    private final Path path;
    private final OutputStream stream;

    private OutputTarget(Path path, OutputStream stream) {
        this.path = path;
        this.stream = stream;
    }

    /** The file {@code path} ({@code -} is a file named so: a caller that means standard output says so). */
    public static OutputTarget file(Path path) {
        return new OutputTarget(Objects.requireNonNull(path), null);
    }

    /** {@code path}, or {@code stdout} when {@code path} is {@code -}. */
    public static OutputTarget of(Path path, OutputStream stdout) {
        return isStandardOutput(path) ? new OutputTarget(path, Objects.requireNonNull(stdout)) : file(path);
    }

    /** Whether {@code path} is the {@code -} that names standard output. */
    public static boolean isStandardOutput(Path path) {
        return path != null && path.toString().equals("-");
    }

    /** How messages name the target: its path, or "standard output". */
    @Override
    public String toString() {
        return stream != null ? "standard output" : path.toString();
    }

    /** Writes through {@code writer}, which creates and fills the file it is given (and may seek in it). */
    public void write(AtomicWrite.Writer writer) throws IOException {
        Path to = atomicTarget();
        if (to != null) {
            AtomicWrite.write(to, writer);
            return;
        }
        Path dir = Files.createTempDirectory("ringscope-out-");
        Path tmp = dir.resolve("part");
        try {
            writer.write(tmp);
            through(out -> Files.copy(tmp, out));
        } finally {
            Files.deleteIfExists(tmp);
            Files.deleteIfExists(dir);
        }
    }

    /** Writes one stream through {@code body}: atomically to a regular file, straight to a FIFO or device. */
    public void stream(Body body) throws IOException {
        Path to = atomicTarget();
        if (to != null) {
            AtomicWrite.write(to, tmp -> {
                try (OutputStream o = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW)) {
                    body.write(o);
                }
            });
            return;
        }
        through(body);
    }

    /** Writes {@code data}. */
    public void writeBytes(byte[] data) throws IOException {
        stream(o -> o.write(data));
    }

    /** The file to write atomically, or {@code null} when the target is written through; refuses the rest. */
    private Path atomicTarget() throws IOException {
        if (stream != null) {
            return null;
        }
        FileKind k = FileKind.of(path);
        boolean link = Files.isSymbolicLink(path);
        return switch (k) {
            case REGULAR -> {
                Path file = link ? path.toRealPath() : path;
                readOnly(file);
                yield file;
            }
            case MISSING -> {
                if (link) {
                    throw new IOException(path + ": is a symbolic link to nothing (" + Files.readSymbolicLink(path)
                            + "); not writing through it");
                }
                yield path;
            }
            case FIFO, CHARACTER_DEVICE -> null;
            default -> throw new IOException(path + ": is " + k.description() + ", not a file to write to");
        };
    }

    /**
     * Refuses a regular file whose mode gives nobody the right to write it: a rename would replace it whatever its
     * mode (and as root the write would go through too), dropping the protection its owner gave it.
     */
    private void readOnly(Path file) throws IOException {
        Set<PosixFilePermission> mode;
        try {
            mode = Files.getPosixFilePermissions(file);
        } catch (UnsupportedOperationException e) {
            if (!Files.isWritable(file)) {
                throw new IOException(path + ": is read-only; not replacing it");
            }
            return;
        }
        if (!mode.contains(PosixFilePermission.OWNER_WRITE) && !mode.contains(PosixFilePermission.GROUP_WRITE)
                && !mode.contains(PosixFilePermission.OTHERS_WRITE)) {
            throw new IOException(path + ": is read-only (" + PosixFilePermissions.toString(mode) + "); not replacing it");
        }
    }

    private void through(Body body) throws IOException {
        if (stream != null) {
            body.write(stream);
            stream.flush();
            return;
        }
        try (OutputStream o = Files.newOutputStream(path, StandardOpenOption.WRITE)) {
            body.write(o);
        } catch (IOException e) {
            throw new IOException(path + ": cannot write: " + InputFiles.reason(e), e);
        }
    }
}
