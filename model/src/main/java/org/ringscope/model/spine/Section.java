package org.ringscope.model.spine;

/**
 * The spine's sections (seed §1–§8): where a node first appears on the path from the public API to the
 * doorbell. A node shared by several sections (e.g. {@code al_hal_tpb_get_arch_type}) keeps the first.
 */
public enum Section {
    /** §1: device bring-up and the ucode bootstrap. */
    INIT,
    /** §2: NEFF → kelf stage → silent ucode install. */
    LOAD,
    /** §3: the PI-library link/relocate. */
    PRELINK,
    /** §4: opset / ll build and the LOAD_POOL_ARGUMENT (0x107A) handoff. */
    OPSET,
    /** §5: nrt_execute → kmgr. */
    EXEC,
    /** §5/§8: kmgr_sync_exec → tpb_xu, up to the fork. */
    DISPATCH,
    /** §6: the build branch (descriptor handoff) and the trigger branch (doorbell). */
    KICKOFF,
    /** §7: the async worker variant. */
    ASYNC
}
