package org.ringscope.model.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The benchmark's subgraph really holds 1,000,000 copy descriptors, on CAYMAN with each entry's semaphore embedded
 * in its last RX descriptor.
 */
class LoadBenchTest {
    @Test
    void rowsShapeTranslatesToAMillionCopies() throws Exception {
        LoadBench b = new LoadBench();
        b.shape = "rows";
        b.setUp();
        assertEquals(LoadBench.DESCRIPTORS, b.translate());
    }
}
