package org.ringscope.views.memory;

import java.util.List;
import java.util.Locale;
import org.ringscope.model.cast.Conversion;
import org.ringscope.model.cast.Dtype;
import org.ringscope.model.memory.MemoryArea;
import org.ringscope.model.memory.ValueFormat;
import org.ringscope.views.Format;

/** The Memory view's status line, and the address field's reading: plain functions of what the view holds. */
final class MemoryStatus {
    private MemoryStatus() {
    }

    /**
     * {@code sg00:y +0x40 (0x…) · 4 B · fp32 1.5 · written at this step · at mark 0}: the selection, else what the
     * area holds at the step.
     */
    static String text(MemoryView v, MemoryArea a, MemoryData.Overview ov, MemoryData.Window w, Dtype t, long from,
            long to) {
        if (a == null) {
            return "";
        }
        StringBuilder b = new StringBuilder();
        if (from < 0 || !a.contains(from)) {
            b.append(a.name()).append(" · ").append(a.detail()).append(" · ").append(ValueFormat.name(a.dtype()));
            if (ov != null) {
                b.append(" · step ").append(Format.count(ov.step())).append(": ").append(Format.count(ov.now().bytes()))
                        .append(" B written at this step");
                if (ov.mark() >= 0 && ov.mark() < ov.step()) {
                    b.append(", ").append(Format.count(ov.since().bytes())).append(" B since the mark");
                }
            }
            if (w != null && !w.exact()) {
                b.append(" · a vring dump since the mark: its old bytes are not known, shown as now");
            }
            return b.toString();
        }
        long n = to - from + 1;
        b.append(a.name()).append(" +").append(Format.hex(from - a.address())).append(" (").append(Format.hex(from))
                .append(") · ").append(Format.count(n)).append(" B");
        if (w != null && w.holds(from) && from + t.size() - 1 <= to && w.holds(from + t.size() - 1)) {
            Conversion c = ov == null ? Conversion.DEFAULT : ov.conversion();
            b.append(" · ").append(ValueFormat.name(t)).append(' ')
                    .append(ValueFormat.format(w.bytes(), (int) (from - w.start()), t, c));
            if (w.before() != null) {
                b.append(" · at mark ").append(ValueFormat.format(w.before(), (int) (from - w.start()), t, c));
            }
        }
        if (ov != null && ov.now().contains(from)) {
            b.append(" · written at this step");
        } else if (ov != null && ov.since().contains(from)) {
            b.append(" · written since the mark");
        }
        return b.toString();
    }

    /** {@code 512 B}, {@code 8 KiB}, {@code 32 MiB}, {@code 1.5 GiB}: an area's size in a narrow column. */
    static String size(long n) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        int u = 0;
        double v = n;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return (v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v)) + " "
                + units[u];
    }

    /** {@code 0x2000018000}, {@code 137439051776}, {@code sg00:y}, {@code sg00:y+0x40}, {@code y+64}. */
    static long parseTarget(String text, List<MemoryArea> areas) {
        String t = text.strip();
        int plus = t.lastIndexOf('+');
        String head = plus > 0 ? t.substring(0, plus).strip() : t;
        long off = plus > 0 ? number(t.substring(plus + 1).strip()) : 0;
        for (MemoryArea a : areas) {
            if (a.name().equals(head) || a.name().endsWith(":" + head) || a.name().contains("," + head + ":")) {
                if (off < 0 || off >= a.size()) {
                    throw new IllegalArgumentException(head + " has " + Format.count(a.size()) + " bytes: no offset "
                            + off);
                }
                return a.address() + off;
            }
        }
        if (plus > 0) {
            throw new IllegalArgumentException("no area named " + head);
        }
        return number(t);
    }

    private static long number(String s) {
        String t = s.replace("_", "");
        try {
            return t.startsWith("0x") || t.startsWith("0X") ? Long.parseUnsignedLong(t.substring(2), 16)
                    : Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + s + "' is neither an address nor an area");
        }
    }
}
