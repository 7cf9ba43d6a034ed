package org.ringscope.model.profile.parquet;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.Encoding;
import org.apache.parquet.column.page.DataPage;
import org.apache.parquet.column.page.DataPageV1;
import org.apache.parquet.column.page.DataPageV2;
import org.apache.parquet.column.page.DictionaryPage;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.column.page.PageReader;
import org.apache.parquet.format.ColumnMetaData;
import org.apache.parquet.format.CompressionCodec;
import org.apache.parquet.format.DataPageHeader;
import org.apache.parquet.format.DataPageHeaderV2;
import org.apache.parquet.format.PageHeader;
import org.apache.parquet.format.PageType;
import org.apache.parquet.format.Util;

/**
 * The pages of one column chunk, read from its bytes one at a time as parquet-java's column reader asks for them:
 * each page header checked against what is left of the chunk, each page decompressed to the size it declares
 * ({@link Codecs}). A fault is a {@link PageException} naming the page's offset in the file; the caller turns it into
 * an input error naming the file and column.
 */
final class ChunkPages implements PageReader, PageReadStore {
    /** A page that cannot be read; {@code offset} is the page's in the file. */
    static final class PageException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final long offset;

        PageException(long offset, String message, Throwable cause) {
            super(message, cause);
            this.offset = offset;
        }
    }

    private final byte[] chunk;
    private final long base;
    private final CompressionCodec codec;
    private final long values;
    private final long rows;
    private int pos;
    private DictionaryPage dictionary;

    ChunkPages(byte[] chunk, long base, ColumnMetaData md, long rows) {
        this.chunk = chunk;
        this.base = base;
        this.codec = md.getCodec();
        this.values = md.getNum_values();
        this.rows = rows;
        if (!Codecs.readable(codec)) {
            throw new PageException(base, "pages compressed with " + codec + ", which RingScope does not read", null);
        }
        // a dictionary page, when the chunk has one, comes first
        int at = pos;
        PageHeader h = header();
        if (h != null && h.getType() == PageType.DICTIONARY_PAGE) {
            byte[] b = body(h);
            if (!h.isSetDictionary_page_header()) {
                throw new PageException(base + at, "a dictionary page with no dictionary header", null);
            }
            dictionary = new DictionaryPage(BytesInput.from(b), h.getDictionary_page_header().getNum_values(),
                    encoding(h.getDictionary_page_header().getEncoding()));
        } else {
            pos = at;
        }
    }

    private PageHeader header() {
        if (pos >= chunk.length) {
            return null;
        }
        int at = pos;
        CountingStream in = new CountingStream(chunk, pos);
        try {
            PageHeader h = Util.readPageHeader(in);
            pos = in.position();
            if (h.getCompressed_page_size() < 0 || h.getCompressed_page_size() > chunk.length - pos) {
                throw new PageException(base + at, "a page of " + h.getCompressed_page_size() + " bytes where "
                        + (chunk.length - pos) + " remain in the column chunk", null);
            }
            if (h.getUncompressed_page_size() < 0 || h.getUncompressed_page_size() > Codecs.MAX_PAGE) {
                throw new PageException(base + at, "a page that declares " + h.getUncompressed_page_size()
                        + " bytes uncompressed (at most " + Codecs.MAX_PAGE + ")", null);
            }
            return h;
        } catch (IOException | RuntimeException e) {
            if (e instanceof PageException p) {
                throw p;
            }
            throw new PageException(base + at, "the page header cannot be read: " + ParquetFile.reason(e), e);
        }
    }

    private byte[] body(PageHeader h) {
        int at = pos;
        pos += h.getCompressed_page_size();
        try {
            return Codecs.decompress(codec, chunk, at, h.getCompressed_page_size(), h.getUncompressed_page_size());
        } catch (IOException e) {
            throw new PageException(base + at, e.getMessage(), e);
        }
    }

    private static Encoding encoding(org.apache.parquet.format.Encoding e) { // qualified: clashes
        return Encoding.valueOf(e.name());
    }

    @Override
    public DictionaryPage readDictionaryPage() {
        return dictionary;
    }

    @Override
    public long getTotalValueCount() {
        return values;
    }

    @Override
    public DataPage readPage() {
        while (true) {
            int at = pos;
            PageHeader h = header();
            if (h == null) {
                return null;
            }
            try {
                if (h.getType() == PageType.DATA_PAGE && h.isSetData_page_header()) {
                    DataPageHeader d = h.getData_page_header();
                    return new DataPageV1(BytesInput.from(body(h)), d.getNum_values(), h.getUncompressed_page_size(),
                            null, encoding(d.getRepetition_level_encoding()),
                            encoding(d.getDefinition_level_encoding()), encoding(d.getEncoding()));
                }
                if (h.getType() == PageType.DATA_PAGE_V2 && h.isSetData_page_header_v2()) {
                    return v2(h, h.getData_page_header_v2(), at);
                }
                if (h.getType() == PageType.DICTIONARY_PAGE) {
                    throw new PageException(base + at, "a second dictionary page in one column chunk", null);
                }
                pos += h.getCompressed_page_size(); // an index page, or a page type written after this reader
            } catch (IllegalArgumentException e) {
                throw new PageException(base + at, "the page header names what cannot be: " + ParquetFile.reason(e), e);
            }
        }
    }

    private DataPage v2(PageHeader h, DataPageHeaderV2 d, int at) {
        int rl = d.getRepetition_levels_byte_length();
        int dl = d.getDefinition_levels_byte_length();
        int size = h.getCompressed_page_size();
        if (rl < 0 || dl < 0 || (long) rl + dl > size || (long) rl + dl > h.getUncompressed_page_size()) {
            throw new PageException(base + at, "level lengths " + rl + " + " + dl + " do not fit the page's " + size
                    + " bytes", null);
        }
        int start = pos;
        pos += size;
        BytesInput reps = BytesInput.from(chunk, start, rl);
        BytesInput defs = BytesInput.from(chunk, start + rl, dl);
        byte[] data;
        int dataLen = size - rl - dl;
        int dataSize = h.getUncompressed_page_size() - rl - dl;
        try {
            data = !d.isSetIs_compressed() || d.isIs_compressed()
                    ? Codecs.decompress(codec, chunk, start + rl + dl, dataLen, dataSize)
                    : Codecs.decompress(CompressionCodec.UNCOMPRESSED, chunk, start + rl + dl, dataLen, dataSize);
        } catch (IOException e) {
            throw new PageException(base + at, e.getMessage(), e);
        }
        return DataPageV2.uncompressed(d.getNum_rows(), d.getNum_nulls(), d.getNum_values(), reps, defs,
                encoding(d.getEncoding()), BytesInput.from(data), null);
    }

    @Override
    public PageReader getPageReader(ColumnDescriptor descriptor) {
        return this;
    }

    @Override
    public long getRowCount() {
        return rows;
    }

    /** A byte array read as a stream that tells how far the thrift reader went. */
    private static final class CountingStream extends ByteArrayInputStream {
        CountingStream(byte[] b, int from) {
            super(b, from, b.length - from);
        }

        int position() {
            return pos;
        }
    }
}
