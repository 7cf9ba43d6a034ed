package org.ringscope.model.udma;

/**
 * The copy-pair builder: {@code al_udma_m2m_build_copy_descriptor} (libnrt 0x45cca0), byte-identical to
 * the kernel's {@code udma_m2m_build_descriptor} (udma_m2m.c:323; docs/reference/descriptors-and-barriers.md):
 *
 * <pre>
 * meta = 0x01080003; tx_flags = FIRST|LAST; rx_flags = 0
 * switch barrier: DMB → tx |= BIT30; WRITE_BARRIER → meta |= BIT26; SOW → rx |= BIT29
 * if set_sow: rx |= BIT29          (userspace twin's extra argument; v3+ only)
 * if set_dst_int: rx |= INT_EN
 * tx = {flags | rid<<24 | size&0xffff, meta, src};  rx = {flags | rid<<24 | size&0xffff, 0, dst}
 * </pre>
 *
 * GOTCHA: FIRST|LAST go on the Tx descriptor only; the Rx descriptor never carries them.
 * The words are written straight into primitive pages at a long offset ({@code slot << 1}), or into a vring
 * half's two word planes at the slot.
 */
public final class M2mCopy {
    /** {@code vring_allocate_next_desc_cb} forces {@code *ring_id = 1}: every vring descriptor carries ring id 1. */
    public static final int VRING_RING_ID = 1;
    /** Log text of a size outside 1..65,536 ({@code copy_prepare_one}). */
    public static final String INVALID_SIZE = "invalid size: %d";
    /** Log text of SOW on SUNDA. */
    public static final String SOW_NOT_SUPPORTED = "udma strong ordering not supported in TRN1!";
    /** Log text of a barrier outside the enum. */
    public static final String INVALID_BARRIER = "Invalid m2m barrier is given";

    private M2mCopy() {
    }

    /** Userspace guard: valid sizes are 1..65,536 (0 underflows {@code size-1}; more does not fit 16 bits). */
    public static void checkSize(long size) throws UdmaException {
        if (size < 1 || size > LenCtrl.MAX_DMA_DESC_SIZE) {
            throw new UdmaException(UdmaException.EINVAL, String.format(INVALID_SIZE, size));
        }
    }

    /** Refuses SOW where the arch has none ("udma strong ordering not supported in TRN1!", -1). */
    public static void checkSow(Arch arch, BarrierMode barrier, boolean setSow) throws UdmaException {
        if (barrier == null) {
            throw new UdmaException(UdmaException.EINVAL, INVALID_BARRIER);
        }
        if ((setSow || barrier == BarrierMode.SOW) && !arch.isSowSupported()) {
            throw new UdmaException(UdmaException.FAILURE, SOW_NOT_SUPPORTED);
        }
    }

    /** Tx len_ctrl: FIRST|LAST, ring id, size (65,536 → 0), plus DMB (bit 30) for the DMB barrier. */
    public static int txLenCtrl(int size, int ringId, BarrierMode barrier) {
        int flags = LenCtrl.FIRST | LenCtrl.LAST;
        if (barrier == BarrierMode.DMB) {
            flags |= LenCtrl.DMB;
        }
        return LenCtrl.pack(flags, ringId, size);
    }

    /** Tx meta_ctrl: the default 0x01080003, plus write_barrier (bit 26) for WRITE_BARRIER. */
    public static int txMetaCtrl(BarrierMode barrier) {
        return barrier == BarrierMode.WRITE_BARRIER ? MetaCtrl.DEFAULT | MetaCtrl.WRITE_BARRIER : MetaCtrl.DEFAULT;
    }

    /** Rx len_ctrl: no FIRST/LAST; SOW (bit 29) for the SOW barrier or set_sow; INT_EN for set_dst_int. */
    public static int rxLenCtrl(int size, int ringId, BarrierMode barrier, boolean setSow, boolean setDstInt) {
        int flags = 0;
        if (setSow || barrier == BarrierMode.SOW) {
            flags |= LenCtrl.STRONG_ORDER_WR;
        }
        if (setDstInt) {
            flags |= LenCtrl.INT_EN;
        }
        return LenCtrl.pack(flags, ringId, size);
    }

    /**
     * {@code al_udma_m2m_build_copy_descriptor(tx, rx, src, dst, size, ring_id, barrier, set_sow)}:
     * validates, then writes the Tx pair of words at {@code txPage[txOff..txOff+1]} and the Rx pair at
     * {@code rxPage[rxOff..rxOff+1]}.
     */
    public static void alUdmaM2mBuildCopyDescriptor(Arch arch, long[] txPage, int txOff, long[] rxPage, int rxOff,
            long src, long dst, int size, int ringId, BarrierMode barrier, boolean setSow) throws UdmaException {
        checkSize(size);
        checkSow(arch, barrier, setSow);
        writeValidated(txPage, txOff, rxPage, rxOff, src, dst, size, ringId, barrier, setSow);
    }

    /** The pair as a value, for display and tests. */
    public static CopyPair buildCopyPair(Arch arch, long src, long dst, int size, int ringId, BarrierMode barrier,
            boolean setSow, boolean setDstInt) throws UdmaException {
        checkSize(size);
        checkSow(arch, barrier, setSow);
        return new CopyPair(Desc.word0(txLenCtrl(size, ringId, barrier), txMetaCtrl(barrier)), src,
                Desc.word0(rxLenCtrl(size, ringId, barrier, setSow, setDstInt), 0), dst);
    }

    /**
     * The hot-path write, for callers that already ran {@link #checkSize} and {@link #checkSow} (the vring
     * append loop validates once per transfer, not once per chunk).
     */
    public static void writeValidated(long[] txPage, int txOff, long[] rxPage, int rxOff, long src, long dst, int size,
            int ringId, BarrierMode barrier, boolean setSow) {
        txPage[txOff] = Desc.word0(txLenCtrl(size, ringId, barrier), txMetaCtrl(barrier));
        txPage[txOff + 1] = src;
        rxPage[rxOff] = rxLenCtrl(size, ringId, barrier, setSow, false) & 0xFFFFFFFFL;
        rxPage[rxOff + 1] = dst;
    }

    /**
     * {@link #writeValidated(long[], int, long[], int, long, long, int, int, BarrierMode, boolean)} into pages held as
     * two word planes (a vring half's segments, one array per word): the Tx pair at {@code tx0[txSlot]} /
     * {@code tx1[txSlot]}, the Rx pair at {@code rx0[rxSlot]} / {@code rx1[rxSlot]}.
     */
    public static void writeValidated(long[] tx0, long[] tx1, int txSlot, long[] rx0, long[] rx1, int rxSlot, long src,
            long dst, int size, int ringId, BarrierMode barrier, boolean setSow) {
        tx0[txSlot] = Desc.word0(txLenCtrl(size, ringId, barrier), txMetaCtrl(barrier));
        tx1[txSlot] = src;
        rx0[rxSlot] = rxLenCtrl(size, ringId, barrier, setSow, false) & 0xFFFFFFFFL;
        rx1[rxSlot] = dst;
    }
}
