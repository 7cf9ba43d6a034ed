package org.ringscope.app.output;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.ringscope.model.io.AtomicWrite;
import org.ringscope.model.io.FileKind;

/**
 * Where a command writes a text file it was asked for ({@code run --log FILE}): {@code -} is standard output; a
 * regular file (or a new one) is written atomically, so a failed write leaves what was there; anything else that
 * exists — a FIFO, a device — is written through as it is. One place, so the commands adopt a shared output helper
 * by changing it alone.
 */
public final class TextFileOutput {
    /** Writes the text. */
    @FunctionalInterface
    public interface Body {
        void write(Writer out) throws IOException;
    }

    private TextFileOutput() {
    }

    /** Writes {@code target} ({@code -}: {@code stdout}) through {@code body}. */
    public static void write(Path target, PrintWriter stdout, Body body) throws IOException {
        if (target.toString().equals("-")) {
            body.write(stdout);
            stdout.flush();
            return;
        }
        FileKind k = FileKind.of(target);
        if (k == FileKind.MISSING || k == FileKind.REGULAR) {
            AtomicWrite.write(target, tmp -> {
                try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW)) {
                    body.write(w);
                }
            });
            return;
        }
        if (k == FileKind.DIRECTORY) {
            throw new IOException(target + ": is a directory, not a file to write the log to");
        }
        try (Writer w = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(target,
                StandardOpenOption.WRITE), StandardCharsets.UTF_8))) {
            body.write(w);
        }
    }
}
