package org.ringscope.model.neff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.ringscope.model.gen.NeffBuilder.list;
import static org.ringscope.model.gen.NeffBuilder.obj;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.gen.SampleNeffs;
import org.ringscope.model.testing.Fixtures;

/** The manifest chain: one kelf on public NEFFs, several kelf nodes where tpb_per_node asks for them. */
class ManifestParserTest {

    @Test
    void publicNeffsHoldOneKelfWithTwoSubgraphs() throws Exception {
        NeffFile f = NeffReader.read(Fixtures.shared("neff").resolve("matmul_small.neff"));
        Manifest m = ManifestParser.parse(f);
        assertEquals(1, m.kelfs().size());
        assertEquals("kelf-0.json", m.kelfMember());
        assertEquals("cayman", m.target());
        assertEquals("0.5", m.kelfVersion());
        assertEquals(List.of("sg00", "sg01"), m.subgraphs().stream().map(Subgraph::name).toList());
        assertEquals(List.of("x", "y"), m.inputs());
    }

    @Test
    void everyKelfNodeOfNeffJsonIsResolved() throws Exception {
        NeffBuilder b = SampleNeffs.sample();
        b.json("kelf-1.json", obj("graphs", list(obj("definition", "sg00/def.json", "name", "sg10"),
                obj("definition", "sg00/def.json", "name", "sg11")), "version", "0.5", "target", "cayman"));
        b.json("neff.json", obj("nodes", list(
                obj("op", "null", "name", "x", "inputs", list(), "output_names", list("x")),
                obj("op", "tvm_op", "name", "k0", "attrs", obj("func_name", "__kelf", "kelf", "kelf-0.json"),
                        "output_names", list("y")),
                obj("op", "tvm_op", "name", "k1", "attrs", obj("func_name", "__kelf", "kelf", "kelf-1.json"),
                        "output_names", list("z"))), "arg_nodes", list(0)));
        NeffFile f = NeffReader.read("two-kelfs.neff", b.build(), ReadLimits.DEFAULT);
        Manifest m = ManifestParser.parse(f);
        assertEquals(List.of("kelf-0.json", "kelf-1.json"), m.kelfs().stream().map(Kelf::member).toList());
        assertEquals(List.of("k0", "k1"), m.kelfs().stream().map(Kelf::node).toList());
        assertEquals(List.of("sg00", "sg10", "sg11"), m.subgraphs().stream().map(Subgraph::name).toList());
        assertEquals(List.of("y", "z"), m.outputs());
    }

    @Test
    void instanceNameTakesPrecedenceAndOpDefaultsToCopy() throws Exception {
        NeffBuilder b = SampleNeffs.sample();
        b.json("sg00/SP.json", obj("dma", list(obj("id", 0, "queue", "qSPIO0", "instance_name", "qSPIO0_i1",
                "semaphore", 24, "desc", obj("from", "x", "from_off", 0, "from_steps", list(1), "from_sizes", list(4),
                        "to", "SB", "to_off", 0, "to_steps", list(1), "to_sizes", list(4)))), "instr", "SP.bin"));
        Subgraph sg = ManifestParser.parse(NeffReader.read("inst.neff", b.build(), ReadLimits.DEFAULT)).subgraphs().get(0);
        DmaEntry e = sg.engine(Engine.SP).orElseThrow().dma().get(0);
        assertEquals("qSPIO0_i1", e.queue());
        assertEquals("copy", e.descs().get(0).op());
    }
}
