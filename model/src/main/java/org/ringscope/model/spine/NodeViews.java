package org.ringscope.model.spine;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.ringscope.model.location.ViewKind;

/**
 * Which views of the workbench show what a spine node does (decision 1212): the spine always; then the views of
 * the state it changes — the NEFF it reads, the ucode libraries it relocates, the vrings and packets it appends,
 * the physical rings and doorbells it writes. Read from the node's section and, inside a section, from the nodes
 * the emulation has write that state; a test holds it against the records of the sample's run.
 */
final class NodeViews {
    /** Load-path nodes that append or build vring descriptors. */
    private static final Set<String> VRING_WRITERS = Set.of("kbl_model_add", "dma_queue_bundle_instance_lut_init",
            "drs_create_data_refill_rings", "drs_expand_data_desc_model", "io_create_queues", "expand_io_descs",
            "dma_util_vring_append_descs", "dma_ring_setup_queue_bundles", "sequencer_setup_instr",
            "kbl_model_remove", "model_free", "kbl_compute_build_compute_resources");
    /** Nodes that copy descriptors into physical rings or ring a doorbell. */
    private static final Set<String> RING_WRITERS = Set.of("dma_ring_setup_queue_bundles", "sequencer_setup_instr",
            "kbl_model_add", "kbl_exec_build_and_load_cc_resources", "kbl_compute_build_compute_resources",
            "kbl_init_compute_resources");

    private NodeViews() {
    }

    static List<ViewKind> of(SpineNode n) {
        List<ViewKind> v = new ArrayList<>();
        v.add(ViewKind.SPINE);
        String name = n.name();
        if (n.section() == Section.LOAD && !VRING_WRITERS.contains(name) || name.startsWith("neff_")) {
            v.add(ViewKind.NEFF);
        }
        if (n.section() == Section.PRELINK || n.section() == Section.LOAD && name.startsWith("ucode_")) {
            v.add(ViewKind.RELOCATIONS);
        }
        if (VRING_WRITERS.contains(name) || name.startsWith("translate_")) {
            v.add(ViewKind.VRING);
            v.add(ViewKind.PACKETS);
        }
        if (RING_WRITERS.contains(name) || n.section() == Section.KICKOFF) {
            v.add(ViewKind.PRING);
        }
        if (v.contains(ViewKind.VRING) || v.contains(ViewKind.PRING)) {
            v.add(ViewKind.DESCRIPTOR);
        }
        return List.copyOf(v);
    }
}
