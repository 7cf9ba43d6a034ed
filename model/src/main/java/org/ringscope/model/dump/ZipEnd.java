package org.ringscope.model.dump;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;

/**
 * A zip's end of central directory record (and its zip64 twin), read before the zip library reads the directory:
 * the number of entries and the directory's size bound what reading the directory will allocate, so a small
 * file cannot make the reader hold millions of entries.
 *
 * @param entries       entries the directory declares
 * @param directorySize bytes of the central directory
 */
record ZipEnd(long entries, long directorySize) {
    private static final int EOCD = 0x06054b50;
    private static final int EOCD_SIZE = 22;
    private static final int ZIP64_LOCATOR = 0x07064b50;
    private static final int ZIP64_EOCD = 0x06064b50;
    private static final int MAX_COMMENT = 0xFFFF;

    /** The end record of {@code ch}, or {@code null} when there is none (the zip library then says why). */
    static ZipEnd read(FileChannel ch) throws IOException {
        long size = ch.size();
        int tail = (int) Math.min(size, EOCD_SIZE + MAX_COMMENT);
        ByteBuffer b = ByteBuffer.allocate(tail).order(ByteOrder.LITTLE_ENDIAN);
        readFully(ch, b, size - tail);
        for (int at = tail - EOCD_SIZE; at >= 0; at--) {
            if (b.getInt(at) != EOCD) {
                continue;
            }
            long entries = Short.toUnsignedInt(b.getShort(at + 10));
            long dirSize = Integer.toUnsignedLong(b.getInt(at + 12));
            long eocdAt = size - tail + at;
            if ((entries == 0xFFFF || dirSize == 0xFFFFFFFFL) && eocdAt >= 20) {
                ZipEnd z64 = zip64(ch, eocdAt - 20, size);
                if (z64 != null) {
                    return z64;
                }
            }
            return new ZipEnd(entries, dirSize);
        }
        return null;
    }

    private static ZipEnd zip64(FileChannel ch, long locatorAt, long size) throws IOException {
        ByteBuffer loc = ByteBuffer.allocate(20).order(ByteOrder.LITTLE_ENDIAN);
        readFully(ch, loc, locatorAt);
        if (loc.getInt(0) != ZIP64_LOCATOR) {
            return null;
        }
        long recordAt = loc.getLong(8);
        if (recordAt < 0 || recordAt > size - 56) {
            return new ZipEnd(Long.MAX_VALUE, Long.MAX_VALUE);
        }
        ByteBuffer r = ByteBuffer.allocate(56).order(ByteOrder.LITTLE_ENDIAN);
        readFully(ch, r, recordAt);
        if (r.getInt(0) != ZIP64_EOCD) {
            return null;
        }
        return new ZipEnd(r.getLong(32), r.getLong(40));
    }

    private static void readFully(FileChannel ch, ByteBuffer b, long at) throws IOException {
        long pos = at;
        while (b.hasRemaining()) {
            int n = ch.read(b, pos);
            if (n < 0) {
                break;
            }
            pos += n;
        }
    }
}
