package org.ringscope.model.io;

/**
 * How many bytes of file contents the readers may hold by default: a share of the JVM's maximum heap, so that
 * a small file declaring a huge size, a decompression bomb or a dump that inflates to gigabytes is refused with
 * a message naming the limit instead of exhausting the heap. Options such as {@code --max-unpacked} raise a
 * reader's limit past it (and {@code java -Xmx…} raises the heap); what is then too large for the heap is
 * reported as the {@link OutOfMemoryError} it is.
 */
public final class MemoryBudget {
    /** The share of the maximum heap the readers' contents may take by default: one quarter. */
    public static final int HEAP_DIVISOR = 4;
    /** Below this a budget is never set, however small the heap (the bundled sample must load). */
    public static final long FLOOR = 16L << 20;

    private MemoryBudget() {
    }

    /** The JVM's maximum heap in bytes. */
    public static long maxHeap() {
        return Runtime.getRuntime().maxMemory();
    }

    /** A quarter of the maximum heap (at least {@link #FLOOR}). */
    public static long heapShare() {
        return Math.max(FLOOR, maxHeap() / HEAP_DIVISOR);
    }

    /** {@code formatLimit} or the heap share, whichever is smaller: a reader's default limit. */
    public static long capped(long formatLimit) {
        return Math.min(formatLimit, heapShare());
    }

    /**
     * Where a limit came from and how to raise it, for messages: " (a quarter of the 2048 MiB heap; --max-unpacked
     * raises it)" when the heap set it, else " (--max-unpacked raises it)".
     */
    public static String explain(long limit, String flag) {
        String heap = limit == heapShare() && limit > FLOOR ? "a quarter of the " + (maxHeap() >> 20) + " MiB heap; " : "";
        return " (" + heap + flag + " raises it)";
    }
}
