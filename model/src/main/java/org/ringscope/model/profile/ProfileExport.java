package org.ringscope.model.profile;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import org.apache.parquet.format.CompressionCodec;
import org.ringscope.model.Version;
import org.ringscope.model.io.FileKind;
import org.ringscope.model.io.OutputTarget;
import org.ringscope.model.profile.parquet.TableWriter;
import org.ringscope.model.session.EmulationSession;

/**
 * Writes a finished run as a Neuron Explorer profile (decision 1423): {@code DmaPacket}, {@code DmaQueuesInfo},
 * {@code SemaphoreUpdate}, {@code Error}, {@code Instruction}, {@code ExecutionInfo}, {@code Metadata} and
 * {@code SchemaFields}, one Snappy-compressed Parquet file each, with the documented columns of schema
 * {@value ProfileSchema#VERSION} — so a query written for a real profile runs on the emulation. Times are journal
 * steps, not nanoseconds: {@code Metadata} says so ({@code is_simulation}, {@code time_unit}) and so does every
 * time column's {@code SchemaFields} row. Each file is written atomically through {@link OutputTarget}; a directory
 * that holds split parts ({@code DmaPacket_1.parquet}) of a table the export writes is refused, since a reader would
 * take them for the same table.
 */
public final class ProfileExport {
    /** What {@code Metadata.time_unit} and the time columns' {@code SchemaFields} rows say. */
    public static final String TIME_UNIT = "emulated journal step (not nanoseconds)";

    /** What one export wrote: each table's rows. */
    public record Written(Path dir, Map<String, Long> rows) {
    }

    private ProfileExport() {
    }

    /** Writes every execution of {@code s}'s finished run into {@code dir} (created when missing). Journal thread. */
    public static Written write(EmulationSession s, Path dir) throws IOException {
        FileKind k = FileKind.of(dir);
        if (k != FileKind.MISSING && k != FileKind.DIRECTORY) {
            throw new IOException(dir + ": is " + k.description() + ", not a directory to write a profile into");
        }
        Files.createDirectories(dir);
        List<ExportTables.Table> tables = ExportTables.of(s, TIME_UNIT, Version.TOOL_VERSION);
        refuseParts(dir, tables);
        Map<String, Long> rows = new LinkedHashMap<>();
        for (ExportTables.Table t : tables) {
            long[] n = {0};
            OutputTarget.file(dir.resolve(t.spec().table() + ".parquet")).stream(o -> {
                try (TableWriter w = new TableWriter(o, t.spec().schema(), CompressionCodec.SNAPPY,
                        Map.of("ringscope.time_unit", TIME_UNIT))) {
                    t.rows().each(w::row);
                    n[0] = w.rows();
                }
            });
            rows.put(t.spec().table(), n[0]);
        }
        return new Written(dir, rows);
    }

    private static void refuseParts(Path dir, List<ExportTables.Table> tables) throws IOException {
        List<String> names = new ArrayList<>();
        for (ExportTables.Table t : tables) {
            names.add(t.spec().table());
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path p : ds) {
                Matcher m = ProfileDir.FILE.matcher(p.getFileName().toString());
                if (m.matches() && m.group(2) != null && names.contains(m.group(1))) {
                    throw new IOException(p + ": a part of table " + m.group(1) + ", which the export writes whole; "
                            + "a reader would take both for one table. Export into an empty directory");
                }
            }
        }
    }
}
