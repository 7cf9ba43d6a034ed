package org.ringscope.model.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.provenance.Row;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.timeline.TimelineIndex;

/**
 * "Why is this packet here?" for the packets of a NEFF whose per-execution tensors are moved by template builds
 * ({@code external/write_chain_neff.py}): a packet of a per-execution build names the template it was built from, and
 * no line gives it a step it has not (the first dump of a built vring has no earlier record of its own).
 */
class PacketLinkTemplateTest {
    @Test
    void aPacketOfAPerExecutionBuildNamesItsTemplateAndNoStepItHasNot() throws Exception {
        Path dir = Fixtures.repo("model/src/test/resources/external");
        EmulationSession s = EmulationSession.open(NeffReader.read(dir.resolve("chain_copies.neff")),
                RunOptions.defaults().withInput("input0", Files.readAllBytes(dir.resolve("chain_copies.input0.bin")),
                        "chain_copies.input0.bin"));
        assertEquals(0, s.run().status(), s.result().message());
        TimelineIndex t = s.indexes().timeline();
        List<Row.Template> templates = new ArrayList<>();
        for (int e = 0; e < t.size(); e++) {
            if (!t.kind(e).packet()) {
                continue;
            }
            PacketLink link = PacketLink.of(s, t, e);
            for (Row r : link.rows()) {
                assertFalse(r.text().contains("step -"), "event " + e + ": " + r.text());
                if (r instanceof Row.Template x) {
                    templates.add(x);
                }
            }
        }
        assertFalse(templates.isEmpty(), "the run's packets include per-execution builds of templates");
        for (Row.Template x : templates) {
            assertTrue(x.text().contains("template " + x.template()), x.text());
            assertTrue(x.step() > 0 ? x.text().startsWith("step " + x.step() + ": ")
                    : x.text().startsWith("built per execution from template "), x.text());
        }
    }
}
