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
 *                      attaches each to the journal, {@code VringDomain.of(journal)::attach}), or {@code null}
 * @param embeddedSemEn {@code gconf.embedded_sem_en}: an entry's completion semaphore is embedded in its last RX
 *                      descriptor where {@code vring_should_emb_sem_update} holds (v3+), instead of a 4-byte
 *                      semaphore descriptor of its own
 * @param frames        how the runtime functions of the translation are reported ({@link LoadFrames#NONE})
 */
public record LoadOptions(int tpbIdx, int tileIdx, ArchAddressMap addressMap, boolean pack, long maxPacketSize,
                          VringListener listener, Consumer<Vring> attach, boolean embeddedSemEn, LoadFrames frames) {
    public LoadOptions {
        frames = frames == null ? LoadFrames.NONE : frames;
    }

    /** TPB 0, tile 0, the emulated map, packing on, the default budget, no listener, embedded semaphores on. */
    public static LoadOptions defaults() {
        return new LoadOptions(0, 0, null, true, 0, null, null, true, LoadFrames.NONE);
    }

    public LoadOptions withAttach(Consumer<Vring> a) {
        return new LoadOptions(tpbIdx, tileIdx, addressMap, pack, maxPacketSize, listener, a, embeddedSemEn, frames);
    }

    public LoadOptions withTpb(int tpb) {
        return new LoadOptions(tpb, tileIdx, addressMap, pack, maxPacketSize, listener, attach, embeddedSemEn, frames);
    }

    public LoadOptions withPack(boolean on) {
        return new LoadOptions(tpbIdx, tileIdx, addressMap, on, maxPacketSize, listener, attach, embeddedSemEn, frames);
    }

    /** The packet byte budget ({@code 0} = 64 KiB × the arch's descriptors per packet). */
    public LoadOptions withMaxPacketSize(long bytes) {
        return new LoadOptions(tpbIdx, tileIdx, addressMap, pack, bytes, listener, attach, embeddedSemEn, frames);
    }

    public LoadOptions withListener(VringListener l) {
        return new LoadOptions(tpbIdx, tileIdx, addressMap, pack, maxPacketSize, l, attach, embeddedSemEn, frames);
    }

    public LoadOptions withAddressMap(ArchAddressMap map) {
        return new LoadOptions(tpbIdx, tileIdx, map, pack, maxPacketSize, listener, attach, embeddedSemEn, frames);
    }

    /** {@code gconf.embedded_sem_en} on or off. */
    public LoadOptions withEmbeddedSem(boolean on) {
        return new LoadOptions(tpbIdx, tileIdx, addressMap, pack, maxPacketSize, listener, attach, on, frames);
    }

    /** The runtime's frames for the translation's functions. */
    public LoadOptions withFrames(LoadFrames f) {
        return new LoadOptions(tpbIdx, tileIdx, addressMap, pack, maxPacketSize, listener, attach, embeddedSemEn, f);
    }

    /** The packet byte budget for descriptors-per-packet cap {@code maxDescs}. */
    long packetBudget(int maxDescs) {
        return maxPacketSize > 0 ? maxPacketSize : (long) LenCtrl.MAX_DMA_DESC_SIZE * maxDescs;
    }
}
