package org.ringscope.model.vring;

import org.ringscope.model.udma.Arch;

/**
 * The three 4-byte self-copies that poke one device CSR (vring seed §3): the descriptor is the side
 * effect, the copy the vehicle. Each is one {@code vring_add_desc_transfer} of 4 bytes with
 * {@code set_sow = is_sow_supported()}.
 */
public final class VringSync {
    /** Size of every event / semaphore copy. */
    public static final int POKE_SIZE = 4;
    /** The byte offset of the semaphore-increment register inside an SB partition (constant 229372). */
    public static final long SB_SEM_INC_OFFSET = 229372;
    /** The SB partition stride shift: {@code << 18} = 256 KiB. */
    public static final int SB_PARTITION_SHIFT = 18;
    /** The engine index mask: {@code eng & 0xF}. */
    public static final int ENG_MASK = 0xF;

    private VringSync() {
    }

    /**
     * {@code vring_add_desc_event} (vring.c:204, 0x3122b0): copies the constant-feed word (1 to set, 0 to
     * clear) onto the event CSR.
     */
    public static void vringAddDescEvent(Vring vring, ArchAddressMap map, int tpbIdx, int eventId, boolean set)
            throws VringException {
        vring.vringAddDescTransferInternal(map.tdrvArchGetEvtAccelAddr(tpbIdx, set),
                map.tdrvArchGetEvtAddr(tpbIdx, eventId), POKE_SIZE, vring.arch().isSowSupported(),
                "vring_add_desc_event");
    }

    /** {@code vring_add_desc_semaphore_inc} (vring.c:216, 0x312310): dst = {@code tdrv_arch_get_sem_inc_addr}. */
    public static void vringAddDescSemaphoreInc(Vring vring, ArchAddressMap map, int tpbIdx, int semaphore)
            throws VringException {
        vring.vringAddDescTransferInternal(map.semIncValueAddr(tpbIdx), map.tdrvArchGetSemIncAddr(tpbIdx, semaphore),
                POKE_SIZE, vring.arch().isSowSupported(), "vring_add_desc_semaphore_inc");
    }

    /** The source of the SB variant: {@code axi_base + (dma_eng_to_sb_partition_0[eng & 0xF] << 18) + 229372}. */
    public static long sbSemIncSource(ArchAddressMap map, int tpbIdx, int eng) {
        return map.awsHalStpbGetAxiOffset(tpbIdx)
                + ((long) map.dmaEngToSbPartition0(eng & ENG_MASK) << SB_PARTITION_SHIFT) + SB_SEM_INC_OFFSET;
    }

    /**
     * {@code vring_add_desc_semaphore_inc_from_sb} (vring.c:228, 0x312370), CAYMAN only (asserted at
     * vring.c:229): the increment is sourced from the State-Buffer partition of DMA engine {@code eng}.
     */
    public static void vringAddDescSemaphoreIncFromSb(Vring vring, ArchAddressMap map, int tpbIdx, int eng,
            int semaphore) throws VringException {
        if (vring.arch() != Arch.CAYMAN) {
            throw new VringAssertionError("al_hal_tpb_get_arch_type() == CAYMAN", "vring.c:229");
        }
        vring.vringAddDescTransferInternal(sbSemIncSource(map, tpbIdx, eng), map.tdrvArchGetSemIncAddr(tpbIdx, semaphore),
                POKE_SIZE, vring.arch().isSowSupported(), "vring_add_desc_semaphore_inc_from_sb");
    }
}
