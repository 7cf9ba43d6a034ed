package org.ringscope.model.spine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringscope.model.gen.SampleNeffs;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.trace.Markers;

/** What the Explain view shows at a cursor, without a window. */
class ExplanationTest {
    private static EmulationSession s;
    private final Spine spine = Spine.load();
    private final SpineExplanations ex = SpineExplanations.load();

    @BeforeAll
    static void run() throws Exception {
        s = EmulationSession.open(NeffReader.read("sample.neff", SampleNeffs.sample().build(), ReadLimits.DEFAULT),
                RunOptions.defaults().withInspect(true));
        s.run();
    }

    @Test
    void stepZeroExplainsNothing() {
        s.seek(0);
        assertTrue(Explanation.at(s.journal(), s.indexes().spine(), ex).empty());
    }

    @Test
    void theNodeRunningAtTheCursor() {
        s.seek(0);
        s.runToNode("dmem_buf_copyin");
        Explanation x = Explanation.at(s.journal(), s.indexes().spine(), ex);
        assertEquals("dmem_buf_copyin", x.node());
        assertTrue(x.open());
        assertEquals("0x229820", x.address());
        assertTrue(x.layer().startsWith("H — libnrt.so"));
        assertEquals("LOAD", x.section());
        assertEquals("look in: Spine, NEFF", x.lookIn(), "the node says which views show it");
        assertEquals("HIGH", x.confidence());
        assertEquals("ucode_stage_libs_impl", x.in().other());
        assertFalse(x.in().crosses().isBlank());
        assertEquals(1, x.in().taken());
        assertTrue(x.text().contains("silent install"), x.text());
        assertEquals("dmem_buf_copyin", x.stack().get(x.stack().size() - 1));
        assertEquals("nrt_load", x.stack().get(0));
    }

    @Test
    void edgesOutWithWhatCrossesAndWhetherTaken() {
        s.seek(0);
        s.runToNode("tpb_xu_schedule_request");
        Explanation x = Explanation.at(s.journal(), s.indexes().spine(), ex);
        assertEquals(spine.edgesOut("tpb_xu_schedule_request").size(), x.out().size());
        assertTrue(x.out().stream().anyMatch(e -> e.other().equals("dlr_kickoff_exec")));
        assertTrue(x.out().stream().allMatch(e -> e.taken() == 0), "nothing below the node has run yet");
        s.runToNode("dlr_kickoff_exec");
        Explanation y = Explanation.at(s.journal(), s.indexes().spine(), ex);
        assertEquals("dlr_kickoff_exec", y.node());
        assertEquals("tpb_xu_schedule_request", y.in().other());
    }

    @Test
    void justAfterAReturnTheReturnedNodeIsExplained() {
        s.seek(0);
        s.runToNode("nrt_config_parse_init_config");
        s.stepOut();
        Markers.Marker last = null;
        for (int k = 0; k < s.journal().markers().count(); k++) {
            Markers.Marker m = s.journal().markers().marker(k);
            if (m.record() < s.cursor()) {
                last = m;
            }
        }
        Explanation x = Explanation.at(s.journal(), s.indexes().spine(), ex);
        assertFalse(last.enter());
        assertEquals(last.node(), x.node());
        assertFalse(x.open());
        assertEquals("nrt_init", x.in().other());
    }

    @Test
    void everyNodeOfTheSpineCanBeExplained() {
        for (var n : spine.nodes()) {
            Explanation x = Explanation.of(spine, ex, n.name(), true, List.of(n.name()), 0, Map.of());
            assertFalse(x.text().isBlank(), n.name());
            assertFalse(x.section().isBlank(), n.name());
        }
    }
}
