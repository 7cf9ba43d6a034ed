package org.ringscope.model.neff;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;

/**
 * The payload window {@code file[0x400, 0x400 + data_size)} as a stream: bounded to data_size, counting
 * what has been consumed (for error offsets) and feeding every byte to the hash, so the file is read once.
 */
final class PayloadStream extends InputStream {
    private final InputStream in;
    private final long size;
    private final MessageDigest digest;
    private long pos;

    PayloadStream(InputStream in, long size, MessageDigest digest) {
        this.in = in;
        this.size = size;
        this.digest = digest;
    }

    /** Bytes of the payload consumed so far. */
    long position() {
        return pos;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        long left = size - pos;
        if (left <= 0) {
            return -1;
        }
        int n = in.read(b, off, (int) Math.min(len, left));
        if (n < 0) {
            throw new EOFException("the file ends " + left + " bytes before the end of the payload");
        }
        digest.update(b, off, n);
        pos += n;
        return n;
    }

    /** Reads (and hashes) whatever the decoders left unread: gzip padding, trailing zero blocks. */
    void drain() throws IOException {
        byte[] buf = new byte[1 << 16];
        while (read(buf, 0, buf.length) > 0) {
            // hashing happens in read
        }
    }
}
