package org.ringscope.model.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.ringscope.model.lint.Severity;

/**
 * {@code NEURON_IOCTL_DMA_QUEUE_INIT_BATCH} on every queue the load binds, core by core, in the order the driver
 * checks (docs/reference/driver-limits.md): the engine id; then {@code udma_m2m_init_queue}'s start alignment and length rule for
 * TX and RX; then {@code udma_q_init_validate} for TX (queue id, too small, too large, power of two on old drivers,
 * start and end alignment) and its wrapper line, then for RX. The first failure of a queue is its finding; the real
 * batch also stops there, so a later queue's lines show only once the earlier one is fixed.
 */
final class QueueInit {
    private final Eval e;
    private final int page;

    private QueueInit(Eval e) {
        this.e = e;
        this.page = (int) e.at(Rule.PAGE_ROUNDING).map(v -> v.number("value")).orElse(256L).longValue();
    }

    static void run(Eval e) {
        new QueueInit(e).all();
    }

    private void all() {
        e.at(Rule.BATCH_SIZE).ifPresent(this::batches);
        for (PlannedSubgraph sg : e.plan.subgraphs()) {
            for (PlannedQueue q : sg.queues()) {
                queue(sg, q);
            }
            e.at(Rule.DESC_PER_PACKET).ifPresent(v -> packets(sg, v));
        }
    }

    /** More queues on one core than a batch takes: the driver refuses {@code count >= 256}, logging nothing. */
    private void batches(Variant v) {
        Map<Integer, Integer> perNc = new TreeMap<>();
        e.plan.queues().forEach(q -> perNc.merge(q.nc(), 1, Integer::sum));
        perNc.forEach((nc, n) -> {
            if (n >= v.number("value")) {
                e.add(Severity.WARNING, Rule.BATCH_SIZE, "batch nc" + nc, "NC " + nc + " binds " + n + " queues; the "
                        + "driver refuses a batch of " + v.number("value") + " or more with -E2BIG and logs nothing (how the "
                        + "runtime splits its batches is not public)", List.of(), runtimeLines(), null, null, null, null,
                        false);
            }
        });
    }

    private void queue(PlannedSubgraph sg, PlannedQueue q) {
        Optional<Variant> eng = e.at(Rule.ENGINE_ID);
        if (eng.isPresent() && q.engine() >= eng.get().number("value")) {
            fail(sg, q, true, Rule.ENGINE_ID, -1, q.pringName(true) + ": engine " + q.engine() + " is past the "
                    + eng.get().number("value") + " DMA engines driver " + e.profile.driver() + " knows; the ioctl "
                    + "returns -EINVAL and logs nothing", List.of(), eng.get().verified());
            return;
        }
        for (boolean tx : new boolean[] {true, false}) {
            if (m2m(sg, q, tx)) {
                return;
            }
        }
        for (boolean tx : new boolean[] {true, false}) {
            if (validate(sg, q, tx)) {
                return;
            }
        }
        e.at(Rule.RING_REGISTER).ifPresent(v -> {
            for (boolean tx : new boolean[] {true, false}) {
                if (e.sizes.count(q, tx) == v.number("value")) {
                    e.add(Severity.WARNING, Rule.RING_REGISTER, q.key(), q.pringName(tx) + ": " + String.format("%,d",
                            e.sizes.count(q, tx)) + " descriptors pass driver " + e.profile.driver() + " (its maximum is "
                            + "1 << 24), but the 24-bit ring-length register programs them as 0: the engine sees an empty "
                            + "ring, a DMA abort is likely (the sizing driver 2.9.4.0 fixed); engine " + q.engine()
                            + ", queue " + q.qid(), List.of(), List.of(), q.engine(), q.qid(), EntryLookup.at(sg, q, tx, -1),
                            Finding.at(q.key(), tx, null), false);
                    return;
                }
            }
        });
    }

