package org.ringscope.model.spine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every spine node has an explanation, and no explanation names a node that does not exist. */
class SpineExplanationsTest {
    private final Spine spine = Spine.load();
    private final SpineExplanations ex = SpineExplanations.load();

    @Test
    void everyNodeHasOne() {
        List<String> missing = new ArrayList<>();
        for (SpineNode n : spine.nodes()) {
            if (ex.of(n.name()).map(String::isBlank).orElse(true)) {
                missing.add(n.name());
            }
        }
        assertEquals(List.of(), missing, "spine nodes without an explanation");
    }

    @Test
    void noExplanationIsOfOrNamesANodeThatDoesNotExist() {
        List<String> unknown = new ArrayList<>();
        ex.all().forEach((node, text) -> {
            if (spine.node(node).isEmpty()) {
                unknown.add("heading " + node);
            }
            for (String named : SpineExplanations.namedNodes(text)) {
                if (spine.node(named).isEmpty()) {
                    unknown.add(node + " names " + named);
                }
            }
        });
        assertEquals(List.of(), unknown);
        assertEquals(spine.nodes().size(), ex.all().size());
    }

    @Test
    void explanationsAreShort() {
        ex.all().forEach((node, text) -> assertTrue(text.length() <= 400, node + " has " + text.length() + " chars"));
    }

    @Test
    void badFilesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> SpineExplanations.parse("## a\ntext\n## a\nmore\n"));
        assertThrows(IllegalArgumentException.class, () -> SpineExplanations.parse("## a\n\n## b\ntext\n"));
        assertEquals(List.of("x", "y"), SpineExplanations.namedNodes("calls `x` then `y`"));
    }
}
