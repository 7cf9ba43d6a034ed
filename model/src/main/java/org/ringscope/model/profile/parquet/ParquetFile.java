package org.ringscope.model.profile.parquet;

import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.format.ColumnMetaData;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.format.KeyValue;
import org.apache.parquet.format.RowGroup;
import org.apache.parquet.format.Util;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;
import org.ringscope.model.InputException;
import org.ringscope.model.io.FileKind;
import org.ringscope.model.io.InputFiles;

/**
 * One Parquet file opened for reading (decision 1420): its footer — schema, row groups, the writer's name and
 * key-value metadata — read and checked against the file's size when it opens; a column of a row group read only
 * when asked ({@link #column}), one column chunk in memory at a time. parquet-java's column module decodes the
 * pages; this class finds them, checks every offset and size against the file and decompresses them
 * ({@link Codecs}). Bad input is an {@link InputException} naming the file, the offset and the field or column.
 */
public final class ParquetFile implements Closeable {
    /** "PAR1": the magic at both ends of a Parquet file. */
    static final byte[] MAGIC = "PAR1".getBytes(StandardCharsets.US_ASCII);
    /** The largest footer read: a profile's footers are kilobytes. */
    public static final int MAX_FOOTER = 16 << 20;
    /** The most rows one row group may hold here (each decoded column of a group is in memory at once). */
    public static final long MAX_GROUP_ROWS = 1L << 26;

    private final Path path;
    private final String name;
    private final FileChannel channel;
    private final long size;
    private final FileMetaData meta;
    private final MessageType schema;
    private final long rows;

    private ParquetFile(Path path, FileChannel channel, long size, FileMetaData meta, MessageType schema, long rows) {
        this.path = path;
        this.name = path.toString();
        this.channel = channel;
        this.size = size;
        this.meta = meta;
        this.schema = schema;
        this.rows = rows;
    }

    /** Opens {@code path} and reads its footer; refuses what is not a regular file or not Parquet. */
    public static ParquetFile open(Path path) throws InputException {
        String name = path.toString();
        InputFiles.requireKind(path, FileKind.REGULAR, "a Parquet file");
        FileChannel ch;
        try {
            ch = FileChannel.open(path, StandardOpenOption.READ);
        } catch (IOException e) {
            throw InputFiles.cannotRead(name, e);
        }
        try {
            long size = size(ch, name);
            if (size < 12) {
                throw new InputException(name, 0, "magic", size + " bytes: too short for a Parquet file (at least 12)");
            }
            byte[] head = read(ch, name, 0, 4, "magic");
            byte[] tail = read(ch, name, size - 8, 8, "footer length");
            if (!Arrays.equals(head, MAGIC)) {
                throw new InputException(name, 0, "magic", "not a Parquet file (it does not start with PAR1)");
            }
            if (!Arrays.equals(Arrays.copyOfRange(tail, 4, 8), MAGIC)) {
                throw new InputException(name, size - 4, "magic", "not a whole Parquet file (it does not end with PAR1:"
                        + " cut short?)");
            }
            long footerLen = ByteBuffer.wrap(tail, 0, 4).order(ByteOrder.LITTLE_ENDIAN).getInt() & 0xFFFFFFFFL;
            if (footerLen < 1 || footerLen > size - 12 || footerLen > MAX_FOOTER) {
                throw new InputException(name, size - 8, "footer length", footerLen + " does not fit the file ("
                        + size + " bytes; at most " + Math.min(size - 12, MAX_FOOTER) + ")");
            }
            long at = size - 8 - footerLen;
            byte[] footer = read(ch, name, at, (int) footerLen, "footer");
            FileMetaData meta;
            try {
                meta = Util.readFileMetaData(new ByteArrayInputStream(footer), (int) footerLen);
            } catch (IOException | RuntimeException e) {
                throw new InputException(name, at, "footer", "the file metadata cannot be read: " + reason(e), e);
            }
            MessageType schema = SchemaElements.toMessageType(name, at, meta.getSchema());
            long rows = checkGroups(name, at, size, meta, schema);
            return new ParquetFile(path, ch, size, meta, schema, rows);
        } catch (InputException | RuntimeException | Error e) {
            closeQuietly(ch);
            throw e;
        }
    }

    private static long size(FileChannel ch, String name) throws InputException {
        try {
            return ch.size();
        } catch (IOException e) {
            throw InputFiles.cannotRead(name, e);
        }
    }

