package org.ringscope.model.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.parquet.format.CompressionCodec;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.InputException;
import org.ringscope.model.profile.parquet.TableWriter;

/**
 * Bad profiles are refused with a message naming the file and the field or column: cut short, a hostile footer
 * length, a folder of other files, an entry named like a table that is not a file, a column of the wrong type or
 * missing, and bytes changed anywhere in a table (never an exception of another kind).
 */
class ProfileInputTest {
    private static final MessageType PACKETS = MessageTypeParser.parseMessageType("message DmaPacket {"
            + " required int64 start_ts; optional binary queue_name (STRING); required int64 transfer_bytes; }");

    @TempDir
    Path dir;

    private Path table(MessageType schema, int rows, CompressionCodec codec) throws Exception {
        Path p = dir.resolve(schema.getName() + ".parquet");
        try (OutputStream o = Files.newOutputStream(p); TableWriter w = new TableWriter(o, schema, codec, Map.of())) {
            for (int i = 0; i < rows; i++) {
                Object[] row = new Object[schema.getFieldCount()];
                for (int c = 0; c < row.length; c++) {
                    row[c] = schema.getType(c).asPrimitiveType().getPrimitiveTypeName().name().equals("BINARY")
                            ? "qSPIO0-Q" + i % 3 + "-E0" : (Object) (long) i;
                }
                w.row(row);
            }
        }
        return p;
    }

    @Test
    void aFileCutShortIsNamed() throws Exception {
        Path p = table(PACKETS, 1000, CompressionCodec.SNAPPY);
        byte[] b = Files.readAllBytes(p);
        Files.write(p, Arrays.copyOf(b, b.length / 2));
        InputException e = assertThrows(InputException.class, () -> ProfileDir.open(dir));
        assertTrue(e.getMessage().startsWith(p.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("PAR1"), e.getMessage());
    }

    @Test
    void aHostileFooterLengthIsRefusedBeforeAnythingIsRead() throws Exception {
        Path p = table(PACKETS, 10, CompressionCodec.UNCOMPRESSED);
        byte[] b = Files.readAllBytes(p);
        ByteBuffer.wrap(b, b.length - 8, 4).order(ByteOrder.LITTLE_ENDIAN).putInt(0x7FFFFFF0);
        Files.write(p, b);
        InputException e = assertThrows(InputException.class, () -> ProfileDir.open(dir));
        assertEquals("footer length", e.field());
        assertEquals(p.toString(), e.file());
    }

    @Test
    void aFolderOfOtherFilesIsNoProfile() throws Exception {
        Files.writeString(dir.resolve("notes.txt"), "junk");
        Files.write(dir.resolve("x.bin"), new byte[100]);
        InputException e = assertThrows(InputException.class, () -> ProfileDir.open(dir));
        assertTrue(e.getMessage().contains("no profile tables") && e.getMessage().contains("2 other entries"),
                e.getMessage());
    }

    @Test
    void anEntryNamedLikeATableThatIsNotAFileIsNamed() throws Exception {
        Files.createDirectory(dir.resolve("DmaPacket.parquet"));
        InputException e = assertThrows(InputException.class, () -> ProfileDir.open(dir));
        assertTrue(e.getMessage().contains("DmaPacket.parquet: is a directory, not a Parquet file"), e.getMessage());
        Files.delete(dir.resolve("DmaPacket.parquet"));
        Files.createSymbolicLink(dir.resolve("Error.parquet"), dir.resolve("nowhere"));
        e = assertThrows(InputException.class, () -> ProfileDir.open(dir));
        assertTrue(e.getMessage().contains("Error.parquet: is missing, not a Parquet file"), e.getMessage());
        e = assertThrows(InputException.class, () -> ProfileDir.open(dir.resolve("Error.parquet")));
        assertTrue(e.getMessage().contains("Error.parquet: is missing, not a profile directory"), e.getMessage());
    }

    @Test
    void aColumnOfAnotherTypeOrAbsentIsNamed() throws Exception {
        table(MessageTypeParser.parseMessageType("message DmaPacket { required int64 start_ts;"
                + " optional binary queue_name (STRING); required binary transfer_bytes (STRING); }"), 5,
                CompressionCodec.UNCOMPRESSED);
        InputException e = assertThrows(InputException.class, () -> PacketScan.read(ProfileDir.open(dir),
                ProfileDir.open(dir).table("DmaPacket").orElseThrow(), Long.MIN_VALUE, Long.MAX_VALUE));
        assertEquals("transfer_bytes", e.field());
        assertTrue(e.getMessage().contains("DmaPacket.parquet") && e.getMessage().contains("is string"), e.getMessage());
        table(MessageTypeParser.parseMessageType("message DmaPacket { required int64 start_ts;"
                + " optional binary queue_name (STRING); }"), 5, CompressionCodec.UNCOMPRESSED);
        e = assertThrows(InputException.class, () -> PacketScan.read(ProfileDir.open(dir),
                ProfileDir.open(dir).table("DmaPacket").orElseThrow(), Long.MIN_VALUE, Long.MAX_VALUE));
        assertEquals("transfer_bytes", e.field());
        assertTrue(e.getMessage().contains("absent"), e.getMessage());
    }

    @Test
    void bytesChangedAnywhereAreAnInputErrorOrRead() throws Exception {
        Path p = table(PACKETS, 3000, CompressionCodec.SNAPPY);
        byte[] good = Files.readAllBytes(p);
        Random r = new Random(30);
        int refused = 0;
        for (int k = 0; k < 300; k++) {
            byte[] b = good.clone();
            for (int n = 0; n < 1 + r.nextInt(4); n++) {
                b[r.nextInt(b.length)] = (byte) r.nextInt(256);
            }
            Files.write(p, b);
            try {
                ProfileDir d = ProfileDir.open(dir);
                d.scan(d.table("DmaPacket").orElseThrow(), List.of("start_ts", "queue_name", "transfer_bytes"),
                        (first, c) -> { });
            } catch (InputException e) {
                refused++;
                assertTrue(e.getMessage().startsWith(p.toString()), e.getMessage());
            }
        }
        assertTrue(refused > 0, "some changes are refused");
    }
}
