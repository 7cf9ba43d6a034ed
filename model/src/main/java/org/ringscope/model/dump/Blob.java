package org.ringscope.model.dump;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * One entry of a dump file before it is written: its name, size, whether it is stored uncompressed (rings:
 * so a reader can map them) and how to write its bytes.
 */
interface Blob {
    /** Bytes per write when streaming words. */
    int CHUNK_DESCRIPTORS = 16384;

    String entry();

    long size();

    boolean stored();

    void writeTo(OutputStream out) throws IOException;

    /** Reads descriptor words: {@code n} descriptors from {@code start} into {@code dst} from 0, two per descriptor. */
    @FunctionalInterface
    interface Words {
        void copy(int start, int n, long[] dst);
    }

    /** A ring of {@code count} descriptors read through {@code words}, stored. */
    static Blob ring(String entry, int count, Words words) {
        return new Blob() {
            @Override
            public String entry() {
                return entry;
            }

            @Override
            public long size() {
                return 16L * count;
            }

            @Override
            public boolean stored() {
                return true;
            }

            @Override
            public void writeTo(OutputStream out) throws IOException {
                long[] w = new long[2 * CHUNK_DESCRIPTORS];
                ByteBuffer b = ByteBuffer.allocate(16 * CHUNK_DESCRIPTORS).order(ByteOrder.LITTLE_ENDIAN);
                for (int done = 0; done < count; ) {
                    int n = Math.min(CHUNK_DESCRIPTORS, count - done);
                    words.copy(done, n, w);
                    b.clear();
                    b.asLongBuffer().put(w, 0, 2 * n);
                    out.write(b.array(), 0, 16 * n);
                    done += n;
                }
            }
        };
    }

    /** Bytes held in a buffer (its position to limit). */
    static Blob bytes(String entry, ByteBuffer data, boolean stored) {
        ByteBuffer d = data.duplicate();
        return new Blob() {
            @Override
            public String entry() {
                return entry;
            }

            @Override
            public long size() {
                return d.remaining();
            }

            @Override
            public boolean stored() {
                return stored;
            }

            @Override
            public void writeTo(OutputStream out) throws IOException {
                ByteBuffer b = d.duplicate();
                byte[] chunk = new byte[1 << 16];
                while (b.hasRemaining()) {
                    int n = Math.min(chunk.length, b.remaining());
                    b.get(chunk, 0, n);
                    out.write(chunk, 0, n);
                }
            }
        };
    }
}
