package org.ringscope.model.vring;

import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaOperand;
import org.ringscope.model.udma.OpWord;
import org.ringscope.model.udma.UdmaException;

/**
 * A value-converting cast as one packet — RingScope's encoding (decision 1101; the runtime's is not public,
 * docs/reference/dge.md): a single-source CCE ADD whose op word carries the source dtype in [15:12] and the destination
 * dtype in [19:16] ({@code nrt_dtype_t} codes), led by the META descriptor of every CCE packet (one source); the
 * TX blocks cover the source bytes and the RX blocks the destination bytes, which differ when the element
 * sizes do. The device converts each element through fp32. Like every builder, it gets {@code set_sow =
 * is_sow_supported()} from its caller (decision 0110): on v3+ each RX descriptor carries STRONG_ORDER_WR.
 */
public final class VringCast {
    /** The function name the vring journal records for a cast packet. */
    public static final String FUNCTION = "vring_add_dma_packet_cce";

    private VringCast() {
    }

    /**
     * Appends one cast packet: {@code elements} elements of {@code fromCode} at {@code src} to {@code toCode} at
     * {@code dst} (each a contiguous run); at most {@link #maxElements} per packet. {@code setSow} puts
     * STRONG_ORDER_WR on every RX descriptor (refused on v2 by the packet loop).
     */
    public static PacketCounts vringAddDmaPacketCast(Vring v, long src, long dst, long elements, int fromCode,
            int fromSize, int toCode, int toSize, boolean setSow) throws VringException {
        int word = OpWord.cceAdd(CceOp.ADD.code(), fromCode, toCode);
        long in = elements * fromSize;
        PacketCounts c;
        try {
            c = PacketDescriptorWriter.write(v, new long[] {src}, new long[] {dst}, in, elements * toSize, word, word,
                    MetaOperand.cce(1, 0, 0), true, setSow, false);
        } catch (PacketDescriptorWriter.Partial p) {
            emit(v, p.added, 0);
            UdmaException e = (UdmaException) p.getCause();
            throw new VringException(e.status(), String.format(VringPackets.FAILED_CCE, CceOp.ADD.code(), e.status()), e);
        } catch (UdmaException e) {
            throw new VringException(e.status(), String.format(VringPackets.FAILED_CCE, CceOp.ADD.code(), e.status()), e);
        }
        v.totalTxSize += in;
        emit(v, c, in);
        return c;
    }

    /** Elements of {@code fromSize} → {@code toSize} bytes one packet carries on {@code v}'s arch. */
    public static long maxElements(Vring v, int fromSize, int toSize) {
        long block = LenCtrl.MAX_DMA_DESC_SIZE;
        long tx = block * (v.arch().maxDescPerPacket() - 1) / fromSize;
        long rx = block * v.arch().maxRxDescPerPacket() / toSize;
        return Math.min(tx, rx);
    }

    private static void emit(Vring v, PacketCounts c, long txBytes) {
        if (v.listener != null) {
            v.emit(new VringEvent.Appended(v.name(), FUNCTION, c.txStart(), c.txDescs(), c.rxStart(), c.rxDescs(),
                    txBytes, 0));
        }
    }
}
