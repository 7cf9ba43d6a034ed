package org.ringscope.model.runtime;

import java.util.Optional;
import org.ringscope.model.device.DeviceAddressMap;
import org.ringscope.model.dge.Addr8;
import org.ringscope.model.dge.DgeOp;
import org.ringscope.model.dge.DgeValidity;
import org.ringscope.model.dge.DgeWords;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.runtime.load.VarAddress;
import org.ringscope.model.runtime.load.VarAddressing;

/**
 * What {@code sequencer_setup_instr} refuses in a subgraph's instruction streams when the model loads, read without
 * loading it (decision 1371), so that the pre-flight check says "would not load" where the run's load fails: a
 * stream that is not whole 64-byte slots, then, slot by slot, a PseudoDmaDirect2d the device would stop on
 * ({@link DgeValidity}), a {@code dge_op} the translators do not know, an indirect one without its extension, and a
 * {@code VAR_ID} leg whose variable is not staged at load or that reaches past it ({@code mem_ref_to_addr}). The
 * checks and their words are those of {@link InstrSetup} and {@link DgeSetup}, in the order the load meets them.
 */
public final class DgeLoadRefusal {
    private DgeLoadRefusal() {
    }

    /** The first refusal of {@code sg}'s streams, with the load's words, or empty when they would load. */
    public static Optional<String> first(Subgraph sg, VarAddressing vars) {
        for (EngineProgram ep : sg.engines()) {
            if (ep.instructions().isEmpty()) {
                continue;
            }
            InstructionStream s = ep.instructions().get();
            if (s.trailingBytes() != 0) {
                return Optional.of(String.format(InstrSetup.PARTIAL_SLOT, sg.name(), s.member(),
                        ep.engine().displayName(), s.byteOffset(s.slotCount()) + s.trailingBytes(), s.trailingBytes(),
                        s.byteOffset(s.slotCount())));
            }
            for (int i = 0; i < s.slotCount(); i++) {
                if (s.opcode(i) != Opcodes.PSEUDO_DMA_DIRECT_2D) {
                    continue;
                }
                byte[] p = s.slotBytes(i);
                byte[] ext = i + 1 < s.slotCount() && s.isExtension(i + 1) ? s.slotBytes(i + 1) : null;
                String bad = DgeValidity.problem(p, ext);
                if (bad != null) {
                    return Optional.of(String.format(DgeSetup.INVALID_WORD, sg.name(), ep.engine().displayName(), i,
                            (long) i * InstructionStream.SLOT, DgeWords.u8(p, DgeWords.OP), bad));
                }
                String why = lowering(sg, vars, p, ext);
                if (why != null) {
                    return Optional.of(why);
                }
            }
        }
        return Optional.empty();
    }

    /** The translators' refusal of a valid pseudo: its op, its extension, its VAR_ID legs; or {@code null}. */
    private static String lowering(Subgraph sg, VarAddressing vars, byte[] p, byte[] ext) {
        int code = DgeWords.u8(p, DgeWords.OP);
        DgeOp op = DgeOp.of(code);
        if (op == null) {
            return String.format(DgeSetup.UNSUPPORTED_OPCODE, code);
        }
        if (op == DgeOp.DMA_INDIRECT1D && ext == null) {
            return DgeSetup.NEEDS_EXTENSION;
        }
        for (boolean src : new boolean[] {true, false}) {
            long a = DgeWords.u64(p, src ? DgeWords.SRC_ADDR : DgeWords.DST_ADDR);
            if (Addr8.marker(a) != Addr8.VAR_ID) {
                continue;
            }
            int varId = Addr8.index(a);
            Variable v = sg.variables().stream().filter(x -> x.varId() == varId).findFirst().orElse(null);
            VarAddress at = v == null ? null : vars.address(v);
            if (at == null || at.perExecution()) {
                return String.format(DgeSetup.NOT_STAGED, v == null ? "var_id " + varId : v.name());
            }
            long size = "state-buffer".equals(v.type()) ? DeviceAddressMap.SB_PER_NC : at.size();
            long extent = DgeSetup.extent(p, src);
            if (size >= 0 && Addr8.offset(a) + extent > size) {
                return String.format(DgeSetup.INVALID_OFFSET, v.name(), size, Addr8.offset(a), extent);
            }
        }
        return null;
    }
}
