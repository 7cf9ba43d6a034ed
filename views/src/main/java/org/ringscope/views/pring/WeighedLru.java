package org.ringscope.views.pring;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * Values by key, at most {@code entries} of them and {@code bytes} bytes in all as {@code weight} counts them: a put
 * drops the least recently used first until both hold (the value just put stays, whatever its size). Used on one
 * thread.
 */
final class WeighedLru<V> {
    private final int entries;
    private final long bytes;
    private final ToLongFunction<V> weight;
    private final LinkedHashMap<Long, V> map = new LinkedHashMap<>(64, 0.75f, true);
    private long held;

    WeighedLru(int entries, long bytes, ToLongFunction<V> weight) {
        this.entries = entries;
        this.bytes = bytes;
        this.weight = weight;
    }

    /** The value kept under {@code key} (now the most recently used), or {@code null}. */
    V get(long key) {
        return map.get(key);
    }

    void put(long key, V value) {
        V was = map.put(key, value);
        held += weight.applyAsLong(value) - (was == null ? 0 : weight.applyAsLong(was));
        Iterator<Map.Entry<Long, V>> eldest = map.entrySet().iterator();
        while (map.size() > 1 && (map.size() > entries || held > bytes)) {
            held -= weight.applyAsLong(eldest.next().getValue());
            eldest.remove();
        }
    }

    /** Values kept. */
    int size() {
        return map.size();
    }

    /** Bytes of the values kept. */
    long held() {
        return held;
    }
}
