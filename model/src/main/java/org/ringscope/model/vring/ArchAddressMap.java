package org.ringscope.model.vring;

import org.ringscope.model.udma.Arch;

/**
 * The arch-resolved addresses the 4-byte event / semaphore descriptors copy between (vring seed §3,
 * "The 4-byte event / semaphore copies"): the {@code tdrv_arch_*} resolvers and the CAYMAN State-Buffer
 * window. {@link #emulated(Arch)} gives RingScope's emulated device map (decision 0105).
 */
public interface ArchAddressMap {
    /** {@code tdrv_arch_get_evt_accel_addr}: the constant-feed word copied into an event (1 to set, 0 to clear). */
    long tdrvArchGetEvtAccelAddr(int tpbIdx, boolean set);

    /** {@code tdrv_arch_get_evt_addr}: the event CSR of {@code eventId} on TPB {@code tpbIdx}. */
    long tdrvArchGetEvtAddr(int tpbIdx, int eventId);

    /** {@code tdrv_arch_get_sem_inc_addr}: the increment view of semaphore {@code semaphore}. */
    long tdrvArchGetSemIncAddr(int tpbIdx, int semaphore);

    /** The constant-feed word holding the increment value (1) a semaphore-increment copy reads. */
    long semIncValueAddr(int tpbIdx);

    /** {@code aws_hal_stpb_get_axi_offset}: base of the TPB's State-Buffer AXI window (CAYMAN). */
    long awsHalStpbGetAxiOffset(int tpbIdx);

    /** {@code dma_eng_to_sb_partition_0[i]}, i in 0..15: the SB partition a DMA engine's increments come from. */
    int dmaEngToSbPartition0(int i);

    /** RingScope's emulated device map for {@code arch}. */
    static ArchAddressMap emulated(Arch arch) {
        return new EmulatedAddressMap(arch);
    }
}
