package org.ringscope.model.log;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The component a runtime function logs under. The public lines fix the pattern (runtime-log-facts.md §2,
 * driver-limits.md): the API's {@code nrt_*} under {@code NRT}; the model manager's {@code kmgr_*} and {@code dlr_*}
 * under {@code NMGR} ({@code NMGR:kmgr_load_nn_post_metrics}, {@code NMGR:dlr_kelf_stage}); the collectives'
 * {@code enc_*} under {@code ENC}; {@code aws_hal_*} under {@code HAL}; everything that builds rings, stages models
 * and runs executions under {@code TDRV} ({@code TDRV:kbl_model_add}, {@code TDRV:dma_ring_allocate},
 * {@code TDRV:exec_consume_infer_status_notifications}). The rest follows the prefix's family: the execution
 * unit's {@code tpb_xu_*} / {@code xuq_*} / {@code kaew_*} with the model manager that owns them, the vring layer,
 * the ioctl wrappers ({@code ndl_*}) and the ucode libraries (which the tensor driver loads) under {@code TDRV} —
 * inferred, no public line shows them.
 */
public final class FunctionModules {
    /** Longest prefixes first where one is a prefix of another. */
    private static final List<Map.Entry<String, Module>> PREFIXES = List.of(
            Map.entry("nrt_", Module.NRT),
            Map.entry("nrta_", Module.NRT),
            Map.entry("ntrace_", Module.NRT),
            Map.entry("kmgr_", Module.NMGR),
            Map.entry("dlr_", Module.NMGR),
            Map.entry("stage_kelf_models", Module.NMGR),
            Map.entry("tpb_xu_", Module.NMGR),
            Map.entry("xuq_", Module.NMGR),
            Map.entry("kaew_", Module.NMGR),
            Map.entry("sub_e07f0", Module.NMGR),
            Map.entry("neff_", Module.NEFF),
            Map.entry("encd_", Module.ENC),
            Map.entry("enc_", Module.ENC),
            Map.entry("init_metaring_algorithm", Module.ENC),
            Map.entry("check_version", Module.ENC),
            Map.entry("aws_hal_", Module.HAL),
            Map.entry("_aws_hal_", Module.HAL),
            Map.entry("al_hal_", Module.HAL));

    /** Names already resolved: a log walk asks for the same few names once a record or more. */
    private static final Map<String, Module> KNOWN = new ConcurrentHashMap<>();
    /** Names kept at most: the code's functions and the spine's nodes are far fewer. */
    private static final int KEEP = 4096;

    private FunctionModules() {
    }

    /** The component {@code function} logs under; {@code TDRV} when no rule names it. */
    public static Module of(String function) {
        Module m = KNOWN.get(function);
        if (m == null) {
            m = byPrefix(function);
            if (KNOWN.size() < KEEP) {
                KNOWN.put(function, m);
            }
        }
        return m;
    }

    private static Module byPrefix(String function) {
        for (Map.Entry<String, Module> e : PREFIXES) {
            if (function.startsWith(e.getKey())) {
                return e.getValue();
            }
        }
        return Module.TDRV;
    }
}
