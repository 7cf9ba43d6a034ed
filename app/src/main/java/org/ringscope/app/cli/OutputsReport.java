package org.ringscope.app.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.io.OutputTarget;
import org.ringscope.model.provenance.OutputContents;
import org.ringscope.model.provenance.Placeholders;

/**
 * What {@code run --write-outputs DIR} says about the files it wrote (decision 1327): per output, how many bytes are
 * emulated data movement, how many are placeholders for what the engines computed (RingScope does not emulate
 * compute), how many nothing wrote — in the report, and range by range in the sidecar {@value #SIDECAR} beside them.
 */
final class OutputsReport {
    /** The sidecar's name. */
    static final String SIDECAR = OutputContents.REPORT_NAME;

    private OutputsReport() {
    }

    /** The outputs as JSON: {@code [{name, file, bytes, moved, computed, unwritten, spans [{offset, length, kind}]}]}. */
    static ArrayNode json(List<OutputContents> outputs) {
        ArrayNode a = JsonOut.mapper().createArrayNode();
        for (OutputContents c : outputs) {
            ObjectNode o = a.addObject();
            o.put("name", c.name());
            o.put("file", c.name() + ".bin");
            o.put("bytes", c.bytes());
            o.put("moved", c.bytesOf(Placeholders.Kind.MOVED));
            o.put("computed", c.bytesOf(Placeholders.Kind.COMPUTED));
            o.put("unwritten", c.bytesOf(Placeholders.Kind.UNWRITTEN));
            ArrayNode spans = o.putArray("spans");
            for (Placeholders.Span s : c.spans()) {
                spans.addObject().put("offset", s.offset()).put("length", s.length())
                        .put("kind", s.kind().name().toLowerCase(Locale.ROOT));
            }
        }
        return a;
    }

    /** Writes the sidecar into {@code dir}, atomically. */
    static void write(Path dir, List<OutputContents> outputs) throws IOException {
        ObjectNode o = JsonOut.mapper().createObjectNode();
        o.put("schemaVersion", 1);
        o.put("moved", "bytes the emulated DMA moved from data the run had");
        o.put("computed", "placeholders: bytes the engines' compute instructions produce on the device, which "
                + "RingScope does not emulate (what the file holds there is not the model's result)");
        o.put("unwritten", "bytes nothing wrote");
        o.set("outputs", json(outputs));
        OutputTarget.file(dir.resolve(SIDECAR)).writeBytes( JsonOut.mapper().writerWithDefaultPrettyPrinter()
                .writeValueAsBytes(o));
    }

    /** One line per output, after the list of files. */
    static void text(PrintWriter out, Path dir, List<OutputContents> outputs) {
        for (OutputContents c : outputs) {
            out.printf("  %s.bin: %d bytes: %d emulated data movement, %d placeholders for compute (not emulated), "
                    + "%d unwritten%n", c.name(), c.bytes(), c.bytesOf(Placeholders.Kind.MOVED),
                    c.bytesOf(Placeholders.Kind.COMPUTED), c.bytesOf(Placeholders.Kind.UNWRITTEN));
        }
        out.printf("  which bytes are which: %s%n", dir.resolve(SIDECAR));
        out.flush();
    }
}
