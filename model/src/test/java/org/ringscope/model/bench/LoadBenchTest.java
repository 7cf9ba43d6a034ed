package org.ringscope.model.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The benchmark's subgraph really holds 1,000,000 copy descriptors (plus one semaphore poke per entry). */
class LoadBenchTest {
    @Test
    void rowsShapeTranslatesToAMillionCopies() throws Exception {
        LoadBench b = new LoadBench();
        b.shape = "rows";
        b.setUp();
        assertEquals(LoadBench.DESCRIPTORS + 1_000, b.translate());
    }
}
