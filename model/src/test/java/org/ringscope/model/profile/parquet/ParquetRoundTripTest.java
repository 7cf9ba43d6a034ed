package org.ringscope.model.profile.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.format.CompressionCodec;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The reader reads what parquet-java's own file writer writes, and what RingScope's writer writes. */
class ParquetRoundTripTest {
    private static final MessageType SCHEMA = MessageTypeParser.parseMessageType("message DmaPacket {"
            + " required int64 start_ts; required int32 packet_idx; optional binary queue_name (STRING);"
            + " required double throughput; optional boolean flag; }");

    @TempDir
    Path dir;

    @Test
    void readsParquetJavasOwnWriter() throws Exception {
        Path p = dir.resolve("DmaPacket.parquet");
        try (ParquetWriter<Group> w = ExampleParquetWriter.builder(new LocalOutputFile(p))
                .withConf(new PlainParquetConfiguration()).withType(SCHEMA)
                .withCompressionCodec(CompressionCodecName.UNCOMPRESSED).withRowGroupSize(64L << 10).build()) {
            SimpleGroupFactory f = new SimpleGroupFactory(SCHEMA);
            for (int i = 0; i < 50_000; i++) {
                Group g = f.newGroup().append("start_ts", 10L * i).append("packet_idx", i).append("throughput", i / 2.0);
                if (i % 3 != 0) {
                    g.append("queue_name", "qSPIO0-Q" + i % 4 + "-E0");
                }
                w.write(g);
            }
        }
        try (ParquetFile f = ParquetFile.open(p)) {
            assertEquals(50_000, f.rows());
            assertTrue(f.rowGroups() > 1, "several row groups: " + f.rowGroups());
            long row = 0;
            for (int g = 0; g < f.rowGroups(); g++) {
                ColumnValues ts = f.column(g, "start_ts");
                ColumnValues q = f.column(g, "queue_name");
                ColumnValues t = f.column(g, "throughput");
                for (int i = 0; i < ts.size(); i++, row++) {
                    assertEquals(10L * row, ts.longAt(i, -1));
                    assertEquals(row % 3 == 0 ? "" : "qSPIO0-Q" + row % 4 + "-E0", q.textAt(i));
                    assertEquals(row % 3 == 0, q.isNull(i));
                    assertEquals(row / 2.0, t.doubleAt(i));
                }
            }
            assertEquals(50_000, row);
        }
    }

    @Test
    void readsItsOwnWriterWithEveryCodec() throws Exception {
        for (CompressionCodec c : new CompressionCodec[] {CompressionCodec.UNCOMPRESSED, CompressionCodec.SNAPPY,
                CompressionCodec.GZIP, CompressionCodec.ZSTD, CompressionCodec.LZ4_RAW}) {
            Path p = dir.resolve("T-" + c + ".parquet");
            try (OutputStream o = Files.newOutputStream(p);
                    TableWriter w = new TableWriter(o, SCHEMA, c, Map.of("note", "test"))) {
                for (int i = 0; i < 300_000; i++) {
                    w.row(7L * i, i, i % 5 == 0 ? null : "q" + i % 3, 1.5 * i, i % 2 == 0);
                }
            }
            try (ParquetFile f = ParquetFile.open(p)) {
                assertEquals(300_000, f.rows(), c.name());
                assertEquals("test", f.keyValues().get("note"));
                long row = 0;
                for (int g = 0; g < f.rowGroups(); g++) {
                    ColumnValues ts = f.column(g, "start_ts");
                    ColumnValues q = f.column(g, "queue_name");
                    ColumnValues b = f.column(g, "flag");
                    for (int i = 0; i < ts.size(); i++, row++) {
                        assertEquals(7L * row, ts.longAt(i, -1), c.name());
                        assertEquals(row % 5 == 0 ? "" : "q" + row % 3, q.textAt(i), c.name());
                        assertEquals(row % 2 == 0 ? 1 : 0, b.longAt(i, -1), c.name());
                    }
                }
                assertEquals(300_000, row, c.name());
            }
        }
    }
}
