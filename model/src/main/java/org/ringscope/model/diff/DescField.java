package org.ringscope.model.diff;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaCtrl;

/**
 * The fields a descriptor diff reports (docs/reference/descriptors-and-barriers.md, docs/reference/descriptors-and-barriers.md): every bit of the 16 bytes
 * belongs to exactly one, so two descriptors differ exactly when their field mask is non-zero. Bit
 * {@link #ordinal()} of a mask stands for the field. {@code metaCtrl} is word 1 (Tx {@code meta_ctrl}, Rx
 * {@code buf2_ptr_lo}) but its bit 26, which is {@code wb}: the Tx write barrier, v2's barrier on a packet's first
 * descriptor (on Rx no encoding sets it); {@code reserved} is len_ctrl bits 22:16, which no builder sets.
 */
public enum DescField {
    /** len_ctrl 15:0, 0 = 65,536. */
    LEN("len"),
    /** len_ctrl bit 26. */
    FIRST("first"),
    /** len_ctrl bit 27. */
    LAST("last"),
    /** len_ctrl bit 31 (on Rx the embedded-semaphore marker). */
    CONCAT("concat"),
    /** len_ctrl bit 30: the v2 barrier. */
    DMB("dmb"),
    /** len_ctrl bit 29: strong-ordered write, the v3+ barrier (Rx). */
    SOW("sow"),
    /** len_ctrl 25:24: the ring's phase. */
    RING_ID("ringId"),
    /** len_ctrl bit 28. */
    INT_EN("intEn"),
    /** len_ctrl bit 23. */
    META("meta"),
    /** bytes 8..15: buf_ptr (Tx source) / buf1_ptr (Rx destination). */
    ADDRESS("address"),
    /** bytes 4..7: meta_ctrl (Tx) / buf2_ptr_lo (Rx). */
    META_CTRL("metaCtrl"),
    /** len_ctrl 22:16. */
    RESERVED("reserved"),
    /** word 1 bit 26: the Tx meta_ctrl write barrier ({@code al_udma_m2m_set_dmb} sets it despite its name). */
    WRITE_BARRIER("wb");

    /** A mask with every field. */
    public static final int ALL = (1 << values().length) - 1;
    private static final DescField[] VALUES = values();
    private static final int[] HIGH = new int[512];

    static {
        for (int b = 0; b < 512; b++) {
            int lc = b << 23;
            int m = 0;
            m |= (lc & LenCtrl.META) != 0 ? META.bit() : 0;
            m |= (lc & LenCtrl.RING_ID_MASK) != 0 ? RING_ID.bit() : 0;
            m |= (lc & LenCtrl.FIRST) != 0 ? FIRST.bit() : 0;
            m |= (lc & LenCtrl.LAST) != 0 ? LAST.bit() : 0;
            m |= (lc & LenCtrl.INT_EN) != 0 ? INT_EN.bit() : 0;
            m |= (lc & LenCtrl.STRONG_ORDER_WR) != 0 ? SOW.bit() : 0;
            m |= (lc & LenCtrl.DMB) != 0 ? DMB.bit() : 0;
            m |= (lc & LenCtrl.CONCAT) != 0 ? CONCAT.bit() : 0;
            HIGH[b] = m;
        }
    }

    private final String key;

    DescField(String key) {
        this.key = key;
    }

    /** The name in JSON and on the command line ({@code len}, {@code ringId}, …). */
    public String key() {
        return key;
    }

    /** This field's bit in a mask. */
    public int bit() {
        return 1 << ordinal();
    }

    /** The field named {@code key}, or {@code null}. */
    public static DescField of(String key) {
        for (DescField f : VALUES) {
            if (f.key.equals(key)) {
                return f;
            }
        }
        return null;
    }

    /** The fields in {@code mask}, in order. */
    public static List<DescField> of(int mask) {
        List<DescField> out = new ArrayList<>();
        for (DescField f : VALUES) {
            if ((mask & f.bit()) != 0) {
                out.add(f);
            }
        }
        return out;
    }

    /** The mask of the fields where descriptor {@code (a0, a1)} and {@code (b0, b1)} differ; 0 when equal. */
    public static int mask(long a0, long a1, long b0, long b1) {
        return maskOfXor(a0 ^ b0, a1 ^ b1);
    }

    /** The mask of the fields where the XOR of two descriptors' words, {@code (x0, x1)}, has a bit set. */
    static int maskOfXor(long x0, long x1) {
        if ((x0 | x1) == 0) {
            return 0;
        }
        int lc = (int) x0;
        int m = HIGH[(lc >>> 23) & 0x1FF];
        m |= (lc & 0xFFFF) != 0 ? 1 : 0;
        m |= (lc & 0x7F0000) != 0 ? 1 << 11 : 0;
        long hi = x0 >>> 32;
        m |= (hi & ~(long) MetaCtrl.WRITE_BARRIER) != 0 ? 1 << 10 : 0;
        m |= (hi & MetaCtrl.WRITE_BARRIER) != 0 ? 1 << 12 : 0;
        m |= x1 != 0 ? 1 << 9 : 0;
        return m;
    }

    /** This field of descriptor {@code (word0, word1)}, as the diff prints it. */
    public String value(long word0, long word1) {
        int lc = Desc.lenCtrl(word0);
        return switch (this) {
            case LEN -> Integer.toString(LenCtrl.size(lc));
            case FIRST -> bit(LenCtrl.isFirst(lc));
            case LAST -> bit(LenCtrl.isLast(lc));
            case CONCAT -> bit(LenCtrl.isConcat(lc));
            case DMB -> bit(LenCtrl.isDmb(lc));
            case SOW -> bit(LenCtrl.isSow(lc));
            case RING_ID -> Integer.toString(LenCtrl.ringId(lc));
            case INT_EN -> bit((lc & LenCtrl.INT_EN) != 0);
            case META -> bit(LenCtrl.isMeta(lc));
            case ADDRESS -> String.format("0x%x", word1);
            case META_CTRL -> String.format("0x%08x", Desc.metaCtrl(word0));
            case WRITE_BARRIER -> bit((Desc.metaCtrl(word0) & MetaCtrl.WRITE_BARRIER) != 0);
            case RESERVED -> String.format("0x%02x", (lc >>> 16) & 0x7F);
        };
    }

    private static String bit(boolean b) {
        return b ? "1" : "0";
    }
}
