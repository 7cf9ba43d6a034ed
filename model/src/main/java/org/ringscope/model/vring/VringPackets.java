package org.ringscope.model.vring;

import java.util.Arrays;
import org.ringscope.model.udma.CceConstant;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.MetaCtrl;
import org.ringscope.model.udma.MetaOperand;
import org.ringscope.model.udma.OpWord;
import org.ringscope.model.udma.Transpose;
import org.ringscope.model.udma.UdmaException;

/**
 * The packet builders above the single-copy primitive (vring seed §4): a packet is a FIRST … (CONCAT) …
 * LAST run the engine treats as one operation. The vring layer owns orchestration and accounting; the
 * per-descriptor encoding of the Alpine {@code al_sdma_*} / {@code aws_cayman_sdma_*} builders is out of
 * the seed's TU, so RingScope emulates it with {@link PacketDescriptorWriter} and the op words of {@link OpWord}
 * (decision 0103). CCE and transpose packets lead with one META descriptor whose operand
 * ({@link MetaOperand}) carries what the op words do not: source count, FMA scale, min/max constant,
 * tensor shape — RingScope's emulation, so the device can execute them (decision 0503). Each builder
 * appends in one {@link VringEvent.Appended}.
 */
public final class VringPackets {
    /** nlog text of a failed generic packet (0x81a6d0). */
    public static final String FAILED_TO_BUILD = "Failed to build packet for vring %s err %d";
    /** nlog text of CCE replication on v2. */
    public static final String CCE_REPLICATION_UNSUPPORTED = "CCE replication not supported for v1/v2 archs";
    /** nlog text of an op code outside SDMA_CCETYPE. */
    public static final String UNSUPPORTED_OP = "unsupported op! (%d)";
    /** nlog text of a failed CCE packet. */
    public static final String FAILED_CCE = "Failed to add CCE %d packet, ret=%d";
    /** nlog text of a transpose flush on v2. */
    public static final String TRANSPOSE_FLUSH_V2 = "v2 arch does not support transpose flush";
    /** RingScope's text for a permutation op outside the table of 12. */
    public static final String UNSUPPORTED_PERMUTATION = "unsupported transpose op %s";
    /** RingScope's text for an element size outside 1..8. */
    public static final String UNSUPPORTED_ELEMENT_SIZE = "unsupported transpose element size %d";
    /** RingScope's text for a tensor shape that does not describe the packet (decision 0103). */
    public static final String UNSUPPORTED_SHAPE = "unsupported transpose shape %s of %d-byte elements for %d bytes";
    /** Size of the flush packet's one copy. */
    public static final int FLUSH_SIZE = 4;

    private VringPackets() {
    }

    /**
     * {@code vring_add_dma_packet_v2} (vring.c:278, 0x312440): {@code al_udma_m2m_build_copy_packet}
     * (CME class, no meta descriptor) of {@code size} bytes as one packet of ≤ 64 KiB blocks. Like the
     * seed, it does not touch total_tx_size / total_rx_size (decision 0103).
     *
     * @throws VringException "Failed to build packet for vring %s err %d" with the builder's status
     */
    public static PacketCounts vringAddDmaPacketV2(Vring vring, long src, long dst, long size, boolean setSow,
            boolean notificationMask) throws VringException {
        try {
            // the vring's one-address arrays: the writer reads them and keeps neither (a packet each, 16.7 M at the cap)
            vring.oneSrc[0] = src;
            vring.oneDst[0] = dst;
            return append(vring, "vring_add_dma_packet_v2", vring.oneSrc, vring.oneDst, size, MetaCtrl.DEFAULT,
                    0, 0, false, setSow, notificationMask, false);
        } catch (UdmaException e) {
            throw new VringException(e.status(), String.format(FAILED_TO_BUILD, vring.name(), e.status()), e);
        }
    }

    /** {@code vring_add_dma_packet} (0x312570): the thin wrapper, no SOW, no notification mask. */
    public static PacketCounts vringAddDmaPacket(Vring vring, long src, long dst, long size) throws VringException {
        return vringAddDmaPacketV2(vring, src, dst, size, false, false);
    }

