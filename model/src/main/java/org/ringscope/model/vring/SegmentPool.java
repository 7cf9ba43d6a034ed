package org.ringscope.model.vring;

import java.lang.ref.SoftReference;
import java.util.ArrayDeque;

/**
 * Recycles the storage segments (one word plane's array each) of freed vring pages, as {@code malloc} recycles freed
 * {@code vring_desc_page_t}s (decision 0106). Without it every page is a fresh young-generation
 * allocation that the garbage collector copies at least once, which halves the append rate of a large
 * vring. Segments are held through {@link SoftReference}s, so a pool the program no longer needs gives
 * its memory back under pressure. Only {@code vring_free_pages} (and {@code free_on_dump}) return
 * segments; a vring that is simply dropped is collected as usual.
 *
 * <p>A recycled segment is not cleared (as malloc'd memory is not): every slot is written whole before it
 * counts as used, and nothing reads past {@code used_desc_count}.
 */
final class SegmentPool {
    /** At most this many segment arrays are kept (256 MiB of words): a full half, both its word planes. */
    static final int MAX_POOLED = 2 * 256 * VringPages.SEGMENTS_PER_PAGE;

    private static final ArrayDeque<SoftReference<long[]>> POOL = new ArrayDeque<>();

    private SegmentPool() {
    }

    /** A segment of {@code longs} words: a recycled one if the pool has one, else a new zeroed array. */
    static long[] acquire(int longs) {
        synchronized (POOL) {
            SoftReference<long[]> ref;
            while ((ref = POOL.pollLast()) != null) {
                long[] s = ref.get();
                if (s != null && s.length == longs) {
                    return s;
                }
            }
        }
        return new long[longs];
    }

    /** Gives a segment back. */
    static void release(long[] segment) {
        synchronized (POOL) {
            if (POOL.size() < MAX_POOLED) {
                POOL.addLast(new SoftReference<>(segment));
            }
        }
    }

    /** Drops every pooled segment (for memory measurements). */
    static void clear() {
        synchronized (POOL) {
            POOL.clear();
        }
    }

    static int size() {
        synchronized (POOL) {
            return POOL.size();
        }
    }
}
