package org.ringscope.model.device;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.ringscope.model.trace.StateHash;

/**
 * {@value SparseMemory#PAGES_PER_CHUNK} pages of a {@link SparseMemory} (16 MiB of address space): per page its
 * bytes, the epoch it was copied in (copy-on-write against snapshots), or a {@link WordPage} view of words held
 * elsewhere. A page is absent, bytes, or a view, never two of them. A chunk whose epoch is the memory's is the live
 * table's alone and is written in place; any other is shared with a snapshot and is copied first.
 */
final class PageChunk {
    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    final int epoch;
    final byte[][] pages;
    final int[] pageEpoch;
    /** The views, or {@code null} while the chunk holds none. */
    private WordPage[] views;

    PageChunk(int epoch) {
        this(epoch, new byte[SparseMemory.PAGES_PER_CHUNK][], new int[SparseMemory.PAGES_PER_CHUNK], null);
    }

    private PageChunk(int epoch, byte[][] pages, int[] pageEpoch, WordPage[] views) {
        this.epoch = epoch;
        this.pages = pages;
        this.pageEpoch = pageEpoch;
        this.views = views;
    }

    /** A copy of the tables for the live table of {@code newEpoch} (pages and views shared). */
    PageChunk copy(int newEpoch) {
        return new PageChunk(newEpoch, pages.clone(), pageEpoch.clone(), views == null ? null : views.clone());
    }

    /** The view at page {@code pi}, or {@code null}. */
    WordPage view(int pi) {
        return views == null ? null : views[pi];
    }

    /** Places view {@code v} at page {@code pi} (or removes it with {@code null}); the page's bytes are dropped. */
    void setView(int pi, WordPage v) {
        if (views == null) {
            if (v == null) {
                return;
            }
            views = new WordPage[SparseMemory.PAGES_PER_CHUNK];
        }
        views[pi] = v;
        if (v != null) {
            pages[pi] = null;
        }
    }

    /** Whether page {@code pi} holds data (bytes or a view). */
    boolean resident(int pi) {
        return pages[pi] != null || view(pi) != null;
    }

    /** Pages holding data. */
    int residentPages() {
        int n = 0;
        for (int pi = 0; pi < pages.length; pi++) {
            n += resident(pi) ? 1 : 0;
        }
        return n;
    }

    /** Pages that are views. */
    int viewedPages() {
        int n = 0;
        if (views != null) {
            for (WordPage v : views) {
                n += v == null ? 0 : 1;
            }
        }
        return n;
    }

    /** Bytes of the tables alone (the chunk object, page, epoch and view tables). */
    long tableBytes() {
        return 16 + 32 + 4L * pages.length + 16 + 4L * pageEpoch.length + viewTableBytes();
    }

    /** Bytes of the view table (none while the chunk holds no view). */
    long viewTableBytes() {
        return views == null ? 0 : 16 + 4L * views.length;
    }

    /** Bytes the tables, the pages and the view objects hold (not the words views read). */
    long retainedBytes() {
        long n = tableBytes();
        for (byte[] p : pages) {
            n += p == null ? 0 : 16 + p.length;
        }
        return n + (long) viewedPages() * WordPage.BYTES;
    }

    /** Adds the page arrays and views of this chunk to {@code into} (identity). */
    private void addParts(Set<Object> into) {
        for (byte[] p : pages) {
            if (p != null) {
                into.add(p);
            }
        }
        if (views != null) {
            for (WordPage v : views) {
                if (v != null) {
                    into.add(v);
                }
            }
        }
    }

    /** Bytes of pages and views here that neither {@code live} holds nor {@code seen} counted (adding them to it). */
    private long bytesNotIn(Set<Object> live, Set<Object> seen) {
        long bytes = 0;
        for (byte[] p : pages) {
            if (p != null && !live.contains(p) && seen.add(p)) {
                bytes += SparseMemory.PAGE_SIZE + 16;
            }
        }
        if (views != null) {
            for (WordPage v : views) {
                if (v != null && !live.contains(v) && seen.add(v)) {
                    bytes += WordPage.BYTES;
                }
            }
        }
        return bytes;
    }

    /** This chunk's part of {@link SparseMemory#contentHash}, chunk {@code ci}: views hash as their bytes would. */
    long contentHash(int ci) {
        long h = 0;
        for (int pi = 0; pi < pages.length; pi++) {
            byte[] p = pages[pi];
            WordPage v = view(pi);
            if (p == null ? v == null || v.isZero(0, SparseMemory.PAGE_SIZE) : SparseMemory.zero(p, 0, p.length)) {
                continue;
            }
            long ph = ((long) ci << SparseMemory.CHUNK_SHIFT | pi) * 0x9E3779B97F4A7C15L;
            for (int i = 0; i < SparseMemory.PAGE_SIZE; i += 8) {
                long w = p != null ? (long) LONG_LE.get(p, i) : v.word(i >>> 3);
                ph = StateHash.mix(ph ^ w) + i;
            }
            h += StateHash.mix(ph);
        }
        return h;
    }

    /**
     * Bytes that the snapshots' tables {@code tops} hold and the live table {@code live} does not (pages, views and
     * chunk tables, each counted once): {@link SparseMemory#snapshotOnlyBytes}.
     */
    static long snapshotOnlyBytes(PageChunk[] live, List<PageChunk[]> tops) {
        Set<Object> held = Collections.newSetFromMap(new IdentityHashMap<>());
        for (PageChunk c : live) {
            if (c != null) {
                held.add(c);
                c.addParts(held);
            }
        }
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        long bytes = 0;
        for (PageChunk[] top : tops) {
            bytes += 16 + 8L * top.length;
            for (PageChunk c : top) {
                if (c != null && !held.contains(c) && seen.add(c)) {
                    bytes += 2 * (16 + 8L * SparseMemory.PAGES_PER_CHUNK) + c.viewTableBytes() + c.bytesNotIn(held, seen);
                }
            }
        }
        return bytes;
    }
}