    /** {@code vring_add_dma_packet_cce} (0x3134e0): an ordinary reduction, no min/max constant, no SOW. */
    public static PacketCounts vringAddDmaPacketCce(Vring vring, CceOp op, long[] srcs, long[] dsts, long size,
            int dtype, float scale) throws VringException {
        return vringAddDmaPacketCceInt(vring, op.code(), srcs, dsts, size, dtype, scale, null, false, false);
    }

    /**
     * {@code vring_add_dma_packet_cce} (0x3134e0) with the min/max use-constant path: {@code constant} (or
     * {@code null}) is compared against every element as one more source; no SOW.
     */
    public static PacketCounts vringAddDmaPacketCce(Vring vring, CceOp op, long[] srcs, long[] dsts, long size,
            int dtype, float scale, CceConstant constant) throws VringException {
        return vringAddDmaPacketCce(vring, op, srcs, dsts, size, dtype, scale, constant, false);
    }

    /**
     * {@code vring_add_dma_packet_cce} (0x3134e0) with the min/max use-constant path: {@code constant} (or
     * {@code null}) is compared against every element as one more source; {@code setSow} puts STRONG_ORDER_WR on
     * every RX descriptor (what {@code dma_util_vring_append_descs} passes on v3+).
     */
    public static PacketCounts vringAddDmaPacketCce(Vring vring, CceOp op, long[] srcs, long[] dsts, long size,
            int dtype, float scale, CceConstant constant, boolean setSow) throws VringException {
        return vringAddDmaPacketCceInt(vring, op.code(), srcs, dsts, size, dtype, scale, constant, false, setSow);
    }

    /** {@code vring_add_set_seed_packet} (0x313510): CCE ADD with {@code set_seed = 1} (add-word b5). */
    public static PacketCounts vringAddSetSeedPacket(Vring vring, long src, long dst, long size) throws VringException {
        return vringAddDmaPacketCceInt(vring, CceOp.ADD.code(), new long[] {src}, new long[] {dst}, size, 0, 1f, null,
                true, false);
    }

    /** {@link #vringAddDmaPacketCceInt(Vring, int, long[], long[], long, int, float, CceConstant, boolean, boolean)} without a constant or SOW. */
    public static PacketCounts vringAddDmaPacketCceInt(Vring vring, int op, long[] srcs, long[] dsts, long size,
            int dtype, float scale, boolean setSeed) throws VringException {
        return vringAddDmaPacketCceInt(vring, op, srcs, dsts, size, dtype, scale, null, setSeed, false);
    }