    /** {@code udma_m2m_init_queue}: start alignment, then the length rule; true when the half fails. */
    private boolean m2m(PlannedSubgraph sg, PlannedQueue q, boolean tx) {
        String dir = tx ? "m2s" : "s2m";
        int n = e.sizes.count(q, tx);
        Optional<Variant> align = e.at(Rule.RING_ALIGNMENT);
        if (align.isPresent() && page % align.get().number("value") != 0) {
            fail(sg, q, tx, Rule.RING_ALIGNMENT, -1, q.pringName(tx) + ": its ring is not " + align.get().number("value")
                    + "-byte aligned", List.of(e.log.dmesg("udma_m2m_init_queue", CFormat.format(align.get().message(), dir,
                            align.get().number("value"), 0L))), align.get().verified());
            return true;
        }
        Optional<Variant> len = e.at(Rule.RING_LENGTH);
        if (len.isEmpty()) {
            return false;
        }
        Variant v = len.get();
        String law = v.text("law");
        boolean bad = switch (law) {
            case "even" -> n % 2 != 0;
            case "power-of-two" -> n == 0 || (n & (n - 1)) != 0;
            default -> n % v.number("value") != 0;
        };
        if (!bad) {
            return false;
        }
        String line = "multiple".equals(law) ? CFormat.format(v.message(), dir, v.number("value"), n)
                : CFormat.format(v.message(), dir, n);
        String rule = switch (law) {
            case "even" -> "an even length";
            case "power-of-two" -> "a power of two";
            default -> "a multiple of " + v.number("value");
        };
        fail(sg, q, tx, Rule.RING_LENGTH, -1, q.pringName(tx) + ": " + String.format("%,d", n) + " descriptors ("
                + sizing(q, tx) + ") is not " + rule + ", which driver " + e.profile.driver() + " requires of a ring"
                + onEngine(q), List.of(e.log.dmesg("udma_m2m_init_queue", line)), v.verified());
        return true;
    }

    /** {@code udma_q_init_validate} for one half and the wrapper line after it; true when it fails. */
    private boolean validate(PlannedSubgraph sg, PlannedQueue q, boolean tx) {
        int n = e.sizes.count(q, tx);
        Optional<Variant> qid = e.at(Rule.QUEUE_ID);
        if (qid.isPresent() && q.qid() >= qid.get().number("value")) {
            return rejected(sg, q, tx, Rule.QUEUE_ID, -1, "queue " + q.qid() + " is past the engine's "
                    + qid.get().number("value") + " queues", CFormat.format(qid.get().message(), q.qid()), qid.get());
        }
        Optional<Variant> small = e.at(Rule.QUEUE_TOO_SMALL);
        if (small.isPresent() && n < small.get().number("value")) {
            return rejected(sg, q, tx, Rule.QUEUE_TOO_SMALL, -1, String.format("%,d", n) + " descriptors are fewer than "
                    + "UDMA_MIN_Q_SIZE " + small.get().number("value"), CFormat.format(small.get().message(), q.qid(), n),
                    small.get());
        }
        Optional<Variant> large = e.at(Rule.QUEUE_TOO_LARGE);
        if (large.isPresent() && n > large.get().number("value")) {
            long max = large.get().number("value");
            return rejected(sg, q, tx, Rule.QUEUE_TOO_LARGE, crossing(q, tx, max), String.format("%,d", n)
                    + " descriptors (" + sizing(q, tx) + ") exceed UDMA_MAX_Q_SIZE " + String.format("%,d", max)
                    + " of driver " + e.profile.driver(), CFormat.format(large.get().message(), q.qid(), n), large.get());
        }
        Optional<Variant> pow2 = e.at(Rule.QUEUE_NOT_POW2);
        if (pow2.isPresent() && (n & (n - 1)) != 0) {
            return rejected(sg, q, tx, Rule.QUEUE_NOT_POW2, -1, String.format("%,d", n) + " descriptors are not a power "
                    + "of two", CFormat.format(pow2.get().message(), q.qid(), n), pow2.get());
        }
        return false;
    }

    /** A {@code udma_q_init_validate} rejection: its line and {@code udma_m2m_init_queue}'s wrapper line. */
    private boolean rejected(PlannedSubgraph sg, PlannedQueue q, boolean tx, Rule r, int index, String what, String line,
            Variant v) {
        List<String> dmesg = new ArrayList<>();
        dmesg.add(e.log.dmesg(e.spec(r).function(), line));
        e.at(Rule.INIT_WRAPPER).ifPresent(w -> dmesg.add(e.log.dmesg(e.spec(Rule.INIT_WRAPPER).function(),
                CFormat.format(w.message(), tx ? "m2s" : "s2m", q.qid(), e.spec(r).errno()))));
        fail(sg, q, tx, r, index, q.pringName(tx) + ": " + what + onEngine(q), dmesg, v.verified());
        return true;
    }

