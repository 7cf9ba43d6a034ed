package org.ringscope.model.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;

/** Structural checks every generated NEFF must pass, whatever its profile. */
final class GenChecks {
    private GenChecks() {
    }

    /** A built NEFF, read back. */
    record ReadBack(NeffFile file, Manifest manifest) {
    }

    static ReadBack read(NeffBuilder b) throws Exception {
        NeffFile f = NeffReader.read(b.header().name(), b.build(), ReadLimits.DEFAULT);
        assertTrue(f.hash().valid(), "hash");
        assertTrue(f.warnings().isEmpty(), f.warnings()::toString);
        Manifest m = ManifestParser.parse(f);
        for (Subgraph sg : m.subgraphs()) {
            wellFormed(sg);
        }
        assertEquals(m.kelfs().size(), IntStream.range(0, 64).filter(i -> f.header().tpbPerNode()[i] != 0).count(),
                "one tpb_per_node byte per kelf node");
        for (int i = 0; i < m.kelfs().size(); i++) {
            assertEquals(m.kelfs().get(i).subgraphs().size(), f.header().tpbPerNode()[i], "tpb_per_node[" + i + "]");
        }
        assertEquals(m.subgraphs().size(), f.header().numTpb(), "num_tpb");
        return new ReadBack(f, m);
    }

    /**
     * Streams open with SetOrderingMode + PseudoBranchLabel; one PseudoDMATrigger per dma entry, on the
     * queue set's owner, naming the entry's queue and id, in id order; var_ids dense; dynamic queue sets have
     * no dma entries.
     */
    static void wellFormed(Subgraph sg) {
        for (EngineProgram p : sg.engines()) {
            InstructionStream s = p.instructions().orElseThrow();
            assertEquals(Opcodes.SET_ORDERING_MODE, s.opcode(0), p.instrMember());
            assertEquals(Opcodes.PSEUDO_BRANCH_LABEL, s.opcode(1), p.instrMember());
            List<InstructionStream.DmaTrigger> triggers = triggers(s);
            assertEquals(p.dma().size(), triggers.size(), p.instrMember() + ": triggers == dma entries");
            for (int i = 0; i < triggers.size(); i++) {
                DmaEntry e = p.dma().get(i);
                assertEquals(i, e.id(), p.jsonMember() + " ids 0, 1, …");
                assertEquals(e.id(), triggers.get(i).dmaId(), p.instrMember());
                assertEquals(e.queue(), triggers.get(i).queue(), p.instrMember());
                QueueSet q = sg.queueSet(e.queue()).orElseThrow();
                assertEquals(Optional.of(p.engine()), Engine.byKey(q.owner()), e.queue() + " is owned by " + p.engine());
                assertFalse(q.dynamic(), "static entries never go to a dynamic queue set");
                assertTrue(e.comment().matches("inst\\.\\d+-block-1"), e.comment());
                for (DmaDesc d : e.descs()) {
                    assertTrue(sg.variable(d.from().var()).isPresent(), d.from().var());
                    assertTrue(sg.variable(d.to().var()).isPresent(), d.to().var());
                }
            }
        }
        List<Integer> ids = sg.variables().stream().map(Variable::varId).sorted().toList();
        assertEquals(IntStream.range(0, ids.size()).boxed().toList(), ids, "dense var_ids");
    }

    static List<InstructionStream.DmaTrigger> triggers(InstructionStream s) {
        List<InstructionStream.DmaTrigger> out = new ArrayList<>();
        for (int i = 0; i < s.slotCount(); i++) {
            s.dmaTrigger(i).ifPresent(out::add);
        }
        return out;
    }

    /** Every dma entry of the subgraphs, ordered by the instruction number of its comment. */
    static List<DmaEntry> byInstruction(List<Subgraph> sgs) {
        List<DmaEntry> all = new ArrayList<>();
        sgs.forEach(sg -> sg.engines().forEach(p -> all.addAll(p.dma())));
        all.sort((a, b) -> Integer.compare(inst(a), inst(b)));
        return all;
    }

    static int inst(DmaEntry e) {
        return Integer.parseInt(e.comment().replaceAll("inst\\.(\\d+)-block-1", "$1"));
    }

    static int slots(Manifest m) {
        return m.subgraphs().stream().mapToInt(Subgraph::instructionSlotCount).sum();
    }

    static int entries(Manifest m) {
        return m.subgraphs().stream().mapToInt(Subgraph::dmaEntryCount).sum();
    }

    static int queueSets(Manifest m) {
        return m.subgraphs().stream().mapToInt(sg -> sg.queueSets().size()).sum();
    }
}
