package org.ringscope.model.check;

import java.util.Locale;

/**
 * Every rule the pre-flight check knows, in the order the real stack applies them at load: the runtime's NEFF gates,
 * the driver/runtime pairing, ring sizing and the HBM budget, the queue-init checks of the driver (m2m first, then
 * {@code udma_q_init_validate}), then the descriptor copies. Each has an entry, with its versions and public source,
 * in {@code profiles.json} ({@link Catalog}); the key is the entry's {@code id}.
 */
public enum Rule {
    NEFF_VERSION, NEFF_FEATURES, NEFF_PACKAGER, NEFF_ARCH, QUEUE_SET_QUEUES, QUEUE_SET_INSTANCES, NEFF_PROGRAM,
    DGE_PROGRAM, DGE_BACKEND,
    VRING_CAP, PAIRING,
    RING_SIZING, RING_PAGES, HBM, MODEL_CODE, SHARED_SCRATCHPAD, QUEUE_INIT_LOG, LOG_FORMAT,
    BATCH_SIZE, ENGINE_ID, QUEUE_ID, RING_ALIGNMENT, RING_LENGTH, QUEUE_TOO_SMALL, QUEUE_TOO_LARGE, QUEUE_NOT_POW2,
    QUEUE_ALIGNMENT, INIT_WRAPPER, RING_REGISTER, DESC_PER_PACKET, HOST_PA, MEMPOOL, MEMPOOL_REGIONS, PAGE_ROUNDING,
    CARVE_OUT, SMALL_GENPOOL;

    /** The kebab-case id of the rule's entry ({@code queue-too-large}). */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The rule with {@code id}, or {@code null}. */
    public static Rule byId(String id) {
        for (Rule r : values()) {
            if (r.id().equals(id)) {
                return r;
            }
        }
        return null;
    }
}
