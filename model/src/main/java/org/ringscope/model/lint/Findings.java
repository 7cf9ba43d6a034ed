package org.ringscope.model.lint;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntSupplier;
import org.ringscope.model.location.Location;

/**
 * Collects problems, at most {@value #PER_SUBJECT} of one check on one ring (a broken million-descriptor vring
 * must not bury everything else); the rest are counted and summed up in one {@link Severity#INFO} problem.
 */
final class Findings {
    static final int PER_SUBJECT = 20;

    private final List<Problem> out = new ArrayList<>();
    private final Map<String, int[]> counts = new LinkedHashMap<>();
    private final Map<String, Problem> firstOf = new LinkedHashMap<>();

    void add(Severity s, String code, String subject, String message, Location where, int step) {
        add(s, code, subject, message, where, () -> step);
    }

    /** As above; {@code step} is only asked for problems that are kept (finding it may walk the journal). */
    void add(Severity s, String code, String subject, String message, Location where, IntSupplier step) {
        String key = code + "\u0000" + subject;
        int[] n = counts.computeIfAbsent(key, k -> new int[1]);
        n[0]++;
        if (n[0] <= PER_SUBJECT) {
            Problem p = new Problem(s, code, message, where, step.getAsInt());
            out.add(p);
            firstOf.putIfAbsent(key, p);
        }
    }

    List<Problem> problems() {
        List<Problem> all = new ArrayList<>(out);
        counts.forEach((key, n) -> {
            if (n[0] > PER_SUBJECT) {
                Problem first = firstOf.get(key);
                String subject = key.substring(key.indexOf('\u0000') + 1);
                all.add(new Problem(Severity.INFO, first.code(), String.format("%,d more %s problems in %s are not listed",
                        n[0] - PER_SUBJECT, first.code(), subject), first.location(), first.step()));
            }
        });
        all.sort(Comparator.comparingInt(Problem::step).thenComparing(Problem::severity));
        return all;
    }
}
