/**
 * The emulated Neuron runtime host path (decisions 0700–0705): each spine node a function that reports
 * its entry and exit through the {@link org.ringscope.model.spine.SpineTracer} (whose listener writes the
 * journal's markers) — INIT ({@code nrt_init}, {@code ucode_init_module}), the ucode build lane
 * ({@code nrtucode_opset_*}, {@code nrtucode_ll_create → prelink → relocate_op}, the 0x1095 load sequence, the
 * 0x107A emit), LOAD ({@code nrt_load → … → kbl_model_add}: variables in device memory, the DMA program
 * translated into journaled vrings, static rings dumped into HBM prings, instruction images, the hw exec
 * queue), EXEC / DISPATCH / KICKOFF ({@code nrt_execute → … → tpb_xu_schedule_request}: the 52-byte exec
 * request and its descriptor pairs, then {@code ndl_nc_semaphore_increment}), and the device run after the
 * doorbell (the engines' PseudoDMATriggers publish their descriptors; the DMA engine moves the bytes).
 *
 * <pre>{@code
 * NeuronRuntime rt = new NeuronRuntime(NeffReader.read(path),
 *         RunOptions.defaults().withAsync(true).withInput("x", bytes, "x.bin").withFailAt(null));
 * RunResult r = rt.run();                     // status, spine coverage, queues, semaphores, ucode, triggers
 * byte[] y = rt.readTensor("y");              // an output at the journal's cursor
 * rt.journal().seek(0);                       // time travel: device, vrings, prings, patches
 * }</pre>
 */
package org.ringscope.model.runtime;
