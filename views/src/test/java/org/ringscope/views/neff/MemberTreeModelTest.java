package org.ringscope.views.neff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MemberTreeModelTest {
    private static void leaves(MemberNode n, List<MemberNode> out) {
        if (!n.folder()) {
            out.add(n);
        }
        n.children().forEach(c -> leaves(c, out));
    }

    @Test
    void foldersFirstWithSummedSizesAndEveryMemberOnce() throws Exception {
        NeffDocument doc = Samples.sample();
        MemberTreeModel m = new MemberTreeModel(doc);
        MemberNode root = m.root();
        assertEquals("sg00/", root.children().get(0).name(), "folders come first");
        assertEquals(doc.file().members().totalBytes(), root.size());
        assertEquals(doc.file().members().count(), root.fileCount());
        List<MemberNode> all = new ArrayList<>();
        leaves(root, all);
        assertEquals(doc.file().members().names().stream().sorted().toList(),
                all.stream().map(MemberNode::path).sorted().toList());
        MemberNode sg = m.node("sg00/").orElseThrow();
        assertEquals(sg.children().stream().mapToLong(MemberNode::size).sum(), sg.size());
    }

    @Test
    void kindsAndRolesFromTheManifest() throws Exception {
        MemberTreeModel m = new MemberTreeModel(Samples.sample());
        assertEquals(MemberKind.JSON, m.node("sg00/def.json").orElseThrow().kind());
        assertEquals(MemberKind.INSTRUCTIONS, m.node("sg00/PE.bin").orElseThrow().kind());
        assertEquals(MemberKind.NUMPY, m.node("sg00/value_w.npy").orElseThrow().kind());
        assertEquals("manifest root", m.node("neff.json").orElseThrow().role());
        assertTrue(m.node("sg00/def.json").orElseThrow().role().startsWith("sg00 definition: 5 queue sets"));
        assertTrue(m.node("sg00/PE.bin").orElseThrow().role().startsWith("PE instructions: 7 slots"));
        assertTrue(m.instructionsOf("sg00/Pool.bin").isPresent());
        assertEquals("sg00/def.json", m.defaultMember(Samples.sample().manifest()));
    }

    @Test
    void filterKeepsMatchesAndTheirFolders() throws Exception {
        MemberNode root = new MemberTreeModel(Samples.sample()).root();
        MemberNode f = MemberTreeModel.filter(root, ".BIN");
        List<MemberNode> all = new ArrayList<>();
        leaves(f, all);
        assertEquals(15, all.size(), "5 streams in each of sg00, sg10, sg11");
        assertTrue(all.stream().allMatch(n -> n.path().matches("sg(00|10|11)/.*\\.bin")));
        assertEquals(root, MemberTreeModel.filter(root, "  "));
        assertTrue(MemberTreeModel.filter(root, "no-such-member").children().isEmpty());
    }
}
