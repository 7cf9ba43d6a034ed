package org.ringscope.views.neff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.testing.Fixtures;

/** Every presentation model builds on every public NEFF, and its row counts agree with the model. */
class PublicNeffModelsTest {
    @TestFactory
    Iterable<DynamicTest> modelsOfEveryPublicNeff() {
        return Fixtures.sharedFiles("neff", ".neff").stream()
                .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p))).toList();
    }

    private static void check(Path p) throws Exception {
        NeffDocument doc = NeffDocument.load(p, ReadLimits.DEFAULT);
        HeaderModel h = new HeaderModel(doc);
        assertEquals(14, h.fields().size());
        MemberTreeModel tree = new MemberTreeModel(doc);
        assertEquals(doc.file().members().count(), tree.root().fileCount());
        ProgramModel prog = new ProgramModel(doc.manifest());
        int dmaDescs = 0;
        int queues = 0;
        int vars = 0;
        for (Subgraph sg : doc.manifest().subgraphs()) {
            queues += sg.queueSets().size();
            vars += sg.variables().size();
            for (EngineProgram e : sg.engines()) {
                dmaDescs += e.dma().stream().mapToInt(d -> d.descs().size()).sum();
                if (e.instructions().isPresent()) {
                    SlotTableModel s = new SlotTableModel(e);
                    assertEquals(e.slotCount(), s.rowCount());
                    for (int i = 0; i < s.rowCount(); i++) {
                        s.name(i);
                        s.detail(i);
                        s.preview(i);
                    }
                    assertEquals(MemberKind.INSTRUCTIONS, tree.node(e.instrMember()).orElseThrow().kind());
                }
            }
        }
        assertEquals(queues, prog.queues().size());
        assertEquals(vars, prog.variables().size());
        assertEquals(dmaDescs, prog.dma().size());
        for (String name : doc.file().members().names()) {
            if (name.endsWith(".json")) {
                String text = new String(doc.file().members().get(name).orElseThrow(),
                        StandardCharsets.UTF_8);
                String shown = JsonText.looksMinified(text) ? JsonText.pretty(text) : text;
                assertEquals(shown.length(), JsonText.spans(shown).stream().mapToInt(JsonText.Span::length).sum());
            }
        }
    }
}
