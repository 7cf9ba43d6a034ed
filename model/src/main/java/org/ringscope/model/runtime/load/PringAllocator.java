package org.ringscope.model.runtime.load;

import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.VringException;

/**
 * {@code dma_ring_info_alloc}: where a dump's prings come from. {@link #HOST} keeps each ring in its own
 * {@code long[]} (tests, benchmarks); the runtime allocates them in the emulated device's HBM
 * ({@code Device.allocPring}, decision 0501), so the DMA engine executes the dumped bytes.
 */
@FunctionalInterface
public interface PringAllocator {
    /** Host rings: {@link Pring#dmaRingInfoAlloc}. */
    PringAllocator HOST = (name, type, ndesc, wraparound) -> Pring.dmaRingInfoAlloc(type, ndesc, wraparound);

    /**
     * A ring of {@code type} for {@code ndesc} descriptors, sized by {@link Pring#pringTotalDescNum}.
     *
     * @param name what the ring holds, e.g. {@code qSPIO0_0.tx}
     */
    Pring alloc(String name, RingType type, int ndesc, boolean wraparound) throws VringException;
}
