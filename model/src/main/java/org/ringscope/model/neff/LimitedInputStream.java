package org.ringscope.model.neff;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Counts the bytes read through it and fails with {@link LimitExceededException} once more than
 * {@code limit} bytes have been read. Used between the inflater and the tar reader, so a decompression
 * bomb stops at the limit instead of exhausting memory.
 */
final class LimitedInputStream extends FilterInputStream {
    /** Thrown when the limit is passed; unchecked so it crosses the tar reader untouched. */
    static final class LimitExceededException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        LimitExceededException(String message) {
            super(message);
        }
    }

    private final long limit;
    private long count;

    LimitedInputStream(InputStream in, long limit) {
        super(in);
        this.limit = limit;
    }

    long count() {
        return count;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            add(1);
        }
        return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = super.read(b, off, len);
        if (n > 0) {
            add(n);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long s = super.skip(n);
        if (s > 0) {
            add(s);
        }
        return s;
    }

    private void add(long n) {
        count += n;
        if (count > limit) {
            throw new LimitExceededException("the payload unpacks to more than " + limit + " bytes");
        }
    }

    @Override
    public boolean markSupported() {
        return false;
    }
}
