package org.ringscope.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.NeuronRuntime;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.testing.Fixtures;

/**
 * The check's plan puts every queue where the emulated runtime binds it and sizes every ring as the runtime's own
 * load does (current profile): the same engine, queue and core, the same ring sizes — on the sample and the public
 * NEFFs the runtime runs in a few seconds. When the runtime's placement or sizing changes, this says so.
 */
class PlanAgainstRuntimeTest {
    static Stream<Path> neffs() {
        Stream<Path> shared = Fixtures.sharedFiles("neff", ".neff").stream().filter(p -> {
            String n = p.getFileName().toString();
            return n.startsWith("v6b") || n.startsWith("attn_v6") || n.startsWith("neff_") || n.startsWith("matmul_small")
                    || n.startsWith("waahm7__part2_file_pool_2");
        });
        return Stream.concat(Stream.of(Fixtures.repo("resources/samples/sample.neff")), shared);
    }

    @ParameterizedTest
    @MethodSource("neffs")
    void everyQueueSitsAndIsSizedWhereTheRuntimePutsIt(Path neff) throws Exception {
        NeffFile f = NeffReader.read(neff);
        NeuronRuntime rt = new NeuronRuntime(f, RunOptions.defaults());
        RunResult run = rt.run();
        assertEquals(0, run.status(), run.message());
        CheckInput in = CheckInput.of(f);
        Catalog c = Catalog.standard();
        CheckArch arch = CheckArch.of(rt.arch());
        CheckReport r = Preflight.evaluate(in, c.current(arch), c, Stamps.FIXED, CheckOptions.DEFAULTS);
        Map<String, CheckReport.RingFigure> rings = new HashMap<>();
        r.rings().forEach(x -> rings.put(x.ring(), x));
        int compared = 0;
        for (RunResult.Queue q : run.queues()) {
            if (q.engine() < 0) {
                continue;
            }
            String key = q.subgraph() + ":" + switch (q.kind()) {
                case "instr" -> q.subgraph() + "_instr";
                case "software_dynamic", "hardware_dynamic" -> q.name() + "_0"; // engine 0's ring of the DGE set
                default -> q.name();
            };
            PlannedQueue p = in.plan(rt.arch()).queue(key);
            assertNotNull(p, key + " is not in the plan");
            assertEquals(q.engine(), p.engine(), key + " engine");
            assertEquals(q.queue(), p.qid(), key + " queue");
            assertEquals(q.nc(), p.nc(), key + " core");
            if (q.pringTx() != null) {
                assertEquals(q.pringTx().descriptors(), rings.get(key + ".tx").allocated(), key + " TX ring");
                assertEquals(q.pringRx().descriptors(), rings.get(key + ".rx").allocated(), key + " RX ring");
            }
            compared++;
        }
        assertTrue(compared > 0);
        assertTrue(r.loads(), () -> neff + ": " + r.findings());
    }
}
