package org.ringscope.model.vring;

import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaCtrl;

/**
 * Post-authoring edits of single descriptors and addresses (vring seed §5, "The other edits"): the
 * barrier retro-fit on v2, the embedded semaphore increment on the last RX descriptor, and the address
 * relocation. Each edit reports the old words of what it touched.
 */
public final class VringEdits {
    /** nlog text of {@code vring_addr_rewrite}. */
    public static final String MODIFIED = "vring is modified";

    private VringEdits() {
    }

    /**
     * {@code vring_set_dmb_on_last_packet} (vring.c:513, 0x312b30). A NO-OP when the arch supports SOW
     * (v3+ carries ordering on the RX descriptors instead — the two mechanisms are never both active).
     * On v2 it walks the TX tail backward to the first descriptor of the last packet (the last FIRST); if
     * that is a CME meta-descriptor the barrier goes on the data descriptor after it, which must be
     * neither META nor FIRST (the asserts at vring.c:0x232/0x233). {@code al_udma_m2m_set_dmb} (0x45ced0)
     * sets the write barrier, meta_ctrl bit 26, despite its name (decision 0101).
     *
     * @return the index of the descriptor that got the barrier, or -1 for the SOW no-op
     */
    public static int vringSetDmbOnLastPacket(Vring vring) {
        if (vring.arch().isSowSupported()) {
            return -1;
        }
        VringPages tx = vring.tx;
        if (tx.usedDescCount == 0) {
            throw new VringAssertionError("vring->tx.used_desc_count > 0", "vring.c:513");
        }
        int idx = tx.usedDescCount - 1;
        while (idx > 0 && !LenCtrl.isFirst(tx.lenCtrl(idx))) {
            idx--;
        }
        if (LenCtrl.isMeta(tx.lenCtrl(idx))) {
            idx++;
            if (idx >= tx.usedDescCount) {
                throw new VringAssertionError("meta descriptor is followed by a data descriptor", "vring.c:0x232");
            }
            int lc = tx.lenCtrl(idx);
            if (LenCtrl.isMeta(lc)) {
                throw new VringAssertionError("!al_udma_m2m_is_meta(desc)", "vring.c:0x232");
            }
            if (LenCtrl.isFirst(lc)) {
                throw new VringAssertionError("!al_udma_m2m_is_first(desc)", "vring.c:0x233");
            }
        }
        long w0 = tx.word0(idx);
        setWord0(vring, tx, idx, Desc.withMetaCtrl(w0, Desc.metaCtrl(w0) | MetaCtrl.WRITE_BARRIER),
                "vring_set_dmb_on_last_packet");
        return idx;
    }

    /**
     * {@code vring_should_emb_sem_update} (vring.c:575, 0x312d30): arch supports embedded semaphores AND
     * {@code gconf.embedded_sem_en} AND the RX half has descriptors AND bit 31 of the last RX
     * descriptor's len_ctrl is clear ({@code (HIBYTE(rx.len_ctrl) >> 7) == 0}).
     */
    public static boolean vringShouldEmbSemUpdate(Vring vring, boolean embeddedSemEn) {
        VringPages rx = vring.rx;
        return vring.arch().supportsEmbeddedSemaphore() && embeddedSemEn && rx.usedDescCount > 0
                && (rx.lenCtrl(rx.usedDescCount - 1) & LenCtrl.RX_EMBEDDED_SEM) == 0;
    }

    /**
     * The 6-byte field blob of {@code vring_set_embedded_semaphore_inc_on_last_desc}:
     * {@code [0]=set_sow, [1..2]=0x0100, [3]=csr_idx, [4..5]=semaphore} (little-endian u16s).
     */
    public static byte[] embeddedSemFields(boolean setSow, int csrIdx, int semaphore) {
        return new byte[] {(byte) (setSow ? 1 : 0), 0x00, 0x01, (byte) csrIdx, (byte) semaphore,
            (byte) (semaphore >>> 8)};
    }

