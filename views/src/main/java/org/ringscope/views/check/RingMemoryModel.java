package org.ringscope.views.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.Vring;

/**
 * The Ring Memory view's presentation model, testable without a window: the ring bytes by category, each HBM pool's
 * use, and the rings by queue set with their share of the ring memory, from a pre-flight report.
 */
final class RingMemoryModel {
    private RingMemoryModel() {
    }

    /**
     * One bar: a label, the bytes, the bar's fill (0..1), its text, and whether it is over its budget.
     */
    record Bar(String label, long bytes, double fill, String text, boolean over) {
    }

    /** {@code 512 B}, {@code 16.0 KiB}, {@code 86.7 MiB}, {@code 15.98 GiB}: short enough for a bar's line. */
    static String size(long n) {
        double v = Math.abs((double) n);
        if (v < 1024) {
            return n + " B";
        }
        if (v < 1 << 20) {
            return String.format(Locale.ROOT, "%.1f KiB", n / 1024.0);
        }
        if (v < 1 << 30) {
            return String.format(Locale.ROOT, "%.1f MiB", n / (double) (1 << 20));
        }
        return String.format(Locale.ROOT, "%.2f GiB", n / (double) (1L << 30));
    }

    /** The ring bytes of each category, the fill relative to all rings. */
    static List<Bar> categories(CheckReport r) {
        long total = r.ringMemory().values().stream().mapToLong(Long::longValue).sum();
        List<Bar> out = new ArrayList<>();
        for (Map.Entry<String, Long> e : r.ringMemory().entrySet()) {
            out.add(new Bar(e.getKey(), e.getValue(), total == 0 ? 0 : (double) e.getValue() / total,
                    size(e.getValue()) + (total == 0 ? "" : String.format(Locale.ROOT, "  %.1f%%",
                            100.0 * e.getValue() / total)), false));
        }
        return out;
    }

    /** Each pool: its use against what is left after the carve-out; the text names the cores and the free bytes. */
    static List<Bar> pools(CheckReport r) {
        List<Bar> out = new ArrayList<>();
        for (CheckReport.Pool p : r.hbm().pools()) {
            long usable = p.total() - p.reserved();
            String cores = String.join(", ", p.cores().stream().map(String::valueOf).toList());
            String text = size(p.used()) + " of " + size(usable) + (p.free() < 0 ? ": " + size(-p.free()) + " too much"
                    : ", " + size(p.free()) + " free");
            out.add(new Bar("nd" + p.device() + " hbm" + p.channel() + " · NC " + cores, p.used(),
                    usable <= 0 ? 1 : Math.min(1, (double) p.used() / usable), text, p.free() < 0));
        }
        return out;
    }

    /** A pool's use by category, the non-zero ones: {@code model code 96.0 MiB · tensors …}. */
    static String uses(CheckReport.Pool p) {
        List<String> parts = new ArrayList<>();
        p.byUse().forEach((k, v) -> {
            if (v > 0) {
                parts.add(k + " " + size(v));
            }
        });
        return String.join("  ·  ", parts);
    }

    /** A queue set's share of all ring bytes, {@code 12.5%}. */
    static String share(CheckReport r, CheckReport.QueueSetFigure q) {
        long total = r.ringMemory().values().stream().mapToLong(Long::longValue).sum();
        return total == 0 ? "" : String.format(Locale.ROOT, "%.1f%%", 100.0 * q.bytes() / total);
    }

    /** Where a queue set row goes: its first queue's vring, or the exec queue's ring. */
    static Location location(CheckReport.QueueSetFigure q) {
        return "exec-queue".equals(q.kind()) ? new Pring(q.firstRing() + ".tx") : new Vring(q.firstRing());
    }
}
