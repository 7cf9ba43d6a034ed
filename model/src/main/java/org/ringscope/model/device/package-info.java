/**
 * The emulated Neuron device: topology ({@link org.ringscope.model.device.Topology}), memories
 * behind one address map ({@link org.ringscope.model.device.DeviceAddressMap}, decision 0500), a dmem
 * allocator, prings in HBM (decision 0501), DMA queues with their cursors and doorbells
 * ({@link org.ringscope.model.device.DmaQueue}), semaphores and events, a DMA engine that executes
 * descriptors and moves bytes ({@link org.ringscope.model.device.DmaEngine}, decisions 0502, 0503),
 * notifications and errors. With a {@link org.ringscope.model.trace.Journal} every change is a record
 * the journal can move both ways.
 *
 * <p>Op packets (decision 0503): a packet's TX {@code meta_ctrl} selects copy, CCE add / min / max / fma or
 * transpose ({@link org.ringscope.model.device.OpClass}); the lead META descriptor RingScope's builders
 * emit carries the operands the op words do not — the CCE source count, FMA scale, min/max constant and
 * the transpose's source dims ({@link org.ringscope.model.udma.MetaOperand}, decision 0103, RingScope's
 * emulation). CCE arithmetic is fp32, rounded nearest-even to bf16 / fp16 / fp32; a transpose permutes
 * a W×X×Y×Z tensor by the op's letter order ({@link org.ringscope.model.udma.Transpose}). What a packet
 * does not encode is consumed with a {@link org.ringscope.model.device.NotExecuted} reason, never invented.
 *
 * <pre>{@code
 * Journal journal = new Journal();
 * new VringDomain(journal);
 * Device dev = new Device(Arch.CAYMAN, journal);                 // before anything is recorded
 * Allocation in = dev.alloc("input0", MemCategory.IO, n, 64);     // dmem_alloc
 * dev.write(in.address(), bytes);                                 // dmem_buf_copyin
 * Vring v = new Vring("qSyncIO0", Arch.CAYMAN);
 * VringDomain.of(journal).attach(v);                                     // every VringEvent is a record
 * v.vringAddDescTransfer(in.address(), out.address(), n);
 * VringPackets.vringAddDmaPacketCce(v, CceOp.FMA, new long[] {in.address()}, new long[] {out.address()},
 *         n, CceTypes.FP32, 0.5f);                                 // out = in × 0.5, fp32
 * VringPackets.vringAddDmaPacketTranspose(v, in.address(), t.address(), n, "WXZY", 2,
 *         new long[] {1, 1, rows, n / 2 / rows});                 // a rows × cols bf16 tile transposed
 * VringSync.vringAddDescSemaphoreInc(v, dev.addressMap().archMap(), nc, sem);
 * Pring tx = dev.allocPring("qSyncIO0.tx", RingType.TX, v.tx().usedDescCount(), false);
 * Pring rx = dev.allocPring("qSyncIO0.rx", RingType.RX, v.rx().usedDescCount(), false);
 * VringDump.vringDumpToPring(v, tx, rx);                          // the bytes land in HBM
 * DmaQueue q = dev.queue(eng, qid); q.init(tx, rx);               // NEURON_IOCTL_DMA_QUEUE_INIT
 * q.copyStart(v.tx().usedDescCount(), v.rx().usedDescCount());   // doorbell: RX, then TX
 * dev.engine().run();                                             // packets execute, semaphores rise
 * journal.seek(0); journal.seek(journal.size());                  // time travel
 * }</pre>
 */
package org.ringscope.model.device;