    /**
     * {@code vring_set_embedded_semaphore_inc_on_last_desc} (vring.c:601, 0x312da0): writes the field
     * blob onto the last RX descriptor ({@code aws_hal_sdma_s2m_set_embedded_sem_fields}). Emulated
     * encoding (decision 0104): len_ctrl gains bit 31 (the bit {@link #vringShouldEmbSemUpdate} reads)
     * and, with {@code setSow}, bit 29; {@code buf2_ptr_lo} = blob bytes 2..5 =
     * {@code 0x01 | csr_idx << 8 | semaphore << 16}.
     *
     * @param csrIdx the resolved {@code aws_hal_sdma_embedded_sem_csr_index} of the semaphore's pcore
     */
    public static void vringSetEmbeddedSemaphoreIncOnLastDesc(Vring vring, int csrIdx, int semaphore, boolean setSow) {
        VringPages rx = vring.rx;
        if (rx.usedDescCount == 0) {
            throw new VringAssertionError("vring->rx.used_desc_count > 0", "vring.c:601");
        }
        byte[] f = embeddedSemFields(setSow, csrIdx, semaphore);
        int idx = rx.usedDescCount - 1;
        long w0 = rx.word0(idx);
        int lc = Desc.lenCtrl(w0) | LenCtrl.RX_EMBEDDED_SEM | (f[0] != 0 ? LenCtrl.STRONG_ORDER_WR : 0);
        int buf2 = (f[2] & 0xFF) | (f[3] & 0xFF) << 8 | (f[4] & 0xFF) << 16 | (f[5] & 0xFF) << 24;
        setWord0(vring, rx, idx, Desc.word0(lc, buf2), "vring_set_embedded_semaphore_inc_on_last_desc");
    }

    /**
     * {@code vring_addr_rewrite} (vring.c:1253, 0x313810): adds {@code newBase - base} to every buffer
     * pointer (word at descriptor + 8: Tx buf_ptr, Rx buf1_ptr; not a TX META descriptor's operand,
     * {@link VringPages#holdsPointer}) that lies in {@code [base, base + size)},
     * in both halves, page by page. Logs {@value #MODIFIED}; one {@link VringEvent.Edited} per half, over
     * the range from the first to the last rewritten descriptor.
     *
     * @return the number of descriptors rewritten
     */
    public static long vringAddrRewrite(Vring vring, long base, long size, long newBase) {
        long n = 0;
        for (Direction d : Direction.values()) {
            n += rewrite(vring, vring.half(d), base, size, newBase - base);
        }
        return n;
    }

    private static long rewrite(Vring vring, VringPages half, long base, long size, long delta) {
        int used = half.usedDescCount;
        int first = -1;
        int last = -1;
        for (int i = 0; i < used; i++) {
            long a = half.word1(i);
            if (Long.compareUnsigned(a - base, size) < 0 && half.holdsPointer(i)) {
                if (first < 0) {
                    first = i;
                }
                last = i;
            }
        }
        if (first < 0) {
            return 0;
        }
        long[] old = vring.listener != null ? half.snapshot(first, last + 1) : null;
        long n = 0;
        for (int i = first; i <= last; i++) {
            long a = half.word1(i);
            if (Long.compareUnsigned(a - base, size) < 0 && half.holdsPointer(i)) {
                half.setWord1(i, a + delta);
                n++;
            }
        }
        if (old != null) {
            vring.emit(new VringEvent.Edited(vring.name(), "vring_addr_rewrite", half.direction(), first, last + 1, old));
        }
        return n;
    }

    /** Rewrites word 0 of one descriptor, reporting the old words. */
    static void setWord0(Vring vring, VringPages half, int idx, long word0, String function) {
        long[] old = vring.listener != null ? half.snapshot(idx, idx + 1) : null;
        half.setWord0(idx, word0);
        if (old != null) {
            vring.emit(new VringEvent.Edited(vring.name(), function, half.direction(), idx, idx + 1, old));
        }
    }
}
