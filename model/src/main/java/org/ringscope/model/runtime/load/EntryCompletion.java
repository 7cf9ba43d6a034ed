package org.ringscope.model.runtime.load;

import org.ringscope.model.vring.ArchAddressMap;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringEdits;
import org.ringscope.model.vring.VringException;
import org.ringscope.model.vring.VringPack;
import org.ringscope.model.vring.VringSync;

/**
 * What follows a DMA entry's data descriptors in its vring, in the seed's order (vring seed §7: author → pack +
 * barrier → …; decision 0110):
 *
 * <ol>
 *   <li>{@code vring_pack_descs} over the entry's TX descriptors (CME copies grouped; compute packets left as
 *       built);</li>
 *   <li>{@code vring_set_dmb_on_last_packet}: on v2 the write barrier on the first descriptor of the entry's last
 *       packet; a no-op where SOW is supported;</li>
 *   <li>the completion semaphore: {@code vring_should_emb_sem_update} → embedded in the last RX descriptor
 *       ({@code vring_set_embedded_semaphore_inc_on_last_desc}, v3+ with {@code embedded_sem_en}), else a
 *       4-byte {@code vring_add_desc_semaphore_inc};</li>
 *   <li>the event: {@code vring_add_desc_event} (set).</li>
 * </ol>
 */
final class EntryCompletion {
    private final ArchAddressMap map;
    private final LoadOptions opts;

    EntryCompletion(ArchAddressMap map, LoadOptions opts) {
        this.map = map;
        this.opts = opts;
    }

    /** Packs and barriers the entry's TX window {@code [txStart, end)}; {@code pack} off leaves the bits as built. */
    void packAndBarrier(Vring v, int txStart, boolean pack) throws VringException {
        int txEnd = v.tx().usedDescCount();
        if (txEnd == txStart) {
            return;
        }
        if (pack) {
            VringPack.vringPackDescs(v, txStart, txEnd, opts.packetBudget(v.arch().maxDescPerPacket()), 0);
        }
        VringEdits.vringSetDmbOnLastPacket(v);
    }

    /**
     * The completion of an entry: its semaphore (0..255, or -1 for none) and event (-1 for none). Returns the
     * descriptor pairs it appended (an embedded semaphore appends none). {@code rxAdded}: RX descriptors the entry
     * itself appended — with none, the last RX descriptor is an earlier entry's, and the semaphore gets a
     * descriptor of its own rather than riding on work already published (decision 0110).
     */
    int complete(Vring v, int semaphore, int event, int rxAdded) throws VringException {
        int pairs = 0;
        if (semaphore >= 0) {
            if (rxAdded > 0 && VringEdits.vringShouldEmbSemUpdate(v, opts.embeddedSemEn())) {
                VringEdits.vringSetEmbeddedSemaphoreIncOnLastDesc(v, opts.tpbIdx(), semaphore,
                        v.arch().isSowSupported());
            } else {
                VringSync.vringAddDescSemaphoreInc(v, map, opts.tpbIdx(), semaphore);
                pairs++;
            }
        }
        if (event >= 0) {
            VringSync.vringAddDescEvent(v, map, opts.tpbIdx(), event, true);
            pairs++;
        }
        return pairs;
    }
}
