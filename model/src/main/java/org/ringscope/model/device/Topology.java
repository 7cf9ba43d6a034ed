package org.ringscope.model.device;

import java.util.Objects;
import org.ringscope.model.udma.Arch;

/**
 * The shape of one emulated Neuron device, from the driver's constants (docs/reference/udma-rings-and-doorbells.md, topology
 * table; [ND] {@code v2|v3/address_map.h}, {@code neuron_ring.h}; [ND25] {@code v4/address_map.h}).
 * Per-arch descriptor policy (SOW, descriptors per packet, …) is not repeated here: it stays in
 * {@link Arch}, reachable through {@link #arch()}.
 *
 * @param arch                the generation: SUNDA v2 (Trn1/Inf2), CAYMAN v3 (Trn2), MARIANA v4 (Trn3)
 * @param ncPerDevice         NeuronCores per device: {@code V2_NC_PER_DEVICE 2}; v3/v4 2 dies × 2 SENG × 2 NC = 8
 * @param dmaEnginesPerNc     DMA engines per NC: 16 on v2..v4 ({@code V2_DMA_ENG_PER_NC})
 * @param dmaEnginesPerDevice {@code ndma_engine[]} length: 34 on v2 (32 + D2H 32 + H2D 33), 132 on v3/v4
 *                            ({@code NUM_DMA_ENG_PER_DEVICE}: 128 + 4 H2D/D2H 128..131)
 * @param queuesPerEngine     16 ({@code DMA_MAX_Q_V4}): each a TX (m2s) / RX (s2m) ring pair
 * @param semaphoresPerNc     256 ({@code V2_SEMAPHORE_COUNT}), signed 32-bit each
 * @param eventsPerNc         256 ({@code V1_EVENTS_COUNT}; 1-bit flags)
 * @param topSpPerDevice      TOP_SP blocks: 6 on v2 ({@code V2_TS_PER_DEVICE}), 16 on v3/v4
 * @param hbmChannels         HBM/DDR channels: 2 on v2, 4 on v3/v4 ({@code V3_MAX_DRAM_CHANNELS})
 */
public record Topology(Arch arch, int ncPerDevice, int dmaEnginesPerNc, int dmaEnginesPerDevice, int queuesPerEngine,
        int semaphoresPerNc, int eventsPerNc, int topSpPerDevice, int hbmChannels) {

    /** {@code UDMA_MAX_NUM_CDESC_PER_CACHE_LINE}: descriptors a ring always keeps free (docs/reference/udma-rings-and-doorbells.md). */
    public static final int RING_GUARD = 16;
    /** {@code UDMA_MIN_Q_SIZE}. */
    public static final int MIN_RING_DESCS = 32;
    /** {@code UDMA_MAX_Q_SIZE = (1 << 24) - 16}. */
    public static final int MAX_RING_DESCS = (1 << 24) - 16;
    /** {@code UDMA_QUEUE_ADDR_BYTE_ALIGNMENT}: ring base and end alignment. */
    public static final int RING_ALIGNMENT = 256;

    public Topology {
        Objects.requireNonNull(arch, "arch");
    }

    /** The driver's numbers for {@code arch} (docs/reference/udma-rings-and-doorbells.md). */
    public static Topology of(Arch arch) {
        return switch (arch) {
            case SUNDA -> new Topology(arch, 2, 16, 34, 16, 256, 256, 6, 2);
            case CAYMAN, MARIANA -> new Topology(arch, 8, 16, 132, 16, 256, 256, 16, 4);
        };
    }

    /** DMA engines owned by NeuronCores (the AWS docs' count: 32 on Trn1, 128 on Trn2/Trn3). */
    public int ncDmaEngines() {
        return ncPerDevice * dmaEnginesPerNc;
    }

    /** Queue pairs on the device: engines × 16. */
    public int queueCount() {
        return dmaEnginesPerDevice * queuesPerEngine;
    }

    /** Maximum TX descriptors per packet: {@link Arch#maxDescPerPacket()} (128 v2, 65 v3/v4). */
    public int maxDescPerPacket() {
        return arch.maxDescPerPacket();
    }

    /**
     * The NeuronCore an engine belongs to: {@code eng / 16} for the NC engines; for the host engines the
     * driver's H2T owners (docs/reference/udma-rings-and-doorbells.md): v2 engine 32 (D2H) → NC 0, 33 (H2D) → NC 1; v3/v4 engine
     * {@code 128 + k} is shared by NCs {@code 2k} and {@code 2k+1} and reported as {@code 2k}.
     */
    public int ncOfEngine(int eng) {
        checkEngine(eng);
        if (eng < ncDmaEngines()) {
            return eng / dmaEnginesPerNc;
        }
        int k = eng - ncDmaEngines();
        return arch == Arch.SUNDA ? k : 2 * k;
    }

    /** Whether {@code eng} is one of the host (H2T / D2H) engines past the NC engines. */
    public boolean isHostEngine(int eng) {
        checkEngine(eng);
        return eng >= ncDmaEngines();
    }

    void checkEngine(int eng) {
        if (eng < 0 || eng >= dmaEnginesPerDevice) {
            throw new IndexOutOfBoundsException("DMA engine " + eng + " outside 0.." + (dmaEnginesPerDevice - 1));
        }
    }

    void checkQueue(int eng, int q) {
        checkEngine(eng);
        if (q < 0 || q >= queuesPerEngine) {
            throw new IndexOutOfBoundsException("queue " + q + " outside 0.." + (queuesPerEngine - 1));
        }
    }

    void checkNc(int nc) {
        if (nc < 0 || nc >= ncPerDevice) {
            throw new IndexOutOfBoundsException("NeuronCore " + nc + " outside 0.." + (ncPerDevice - 1));
        }
    }
}
