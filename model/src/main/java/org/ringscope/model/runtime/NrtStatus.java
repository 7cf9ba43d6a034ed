package org.ringscope.model.runtime;

/**
 * {@code NRT_STATUS} as libnrt defines it (docs/reference/load-path.md, byte-confirmed from DWARF): what {@code nrt_init},
 * {@code nrt_load} and {@code nrt_execute} return.
 */
public enum NrtStatus {
    NRT_SUCCESS(0),
    NRT_FAILURE(1),
    NRT_INVALID(2),
    NRT_INVALID_HANDLE(3),
    NRT_RESOURCE(4),
    NRT_TIMEOUT(5),
    NRT_HW_ERROR(6),
    NRT_QUEUE_FULL(7),
    NRT_LOAD_NOT_ENOUGH_NC(9),
    NRT_UNSUPPORTED_NEFF_VERSION(10),
    NRT_FAIL_HOST_MEM_ALLOC(11),
    NRT_UNINITIALIZED(13),
    NRT_CLOSED(14),
    NRT_QUEUE_EMPTY(15),
    NRT_EXEC_UNIT_UNRECOVERABLE(101),
    NRT_EXEC_BAD_INPUT(1002),
    NRT_EXEC_COMPLETED_WITH_NUM_ERR(1003),
    NRT_EXEC_COMPLETED_WITH_ERR(1004),
    NRT_EXEC_NC_BUSY(1005),
    NRT_EXEC_OOB(1006),
    NRT_COLL_PENDING(1100),
    NRT_EXEC_HW_ERR_COLLECTIVES(1200),
    NRT_EXEC_HW_ERR_HBM_UE(1201),
    NRT_EXEC_HW_ERR_NC_UE(1202),
    NRT_EXEC_HW_ERR_DMA_ABORT(1203),
    NRT_EXEC_SW_NQ_OVERFLOW(1204),
    NRT_EXEC_HW_ERR_REPAIRABLE_HBM_UE(1205),
    NRT_NETWORK_PROXY_FAILURE(1206);

    private final int code;

    NrtStatus(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }

    public boolean ok() {
        return this == NRT_SUCCESS;
    }

    /** The status with {@code code}, or {@link #NRT_FAILURE} when libnrt defines none. */
    public static NrtStatus of(int code) {
        for (NrtStatus s : values()) {
            if (s.code == code) {
                return s;
            }
        }
        return NRT_FAILURE;
    }
}
