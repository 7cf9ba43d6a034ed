package org.ringscope.model.udma;

/**
 * The three Neuron device generations as <em>policy data</em>: every bit position of the 16-byte
 * descriptor is arch-invariant, only what is allowed differs (docs/reference/descriptors-and-barriers.md, vring seed §4/§5).
 *
 * <p>The numeric {@link #archType()} is the value {@code al_hal_tpb_get_arch_type} returns
 * ({@code SUNDA=2, CAYMAN=3, MARIANA=4}); the seed's gates are written against it, e.g.
 * {@code if al_hal_tpb_get_arch_type() <= 2} for CCE replication.
 */
public enum Arch {
    /** v2: Trn1 / Inf2. No SOW, 128 TX descriptors per packet, no CCE replication, no transpose flush. */
    SUNDA(2, false, 0x80, 128, false),
    /** v3: Trn2. SOW, 65 (0x41) TX descriptors per packet, CCE replication, transpose flush. */
    CAYMAN(3, true, 0x41, 0x3c, false),
    /** v4: Trn3. As CAYMAN plus the meta_ctrl notification mask (bit 28). */
    MARIANA(4, true, 0x41, 0x3c, true);

    private final int archType;
    private final boolean sow;
    private final int maxTxDescPerPacket;
    private final int maxRxDescPerPacket;
    private final boolean notificationMask;

    Arch(int archType, boolean sow, int maxTx, int maxRx, boolean notificationMask) {
        this.archType = archType;
        this.sow = sow;
        this.maxTxDescPerPacket = maxTx;
        this.maxRxDescPerPacket = maxRx;
        this.notificationMask = notificationMask;
    }

    /** {@code al_hal_tpb_get_arch_type()}: 2, 3 or 4. */
    public int archType() {
        return archType;
    }

    /**
     * {@code is_sow_supported()}: strong-ordered writes (Rx len_ctrl bit 29) exist from v3 on. On SUNDA
     * the builders refuse SOW with "udma strong ordering not supported in TRN1!".
     */
    public boolean isSowSupported() {
        return sow;
    }

    /** {@code tdrv_arch_get_max_desc_per_packet()}: 128 on v2, 65 (64 + 1 for the MD descriptor) on v3/v4. */
    public int maxDescPerPacket() {
        return maxTxDescPerPacket;
    }

    /** Maximum RX descriptors per packet: 128 on v2, 60 (0x3c) on v3/v4. */
    public int maxRxDescPerPacket() {
        return maxRxDescPerPacket;
    }

    /** CCE replication ({@code num_dests > 1}) needs {@code arch > 2}; v2 logs the seed's error. */
    public boolean supportsCceReplication() {
        return archType > 2;
    }

    /** Transpose flush packets are rejected on v2: "v2 arch does not support transpose flush". */
    public boolean supportsTransposeFlush() {
        return archType > 2;
    }

    /** meta_ctrl bit 28 notification mask: v4 only ("not supported on arch &lt; 4"). */
    public boolean supportsNotificationMask() {
        return notificationMask;
    }

    /**
     * The arch half of {@code vring_should_emb_sem_update}: embedded semaphore increments on the last RX
     * descriptor are written through the {@code aws_hal_sdma_*} (v3+) HAL. See decision 0104.
     */
    public boolean supportsEmbeddedSemaphore() {
        return archType > 2;
    }
}
