package org.ringscope.model.io;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Counts the bytes written through it: the writers that frame a format (a NEFF's padded payload, a Parquet file's
 * page and footer offsets) read their position here instead of asking the stream, which may be a pipe.
 */
public final class CountingOutputStream extends FilterOutputStream {
    private long count;

    public CountingOutputStream(OutputStream out) {
        super(out);
    }

    /** The bytes written so far. */
    public long count() {
        return count;
    }

    @Override
    public void write(int b) throws IOException {
        out.write(b);
        count++;
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        count += len;
    }
}
