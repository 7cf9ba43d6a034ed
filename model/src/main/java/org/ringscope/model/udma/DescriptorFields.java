package org.ringscope.model.udma;

/**
 * One descriptor decoded into named fields, for views, dumps and the diff (docs/reference/descriptors-and-barriers.md, vring
 * seed §5 for the template pointer). Built on demand for a single descriptor; bulk code reads the words.
 *
 * @param direction   which arm of the union the words are read as
 * @param lenCtrl     word 0, bytes 0..3
 * @param word1       bytes 4..7: meta_ctrl (Tx) or buf2_ptr_lo (Rx, 0 on M2M)
 * @param bufPtr      bytes 8..15: buf_ptr (Tx source) or buf1_ptr (Rx destination); on a Tx META descriptor the
 *                    {@code tx_meta} view's meta1 | meta2 &lt;&lt; 32, RingScope's packet operand ({@link MetaOperand})
 * @param size        LENGTH with 0 read as 65,536
 * @param concat      len_ctrl bit 31 (on Rx: the embedded-semaphore marker, see {@link LenCtrl#RX_EMBEDDED_SEM})
 * @param dmb         bit 30
 * @param sow         bit 29 (strong-ordered write, Rx)
 * @param intEn       bit 28
 * @param last        bit 27
 * @param first       bit 26
 * @param ringId      bits 25:24
 * @param meta        bit 23
 * @param writeBarrier     Tx meta_ctrl bit 26
 * @param notificationMask Tx meta_ctrl bit 28
 * @param cme         Tx meta_ctrl ssmae_op == 0b010
 * @param template    bufPtr bit 61 (never on a Tx META descriptor)
 * @param varId       bufPtr bits 54:36 (meaningful when {@code template})
 * @param offset      bufPtr bits 35:0 (meaningful when {@code template})
 */
public record DescriptorFields(Direction direction, int lenCtrl, int word1, long bufPtr, int size,
        boolean concat, boolean dmb, boolean sow, boolean intEn, boolean last, boolean first, int ringId,
        boolean meta, boolean writeBarrier, boolean notificationMask, boolean cme,
        boolean template, int varId, long offset) {

    /** Decodes the two words of one descriptor. */
    public static DescriptorFields decode(Direction direction, long word0, long word1) {
        int lc = Desc.lenCtrl(word0);
        int w1 = Desc.metaCtrl(word0);
        boolean tx = direction == Direction.TX;
        return new DescriptorFields(direction, lc, w1, word1, LenCtrl.size(lc),
                LenCtrl.isConcat(lc), LenCtrl.isDmb(lc), LenCtrl.isSow(lc), (lc & LenCtrl.INT_EN) != 0,
                LenCtrl.isLast(lc), LenCtrl.isFirst(lc), LenCtrl.ringId(lc), LenCtrl.isMeta(lc),
                tx && MetaCtrl.isWriteBarrier(w1), tx && MetaCtrl.isNotificationMask(w1), tx && MetaCtrl.isCmeDesc(w1),
                BufPtr.isTemplate(word1) && !(tx && LenCtrl.isMeta(lc)), BufPtr.varId(word1), BufPtr.offset(word1));
    }

    /** Decodes 16 little-endian bytes at {@code off}. */
    public static DescriptorFields decode(Direction direction, byte[] bytes, int off) {
        return decode(direction, Desc.word0(bytes, off), Desc.word1(bytes, off));
    }

    /** The two words again (round trip). */
    public long word0() {
        return Desc.word0(lenCtrl, word1);
    }

    /** A one-line summary such as {@code TX FIRST|LAST|DMB rid=1 len=65536 meta=0x01080003 buf=0x1000}. */
    public String summary() {
        StringBuilder f = new StringBuilder();
        flag(f, concat, direction == Direction.RX ? "EMB_SEM" : "CONCAT");
        flag(f, dmb, "DMB");
        flag(f, sow, "SOW");
        flag(f, intEn, "INT_EN");
        flag(f, first, "FIRST");
        flag(f, last, "LAST");
        flag(f, meta, "META");
        flag(f, writeBarrier, "WB");
        flag(f, notificationMask, "NOTIF");
        String buf = template ? String.format("tmpl(var=%d,off=0x%x)", varId, offset) : String.format("0x%x", bufPtr);
        boolean operand = meta && direction == Direction.TX;
        return String.format("%s %s rid=%d len=%d %s=0x%08x %s=%s", direction, f.length() == 0 ? "-" : f, ringId,
                size, direction == Direction.TX ? "meta" : "buf2", word1, operand ? "operand" : "buf", buf);
    }

    private static void flag(StringBuilder sb, boolean on, String name) {
        if (on) {
            if (sb.length() > 0) {
                sb.append('|');
            }
            sb.append(name);
        }
    }
}
