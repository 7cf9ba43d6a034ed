package org.ringscope.app.output;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.ringscope.model.io.OutputTarget;

/**
 * Where a command writes a text file it was asked for ({@code run --log FILE}): {@code -} is standard output; a
 * regular file (or a new one) is written atomically, so a failed write leaves what was there; a FIFO or a device is
 * written through as it is, and a directory is refused ({@link OutputTarget}, decision 1330).
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
        OutputTarget.file(target).stream(o -> {
            Writer w = new BufferedWriter(new OutputStreamWriter(o, StandardCharsets.UTF_8));
            body.write(w);
            w.flush();
        });
    }
}
