package org.ringscope.model.dge;

import org.ringscope.model.device.Device;
import org.ringscope.model.device.DmaQueue;

/**
 * Where one dynamic queue set's DGE work runs: the device and NeuronCore, the set's queue on each of the core's 16
 * DMA engines (one queue id on every engine, docs/reference/dge.md), the DGE table's device address and length, and
 * whether the set is hardware DGE (an SP / ACT owned {@code …DynamicHW} set: no casts, no compute) or software
 * DGE (Pool / GpSimd).
 */
public record DgeContext(Device dev, int nc, DmaQueue[] queues, long tableBase, int tableLength, boolean hardware,
        String queueSet) {
}
