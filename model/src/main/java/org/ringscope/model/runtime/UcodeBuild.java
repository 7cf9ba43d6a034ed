package org.ringscope.model.runtime;

import java.util.Map;
import org.ringscope.model.device.Allocation;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.MemCategory;
import org.ringscope.model.ucode.Layout;
import org.ringscope.model.ucode.LoadPoolArgument;
import org.ringscope.model.ucode.LoadSequence;
import org.ringscope.model.ucode.NrtucodeContext;
import org.ringscope.model.ucode.NrtucodeLl;
import org.ringscope.model.ucode.NrtucodeOpset;
import org.ringscope.model.ucode.PrelinkOptions;
import org.ringscope.model.ucode.PrelinkResult;
import org.ringscope.model.ucode.Prelinker;
import org.ringscope.model.ucode.XtlibFormatException;
import org.ringscope.model.ucode.XtlibStatus;
import org.ringscope.model.vring.ArchAddressMap;

/**
 * The PRELINK / OPSET lane of one GPSIMD library (seed §3, §4; the one-line spine's "ucode build"): the
 * opset is built opcode by opcode ({@code nrtucode_opset_create}, {@code _add_instruction} per ExtendedInst
 * that calls the library), the library is linked ({@code nrtucode_ll_create} → {@code prelink} →
 * {@code prelink_load_lib} / {@code prelink_relocate_lib} → {@code relocate_op} per patch, each patch a journal
 * record) — or, for a single-block library, loaded by the sibling {@code xtlib_host_load_pi_library} — and
 * the load sequence ({@code nrtucode_ll_get_load_sequence}, 0x1095 records) is emitted into the Pool stream with
 * {@code add_load_pool_arguments} (0x107A). The nrtucode API is reached by name through dlsym, so the lane runs
 * from the top of the stack (decision 0703). A failure marks the library failed with the loader's status; the
 * load that stages it then fails.
 */
final class UcodeBuild {
    /** The nrtucode context of the runtime (the ll's context equals the core's: one load record). */
    static final NrtucodeContext CONTEXT = new NrtucodeContext(1, "libnrtucode_extisa.so");
    /** The Q7 pool core type that is prelinked. */
    static final int CORETYPE = 13;

    private final Calls calls;
    private final Device dev;
    private final UcodeDomain patches;

    UcodeBuild(Calls calls, Device dev, UcodeDomain patches) {
        this.calls = calls;
        this.dev = dev;
        this.patches = patches;
    }

    /** Builds {@code lib}; never throws for the library's own faults (they are its status). */
    UcodeImage build(UcodeSource lib, int nc) {
        UcodeImage.Builder out = new UcodeImage.Builder(lib);
        try {
            buildLane(lib, nc, out);
        } catch (NrtFailure f) {
            out.fail(out.status == XtlibStatus.XTLIB_NO_ERR ? statusOf(f.node()) : out.status, f.getMessage());
        }
        return out.build();
    }

    private static XtlibStatus statusOf(String node) {
        return switch (node) {
            case "relocate_op", "prelink_relocate_lib", "memcpy" -> XtlibStatus.XTLIB_RELOCATION_ERR;
            case "prelink_load_lib", "validate_dynamic_load", "xtlib_verify_magic", "get_dyn_info", "find_align",
                    "align_ptr", "xtlib_host_word", "xtlib_load_seg", "xtlib_load_pi_scratch",
                    "xtlib_host_load_pi_library" -> XtlibStatus.XTLIB_NOT_SPLITLOAD;
            case "nrtucode_opset_create", "nrtucode_opset_add_instruction", "malloc" -> XtlibStatus.XTLIB_UNKNOWN_SYMBOL;
            default -> XtlibStatus.XTLIB_NULL_PTR;
        };
    }

    private void buildLane(UcodeSource lib, int nc, UcodeImage.Builder out) {
        NrtucodeOpset opset = calls.fn("nrtucode_opset_create", () -> {
            calls.leaf("nrtucode_context_log");
            calls.leaf("malloc");
            calls.leaf("memset");
            return NrtucodeOpset.nrtucodeOpsetCreate(CONTEXT);
        });
        for (byte[] instr : lib.instructions()) {
            calls.run("nrtucode_opset_add_instruction", () -> opset.addInstruction(instr));
        }
        out.opcodes = opset.getNumOpcodes();
        out.specializations = opset.getNumSpecializations(NrtucodeOpset.EXTENDED_INST);
        PrelinkResult r = prelink(lib);
        out.prelink = r;
        NrtucodeLl ll = r.ok() && r.layout() == Layout.SINGLE ? single(lib, r, out) : link(lib, r, out);
        int n = calls.fn("nrtucode_ll_get_load_sequence_num_instrs",
                () -> LoadSequence.nrtucodeLlGetLoadSequenceNumInstrs(ll, CONTEXT));
        byte[] seq = new byte[n * 64];
        calls.run("nrtucode_ll_get_load_sequence", () -> {
            LoadSequence.Pushed p = LoadSequence.nrtucodeLlGetLoadSequence(ll, CONTEXT, n, seq, 0);
            if (!p.status().ok()) {
                out.status = p.status();
                throw new NrtFailure("nrtucode_ll_get_load_sequence", null, false, p.message(), null);
            }
        });
        out.loadSequence = seq;
        ArchAddressMap map = dev.addressMap().archMap();
        byte[] arg = new byte[LoadPoolArgument.SIZE];
        calls.run("add_load_pool_arguments", () -> {
            LoadPoolArgument.addLoadPoolArguments(arg, 0, 0, map.awsHalStpbGetAxiOffset(nc),
                    map.tdrvArchGetEvtAccelAddr(nc, true), map.tdrvArchGetSemIncAddr(nc, Sequencer.UCODE_LOAD_SEM), 0);
            calls.leaf("add_ins");
        });
        out.poolArgument = arg;
        out.deviceAddr = ll.deviceAddr();
        out.image = ll.image();
    }

