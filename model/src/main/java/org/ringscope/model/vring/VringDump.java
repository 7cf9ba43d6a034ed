package org.ringscope.model.vring;

import org.ringscope.model.udma.BarrierMode;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.M2mCopy;

/**
 * The dump, vring → pring (vring seed §6): the terminal operation that copies a finished vring half into
 * a physical {@link Pring} and pads it to a fixed descriptor count, so a static execution plan always
 * occupies the same ring footprint.
 *
 * <p>GOTCHA: the source is a list of pages, not contiguous memory. The copy never spans two pages (page
 * stride {@code 1 << 20} bytes) and each {@code dma_ring_copy_descriptors} run is at most
 * {@code 1 << 16} = 65,536 descriptors. (RingScope's runs are one storage segment, 16,384 descriptors,
 * inside one page, interleaved from its two word planes: see {@link VringPages}.)
 */
public final class VringDump {
    /** nlog text when the vring is larger than the pad (0x81a668). */
    public static final String FAILED_TO_PAD = "Failed to pad vring %s from %d descriptors to %d descriptors";
    /** nlog_trace text after a half is copied (0x81a6a8). */
    public static final String COPIED = "vring is copied to pring. ndesc=%d";
    /** The assert at vring.c:1146 (.rodata 0x81a620). */
    public static final String TYPE_ASSERT = "pring->type == DMA_RING_TYPE_TX || pring->type == DMA_RING_TYPE_RX";
    /** Largest run handed to one {@code dma_ring_copy_descriptors} call: {@code 1 << 16}. */
    public static final int MAX_RUN = 1 << 16;
    /** Page stride in bytes: {@code 1 << 20}. */
    public static final int PAGE_STRIDE_BYTES = 1 << 20;
    /** Size of a pad descriptor's no-op self-copy. */
    public static final int PAD_COPY_SIZE = 4;
    /** RingScope's text when a trap is asked for a dump with no padded region to end. */
    public static final String NO_PAD_FOR_TRAP = "vring %s: a trap descriptor ends a padded region, and %d descriptors "
            + "padded to %d leave none";

    private VringDump() {
    }

    /**
     * {@code vring_dump_to_pring_descriptors_padded} (vring.c:1145, 0x311f10): copies {@code half} into
     * {@code pring} page by page in runs of at most 65,536 descriptors, then pads up to
     * {@code paddedSize} with 4-byte no-op self-copies of {@code padAddr} (src == dst); sets the pring's
     * used_desc_count to {@code paddedSize}; frees the half's pages if {@code freeOnDump}.
     *
     * @throws VringAssertionError if the pring's type is neither TX nor RX
     * @throws VringException "Failed to pad vring %s from %lu descriptors to %lu descriptors" when the
     *         half holds more than {@code paddedSize}; a range error when {@code paddedSize} exceeds the
     *         pring's allocated count (nothing is written then)
     */
    public static void vringDumpToPringDescriptorsPadded(Vring vring, Direction half, Pring pring, int paddedSize,
            boolean freeOnDump, long padAddr) throws VringException {
        vringDumpToPringDescriptorsPadded(vring, half, pring, paddedSize, freeOnDump, padAddr, false);
    }

    /**
     * {@link #vringDumpToPringDescriptorsPadded(Vring, Direction, Pring, int, boolean, long)} with the seed's
     * optional trap descriptor: with {@code trap}, the last slot of the padded region holds {@link #trapWord0} over
     * {@code padAddr} instead of a pad — RingScope's encoding (decision 1325): a pad with INT_EN, so an engine handed
     * the region's end raises the completion interrupt rather than running on. The runtime asks for none by default.
     *
     * @throws VringException as the plain dump, or when {@code trap} is asked and there is no padded region
     *         ({@code paddedSize} equal to the half's count)
     */
    public static void vringDumpToPringDescriptorsPadded(Vring vring, Direction half, Pring pring, int paddedSize,
            boolean freeOnDump, long padAddr, boolean trap) throws VringException {
        if (pring.type() != RingType.TX && pring.type() != RingType.RX) {
            throw new VringAssertionError(TYPE_ASSERT, "vring.c:1146");
        }
        VringPages pages = vring.half(half);
        int n = pages.usedDescCount;
        if (n > paddedSize) {
            throw new VringException(VringException.NRT_FAILURE, String.format(FAILED_TO_PAD, vring.name(), n, paddedSize));
        }
        if (trap && n == paddedSize) {
            throw new VringException(VringException.NRT_FAILURE, String.format(NO_PAD_FOR_TRAP, vring.name(), n,
                    paddedSize));
        }
        pring.checkRange(0, paddedSize);
        VringListener listener = vring.listener;
        // the words the dump overwrites, for its record; none when they are all zero (a first dump: 256 MB at the cap)
        long[] oldRing = listener != null && !pring.isZero(0, paddedSize) ? pring.snapshot(0, paddedSize) : null;
        int oldUsed = pring.usedDescCount;
        // the half lends its segments, so a ring in device memory may view them: the vring's later writes go to copies
        // of its own, and the ring's to pages of its own (decision 1400)
        int dstOff = 0;
        for (int p = 0; dstOff < n; p++) {
            if (!pages.vringFindPageByIdx(p)) {
                throw new IllegalStateException("page " + p + " missing below used_desc_count " + n);
            }
            int descsInPage = Math.min(n - dstOff, VringPages.DESCS_PER_PAGE);
            int pageEnd = dstOff + descsInPage;
            while (dstOff < pageEnd) {
                int run = Math.min(pageEnd - dstOff, VringPages.SEGMENT_DESCS);
                pring.shareDescriptors(dstOff, pages, dstOff, run);
                dstOff += run;
            }
        }
        pad(half, pring, dstOff, paddedSize, padAddr, trap);
        pring.usedDescCount = paddedSize;
        if (listener != null) {
            listener.onEvent(new VringEvent.PringWritten(vring.name(), "vring_dump_to_pring_descriptors_padded", half,
                    pring, n, paddedSize, oldUsed, oldRing, trap));
        }
        if (freeOnDump) {
            vring.vringFreePages(half);
        }
    }

