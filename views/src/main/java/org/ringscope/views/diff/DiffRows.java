package org.ringscope.views.diff;

import java.util.Arrays;
import java.util.Locale;
import org.ringscope.model.diff.DescField;
import org.ringscope.model.diff.DiffModel;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.diff.MemoryDiff;
import org.ringscope.model.diff.RelocationDiff;
import org.ringscope.model.diff.RingDiff;
import org.ringscope.model.diff.RowKind;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpRing;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.views.Format;

/**
 * The text of the diff view: the columns of one side of a row (descriptor index, len, the flag bits as letters,
 * ring id, metaCtrl, address), which fields each column shows (for highlighting), the caret row told in full,
 * and the summaries. Pure functions: text is made only for the rows on screen.
 */
final class DiffRows {
    /** One column of a side: its header, its width in characters and the fields it shows. */
    enum Column {
        INDEX("#", 8, 0),
        LEN("len", 5, DescField.LEN.bit() | DescField.RESERVED.bit()),
        FLAGS("F L C D S I M W", 15, flagMask()),
        RING_ID("rid", 3, DescField.RING_ID.bit()),
        META_CTRL("metaCtrl", 10, DescField.META_CTRL.bit() | DescField.WRITE_BARRIER.bit()),
        ADDRESS("address", 12, DescField.ADDRESS.bit());

        final String header;
        final int chars;
        final int fields;

        Column(String header, int chars, int fields) {
            this.header = header;
            this.chars = chars;
            this.fields = fields;
        }
    }

    /**
     * The flag bits in the FLAGS column, in order: F(irst) L(ast) C(oncat) D(mb) S(ow) I(ntEn) M(eta) W (the
     * meta_ctrl write barrier).
     */
    static final DescField[] FLAGS = {DescField.FIRST, DescField.LAST, DescField.CONCAT, DescField.DMB, DescField.SOW,
        DescField.INT_EN, DescField.META, DescField.WRITE_BARRIER};
    private static final char[] LETTERS = {'F', 'L', 'C', 'D', 'S', 'I', 'M', 'W'};
    /** The barrier fields, highlighted more strongly: DMB and the write barrier (v2), SOW (v3+). */
    static final int BARRIERS = DescField.DMB.bit() | DescField.SOW.bit() | DescField.WRITE_BARRIER.bit();

    private DiffRows() {
    }

    private static int flagMask() {
        int m = 0;
        for (DescField f : FLAGS) {
            m |= f.bit();
        }
        return m;
    }

    /** The text of column {@code c} for descriptor {@code index} of {@code ring}. */
    static String text(Column c, DumpRing ring, int index) {
        long w0 = ring.word0(index);
        long w1 = ring.word1(index);
        int lc = Desc.lenCtrl(w0);
        return switch (c) {
            case INDEX -> Integer.toString(index);
            case LEN -> Integer.toString(LenCtrl.size(lc));
            case FLAGS -> flags(w0, w1);
            case RING_ID -> Integer.toString(LenCtrl.ringId(lc));
            case META_CTRL -> DescField.META_CTRL.value(w0, w1);
            case ADDRESS -> Format.hex(w1);
        };
    }

    /** The flag letters of a descriptor, a letter when set and a dot when clear, one space apart: {@code F · C · · · · W}. */
    static String flags(long w0, long w1) {
        char[] out = new char[2 * FLAGS.length - 1];
        Arrays.fill(out, ' ');
        for (int k = 0; k < FLAGS.length; k++) {
            out[2 * k] = "1".equals(FLAGS[k].value(w0, w1)) ? LETTERS[k] : '·';
        }
        return new String(out);
    }

    /** A row's kind as the gutter shows it. */
    static String symbol(RowKind k) {
        return switch (k) {
            case SAME -> "";
            case CHANGED -> "≠";
            case INSERTED -> "+";
            case DELETED -> "−";
        };
    }

