package org.ringscope.model.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.ringscope.model.dge.DgeWords;
import org.ringscope.model.gen.Descs;
import org.ringscope.model.gen.Manifests;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.gen.SubgraphBuilder;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.location.Neff;
import org.ringscope.model.location.NeffMember;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.DgeTraffic;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;

/** The DGE checks on runs of real NEFFs and of a generated one (decision 1181). */
class DgeLintTest {

    private static List<Problem> dge(EmulationSession s) {
        return Lint.check(s).stream().filter(p -> p.code().startsWith("dge-")).toList();
    }

    /** v6b with an expert index past the extension's 256 MiB bound: the run's 1006 is a problem at its instruction. */
    @Test
    void anOutOfBoundsAccessIsAnErrorAtItsInstructionAndStep() throws Exception {
        Path v6b = Fixtures.shared("neff").resolve("v6b.neff");
        Assumptions.assumeTrue(Files.isRegularFile(v6b), "v6b.neff absent; skipping");
        ByteBuffer in = ByteBuffer.allocate(32).order(ByteOrder.LITTLE_ENDIAN);
        in.putInt(200).putInt(1).putInt(2).putInt(3).putInt(4).putInt(6).putInt(7).putInt(0);
        EmulationSession s = EmulationSession.open(NeffReader.read(v6b), RunOptions.defaults()
                .withInput("input1", in.array(), "bad.bin"));
        s.run();
        assertEquals(1006, s.result().status());
        List<Problem> ps = dge(s).stream().filter(p -> p.code().equals("dge-oob")).toList();
        assertTrue(!ps.isEmpty(), "dge-oob reported");
        Problem p = ps.get(0);
        assertEquals(Severity.ERROR, p.severity());
        Instruction at = (Instruction) p.location();
        assertTrue(at.member().path().endsWith(".bin"), at.member().path());
        assertEquals("v6b.neff", at.member().neff().name(), "the instruction is in the run's NEFF");
        DgeTraffic t = DgeTraffic.of(s);
        int k = indexOf(t, s, at);
        assertTrue(k >= 0, "the problem names an issued DGE instruction");
        assertEquals(t.step(k), p.step(), "the step of its first descriptor write");
        assertTrue(p.message().contains("out of bounds"), p.message());
    }

    /**
     * A run refused before its load (a fault that names nothing) staged no DGE rings, and its dynamic queue sets are
     * not reported as having none: whether a set gets rings is read from def.json.
     */
    @Test
    void aRunRefusedBeforeItsLoadHasNoDgeProblems() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults().withFault("skip-dma:5000"));
        s.run();
        assertEquals(2, s.result().status(), s.result().message());
        assertEquals(List.of(), dge(s));
    }

    /** The public NEFFs' bound-checked legs (table + register, bound in the extension) raise no DGE problem. */
    @Test
    void aPublicNeffWithHardwareAndSoftwareDgeHasNoDgeProblems() throws Exception {
        Path f = Fixtures.shared("neff").resolve("attn_v6.neff");
        Assumptions.assumeTrue(Files.isRegularFile(f), "attn_v6.neff absent; skipping");
        EmulationSession s = EmulationSession.open(NeffReader.read(f), RunOptions.defaults());
        s.run();
        assertEquals(List.of(), dge(s));
    }

    /** A 0xD4 in the Activation stream, whose engine owns no dynamic set: no backend, at that slot. */
    @Test
    void aDgeInstructionOnAnEngineWithNoDynamicSetHasNoBackend() throws Exception {
        NeffBuilder b = new NeffBuilder("nobackend.neff");
        Manifests.single(b, "nobackend", new Manifests.KelfSpec(List.of("sg00"), List.of("a"), List.of("c")));
        SubgraphBuilder sg = new SubgraphBuilder("sg00", SubgraphBuilder.counter())
                .queueSet("qSPIO0", "in", Engine.SP, 1, List.of(24))
                .queueSet("qPoolDynamic", "dynamic", Engine.POOL, 16, List.of(8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
                        19, 20, 21, 22, 23))
                .var("SB", "state-buffer", -1)
                .var("a", "input", 4096, "ops", NeffBuilder.list())
                .var("c", "output", 4096, "ops", NeffBuilder.list())
                .var("DGETable0", "dge-table", -1, "list", NeffBuilder.list(1));
        sg.dma("qSPIO0", Descs.copy(Descs.dense("a", 0, 4096, "uint8"), Descs.dense("SB", 0, 4096, "uint8")));
        sg.stream(Engine.ACTIVATION).dmaDirect2d(0, 0, 4096, 0x100000, 4096, 1, 4096, 3).slot(0xA0);
        sg.stream(Engine.POOL).dmaDirect2d(0, 0, 4096, 0x200000, 4096, 1, 4096, 4).slot(0xA0);
        sg.into(b);
        EmulationSession s = EmulationSession.open(NeffReader.read("nobackend.neff", b.build(), ReadLimits.DEFAULT), RunOptions.defaults());
        s.run();
        List<Problem> ps = dge(s);
        assertEquals(1, ps.size(), ps.toString());
        assertEquals("dge-no-backend", ps.get(0).code());
        var act = ManifestParser.parse(s.neff()).subgraphs().get(0).engine(Engine.ACTIVATION)
                .orElseThrow().instructions().orElseThrow();
        int slot = 0;
        while (act.opcode(slot) != DgeWords.PSEUDO_DMA_DIRECT2D) {
            slot++;
        }
        assertEquals(new Instruction(new NeffMember(new Neff("nobackend.neff"), act.member()),
                slot), ps.get(0).location());
        assertTrue(ps.get(0).message().contains("owns no dynamic queue set"), ps.get(0).message());
    }

    /** The issue of {@code at}'s slot: the one whose engine's instruction stream is {@code at}'s member. */
    private static int indexOf(DgeTraffic t, EmulationSession s, Instruction at) throws Exception {
        var m = ManifestParser.parse(s.neff());
        for (int k = 0; k < t.issues().size(); k++) {
            var i = t.issues().get(k);
            var member = m.subgraphs().stream().filter(g -> g.name().equals(i.subgraph())).findFirst()
                    .flatMap(g -> Arrays.stream(Engine.values()).filter(e -> e.displayName().equals(i.engine()))
                            .findFirst().flatMap(g::engine))
                    .flatMap(EngineProgram::instructions).map(st -> st.member());
            if (member.equals(Optional.of(at.member().path())) && i.slot() == at.slot()) {
                return k;
            }
        }
        return -1;
    }
}