    /** Slots {@code [from, paddedSize)} as pads of {@code padAddr}, the last the trap when {@code trap}. */
    static void pad(Direction half, Pring pring, int from, int paddedSize, long padAddr, boolean trap) {
        long padWord0 = padWord0(half);
        int pads = trap ? paddedSize - 1 : paddedSize;
        for (int at = from; at < pads; at++) {
            pring.put(at, padWord0, padAddr);
        }
        if (trap && paddedSize > from) {
            pring.put(paddedSize - 1, trapWord0(half), padAddr);
        }
    }

    /**
     * Word 0 of the trap descriptor, RingScope's encoding (the runtime's is not public; decision 1325): the
     * {@code half}'s pad with INT_EN (len_ctrl bit 28) set.
     */
    public static long trapWord0(Direction half) {
        long pad = padWord0(half);
        return Desc.word0(Desc.lenCtrl(pad) | LenCtrl.INT_EN, Desc.metaCtrl(pad));
    }

    /** Whether word 0 {@code w0} of a {@code half} descriptor is the trap descriptor's. */
    public static boolean isTrap(Direction half, long w0) {
        return w0 == trapWord0(half);
    }

    /** Word 0 of a pad: the {@code half}'s descriptor of {@code al_udma_m2m_build_copy_descriptor(slot, slot, a, a, 4)}. */
    static long padWord0(Direction half) {
        return half == Direction.TX
                ? Desc.word0(M2mCopy.txLenCtrl(PAD_COPY_SIZE, M2mCopy.VRING_RING_ID, BarrierMode.NONE),
                        M2mCopy.txMetaCtrl(BarrierMode.NONE))
                : Desc.word0(M2mCopy.rxLenCtrl(PAD_COPY_SIZE, M2mCopy.VRING_RING_ID, BarrierMode.NONE, false, false), 0);
    }

    /** {@code vring_dump_to_pring_descriptors} (0x3136e0): padded with pad = used_desc_count (no extra pad). */
    public static void vringDumpToPringDescriptors(Vring vring, Direction half, Pring pring) throws VringException {
        vringDumpToPringDescriptorsPadded(vring, half, pring, vring.half(half).usedDescCount, false, 0);
    }

    /**
     * {@code vring_dump_to_pring_padded} (0x3136f0): both halves, tx into {@code pringTx} then rx into
     * {@code pringRx}, each with its own padded size ("vring is copied to pring. ndesc=%u/%u").
     */
    public static void vringDumpToPringPadded(Vring vring, Pring pringTx, Pring pringRx, int txPaddedSize,
            int rxPaddedSize, long padAddr) throws VringException {
        vringDumpToPringDescriptorsPadded(vring, Direction.TX, pringTx, txPaddedSize, false, padAddr);
        vringDumpToPringDescriptorsPadded(vring, Direction.RX, pringRx, rxPaddedSize, false, padAddr);
    }

    /** {@code vring_dump_to_pring} (0x3137e0): both halves, pad = used_desc_count. */
    public static void vringDumpToPring(Vring vring, Pring pringTx, Pring pringRx) throws VringException {
        vringDumpToPringPadded(vring, pringTx, pringRx, vring.tx.usedDescCount, vring.rx.usedDescCount, 0);
    }

    /**
     * {@link #vringDumpToPring} or, with {@code trap} (the what-if {@code run --dump-trap}, decision 1325), each half
     * padded by one descriptor that is the trap: the ring holds the vring's descriptors and the trap after them,
     * a self-copy of its own slot, and used_desc_count counts it. Its pring needs one slot more ({@link #slots}).
     */
    public static void vringDumpToPring(Vring vring, Pring pringTx, Pring pringRx, boolean trap) throws VringException {
        if (!trap) {
            vringDumpToPring(vring, pringTx, pringRx);
            return;
        }
        int tx = vring.tx.usedDescCount;
        int rx = vring.rx.usedDescCount;
        vringDumpToPringDescriptorsPadded(vring, Direction.TX, pringTx, tx + 1, false, slotAddress(pringTx, tx), true);
        vringDumpToPringDescriptorsPadded(vring, Direction.RX, pringRx, rx + 1, false, slotAddress(pringRx, rx), true);
    }

    /** The slots a half of {@code used} descriptors needs in its pring: one more with the trap. */
    public static int slots(int used, boolean trap) {
        return trap ? used + 1 : used;
    }

    /** The device address of slot {@code slot} of {@code p} (0 when it is in no device memory). */
    private static long slotAddress(Pring p, int slot) {
        return p.memory() == null ? 0 : p.memory().deviceAddress() + p.ringOffsetBytes() + 16L * slot;
    }
}
