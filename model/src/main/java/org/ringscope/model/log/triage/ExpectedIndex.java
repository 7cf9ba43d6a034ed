package org.ringscope.model.log.triage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.ringscope.model.check.LogFormat;
import org.ringscope.model.log.LineKind;
import org.ringscope.model.log.LogLine;
import org.ringscope.model.log.LogReader;
import org.ringscope.model.log.Origin;
import org.ringscope.model.log.ReadLine;
import org.ringscope.model.log.Shape;

/**
 * The emulated log, indexed for matching as it streams by: for each template the log has, where the emulated log
 * prints it (its ordinal, step, values, finding); of the rest only how many and the first few, by class. Memory is
 * a few bytes per emulated line whose template the log has — bounded by what the log is.
 *
 * <p>A function name as long as the padding runs straight into its message, and a reader that does not know the name
 * may cut it elsewhere ({@code aws_cayman_sdma_m2m_build_transpose_packet2 tx and …}); such a line is keyed as
 * the reader reads its printed form, so the log's line finds it.
 */
final class ExpectedIndex implements Consumer<LogLine> {
    /** How many lines of a template the log lacks are kept to show, per class. */
    static final int KEPT = 1000;
    static final int DMESG = 1;
    static final int EMULATED = 2;

    /** The occurrences of one template in the emulated log, in order. */
    static final class Occurrences {
        long[] ordinals = new long[4];
        int[] steps = new int[4];
        long[] values = new long[4];
        int[] findings = new int[4];
        byte[] classes = new byte[4];
        int size;

        void add(long ordinal, int step, long value, int finding, int cls) {
            if (size == ordinals.length) {
                int n = size * 2;
                ordinals = Arrays.copyOf(ordinals, n);
                steps = Arrays.copyOf(steps, n);
                values = Arrays.copyOf(values, n);
                findings = Arrays.copyOf(findings, n);
                classes = Arrays.copyOf(classes, n);
            }
            ordinals[size] = ordinal;
            steps[size] = step;
            values[size] = value;
            findings[size] = finding;
            classes[size] = (byte) cls;
            size++;
        }

        /** The first occurrence after ordinal {@code after}. */
        int firstAfter(long after) {
            int lo = 0;
            int hi = size;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (ordinals[mid] <= after) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo;
        }
    }

    /** An emulated line whose template the log has not: its ordinal and step. */
    record Other(long ordinal, int step) {
    }

    private final Map<String, Integer> logKeys;
    private final Set<String> functions;
    final Occurrences[] byKey;
    final long[] otherCount = new long[4];
    @SuppressWarnings("unchecked")
    final List<Other>[] others = new List[] {new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>()};
    long count;
    int lastStep;

    /**
     * @param logKeys   the log's templates, numbered
     * @param functions the long function names the log was read with
     */
    ExpectedIndex(Map<String, Integer> logKeys, Set<String> functions) {
        this.logKeys = logKeys;
        this.functions = functions;
        byKey = new Occurrences[logKeys.size()];
        for (int k = 0; k < byKey.length; k++) {
            byKey[k] = new Occurrences();
        }
    }

    static int classOf(LogLine l) {
        return (l.kind() == LineKind.DMESG ? DMESG : 0) | (l.origin() == Origin.EMULATED ? EMULATED : 0);
    }

    @Override
    public void accept(LogLine l) {
        long ordinal = count++;
        lastStep = l.step();
        Shape s = Shape.of(l.message());
        Integer k = logKeys.get(l.key());
        if (k == null && glued(l)) {
            ReadLine r = asRead(l);
            Integer kr = r == null ? null : logKeys.get(r.key());
            if (kr != null) {
                k = kr;
                s = Shape.of(r.message());
            }
        }
        int cls = classOf(l);
        if (k != null) {
            byKey[k].add(ordinal, l.step(), valueHash(s.values()), l.finding(), cls);
        } else {
            otherCount[cls]++;
            if (others[cls].size() < KEPT) {
                others[cls].add(new Other(ordinal, l.step()));
            }
        }
    }

    /** Whether the reader may cut {@code l}'s function elsewhere: a long name it does not know. */
    private boolean glued(LogLine l) {
        return l.kind() == LineKind.RUNTIME && !l.message().isEmpty()
                && l.function().length() >= LogFormat.FUNCTION_WIDTH && !functions.contains(l.function());
    }

    /** {@code l} as the reader reads it printed: the function runs into the message, no padding between. */
    private ReadLine asRead(LogLine l) {
        String printed = l.level().column() + "  " + l.module().column() + ":" + l.function() + l.message();
        List<ReadLine> read = LogReader.lines("emulated", List.of(printed), functions).lines();
        return read.size() == 1 ? read.get(0) : null;
    }

    /** A hash of a line's values: equal values, equal hashes. */
    static long valueHash(List<String> values) {
        long h = 1125899906842597L;
        for (String v : values) {
            for (int i = 0; i < v.length(); i++) {
                h = 31 * h + v.charAt(i);
            }
            h = 31 * h + 0x1F;
        }
        return h;
    }
}