    /**
     * {@code vring_add_dma_packet_cce_int} (vring.c:828, 0x311510): dispatches an SDMA_CCETYPE. The
     * replication gate comes first, as in the seed: with {@code dsts.length > 1} v2 fails with "CCE replication
     * not supported for v1/v2 archs" (-1, no fallback to N copies) whatever the op; v3+ goes straight to the CAYMAN
     * combo op, with no op switch — a code none of the op words names is written as {@link OpWord#cceUnnamed} with the
     * code in the META operand ({@link MetaOperand#cceCombo}), and the device does not compute it (decision 1322).
     * A single destination takes the switch: ADD / MIN / MAX / FMA words; an unknown code logs
     * "unsupported op! (%u)" and returns -1. Afterwards total_tx_size grows by the TX data bytes.
     *
     * <p>Every CCE packet leads with one META descriptor (decision 0103, RingScope's emulation): its
     * meta_ctrl is the replication word {@code 0xA00000 | num_dests} of a combo op, else the packet's op
     * word; its operand ({@link MetaOperand#cce}) holds the number of sources, FMA's fp32 scale, and a
     * min/max constant with its dtype code.
     *
     * @param scale    the FMA scale, an fp32 as the seed asserts (vring.c:954)
     * @param constant the min/max constant ({@code use_constant}, word b5), or {@code null}
     * @param setSow   STRONG_ORDER_WR on every RX descriptor (refused on v2 by the packet loop)
     */
    public static PacketCounts vringAddDmaPacketCceInt(Vring vring, int op, long[] srcs, long[] dsts, long size,
            int dtype, float scale, CceConstant constant, boolean setSeed, boolean setSow) throws VringException {
        if (srcs.length == 0 || dsts.length == 0) {
            throw new IllegalArgumentException("a CCE packet needs at least one source and one destination");
        }
        boolean replication = dsts.length > 1;
        if (replication && !vring.arch().supportsCceReplication()) {
            throw new VringException(VringException.ERROR, CCE_REPLICATION_UNSUPPORTED);
        }
        // the op switch is the single-destination branch only: a replication goes straight to the combo op
        CceOp cce = CceOp.ofCode(op);
        if (cce == null && !replication) {
            throw new VringException(VringException.ERROR, String.format(UNSUPPORTED_OP, op));
        }
        if (constant != null && cce != CceOp.MIN && cce != CceOp.MAX) {
            throw new IllegalArgumentException("a constant is an operand of min / max only, not of " + cce);
        }
        int word = cce == null ? OpWord.cceUnnamed(dtype, dtype) : switch (cce) {
            case ADD -> OpWord.cceAdd(op, dtype, dtype) | (setSeed ? 1 << 5 : 0);
            case MIN, MAX -> OpWord.cceMinMax(op, constant != null, dtype, dtype, 0);
            case FMA -> OpWord.cceFma(op, dtype, dtype, dtype);
        };
        int value = cce == CceOp.FMA ? Float.floatToRawIntBits(scale) : constant != null ? constant.bits() : 0;
        int constantDtype = constant != null ? constant.dtype() : 0;
        // more sources than 255 exceed every arch's TX cap: the writer rejects that packet (-22)
        long operand = srcs.length > 0xFF ? 0 : cce == null ? MetaOperand.cceCombo(srcs.length, value, constantDtype, op)
                : MetaOperand.cce(srcs.length, value, constantDtype);
        try {
            return append(vring, replication ? "aws_cayman_sdma_m2m_build_combo_op" : "vring_add_dma_packet_cce_int",
                    srcs, dsts, size, word, replication ? OpWord.replication(dsts.length) : word, operand, true, setSow,
                    false, true);
        } catch (UdmaException e) {
            throw new VringException(e.status(), String.format(FAILED_CCE, op, Integer.toUnsignedLong(e.status())), e);
        }
    }

    /**
     * {@code vring_add_dma_packet_transpose} (0x312ea0): maps the 4-character permutation op through the
     * table of 12 and {@code elementSize} 1..8 to a data type, then builds one packet whose TX words carry
     * the transpose op word (v2: {@code al_sdma_m2m_build_transpose_packet}, v3+:
     * {@code aws_cayman_sdma_m2m_build_transpose_packet} — the same emulated layout).
     *
     * <p>The packet leads with one META descriptor (decision 0103, RingScope's emulation): meta_ctrl = the
     * transpose word, operand = the source tensor's outer dims W, X, Y ({@link MetaOperand#transpose}); the
     * innermost Z follows from {@code size}.
     *
     * @param shape the source tensor {@code {W, X, Y, Z}} in elements, outermost first; W·X·Y·Z·elementSize
     *              must be {@code size}, and W, X, Y at most {@link MetaOperand#MAX_DIM}
     * @throws VringException "unsupported transpose op %s", "unsupported transpose element size %d", or
     *                        "unsupported transpose shape %s of %d-byte elements for %d bytes" (-1)
     */
    public static PacketCounts vringAddDmaPacketTranspose(Vring vring, long src, long dst, long size, String op,
            int elementSize, long[] shape) throws VringException {
        return vringAddDmaPacketTranspose(vring, src, dst, size, op, elementSize, shape, false);
    }