    private void fail(PlannedSubgraph sg, PlannedQueue q, boolean tx, Rule r, int index, String message,
            List<String> dmesg, boolean verified) {
        List<String> log = runtimeLines();
        e.add(Severity.ERROR, r, q.key(), message + (log.isEmpty() ? "; the runtime's line for a single queue init on "
                + "runtime " + e.profile.runtime() + " is not public" : ""), dmesg, log, q.engine(), q.qid(),
                EntryLookup.at(sg, q, tx, index), Finding.at(q.key(), tx, index < 0 ? null : index),
                verified);
    }

    /** What the runtime logs when the batch fails (drivers with the batch ioctl). */
    private List<String> runtimeLines() {
        List<String> out = new ArrayList<>();
        e.at(Rule.QUEUE_INIT_LOG).ifPresent(v -> {
            RuleSpec s = e.spec(Rule.QUEUE_INIT_LOG);
            out.add(e.log.error(s.subsystem(), s.function(), v.message()));
            for (String fn : v.texts("more")) {
                out.add(e.log.error(s.subsystem(), fn, v.message()));
            }
        });
        return out;
    }

    /** How the ring got its size: {@code 8,388,600 in the vring, sized as a wraparound ring}. */
    private String sizing(PlannedQueue q, boolean tx) {
        int used = q.descs(tx);
        boolean wrap = e.at(Rule.RING_SIZING).map(v -> "power-of-two".equals(v.text("law"))).orElse(false)
                || q.kind().wraparound();
        return String.format("%,d", used) + " in the vring, sized as a " + (wrap ? "wraparound ring: the next power of "
                + "two above it and the 16-descriptor guard" : "linear ring: round_up_16(n + 16)");
    }

    private static String onEngine(PlannedQueue q) {
        return "; engine " + q.engine() + ", queue " + q.qid() + " (the driver's line names only queue" + q.qid() + ")";
    }

    /** The first descriptor of the half whose arrival makes its ring larger than {@code max}, or -1. */
    private int crossing(PlannedQueue q, boolean tx, long max) {
        int lo = 0;
        int hi = q.descs(tx);
        if (hi == 0 || e.sizes.countFor(q, hi) <= max) {
            return -1;
        }
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (e.sizes.countFor(q, mid) > max) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo - 1;
    }

    /**
     * Packets longer than the engine's programmed descriptors per packet, one warning per subgraph naming the longest
     * (v2: the runtime is reported to pack up to 128, which limit governs is not public).
     */
    private void packets(PlannedSubgraph sg, Variant v) {
        long max = v.number("value");
        PlannedQueue worst = null;
        int[] longest = {0, -1};
        int queues = 0;
        for (PlannedQueue q : sg.queues()) {
            int[] p = e.plan.scans().longestPacket(q);
            if (p[0] > max) {
                queues++;
                if (p[0] > longest[0]) {
                    longest = p;
                    worst = q;
                }
            }
        }
        if (worst == null) {
            return;
        }
        e.add(Severity.WARNING, Rule.DESC_PER_PACKET, sg.name() + " packets", sg.name() + ": " + queues + " queue"
                + (queues == 1 ? " carries" : "s carry") + " packets longer than the " + max + " TX descriptors per packet the "
                + "driver programs into " + e.profile.arch().key() + " engines; the longest, " + longest[0]
                + " descriptors, is " + worst.pringName(true) + " from #" + longest[1] + " (engine " + worst.engine()
                + ", queue " + worst.qid() + "); the runtime is reported to pack up to 128 on v2, and which limit "
                + "governs is not public", List.of(), List.of(), worst.engine(), worst.qid(),
                EntryLookup.at(sg, worst, true, longest[1]), Finding.at(worst.key(), true, longest[1]), false);
    }
}
