package org.ringscope.views.pring;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Byte arrays by key, at most {@code entries} of them and {@code bytes} bytes in all: a put drops the least recently
 * used first until both hold (the array just put stays, whatever its size). Used on one thread.
 */
final class ByteArrayLru {
    private final int entries;
    private final long bytes;
    private final LinkedHashMap<Long, byte[]> map = new LinkedHashMap<>(64, 0.75f, true);
    private long held;

    ByteArrayLru(int entries, long bytes) {
        this.entries = entries;
        this.bytes = bytes;
    }

    /** The array kept under {@code key} (now the most recently used), or {@code null}. */
    byte[] get(long key) {
        return map.get(key);
    }

    void put(long key, byte[] value) {
        byte[] was = map.put(key, value);
        held += value.length - (was == null ? 0 : was.length);
        Iterator<Map.Entry<Long, byte[]>> eldest = map.entrySet().iterator();
        while (map.size() > 1 && (map.size() > entries || held > bytes)) {
            held -= eldest.next().getValue().length;
            eldest.remove();
        }
    }

    /** Arrays kept. */
    int size() {
        return map.size();
    }

    /** Bytes of the arrays kept. */
    long held() {
        return held;
    }
}
