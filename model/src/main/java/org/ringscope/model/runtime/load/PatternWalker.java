package org.ringscope.model.runtime.load;

/**
 * Walks one access pattern as a sequence of contiguous byte segments, in the pattern's order, without
 * allocating: {@link #reset} normalizes the pattern once, then {@link #pos()} / {@link #remaining()} /
 * {@link #advance(long)} step through it. Reusable across descriptions.
 *
 * <p>Semantics (work-with-neff-files.rst, engine JSON {@code desc}; decision 0551): up to 4 dimensions,
 * innermost first; every step is in bytes; {@code sizes[0]} is in bytes and the outer sizes are counts. Byte
 * {@code j} of a row is at {@code j × steps[0]}: with {@code steps[0] == 1} (what compilers write) a row is
 * one contiguous run of {@code sizes[0]} bytes; any other {@code steps[0]} makes every byte its own segment.
 *
 * <p>Normalization: a row becomes a segment of length {@code L}; outer dimensions of count 1 are dropped; an
 * outer dimension whose step equals the segment length extends the segment ({@code L × count}), repeatedly.
 */
final class PatternWalker {
    private static final int MAX_DIMS = 5;

    private final long[] counts = new long[MAX_DIMS];
    private final long[] steps = new long[MAX_DIMS];
    private final long[] idx = new long[MAX_DIMS];
    private int dims;
    private long segLen;
    private long segStart;
    private long consumed;
    private boolean done;

    /**
     * Starts walking {@code sizes}/{@code steps} from byte {@code offset}. The arrays must be of equal length
     * 1..4 with non-negative sizes ({@link Patterns#check} enforces it).
     */
    void reset(long offset, long[] rawSteps, long[] rawSizes) {
        dims = 0;
        long rowBytes = rawSizes[0];
        boolean empty = rowBytes == 0;
        if (rawSteps[0] == 1 || rowBytes == 1) {
            segLen = rowBytes;
        } else {
            segLen = 1;
            push(rowBytes, rawSteps[0]);
        }
        for (int d = 1; d < rawSizes.length; d++) {
            empty |= rawSizes[d] == 0;
            push(rawSizes[d], rawSteps[d]);
        }
        while (dims > 0 && steps[0] == segLen) {
            segLen *= counts[0];
            System.arraycopy(counts, 1, counts, 0, dims - 1);
            System.arraycopy(steps, 1, steps, 0, dims - 1);
            dims--;
        }
        for (int d = 0; d < dims; d++) {
            idx[d] = 0;
        }
        segStart = offset;
        consumed = 0;
        done = empty;
    }

    private void push(long count, long step) {
        if (count != 1) {
            counts[dims] = count;
            steps[dims] = step;
            dims++;
        }
    }

    /** Whether every byte was consumed. */
    boolean done() {
        return done;
    }

    /** The byte offset of the next byte. */
    long pos() {
        return segStart + consumed;
    }

    /** Bytes left in the current contiguous segment. */
    long remaining() {
        return segLen - consumed;
    }

    /** The length of a full segment after normalization (for tests and statistics). */
    long segmentLength() {
        return segLen;
    }

    /** Consumes {@code n ≤ remaining()} bytes, moving to the next segment when this one is used up. */
    void advance(long n) {
        consumed += n;
        if (consumed < segLen) {
            return;
        }
        consumed = 0;
        for (int d = 0; d < dims; d++) {
            if (++idx[d] < counts[d]) {
                segStart += steps[d];
                return;
            }
            idx[d] = 0;
            segStart -= (counts[d] - 1) * steps[d];
        }
        done = true;
    }
}
