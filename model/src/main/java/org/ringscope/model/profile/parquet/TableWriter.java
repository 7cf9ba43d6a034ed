package org.ringscope.model.profile.parquet;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.ColumnWriteStore;
import org.apache.parquet.column.ColumnWriter;
import org.apache.parquet.column.Encoding;
import org.apache.parquet.column.ParquetProperties;
import org.apache.parquet.column.page.DictionaryPage;
import org.apache.parquet.column.page.PageWriteStore;
import org.apache.parquet.column.page.PageWriter;
import org.apache.parquet.column.statistics.SizeStatistics;
import org.apache.parquet.column.statistics.Statistics;
import org.apache.parquet.column.statistics.geospatial.GeospatialStatistics;
import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.format.ColumnMetaData;
import org.apache.parquet.format.CompressionCodec;
import org.apache.parquet.format.DataPageHeader;
import org.apache.parquet.format.DictionaryPageHeader;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.format.KeyValue;
import org.apache.parquet.format.PageHeader;
import org.apache.parquet.format.PageType;
import org.apache.parquet.format.RowGroup;
import org.apache.parquet.format.Util;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.ringscope.model.io.CountingOutputStream;

/**
 * Writes one Parquet file of flat columns row by row to a stream (decision 1420): parquet-java's column writers
 * encode the pages (dictionary, RLE levels), this class frames them — page headers, column chunks, row groups
 * of {@link #GROUP_ROWS} rows, the footer — compressed with a codec of {@link Codecs}. A row is the schema's
 * columns in order, each a {@link Number}, {@link Boolean}, {@link CharSequence} or {@code null} (an optional
 * column's missing value).
 */
public final class TableWriter implements AutoCloseable {
    /** Rows per row group. */
    public static final int GROUP_ROWS = 1 << 18;

    private final CountingOutputStream out;
    private final MessageType schema;
    private final CompressionCodec codec;
    private final Map<String, String> keyValues;
    private final List<ColumnDescriptor> columns;
    private final ParquetProperties props = ParquetProperties.builder().withDictionaryEncoding(true)
            .withWriterVersion(ParquetProperties.WriterVersion.PARQUET_1_0).build();
    private final List<RowGroup> groups = new ArrayList<>();
    private Chunks chunks;
    private ColumnWriteStore store;
    private ColumnWriter[] writers;
    private long groupRows;
    private long rows;

    /** A writer of {@code schema}'s rows to {@code out} (not closed), compressed with {@code codec}. */
    public TableWriter(OutputStream out, MessageType schema, CompressionCodec codec, Map<String, String> keyValues)
            throws IOException {
        this.out = new CountingOutputStream(out);
        this.schema = schema;
        this.codec = codec;
        this.keyValues = Map.copyOf(keyValues);
        this.columns = schema.getColumns();
        for (ColumnDescriptor c : columns) {
            if (c.getPath().length != 1) {
                throw new IllegalArgumentException("only flat columns are written: " + String.join(".", c.getPath()));
            }
        }
        this.out.write(ParquetFile.MAGIC);
        start();
    }

    private void start() {
        chunks = new Chunks();
        store = props.newColumnWriteStore(schema, chunks);
        writers = new ColumnWriter[columns.size()];
        for (int i = 0; i < writers.length; i++) {
            writers[i] = store.getColumnWriter(columns.get(i));
        }
        groupRows = 0;
    }

    /** Appends one row: a value for each column, in schema order. */
    public void row(Object... values) throws IOException {
        if (values.length != columns.size()) {
            throw new IllegalArgumentException(values.length + " values for " + columns.size() + " columns");
        }
        for (int i = 0; i < values.length; i++) {
            ColumnDescriptor d = columns.get(i);
            ColumnWriter w = writers[i];
            Object v = values[i];
            int dl = d.getMaxDefinitionLevel();
            if (v == null) {
                if (dl == 0) {
                    throw new IllegalArgumentException("column " + d.getPath()[0] + " is required");
                }
                w.writeNull(0, 0);
                continue;
            }
            PrimitiveTypeName p = d.getPrimitiveType().getPrimitiveTypeName();
            switch (p) {
                case BOOLEAN -> w.write((Boolean) v, 0, dl);
                case INT32 -> w.write(((Number) v).intValue(), 0, dl);
                case INT64 -> w.write(((Number) v).longValue(), 0, dl);
                case FLOAT -> w.write(((Number) v).floatValue(), 0, dl);
                case DOUBLE -> w.write(((Number) v).doubleValue(), 0, dl);
                case BINARY -> w.write(Binary.fromString(v.toString()), 0, dl);
                default -> throw new IllegalArgumentException("column " + d.getPath()[0] + ": " + p + " not written");
            }
        }
        store.endRecord();
        rows++;
        if (++groupRows >= GROUP_ROWS) {
            flushGroup();
            start();
        }
    }

    private void flushGroup() throws IOException {
        if (groupRows == 0) {
            return;
        }
        store.flush();
        RowGroup rg = new RowGroup(new ArrayList<>(), 0, groupRows);
        long total = 0;
        for (ColumnDescriptor d : columns) {
            Chunk c = chunks.of(d);
            long base = out.count();
            ColumnMetaData md = new ColumnMetaData(SchemaElements.physical(d.getPrimitiveType().getPrimitiveTypeName()),
                    new ArrayList<>(c.encodings()), List.of(d.getPath()), codec, c.values, c.uncompressed,
                    c.size(), base + c.dataOffset());
            if (c.dictionaryOffset() >= 0) {
                md.setDictionary_page_offset(base + c.dictionaryOffset());
            }
            c.writeTo(out);
            ColumnChunk cc = new ColumnChunk(base);
            cc.setMeta_data(md);
            rg.addToColumns(cc);
            total += c.uncompressed;
        }
        rg.setTotal_byte_size(total);
        groups.add(rg);
        store.close();
    }

