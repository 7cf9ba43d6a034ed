package org.ringscope.model.spine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class SpineTest {
    private final Spine spine = Spine.load();

    @Test
    void resourceLoadsAndIsConsistent() {
        Set<String> names = new HashSet<>();
        for (SpineNode n : spine.nodes()) {
            assertTrue(names.add(n.name()), n.name());
        }
        for (SpineEdge e : spine.edges()) {
            assertTrue(names.contains(e.caller()), e.id());
            assertTrue(names.contains(e.callee()), e.id());
            assertFalse(e.crosses().isBlank(), "what crosses " + e.id());
        }
        assertEquals(130, spine.nodes().size());
        assertEquals(140, spine.edges().size());
        assertEquals(113, spine.edges(SpineEdge.Path.NORMAL).size());
        assertEquals(18, spine.edges(SpineEdge.Path.VARIANT).size());
        assertEquals(9, spine.edges(SpineEdge.Path.ERROR).size());
    }

    @ParameterizedTest
    @EnumSource(Section.class)
    void everySectionHasNodes(Section s) {
        assertFalse(spine.nodes(s).isEmpty(), s.name());
    }

    @Test
    void theSeedsAnchorsAreThere() {
        assertEquals(0x94e90, spine.requireNode("nrt_init").address());
        assertEquals(0x3058e0, spine.requireNode("kbl_model_add").address());
        assertEquals(0xc3ba0, spine.requireNode("ndl_nc_semaphore_increment").address());
        assertEquals("0x276780", spine.requireNode("add_load_pool_arguments").hexAddress());
        assertFalse(spine.requireNode("calloc").hasAddress());
        assertEquals(Layer.I, spine.requireNode("relocate_op").layer());
        assertEquals(Layer.P, spine.requireNode("nrtucode_ll_get_load_sequence").layer());
        assertEquals(Section.KICKOFF, spine.requireNode("dma_ring_copy_descriptors").section());
        assertTrue(spine.edge("kmgr_load_nn_nc", "dlr_kelf_stage").orElseThrow().callSite().contains("dedd0"));
    }

    @ParameterizedTest
    @CsvSource({
        "nrt_load_util, nrt_save_neff",
        "nrt_load_util, nrt_core_dump",
        "kmgr_load_nn_nc, kmgr_unstage_kelf_model",
        "prelink_load_lib, log_error",
        "prelink_relocate_lib, log_error",
        "relocate_op, log_error",
        "tpb_xu_schedule_request, dlr_add_model_stop_request",
        "kbl_model_add, model_free",
        "dlr_kelf_stage_multi_tpb_model_add, kbl_model_remove"})
    void everyErrorEdgeOfTheIssueIsMarkedError(String caller, String callee) {
        SpineEdge e = spine.edge(caller, callee).orElseThrow();
        assertEquals(SpineEdge.Path.ERROR, e.path(), e.id());
        assertTrue(spine.errorEdgesOut(caller).contains(e));
    }

    @Test
    void callSiteNotesOfThePltAndTheFileLocalSymbol() {
        SpineEdge plt = spine.edge("nrt_execute", "nrt_execute_repeat").orElseThrow();
        assertTrue(plt.callSite().contains("PLT"), plt.callSite());
        assertTrue(plt.note().contains("GOT"), plt.note());
        SpineEdge local = spine.edge("tpb_xu_schedule_exec", "tpb_xu_schedule_request").orElseThrow();
        assertTrue(local.note().contains("file-local"), local.note());
        assertTrue(spine.requireNode("tpb_xu_schedule_request").note().contains("_ZL"));
    }

    @Test
    void multiTpbRunsThroughTheThreadedShim() {
        assertEquals(0xe07f0, spine.requireNode("sub_e07f0").address());
        assertEquals(SpineEdge.Path.VARIANT, spine.edge("dlr_kelf_stage_multi_tpb_model_add", "sub_e07f0").orElseThrow().path());
        assertEquals(SpineEdge.Path.VARIANT, spine.edge("sub_e07f0", "dlr_kelf_stage_model_add").orElseThrow().path());
        assertEquals(SpineEdge.Path.NORMAL, spine.edge("dlr_kelf_stage", "dlr_kelf_stage_model_add").orElseThrow().path());
        assertTrue(spine.edge("dlr_kelf_stage_multi_tpb_model_add", "kbl_model_add").isEmpty());
    }

    @Test
    void theBuildSequenceIsSequenceEdges() {
        List<String> build = List.of("nrtucode_opset_create", "nrtucode_opset_add_instruction", "nrtucode_ll_create",
                "nrtucode_ll_get_load_sequence_num_instrs", "nrtucode_ll_get_load_sequence", "add_load_pool_arguments");
        for (int i = 1; i < build.size(); i++) {
            SpineEdge e = spine.edge(build.get(i - 1), build.get(i)).orElseThrow();
            assertEquals(SpineEdge.Kind.SEQUENCE, e.kind(), e.id());
        }
        assertEquals(5, spine.edges().stream().filter(e -> e.kind() == SpineEdge.Kind.SEQUENCE).count());
    }

    @Test
    void lookupsOutAndIn() {
        assertEquals(List.of("tpb_xu_schedule_exec"),
                spine.edgesIn("tpb_xu_schedule_request").stream().map(SpineEdge::caller).filter(c -> !c.startsWith("kaew"))
                        .toList());
        assertEquals(7, spine.edgesOut("tpb_xu_schedule_request").size());
        assertTrue(spine.entries().stream().anyMatch(n -> n.name().equals("nrt_execute")));
        assertFalse(spine.requireNode("kbl_model_add").entry());
        assertThrows(IllegalArgumentException.class, () -> spine.requireNode("no_such_fn"));
    }

    @Test
    void parseRejectsDanglingEdgesAndDuplicates() {
        String dangling = "{\"nodes\":[{\"name\":\"a\",\"address\":\"0x1\",\"layer\":\"H\",\"section\":\"INIT\",\"entry\":true}],"
                + "\"edges\":[{\"caller\":\"a\",\"callee\":\"b\",\"confidence\":\"HIGH\",\"path\":\"normal\"}]}";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Spine.parse(stream(dangling)));
        assertTrue(e.getMessage().contains("a->b"), e.getMessage());
        String dup = "{\"nodes\":[{\"name\":\"a\",\"layer\":\"H\",\"section\":\"INIT\",\"entry\":true},"
                + "{\"name\":\"a\",\"layer\":\"H\",\"section\":\"INIT\",\"entry\":true}],\"edges\":[]}";
        assertThrows(IllegalArgumentException.class, () -> Spine.parse(stream(dup)));
        String orphan = "{\"nodes\":[{\"name\":\"a\",\"layer\":\"H\",\"section\":\"INIT\"}],\"edges\":[]}";
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Spine.parse(stream(orphan))).getMessage()
                .contains("neither an entry"));
    }

    private static ByteArrayInputStream stream(String s) {
        return new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8));
    }
}
