package org.ringscope.model.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.Kelf;
import org.ringscope.model.neff.NeffHeader;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.UcodeLib;
import org.ringscope.model.neff.UcodeLibParser;
import org.ringscope.model.udma.Arch;

/**
 * LOAD (seed §2, docs/reference/load-path.md): {@code nrt_load} → {@code nrt_load_util} (header, model config, the interned
 * model cache keyed by uuid) → {@code kmgr_load_nn_nc} → per kelf {@code dlr_kelf_load} and {@code dlr_kelf_stage}
 * — one subgraph: {@code dlr_kelf_stage_model_add}; several: {@code dlr_kelf_stage_multi_tpb_model_add} →
 * {@code sub_e07f0} (the per-kbin thread) → {@code dlr_kelf_stage_model_add} — → {@code kbl_model_add}
 * ({@link ModelAdd}). Unwind: {@code model_free}, the multi-TPB rollback {@code kbl_model_remove},
 * {@code kmgr_unstage_kelf_model}, {@code nrt_save_neff} + {@code nrt_core_dump}.
 */
final class Loader {
    /** The NRT ucode version {@code parse_one_ucode_lib} checks a library's {@code version} against. */
    static final String NRT_UCODE_VERSION = "1.21.1.0";

    private final Emulation em;
    private final Calls calls;
    private final ModelAdd modelAdd;

    Loader(Emulation em) {
        this.em = em;
        this.calls = em.calls;
        this.modelAdd = new ModelAdd(em);
    }

    /** {@code nrt_load(neff_bytes, size, vnc = -1, vnc_count = -1, &model)}. */
    void nrtLoad() {
        calls.run("nrt_load", () -> calls.run("nrt_load_util", this::loadUtil, f -> {
            calls.leaf("nrt_save_neff");
            calls.leaf("nrt_core_dump");
            return NrtStatus.NRT_FAILURE;
        }));
    }

    private void loadUtil() {
        calls.run("neff_get_header_from_buffer", () -> {
            NeffHeader h = em.neff.header();
            if (em.neff.fileSize() <= 0x3FF) {
                throw new InputException(em.neff.source(), 0, "header", "Invalid number of NEFF bytes received "
                        + Long.toHexString(em.neff.fileSize()));
            }
            if (h.headerSize() >= em.neff.fileSize()) {
                throw new InputException(em.neff.source(), NeffHeader.OFF_HEADER_SIZE, "header_size", String.format(
                        "Invalid NEFF file size hdr sz: %x, file sz: %x:", h.headerSize(), em.neff.fileSize()));
            }
        });
        calls.leaf("nrt_config_parse_model_config");
        calls.run("dlr_db_get_nn_cached_interned_model_id", () -> em.notes.add("interned-model cache (uuid "
                + uuid(em.neff.header().uuid()) + "): miss, the model is parsed and staged"));
        calls.run("kmgr_load_nn_nc", this::loadNnNc, f -> {
            calls.leaf("kmgr_unstage_kelf_model");
            return NrtStatus.NRT_FAILURE;
        });
    }

    private void loadNnNc() {
        for (Kelf k : em.manifest.kelfs()) {
            List<Tpb> tpbs = calls.fn("dlr_kelf_load", () -> kelfLoad(k));
            em.kelfs.put(k.member(), tpbs);
            calls.run("dlr_kelf_stage", () -> stage(tpbs));
        }
        calls.leaf("dlr_model::create_nds_model_info");
        calls.leaf("dlr_model::save_replica_group_info");
    }

    /**
     * Parses the kelf and checks its target ({@link KelfTarget}: a NEFF for another arch is refused with
     * NEFF_ARCH_INCOMPAT, status 2, unless the run allows the mismatch) and libraries; plans its subgraphs'
     * NeuronCores.
     */
    private List<Tpb> kelfLoad(Kelf k) throws InputException {
        Arch target = KelfTarget.arch(k.target(), em.arch);
        if (target == null) {
            throw new NrtFailure("dlr_kelf_load", NrtStatus.NRT_INVALID, false, k.member() + ": "
                    + String.format(KelfTarget.INVALID, k.target()), null);
        }
        if (target != em.arch) {
            String lines = KelfTarget.mismatch(target, em.arch);
            if (!em.options.allowArchMismatch()) {
                throw new NrtFailure("dlr_kelf_load", NrtStatus.NRT_INVALID, false, k.member() + " targets "
                        + k.target() + ": " + KelfTarget.CAUSE + "\n" + lines, null);
            }
            em.notes.add("kelf " + k.member() + " targets " + k.target() + " (v" + target.archType() + "), run on "
                    + em.arch.name().toLowerCase(Locale.ROOT) + " (v" + em.arch.archType()
                    + ") because of --allow-arch-mismatch; the runtime refuses it with " + KelfTarget.CAUSE
                    + " unless NEURON_RT_ALLOW_LEGACY_NEFF=1: " + lines.replace('\n', ' '));
        }
        List<Tpb> out = new ArrayList<>();
        for (Subgraph sg : k.subgraphs()) {
            for (UcodeLib lib : UcodeLibParser.parse(em.neff, sg)) {
                check(sg, lib);
            }
            int index = em.tpbs().size() + out.size();
            out.add(new Tpb(sg, k.member(), index, NeuronRuntime.ncOf(em, sg.name())));
        }
        return out;
    }

    private void check(Subgraph sg, UcodeLib lib) throws InputException {
        String where = sg.definition() + ": ucode_lib." + lib.library();
        if (!lib.version().isEmpty() && !lib.version().equals(NRT_UCODE_VERSION)) {
            throw new InputException(em.neff.source(), -1, where + ".version", "version " + lib.version()
                    + " is not the NRT ucode version " + NRT_UCODE_VERSION);
        }
        if (lib.cpuId() != 0) {
            throw new InputException(em.neff.source(), -1, where + ".cpu_id", "cpu_id must be 0, not " + lib.cpuId());
        }
        if (lib.totalCpus() != 1 && lib.totalCpus() != 8) {
            throw new InputException(em.neff.source(), -1, where + ".total_cpus", "total_cpus must be 1 or 8, not "
                    + lib.totalCpus());
        }
    }

    /** {@code dlr_kelf_stage}: nkbin == 1 → single-TPB; nkbin == vtpb size → multi-TPB (decision 0601). */
    private void stage(List<Tpb> tpbs) {
        int available = em.dev.topology().ncPerDevice();
        if (tpbs.size() > available) {
            throw new NrtFailure("dlr_kelf_stage", NrtStatus.NRT_LOAD_NOT_ENOUGH_NC, false, String.format(
                    "Insufficient number of pncs, required %d, available %d", tpbs.size(), available), null);
        }
        if (tpbs.size() == 1) {
            stageModelAdd(tpbs.get(0));
            return;
        }
        calls.run("dlr_kelf_stage_multi_tpb_model_add", () -> {
            for (Tpb t : tpbs) {
                calls.run("sub_e07f0", () -> stageModelAdd(t));
            }
        }, f -> {
            calls.leaf("kbl_model_remove");
            return null;
        });
    }

    private void stageModelAdd(Tpb t) {
        calls.run("dlr_kelf_stage_model_add", () -> modelAdd.kblModelAdd(t));
    }

    static String uuid(byte[] u) {
        StringBuilder sb = new StringBuilder();
        for (byte b : u) {
            sb.append(String.format("%02x", b & 0xFF));
        }
        return sb.toString();
    }
}
