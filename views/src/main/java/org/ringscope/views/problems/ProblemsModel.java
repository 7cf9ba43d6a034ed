package org.ringscope.views.problems;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import org.ringscope.model.check.Finding;
import org.ringscope.model.lint.Lint;
import org.ringscope.model.lint.Problem;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.Format;

/**
 * The problems view's presentation model, testable without a window: the expert checks' problems of a finished
 * run (computed once per session on the journal thread, {@link Lint#check(EmulationSession)}), filtering by
 * severity and the summary line. Each problem names its place as a selection location already.
 */
final class ProblemsModel {
    /** Every check the lint runs, by code, with what it looks for (shown when there are no problems). */
    static final Map<String, String> CHECKS = new LinkedHashMap<>();

    static {
        CHECKS.put("packet-desc-cap", "packets within the arch's descriptors per packet (128 v2, 65 v3/v4)");
        CHECKS.put("packet-open / packet-cut", "every packet ends with LAST before the half ends or the next FIRST");
        CHECKS.put("packet-no-first / packet-concat", "FIRST on each packet's first descriptor, CONCAT on the rest");
        CHECKS.put("vring-near-cap / vring-full", "vring halves below 90% of 16,777,200 descriptors");
        CHECKS.put("desc-undumped", "no descriptor appended after its half's dump into a pring");
        CHECKS.put("pring-padding", "prings keep the 16 free slots udma_available_get needs");
        CHECKS.put("ring-wrap", "no doorbell puts more descriptors in flight than its ring holds");
        CHECKS.put("ring-id-phase", "descriptors carry the ring id of the ring's pass");
        CHECKS.put("doorbell-stale", "every doorbell publishes descriptors written since they were last published");
        CHECKS.put("desc-unpublished", "every descriptor written to a bound ring is published by a doorbell");
        CHECKS.put("barrier-missing", "sync writes ordered behind the data (DMB / SOW on the last chunk)");
        CHECKS.put("dma-abort", "no packet aborts its queue");
        CHECKS.put("dge-oob", "no DGE access out of its bound (oob_mode error: NRT_EXEC_OOB 1006)");
        CHECKS.put("dge-no-backend", "every DGE instruction and dynamic queue set has its rings on the 16 engines");
        CHECKS.put("dge-bound", "every bound-checked DGE leg has a byte bound it stays inside");
        CHECKS.put("hang", "every engine's waits are met: no execution hangs (NRT_TIMEOUT 5)");
        CHECKS.put("event-double-set", "no event set while set or cleared while clear (1004)");
    }

    /** The run's problems, or why there are none to show. */
    record State(List<Problem> problems, int steps, String status) {
        static final State NONE = new State(List.of(), 0, "No run. Open a NEFF and run it: the expert checks run when it ends.");

        long count(Severity s) {
            return problems.stream().filter(p -> p.severity() == s).count();
        }
    }

    private static final Map<EmulationSession, List<Problem>> CACHE = new WeakHashMap<>();

    private ProblemsModel() {
    }

    /** The problems of {@code s}'s run, checked once (journal thread: it reads the vrings at the journal's end). */
    static State read(EmulationSession s) {
        if (s.result() == null) {
            return new State(List.of(), s.steps(), "The run has not finished: the checks run when it ends.");
        }
        List<Problem> ps;
        synchronized (CACHE) {
            ps = CACHE.get(s);
        }
        if (ps == null) {
            ps = List.copyOf(Lint.check(s));
            synchronized (CACHE) {
                CACHE.put(s, ps);
            }
        }
        return new State(ps, s.steps(), "");
    }

    /** The problems of the severities in {@code shown}. */
    static List<Problem> filter(State st, Set<Severity> shown) {
        return st.problems().stream().filter(p -> shown.contains(p.severity())).toList();
    }

    /**
     * {@code the run's checks: 2 errors · 12 warnings · 0 notes over 1,581 steps}: the expert checks alone, named so
     * beside the load check's verdict (the header's counts are of every row listed); then the same without the steps,
     * for a narrow header.
     */
    static List<String> summary(State st) {
        long e = st.count(Severity.ERROR);
        long w = st.count(Severity.WARNING);
        long i = st.count(Severity.INFO);
        String counts = "the run's checks: " + plural(e, "error") + " · " + plural(w, "warning") + " · "
                + plural(i, "note");
        return List.of(counts + " over " + Format.count(st.steps()) + " steps", counts);
    }

    /** {@code 3 errors} for {@code n} rows of a severity ({@code 0 errors} for none). */
    static String count(long n, String word) {
        return plural(n, word);
    }

    private static String plural(long n, String word) {
        return Format.count(n) + " " + word + (n == 1 ? "" : "s");
    }

    /**
     * What a finding's detail pane shows: the message, the NEFF entry, the kernel's and the runtime's lines, where it
     * would pass and the rule's source.
     */
    static String detail(Finding f) {
        StringBuilder b = new StringBuilder();
        b.append(f.severity().key()).append("  ").append(f.rule().id()).append("  ").append(f.message()).append('\n');
        Finding.NeffEntry n = f.neffEntry();
        if (n != null) {
            b.append("NEFF entry: ").append(n.member());
            if (n.entryIndex() != null) {
                b.append(" dma[").append(n.entryIndex()).append("] (id ").append(n.dmaEntry()).append(')');
            }
            if (n.queueSet() != null) {
                b.append(", queue set ").append(n.queueSet()).append(n.queue() == null ? "" : " queue " + n.queue());
            }
            if (n.variable() != null) {
                b.append(", ").append(n.variable());
            }
            b.append('\n');
        }
        if (f.engine() != null) {
            b.append("engine ").append(f.engine()).append(", queue ").append(f.queue()).append('\n');
        }
        lines(b, "dmesg", f.dmesg());
        lines(b, "runtime log", f.runtimeLog());
        if (f.passesOn() != null) {
            b.append("passes: ").append(f.passesOn().text()).append('\n');
        }
        b.append("source: ").append(f.source()).append(f.verified() ? "" : " (unverified)");
        return b.toString();
    }

    private static void lines(StringBuilder b, String title, List<String> ls) {
        if (!ls.isEmpty()) {
            b.append(title).append(":\n");
            ls.forEach(l -> b.append("  ").append(l).append('\n'));
        }
    }

    /** {@code ●} for the severity, as the copied text shows it. */
    static String severityText(Severity s) {
        return s.key();
    }
}
