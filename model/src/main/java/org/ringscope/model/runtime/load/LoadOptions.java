package org.ringscope.model.runtime.load;

import java.util.function.Consumer;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.vring.ArchAddressMap;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringListener;

/**
 * Settings of one translation.
 *
 * @param tpbIdx        the TPB (NeuronCore) the subgraph is staged on: the semaphores and events its
 *                      completion descriptors poke are that TPB's
 * @param tileIdx       {@code tile_idx} of every vring set
 * @param addressMap    the arch-resolved CSR addresses of the completion pokes; {@code null} = the emulated map
 * @param pack          run {@code vring_pack_descs} over each copy's descriptors
 * @param maxPacketSize the byte budget of one packet; {@code 0} = 64 KiB × the arch's descriptors per packet
 *                      (so only the descriptor cap binds; decision 0551)
 * @param listener      attached to every vring as it is allocated, or {@code null}
 * @param attach        called with every vring as it is allocated, before anything is appended (the runtime
 *                      attaches each to the journal, {@code journal.vrings()::attach}), or {@code null}
 */
public record LoadOptions(int tpbIdx, int tileIdx, ArchAddressMap addressMap, boolean pack, long maxPacketSize,
                          VringListener listener, Consumer<Vring> attach) {
    /** TPB 0, tile 0, the emulated map, packing on, the default budget, no listener. */
    public static LoadOptions defaults() {
        return new LoadOptions(0, 0, null, true, 0, null, null);
    }

    public LoadOptions withAttach(Consumer<Vring> a) {
        return new LoadOptions(tpbIdx, tileIdx, addressMap, pack, maxPacketSize, listener, a);
    }

    public LoadOptions withTpb(int tpb) {
        return new LoadOptions(tpb, tileIdx, addressMap, pack, maxPacketSize, listener, attach);
    }

    public LoadOptions withPack(boolean on) {
        return new LoadOptions(tpbIdx, tileIdx, addressMap, on, maxPacketSize, listener, attach);
    }

    /** The packet byte budget ({@code 0} = 64 KiB × the arch's descriptors per packet). */
    public LoadOptions withMaxPacketSize(long bytes) {
        return new LoadOptions(tpbIdx, tileIdx, addressMap, pack, bytes, listener, attach);
    }

    public LoadOptions withListener(VringListener l) {
        return new LoadOptions(tpbIdx, tileIdx, addressMap, pack, maxPacketSize, l, attach);
    }

    public LoadOptions withAddressMap(ArchAddressMap map) {
        return new LoadOptions(tpbIdx, tileIdx, map, pack, maxPacketSize, listener, attach);
    }

    /** The packet byte budget for descriptors-per-packet cap {@code maxDescs}. */
    long packetBudget(int maxDescs) {
        return maxPacketSize > 0 ? maxPacketSize : (long) LenCtrl.MAX_DMA_DESC_SIZE * maxDescs;
    }
}