    /**
     * {@link #vringAddDmaPacketTranspose(Vring, long, long, long, String, int, long[])} with {@code setSow}:
     * STRONG_ORDER_WR on every RX descriptor (what {@code dma_util_vring_append_descs} passes on v3+).
     */
    public static PacketCounts vringAddDmaPacketTranspose(Vring vring, long src, long dst, long size, String op,
            int elementSize, long[] shape, boolean setSow) throws VringException {
        int perm = Transpose.permutationIndex(op);
        if (perm < 0) {
            throw new VringException(VringException.ERROR, String.format(UNSUPPORTED_PERMUTATION, op));
        }
        int dataType = Transpose.dataType(elementSize);
        if (dataType < 0) {
            throw new VringException(VringException.ERROR, String.format(UNSUPPORTED_ELEMENT_SIZE, elementSize));
        }
        if (!Transpose.shapeHolds(shape, elementSize, size)) {
            throw new VringException(VringException.ERROR, String.format(UNSUPPORTED_SHAPE,
                    Arrays.toString(shape), elementSize, size));
        }
        String builder = vring.arch().archType() <= 2 ? "al_sdma_m2m_build_transpose_packet"
                : "aws_cayman_sdma_m2m_build_transpose_packet";
        int word = OpWord.transpose(elementSize, false, perm, dataType);
        try {
            return append(vring, builder, new long[] {src}, new long[] {dst}, size, word, word,
                    MetaOperand.transpose(shape[0], shape[1], shape[2]), true, setSow, false, false);
        } catch (UdmaException e) {
            throw new VringException(e.status(), String.format(FAILED_TO_BUILD, vring.name(), e.status()), e);
        }
    }

    /**
     * {@code vring_add_dma_packet_transpose_flush} (0x3133a0): rejected on v2 with "v2 arch does not
     * support transpose flush"; otherwise one 4-byte pair whose TX word is the transpose word with b5 set.
     */
    public static PacketCounts vringAddDmaPacketTransposeFlush(Vring vring, long src, long dst) throws VringException {
        if (!vring.arch().supportsTransposeFlush()) {
            throw new VringException(VringException.ERROR, TRANSPOSE_FLUSH_V2);
        }
        try {
            return append(vring, "vring_add_dma_packet_transpose_flush", new long[] {src}, new long[] {dst}, FLUSH_SIZE,
                    OpWord.transpose(0, true, 0, 0), 0, 0, false, false, false, false);
        } catch (UdmaException e) {
            throw new VringException(e.status(), String.format(FAILED_TO_BUILD, vring.name(), e.status()), e);
        }
    }

    /**
     * The packet loop for one builder. A half at its cap fails the packet with NRT_QUEUE_FULL and the whole
     * chain of log lines — the builder's, the packet loop's, and {@code vring_allocate_next_desc}'s "Descriptor
     * limit reached…" — in the message, as the runtime's log shows them.
     */
    private static PacketCounts append(Vring v, String function, long[] srcs, long[] dsts, long size, int word,
            int leadWord, long leadOperand, boolean lead, boolean setSow, boolean notif, boolean accountTx)
            throws UdmaException, VringException {
        PacketCounts c;
        try {
            c = PacketDescriptorWriter.write(v, srcs, dsts, size, word, leadWord, leadOperand, lead, setSow, notif);
        } catch (PacketDescriptorWriter.Partial p) {
            appended(v, function, p.added, 0);
            UdmaException cause = (UdmaException) p.getCause();
            if (p.limit != null) {
                throw new VringException(VringException.NRT_QUEUE_FULL, String.format(FAILED_TO_BUILD, v.name(),
                        cause.status()) + ": " + cause.getMessage() + ": " + p.limit, cause);
            }
            throw cause;
        }
        long txBytes = accountTx ? size * srcs.length : 0;
        v.totalTxSize += txBytes;
        appended(v, function, c, txBytes);
        return c;
    }

    private static void appended(Vring v, String function, PacketCounts c, long txBytes) {
        if (v.listener != null) {
            v.listener.appended(v.name(), function, c.txStart(), c.txDescs(), c.rxStart(), c.rxDescs(), txBytes, 0);
        }
    }
}
