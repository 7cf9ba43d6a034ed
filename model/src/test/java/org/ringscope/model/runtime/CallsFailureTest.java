package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.spine.SpineEdge;
import org.ringscope.model.spine.SpineListener;
import org.ringscope.model.spine.SpineNode;
import org.ringscope.model.spine.SpineTracer;

/**
 * An {@link Error} thrown while a frame is being entered (the heap runs out in the journal's listener) leaves that
 * frame open; the caller's exit then fails. The error must reach the caller as itself, the tracer's complaint
 * attached to it — not replace it.
 */
class CallsFailureTest {
    @Test
    void anOutOfMemoryErrorIsNotMaskedByTheTracersExit() {
        SpineTracer tracer = new SpineTracer();
        tracer.addListener(new SpineListener() {
            @Override
            public void onEnter(SpineNode node, SpineEdge via, int depth) {
                if (node.name().equals("nrt_config_parse_init_config")) {
                    throw new OutOfMemoryError("Java heap space (test)");
                }
            }

            @Override
            public void onExit(SpineNode node, int depth) {
                // nothing
            }
        });
        Calls calls = new Calls(tracer, null);
        OutOfMemoryError e = assertThrows(OutOfMemoryError.class,
                () -> calls.run("nrt_init", () -> calls.leaf("nrt_config_parse_init_config")));
        assertEquals("Java heap space (test)", e.getMessage());
        assertEquals(1, e.getSuppressed().length);
        assertTrue(e.getSuppressed()[0] instanceof IllegalStateException, e.getSuppressed()[0].toString());
        assertTrue(e.getSuppressed()[0].getMessage().contains("exit of nrt_init"), e.getSuppressed()[0].getMessage());
    }

    @Test
    void withoutAFailureAStackMismatchIsStillABug() {
        SpineTracer tracer = new SpineTracer();
        Calls calls = new Calls(tracer, null);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> calls.run("nrt_init", () -> tracer.enter("nrt_config_parse_init_config")));
        assertTrue(e.getMessage().contains("exit of nrt_init"), e.getMessage());
        assertEquals(List.of("nrt_init", "nrt_config_parse_init_config"), tracer.stackNames());
    }
}
