/**
 * "Why is this byte here?" (decision 1270): the {@link org.ringscope.model.device.WriteIndex} of every record
 * that wrote device memory, and {@link org.ringscope.model.provenance.Provenance}, which reads a byte's chain of
 * writes back from the journal — each hop's DMA write, ring slots, vring, builder call or DGE instruction, template,
 * NEFF entry and spine node ({@link org.ringscope.model.provenance.Row}), down to an input, a NEFF file member or
 * the host — and forward, every byte range some bytes or a NEFF entry produced
 * ({@link org.ringscope.model.provenance.Produced}). Every row has a step and a
 * {@link org.ringscope.model.location.Location} for a view to select. No JavaFX.
 *
 * <pre>{@code
 * EmulationSession s = EmulationSession.open(neff, RunOptions.defaults());
 * s.run();
 * Provenance p = Provenance.of(s);
 * long a = p.addressOf("output0", 100).orElseThrow();
 * Chain c = p.why(a, 1, s.steps(), Provenance.DEFAULT_DEPTH);   // newest write first
 * c.writes();                                                   // one Row.Write a hop
 * c.origin();                                                   // INPUT input0+4132, …
 * WriteIndex.Hit h = p.index().lastWrite(a, 1, s.steps());      // "run back to the last write of a"
 * s.seek(h.record() + 1);
 * int in = c.writes().get(c.writes().size() - 1).step();         // the input's copy-in
 * List<Produced> fwd = p.produced(c.origin().orElseThrow().address(), 1, in, 1000);
 * }</pre>
 */
package org.ringscope.model.provenance;
