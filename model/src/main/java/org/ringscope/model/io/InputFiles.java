package org.ringscope.model.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import org.ringscope.model.InputException;

/**
 * How every reader opens what a user names: {@code -} is standard input (for the readers that take a stream);
 * anything else must be a regular file — a directory, FIFO, device or socket is refused with what it is,
 * before it is opened, so nothing blocks on a pipe with no writer or reads {@code /dev/zero} forever. Sizes
 * are counted on the bytes that arrive, never taken from the file system.
 */
public final class InputFiles {
    /** The name that means standard input. */
    public static final String STDIN = "-";
    /** How messages name standard input. */
    public static final String STDIN_NAME = "<stdin>";

    private InputFiles() {
    }

    /** Whether {@code path} is {@code -}, standard input. */
    public static boolean isStdin(Path path) {
        return path.toString().equals(STDIN);
    }

    /** The name messages use for {@code path}. */
    public static String name(Path path) {
        return isStdin(path) ? STDIN_NAME : path.toString();
    }

    /** Throws unless {@code path} is a regular file: missing, or what it is instead (never opening it). */
    public static void requireRegular(Path path) throws InputException {
        FileKind k = FileKind.of(path);
        if (k == FileKind.MISSING) {
            throw new InputException(path.toString(), -1, "", "no such file");
        }
        if (k != FileKind.REGULAR) {
            throw new InputException(path.toString(), -1, "", "is " + k.description()
                    + ", not a regular file: refusing to read it" + (k == FileKind.DIRECTORY ? ""
                    : " (to read a stream, give '-' and pipe it to standard input)"));
        }
    }

    /**
     * Throws unless {@code path} is of kind {@code kind} (read without opening it), saying what it is instead and
     * what the reader wanted: "is a FIFO (named pipe), not a Parquet file".
     *
     * @param wanted what the reader takes, with its article ("a profile directory")
     */
    public static void requireKind(Path path, FileKind kind, String wanted) throws InputException {
        FileKind k = FileKind.of(path);
        if (k != kind) {
            throw new InputException(path.toString(), -1, "", "is " + k.description() + ", not " + wanted);
        }
    }

    /** Opens standard input ({@code -}) or a regular file. The caller closes it (closing stdin is harmless here). */
    public static InputStream open(Path path) throws InputException {
        if (isStdin(path)) {
            return new FilterInputStream(System.in) {
                @Override
                public void close() {
                    // standard input stays open for the JVM
                }
            };
        }
        requireRegular(path);
        try {
            return Files.newInputStream(path);
        } catch (IOException e) {
            throw cannotRead(path.toString(), e);
        }
    }

    /**
     * All of {@code path} (a regular file or {@code -}), refused once more than {@code limit} bytes have arrived.
     *
     * @param limitReason what the limit is, for the message ("a ucode library is at most 16 MiB")
     */
    public static byte[] readAll(Path path, long limit, String limitReason) throws InputException {
        String name = name(path);
        try (InputStream in = open(path)) {
            return readAll(in, name, limit, limitReason);
        } catch (IOException e) {
            throw cannotRead(name, e);
        }
    }

    /** All of {@code in}, refused once more than {@code limit} bytes have arrived. */
    public static byte[] readAll(InputStream in, String name, long limit, String limitReason) throws InputException {
        try {
            byte[] b = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 16, limit + 1));
            if (b.length > limit) {
                throw new InputException(name, limit, "", "more than " + limit + " bytes: " + limitReason);
            }
            return b;
        } catch (IOException e) {
            throw cannotRead(name, e);
        }
    }

    /**
     * {@code bytes} as UTF-8 text; a malformed sequence is an error naming its byte offset and line (the JDK's
     * "Input length = 1" says neither).
     */
    public static String utf8(byte[] bytes, String name) throws InputException {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult r = d.decode(in, out, true);
        if (r.isError()) {
            int at = in.position();
            int line = 1;
            for (int i = 0; i < at; i++) {
                if (bytes[i] == '\n') {
                    line++;
                }
            }
            throw new InputException(name, at, "line " + line, String.format("not UTF-8 text: byte 0x%02x does not"
                    + " start or continue a character", bytes[at] & 0xFF));
        }
        d.flush(out);
        return out.flip().toString();
    }

    /** An I/O failure as an input error naming the file and the reason. */
    public static InputException cannotRead(String name, IOException e) {
        return new InputException(name, -1, "", "cannot read: " + reason(e), e);
    }

    /** The reason of an I/O failure without the path the message may repeat ("permission denied", "Is a directory"). */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "already exists" + (e instanceof FileSystemException fs && fs.getReason() != null ? " ("
                    + fs.getReason() + ")" : "");
        }
        if (e instanceof NotDirectoryException) {
            return "not a directory";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "directory not empty";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
