/**
 * The load-time translation of a NEFF subgraph's static DMA program into vrings and prings — the part of
 * {@code kbl_model_add} that {@code io_create_queues} / {@code drs_create_data_refill_rings} and
 * {@code dma_ring_setup_queue_bundles} perform (decisions 0551, 0552).
 *
 * <p>How the runtime uses it:
 *
 * <pre>{@code
 * // LOAD (kbl_model_add → io_create_queues / drs_create_data_refill_rings)
 * VarLayout vars = VarLayout.place(subgraph);                   // or a VarAddressing over the device allocator
 * DmaProgram prog = DmaTranslator.translate(subgraph, arch, vars,
 *         LoadOptions.defaults().withTpb(tpb).withListener(journal));
 * // LOAD (dma_ring_setup_queue_bundles): rings of the vrings without templates
 * List<QueueRings> fixed = StaticRings.create(prog);
 *
 * // EXEC, per execution (kmgr_exec_pre → kbl_compute_build_compute_resources)
 * TensorSet ts = ExecutionTensors.of(subgraph, Map.of("input0", pa0, "output0", pa1));
 * for (QueueProgram qp : prog.queues())
 *     for (int q = 0; q < qp.vrings().size(); q++)
 *         if (qp.isTemplate(q)) rings.put(qp.vrings().get(q).name(), ddrs.build(qp, q, ts));
 *
 * // DEVICE: a PseudoDMATrigger slot publishes its entry's descriptors
 * for (EntryLocation e : prog.locate(stream.dmaTrigger(slot).orElseThrow()))
 *     device.publish(e.vring(), e.txStart(), e.txCount(), e.rxStart(), e.rxCount());
 * }</pre>
 *
 * {@link org.ringscope.model.runtime.load.PatternCopy} is the byte-exact reference of a copy, independent
 * of all of the above.
 *
 * <p>Ops other than copy: {@code add / min / max / fma} become CCE packets
 * ({@link org.ringscope.model.runtime.load.CceLowering}: {@code from_arr}, FMA {@code scale} / {@code scale_dtype},
 * min/max {@code constant} / {@code constant_dtype}) and {@code transpose} one transpose packet
 * ({@link org.ringscope.model.runtime.load.TransposeLowering}: {@code transpose_shape} as a 4-letter op or a
 * destination shape, {@code transpose_element_size}, the source shape from the from pattern). The builders
 * carry those operands in each packet's lead META descriptor, so the emulated device executes them
 * (decisions 0103, 0503, 0551).
 */
package org.ringscope.model.runtime.load;
