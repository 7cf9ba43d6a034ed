package org.ringscope.model.runtime.load;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDump;
import org.ringscope.model.vring.VringException;

/**
 * The load-time dump of the vrings that hold no template pointer — {@code dma_ring_setup_queue_bundles} →
 * {@code dma_ring_create_prings_from_vring} (0x22e310; docs/reference/udma-rings-and-doorbells.md): per direction
 * {@code dma_pring_alloc} ({@code dma_ring_info_alloc}, sized by {@link Pring#pringTotalDescNum}) and
 * {@code vring_dump_to_pring_descriptors} (pad = used count, as {@code load_dma_queue_set} / {@code
 * imcpy_load_vring} call {@code vring_dump_to_pring}). A static ring is replayed every execution, so it is
 * a wraparound ring: {@code next_pow2(ndesc + 15)}, the 16-descriptor guard included (decision 0551).
 */
public final class StaticRings {
    /** Static rings are wraparound rings. */
    public static final boolean WRAPAROUND = true;

    private StaticRings() {
    }

    /** Dumps one vring into a fresh TX / RX pring pair of host memory. */
    public static QueueRings createPringsFromVring(Vring v) throws VringException {
        return createPringsFromVring(v, PringAllocator.HOST);
    }

    /** Dumps one vring into a TX / RX pring pair from {@code alloc}. */
    public static QueueRings createPringsFromVring(Vring v, PringAllocator alloc) throws VringException {
        return createPringsFromVring(v, alloc, false);
    }

    /**
     * Dumps one vring into a TX / RX pring pair from {@code alloc}, each ring ended by the trap descriptor when
     * {@code trap} ({@link VringDump#vringDumpToPring(Vring, Pring, Pring, boolean)}).
     */
    public static QueueRings createPringsFromVring(Vring v, PringAllocator alloc, boolean trap) throws VringException {
        if (v.tx().isTemplate() || v.rx().isTemplate()) {
            throw new IllegalArgumentException("vring " + v.name() + " is a template: its rings are built per execution");
        }
        Pring tx = alloc.alloc(v.name() + ".tx", RingType.TX, VringDump.slots(v.tx().usedDescCount(), trap), WRAPAROUND);
        Pring rx = alloc.alloc(v.name() + ".rx", RingType.RX, VringDump.slots(v.rx().usedDescCount(), trap), WRAPAROUND);
        VringDump.vringDumpToPring(v, tx, rx, trap);
        return new QueueRings(v.name(), tx, rx, false);
    }

    /** Dumps every non-template vring of {@code program}, queue set by queue set, queue by queue. */
    public static List<QueueRings> create(DmaProgram program) throws VringException {
        return create(program, PringAllocator.HOST);
    }

    /** Dumps every non-template vring of {@code program} into prings from {@code alloc}. */
    public static List<QueueRings> create(DmaProgram program, PringAllocator alloc) throws VringException {
        List<QueueRings> out = new ArrayList<>();
        for (QueueProgram qp : program.queues()) {
            for (int q = 0; q < qp.vrings().size(); q++) {
                if (!qp.isTemplate(q)) {
                    out.add(createPringsFromVring(qp.vrings().get(q), alloc));
                }
            }
        }
        return out;
    }
}
