package org.ringscope.model.dge;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;

/**
 * The DGE instructions of a subgraph the device would have nothing to run with, read from def.json and the
 * engines' streams alone (decision 1371): a DGE word on an engine that owns no dynamic queue set (its work has no
 * backend: the device firmware's "NO BACKEND FOUND, doing nothing"), and a PseudoDmaDirect2d leg that reads a DGE
 * table entry the subgraph's {@code dge-table} variable does not have (no such variable, an index past its
 * {@code list}, or an entry naming a var_id the subgraph does not declare). The run meets the same words as not
 * emulated; what the runtime does with them at load is not public, so they are the run's errors and the check's.
 */
public final class DgeGaps {
    /** What a gap is. */
    public enum Kind {
        /** The issuing engine owns no dynamic queue set. */
        NO_BACKEND,
        /** A leg reads a DGE table entry that is not there. */
        TABLE
    }

    /**
     * One DGE instruction with nothing to run it.
     *
     * @param kind    the gap
     * @param engine  the engine whose stream holds it
     * @param member  the stream's NEFF member ({@code sg00/Pool.bin})
     * @param slot    its slot in the stream
     * @param message the subgraph, engine and slot, then what is missing
     */
    public record Gap(Kind kind, Engine engine, String member, int slot, String message) {
    }

    private DgeGaps() {
    }

    /** Why a DGE word of {@code e} has no backend: the words the run's coverage gives it too. */
    public static String noBackend(Engine e) {
        return "the " + e.displayName() + " engine owns no dynamic queue set (def.json dma_queue type dynamic, owner "
                + e.key() + ")";
    }

    /** Every gap of {@code sg}, stream by stream, slot by slot. */
    public static List<Gap> of(Subgraph sg) {
        List<Gap> out = new ArrayList<>();
        Optional<Variable> table = sg.variables().stream().filter(v -> "dge-table".equals(v.type())).findFirst();
        for (EngineProgram ep : sg.engines()) {
            if (ep.instructions().isEmpty()) {
                continue;
            }
            InstructionStream s = ep.instructions().get();
            boolean backed = sg.queueSets().stream().anyMatch(q -> q.dynamic() && owner(q) == ep.engine());
            for (int i = 0; i < s.slotCount(); i++) {
                int op = s.opcode(i);
                boolean pseudo = op == Opcodes.PSEUDO_DMA_DIRECT_2D;
                if (!pseudo && DgeOp.ofOpcode(op) == null) {
                    continue;
                }
                String where = sg.name() + " " + ep.engine().displayName() + " slot " + i + ": ";
                if (!backed) {
                    out.add(new Gap(Kind.NO_BACKEND, ep.engine(), s.member(), i, where + noBackend(ep.engine())));
                }
                if (pseudo) {
                    byte[] w = s.slotBytes(i);
                    for (boolean src : new boolean[] {true, false}) {
                        String why = table(sg, table, DgeWords.u64(w, src ? DgeWords.SRC_ADDR : DgeWords.DST_ADDR));
                        if (why != null) {
                            out.add(new Gap(Kind.TABLE, ep.engine(), s.member(), i, where + "the "
                                    + (src ? "source" : "destination") + " " + why));
                        }
                    }
                }
            }
        }
        return out;
    }

    private static Engine owner(QueueSet q) {
        return Engine.byKey(q.owner()).orElse(null);
    }

    /** What is missing for the table arm {@code a} of a leg, or {@code null} (not a table arm, or the entry is there). */
    private static String table(Subgraph sg, Optional<Variable> table, long a) {
        int m = Addr8.marker(a);
        if ((m & ~(Addr8.OFFSET_REG | Addr8.OFFSET_WIDE)) != Addr8.ADDR_TBL) {
            return null;
        }
        int idx = Addr8.index(a);
        if (table.isEmpty()) {
            return "reads DGE table index " + idx + ", but " + sg.name() + " has no dge-table variable";
        }
        List<Integer> list = table.get().list();
        if (idx >= list.size()) {
            return "reads DGE table index " + idx + ", past the " + list.size() + " entries of " + table.get().name();
        }
        int varId = list.get(idx);
        if (sg.variables().stream().noneMatch(v -> v.varId() == varId)) {
            return "reads DGE table index " + idx + " of " + table.get().name() + ", var_id " + varId + ", which "
                    + sg.name() + " does not declare";
        }
        return null;
    }
}