    private PrelinkResult prelink(UcodeSource lib) {
        try {
            return Prelinker.prelink(lib.bytes(), lib.name(), PrelinkOptions.defaults());
        } catch (XtlibFormatException e) {
            throw new NrtFailure("prelink_load_lib", null, false, lib.name() + ": " + e.getMessage(), e);
        }
    }

    /** nrtucode_ll_create → prelink (split layouts). */
    private NrtucodeLl link(UcodeSource lib, PrelinkResult r, UcodeImage.Builder out) {
        return calls.fn("nrtucode_ll_create", () -> {
            calls.leaf("nrtucode_get_ext_isa_internal");
            calls.leaf("nrtucode_objcount_increment");
            calls.leaf("nrtucode_context_log");
            calls.run("prelink", () -> {
                calls.run("prelink_load_lib", () -> {
                    validate();
                    calls.leaf("get_dyn_info");
                    calls.leaf("xtlib_host_word");
                    calls.leaf("find_align");
                    calls.leaf("align_ptr");
                    if (r.stage() == PrelinkResult.Stage.VALIDATE || r.stage() == PrelinkResult.Stage.LOAD) {
                        out.status = r.status();
                        throw new NrtFailure("prelink_load_lib", null, false, lib.name() + ": " + r.message(), null);
                    }
                }, this::logError);
                calls.run("prelink_relocate_lib", () -> relocate(lib, r, out), this::logError);
                calls.leaf("memset");
            });
            if (!r.ok()) {
                out.status = r.status();
                throw new NrtFailure("nrtucode_ll_create", null, false, lib.name() + ": " + r.message(), null);
            }
            return created(lib, r.prelinkedImage(), out, "nrtucode_ll_create");
        });
    }

    /** The sibling full-segment loader for single-block libraries. */
    private NrtucodeLl single(UcodeSource lib, PrelinkResult r, UcodeImage.Builder out) {
        return calls.fn("xtlib_host_load_pi_library", () -> {
            validate();
            for (int i = 0; i < r.segments().size(); i++) {
                calls.leaf("xtlib_load_seg");
            }
            calls.leaf("xtlib_load_pi_scratch");
            int libIdx = patches.library(lib.name(), r.patches());
            for (int k = 0; k < r.patches().size(); k++) {
                patches.applied(libIdx, k);
            }
            return created(lib, r.prelinkedImage(), out, "xtlib_host_load_pi_library");
        });
    }

    private void validate() {
        calls.run("validate_dynamic_load", () -> {
            calls.leaf("xtlib_verify_magic");
            calls.leaf("xtlib_host_word");
        });
    }

    private void relocate(UcodeSource lib, PrelinkResult r, UcodeImage.Builder out) {
        int libIdx = patches.library(lib.name(), r.patches());
        for (int k = 0; k < r.patches().size(); k++) {
            int kk = k;
            calls.run("relocate_op", () -> {
                calls.leaf("memcpy");
                patches.applied(libIdx, kk);
            }, this::logError);
        }
        if (r.stage() == PrelinkResult.Stage.RELOCATE) {
            out.status = r.status();
            calls.run("relocate_op", () -> {
                throw new NrtFailure("relocate_op", null, false, lib.name() + ": relocation " + r.failedIndex() + ": "
                        + r.message(), null);
            }, this::logError);
        }
    }

    private NrtStatus logError(NrtFailure f) {
        calls.leaf("log_error");
        return null;
    }

    /** The device buffer the memhandle's {@code device_malloc} gave, with the image written to it. */
    private NrtucodeLl created(UcodeSource lib, byte[] img, UcodeImage.Builder out, String node) throws Exception {
        Allocation a = dev.alloc("ucode " + lib.name(), MemCategory.UCODE_LIB, Math.max(img.length, 1), 256);
        NrtucodeLl.Created c = NrtucodeLl.nrtucodeLlCreate(CONTEXT, NrtucodeLl.CORETYPE_NO_PRELINK, 0, img, lib.name(),
                PrelinkOptions.defaults(), a.address(), Map.of());
        if (c.ll() == null) {
            out.status = c.status();
            throw new NrtFailure(node, null, false, lib.name() + ": " + c.message(), null);
        }
        dev.write(a.address(), img);
        out.loader = node;
        return c.ll();
    }
}
