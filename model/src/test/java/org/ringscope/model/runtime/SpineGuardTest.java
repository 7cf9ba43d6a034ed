package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.spine.SpineTracer;

/** The emulator may only emit edges that are in the spine: a wrong call fails loudly. */
class SpineGuardTest {
    @Test
    void anEdgeThatIsNotInTheSpineThrows() {
        Calls calls = new Calls(new SpineTracer(), null);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> calls.run("nrt_init",
                () -> calls.leaf("ndl_nc_semaphore_increment")));
        assertTrue(e.getMessage().contains("nrt_init → ndl_nc_semaphore_increment"), e.getMessage());
        assertEquals(0, calls.tracer().depth(), "the frame closed");
    }

    @Test
    void anInnerNodeCannotBeAnEntryAndAnUnknownNodeIsRefused() {
        Calls calls = new Calls(new SpineTracer(), null);
        assertThrows(IllegalStateException.class, () -> calls.leaf("kbl_model_add"));
        assertThrows(IllegalStateException.class, () -> calls.leaf("no_such_function"));
    }

    @Test
    void aWholeRunEmitsOnlySpineEdges() throws Exception {
        NeuronRuntime rt = Runs.run(Runs.sample(), RunOptions.defaults().withAsync(true).withExecutions(2));
        assertEquals(0, rt.result().status(), rt.result().message());
        assertTrue(rt.tracer().visitedEdges().size() > 100);
    }
}
