package org.ringscope.views.vring;

import java.util.Locale;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaCtrl;
import org.ringscope.views.Format;

/**
 * The text of each column of the descriptor table for row {@code i} of a {@link HalfSnapshot}: decoded straight
 * from the two words (no object per descriptor). The flag columns show a dot when the bit is set.
 */
final class DescriptorRows {
    /** What a set flag shows. */
    static final String ON = "●";

    private DescriptorRows() {
    }

    /** The table's columns, in order: id, title, width, style class. */
    enum Column {
        // the numbers a reader came for first, so a narrow view shows them; the flags after them
        INDEX("#", 60, "num"),
        LENGTH("length", 92, "num"),
        ADDRESS("address", 150, "mono num"),
        FIRST("FIRST", 60, "flag"),
        LAST("LAST", 56, "flag"),
        CONCAT("CONCAT", 76, "flag"),
        DMB("DMB", 54, "flag"),
        SOW("SOW", 54, "flag"),
        RING_ID("ring", 52, "num"),
        META("meta_ctrl", 96, "mono num"),
        TEMPLATE("template var + offset", 170, "mono"),
        RESOLVED("resolved address", 150, "mono");

        final String title;
        final double width;
        final String style;

        Column(String title, double width, String style) {
            this.title = title;
            this.width = width;
            this.style = style;
        }
    }

    static String text(HalfSnapshot s, int i, Column c) {
        long w0 = s.word0(i);
        long w1 = s.word1(i);
        int lc = Desc.lenCtrl(w0);
        return switch (c) {
            case INDEX -> Format.count(i);
            case FIRST -> flag(LenCtrl.isFirst(lc));
            case LAST -> flag(LenCtrl.isLast(lc));
            case CONCAT -> flag(LenCtrl.isConcat(lc));
            case DMB -> flag(LenCtrl.isDmb(lc));
            case SOW -> flag(LenCtrl.isSow(lc));
            case RING_ID -> Integer.toString(LenCtrl.ringId(lc));
            case LENGTH -> length(lc);
            case ADDRESS -> BufPtr.isTemplate(w1) ? "template" : Format.hex(w1, 10);
            case META -> s.direction() == Direction.TX ? Format.hex(Desc.metaCtrl(w0) & 0xFFFFFFFFL, 8)
                    + (Desc.metaCtrl(w0) == MetaCtrl.DEFAULT ? "" : " *") : "";
            case TEMPLATE -> BufPtr.isTemplate(w1) ? templateText(s, w1) : "";
            case RESOLVED -> BufPtr.isTemplate(w1) ? resolved(s, i) : "";
        };
    }

    private static String flag(boolean on) {
        return on ? ON : "";
    }

    /** {@code 4,096}, and {@code 65,536 (0)} for the length field 0. */
    static String length(int lc) {
        int f = lc & LenCtrl.LEN_MASK;
        return f == 0 ? Format.count(LenCtrl.MAX_DMA_DESC_SIZE) + " (0)" : Format.count(f);
    }

    /** {@code input0 + 0x1200} (the variable's name, else {@code var_id=N}). */
    static String templateText(HalfSnapshot s, long w1) {
        int id = BufPtr.varId(w1);
        String name = s.varNames().getOrDefault(id, "var_id=" + id);
        return String.format(Locale.ROOT, "%s + 0x%x", name, BufPtr.offset(w1));
    }

    private static String resolved(HalfSnapshot s, int i) {
        long a = s.resolvedAddress(i);
        return a < 0 ? "per execution" : Format.hex(a, 10);
    }
}