    /** Rows written so far. */
    public long rows() {
        return rows;
    }

    /** Writes the last row group and the footer; the stream stays open. */
    @Override
    public void close() throws IOException {
        flushGroup();
        FileMetaData meta = new FileMetaData(1, SchemaElements.of(schema), rows, groups);
        meta.setCreated_by("RingScope (parquet-java column writers)");
        for (Map.Entry<String, String> e : keyValues.entrySet()) {
            KeyValue kv = new KeyValue(e.getKey());
            kv.setValue(e.getValue());
            meta.addToKey_value_metadata(kv);
        }
        long start = out.count();
        Util.writeFileMetaData(meta, out);
        int len = (int) (out.count() - start);
        out.write(ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(len).array());
        out.write(ParquetFile.MAGIC);
        out.flush();
    }

    /** One column's pages of the row group being written. */
    private final class Chunk implements PageWriter {
        /** The data pages; the dictionary page, which the column writer hands over last, goes before them. */
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        final ByteArrayOutputStream dictionary = new ByteArrayOutputStream();
        final Set<Encoding> used = new LinkedHashSet<>();
        long values;
        long uncompressed;

        long dictionaryOffset() {
            return dictionary.size() > 0 ? 0 : -1;
        }

        long dataOffset() {
            return dictionary.size();
        }

        long size() {
            return dictionary.size() + bytes.size();
        }

        void writeTo(OutputStream o) throws IOException {
            dictionary.writeTo(o);
            bytes.writeTo(o);
        }

        List<org.apache.parquet.format.Encoding> encodings() { // qualified: clashes
            List<org.apache.parquet.format.Encoding> e = new ArrayList<>(); // qualified: clashes
            for (Encoding u : used) {
                e.add(org.apache.parquet.format.Encoding.valueOf(u.name())); // qualified: clashes
            }
            return e;
        }

        @Override
        public void writePage(BytesInput data, int valueCount, Statistics<?> statistics, Encoding rl, Encoding dl,
                Encoding values) throws IOException {
            writePage(data, valueCount, -1, statistics, rl, dl, values);
        }

        @Override
        public void writePage(BytesInput data, int valueCount, int rowCount, Statistics<?> statistics, Encoding rl,
                Encoding dl, Encoding valuesEncoding) throws IOException {
            byte[] raw = data.toByteArray();
            byte[] packed = Codecs.compress(codec, raw);
            PageHeader h = new PageHeader(PageType.DATA_PAGE, raw.length, packed.length);
            h.setData_page_header(new DataPageHeader(valueCount, enc(valuesEncoding), enc(dl), enc(rl)));
            put(bytes, h, packed, raw.length);
            values += valueCount;
            used.add(rl);
            used.add(dl);
            used.add(valuesEncoding);
        }

        @Override
        public void writePage(BytesInput data, int valueCount, int rowCount, Statistics<?> statistics,
                SizeStatistics sizes, GeospatialStatistics geo, Encoding rl, Encoding dl, Encoding values)
                throws IOException {
            writePage(data, valueCount, rowCount, statistics, rl, dl, values);
        }

        @Override
        public void writePage(BytesInput data, int valueCount, int rowCount, Statistics<?> statistics,
                SizeStatistics sizes, Encoding rl, Encoding dl, Encoding values) throws IOException {
            writePage(data, valueCount, rowCount, statistics, rl, dl, values);
        }

        @Override
        public void writePageV2(int rowCount, int nullCount, int valueCount, BytesInput repetitionLevels,
                BytesInput definitionLevels, Encoding dataEncoding, BytesInput data, Statistics<?> statistics) {
            throw new UnsupportedOperationException("the writer writes version 1 pages");
        }

        @Override
        public void writeDictionaryPage(DictionaryPage page) throws IOException {
            byte[] raw = page.getBytes().toByteArray();
            byte[] packed = Codecs.compress(codec, raw);
            PageHeader h = new PageHeader(PageType.DICTIONARY_PAGE, raw.length, packed.length);
            h.setDictionary_page_header(new DictionaryPageHeader(page.getDictionarySize(), enc(page.getEncoding())));
            put(dictionary, h, packed, raw.length);
            used.add(page.getEncoding());
        }

        private void put(ByteArrayOutputStream to, PageHeader h, byte[] packed, int rawLength) throws IOException {
            int before = to.size();
            Util.writePageHeader(h, to);
            uncompressed += to.size() - before + rawLength;
            to.write(packed);
        }

        private org.apache.parquet.format.Encoding enc(Encoding e) { // qualified: clashes
            return org.apache.parquet.format.Encoding.valueOf(e.name()); // qualified: clashes
        }

        @Override
        public long getMemSize() {
            return size();
        }

        @Override
        public long allocatedSize() {
            return size();
        }

        @Override
        public String memUsageString(String prefix) {
            return prefix + size();
        }
    }

    private final class Chunks implements PageWriteStore {
        private final Map<ColumnDescriptor, Chunk> byColumn = new HashMap<>();

        @Override
        public PageWriter getPageWriter(ColumnDescriptor path) {
            return byColumn.computeIfAbsent(path, p -> new Chunk());
        }

        Chunk of(ColumnDescriptor d) {
            return byColumn.computeIfAbsent(d, p -> new Chunk());
        }
    }
}