    private static long checkGroups(String name, long at, long size, FileMetaData meta, MessageType schema)
            throws InputException {
        long total = 0;
        List<RowGroup> groups = meta.isSetRow_groups() ? meta.getRow_groups() : List.of();
        int leaves = schema.getColumns().size();
        for (int g = 0; g < groups.size(); g++) {
            RowGroup rg = groups.get(g);
            String field = "row_groups[" + g + "]";
            if (rg.getNum_rows() < 0 || rg.getNum_rows() > MAX_GROUP_ROWS) {
                throw new InputException(name, at, field + ".num_rows", rg.getNum_rows() + " rows: not between 0 and "
                        + MAX_GROUP_ROWS + ", the most RingScope reads in one row group");
            }
            if (rg.getColumnsSize() != leaves) {
                throw new InputException(name, at, field + ".columns", rg.getColumnsSize() + " column chunks for a "
                        + "schema of " + leaves + " columns");
            }
            for (int c = 0; c < leaves; c++) {
                ColumnChunk cc = rg.getColumns().get(c);
                String col = String.join(".", schema.getColumns().get(c).getPath());
                if (cc.isSetFile_path() && !cc.getFile_path().isEmpty()) {
                    throw new InputException(name, at, field + " column " + col, "its data is in another file ("
                            + cc.getFile_path() + "), which RingScope does not follow");
                }
                if (!cc.isSetMeta_data()) {
                    throw new InputException(name, at, field + " column " + col, "no column metadata (an encrypted "
                            + "file?)");
                }
                long[] span = span(cc.getMeta_data());
                if (span[0] < 4 || span[1] < 0 || span[0] + span[1] > size - 8) {
                    throw new InputException(name, span[0], field + " column " + col, "its chunk (" + span[1]
                            + " bytes at " + span[0] + ") lies outside the file's " + size + " bytes");
                }
            }
            total += rg.getNum_rows();
        }
        return total;
    }

    /** A column chunk's first byte and length: from its dictionary page when it has one. */
    static long[] span(ColumnMetaData md) {
        long start = md.getData_page_offset();
        if (md.isSetDictionary_page_offset() && md.getDictionary_page_offset() > 0
                && md.getDictionary_page_offset() < start) {
            start = md.getDictionary_page_offset();
        }
        return new long[] {start, md.getTotal_compressed_size()};
    }

    public Path path() {
        return path;
    }

    /** The file's size in bytes. */
    public long size() {
        return size;
    }

    /** Rows over every row group. */
    public long rows() {
        return rows;
    }

    public int rowGroups() {
        return meta.isSetRow_groups() ? meta.getRow_groupsSize() : 0;
    }

    public long groupRows(int g) {
        return meta.getRow_groups().get(g).getNum_rows();
    }

    /** The schema as parquet-java's message type. */
    public MessageType schema() {
        return schema;
    }

    /** The writer's name ({@code created_by}), or empty. */
    public String createdBy() {
        return meta.isSetCreated_by() ? meta.getCreated_by() : "";
    }

    /** The file's key-value metadata, in order. */
    public Map<String, String> keyValues() {
        Map<String, String> out = new LinkedHashMap<>();
        if (meta.isSetKey_value_metadata()) {
            for (KeyValue kv : meta.getKey_value_metadata()) {
                out.put(kv.getKey(), kv.isSetValue() ? kv.getValue() : "");
            }
        }
        return out;
    }

    /** The names of the top-level columns, in schema order. */
    public List<String> fieldNames() {
        List<String> out = new ArrayList<>();
        for (Type t : schema.getFields()) {
            out.add(t.getName());
        }
        return out;
    }

    /** Whether the schema has a top-level column {@code field}. */
    public boolean has(String field) {
        return schema.containsField(field);
    }

    /**
     * The values of top-level column {@code field} in row group {@code g}: a flat column value by value, a nested
     * one (a list) as one text a row.
     */
    public ColumnValues column(int g, String field) throws InputException {
        if (!schema.containsField(field)) {
            throw new InputException(name, -1, field, "no such column");
        }
        Type t = schema.getType(field);
        ColumnDescriptor d = null;
        int leaf = 0;
        for (ColumnDescriptor c : schema.getColumns()) {
            if (c.getPath()[0].equals(field)) {
                d = c;
                break;
            }
            leaf++;
        }
        if (d == null) {
            throw new InputException(name, -1, field, "a group with no leaf column");
        }
        ColumnChunk cc = meta.getRow_groups().get(g).getColumns().get(leaf);
        long[] span = span(cc.getMeta_data());
        if (span[1] > Codecs.MAX_PAGE) {
            throw new InputException(name, span[0], field, "its chunk in row group " + g + " is " + span[1]
                    + " bytes, more than RingScope reads at once (" + Codecs.MAX_PAGE + ")");
        }
        byte[] chunk = read(channel, name, span[0], (int) span[1], field);
        return ColumnValues.decode(name, span[0], field, t, d, cc.getMeta_data(), chunk, groupRows(g), createdBy());
    }

    private static byte[] read(FileChannel ch, String name, long at, int len, String field) throws InputException {
        ByteBuffer b = ByteBuffer.allocate(len);
        try {
            while (b.hasRemaining()) {
                int n = ch.read(b, at + b.position());
                if (n < 0) {
                    throw new InputException(name, at + b.position(), field, "the file ends early");
                }
            }
        } catch (IOException e) {
            throw new InputException(name, at, field, "cannot read: " + InputFiles.reason(e), e);
        }
        return b.array();
    }

    static String reason(Throwable e) {
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
    }

    private static void closeQuietly(FileChannel ch) {
        try {
            ch.close();
        } catch (IOException ignored) {
            // already failing: the open's error is the one to report
        }
    }

    @Override
    public void close() {
        closeQuietly(channel);
    }

    @Override
    public String toString() {
        return name;
    }
}