    /** The caret row in full: where it is, both indexes, and each changed field with both values. */
    static String describe(DiffModel m, int v) {
        if (m == null || v < 0 || v >= m.size()) {
            return "";
        }
        RingDiff d = m.diff();
        int a = m.aIndex(v);
        int b = m.bIndex(v);
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT, "row %,d of %,d", v + 1, m.size()));
        s.append(" · A ").append(a < 0 ? "—" : "#" + a).append(" ↔ B ").append(b < 0 ? "—" : "#" + b).append(" · ");
        RowKind k = m.kind(v);
        switch (k) {
            case SAME -> s.append("same");
            case INSERTED -> s.append("inserted (only in B)");
            case DELETED -> s.append("deleted (only in A)");
            case CHANGED -> {
                s.append("changed: ");
                String sep = "";
                for (DescField f : DescField.of(m.fieldMask(v))) {
                    s.append(sep).append(f.key()).append(' ').append(f.value(d.a().word0(a), d.a().word1(a)))
                            .append(" → ").append(f.value(d.b().word0(b), d.b().word1(b)));
                    sep = ", ";
                }
            }
        }
        return s.toString();
    }

    /** A ring's counts: {@code 5 changed, 1 inserted} or {@code identical}. */
    static String counts(RingDiff r) {
        if (r.a() == null) {
            return "only in B";
        }
        if (r.b() == null) {
            return "only in A";
        }
        if (r.identical()) {
            return "identical";
        }
        StringBuilder s = new StringBuilder();
        part(s, r.changed(), "changed");
        part(s, r.inserted(), "inserted");
        part(s, r.deleted(), "deleted");
        StringBuilder f = new StringBuilder();
        for (DescField x : DescField.values()) {
            long n = r.fieldCount(x);
            if (n > 0) {
                f.append(f.isEmpty() ? "" : ", ").append(x.key()).append(' ').append(Format.count(n));
            }
        }
        return s + (f.isEmpty() ? "" : " — " + f);
    }

    private static void part(StringBuilder s, long n, String what) {
        if (n > 0) {
            s.append(s.isEmpty() ? "" : ", ").append(Format.count(n)).append(' ').append(what);
        }
    }

    /** One side's title: {@code sunda.rsdump · sunda · step 945 of 945}. */
    static String title(Dump d) {
        String src = d.source();
        int slash = Math.max(src.lastIndexOf('/'), src.lastIndexOf('\\'));
        return src.substring(slash + 1) + " · " + d.manifest().arch() + " · step " + Format.count(d.manifest().step())
                + " of " + Format.count(d.manifest().steps());
    }

    /** The whole diff in a line: rings, relocations, memory. */
    static String summary(DumpDiff d) {
        if (d == null) {
            return "";
        }
        String head = d.identical() ? "Identical" : "Different";
        return head + " — rings: " + d.rings().size() + ", " + d.differingRings() + " differ · " + relocations(
                d.relocations()) + " · " + memory(d.memory());
    }

    static String relocations(RelocationDiff r) {
        if (r.libraries() == 0 && r.onlyInA().isEmpty() && r.onlyInB().isEmpty()) {
            return "no libraries";
        }
        if (r.identical()) {
            return "relocations: " + r.libraries() + " libraries, same patches";
        }
        StringBuilder s = new StringBuilder("relocations: ");
        s.append(r.changed()).append(" changed, ").append(r.inserted()).append(" inserted, ").append(r.deleted())
                .append(" deleted patches");
        if (!r.imagesDiffer().isEmpty()) {
            s.append("; images differ: ").append(String.join(", ", r.imagesDiffer()));
        }
        if (!r.onlyInA().isEmpty()) {
            s.append("; only in A: ").append(String.join(", ", r.onlyInA()));
        }
        if (!r.onlyInB().isEmpty()) {
            s.append("; only in B: ").append(String.join(", ", r.onlyInB()));
        }
        return s.toString();
    }

    static String memory(MemoryDiff m) {
        if (m.regions().isEmpty()) {
            return "memory: not compared";
        }
        if (m.identical()) {
            return "memory: same pages";
        }
        StringBuilder s = new StringBuilder("memory:");
        for (MemoryDiff.Region r : m.regions()) {
            if (!r.identical()) {
                s.append(' ').append(r.region()).append(' ').append(r.differ()).append(" differ");
                if (r.onlyInA() + r.onlyInB() > 0) {
                    s.append(" (+").append(r.onlyInB()).append(" −").append(r.onlyInA()).append(')');
                }
            }
        }
        return s.toString();
    }
}
