package org.ringscope.model.runtime;

import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.runtime.load.EngineQueues;
import org.ringscope.model.vring.Pring;

/**
 * A {@code type: dynamic} queue set staged on a core: its owner engine (the stream whose DGE instructions it
 * carries), software or hardware DGE (docs/reference/dge.md: a Pool-owned set is software DGE, an SP / ACT-owned
 * {@code …DynamicHW} set hardware DGE), and one queue id on each of the core's 16 DMA engines with a ring pair
 * in HBM for the descriptors the DGE generates (decision 1103).
 */
final class DgeSet {
    /** Descriptors of each generated ring (the real depth, {@code ring_ndesc}, is not public). */
    static final int RING_DESCS = EngineQueues.DGE_RING_DESCS;

    final QueueSet set;
    final Engine owner;
    final boolean hardware;
    final int queueId;
    final DmaQueue[] queues;
    final Pring[] tx;
    final Pring[] rx;

    DgeSet(QueueSet set, Engine owner, int queueId, DmaQueue[] queues, Pring[] tx, Pring[] rx) {
        this.set = set;
        this.owner = owner;
        this.hardware = owner != Engine.POOL;
        this.queueId = queueId;
        this.queues = queues;
        this.tx = tx;
        this.rx = rx;
    }

    /** {@code software_dynamic} or {@code hardware_dynamic}, the profile's queue types. */
    String kind() {
        return hardware ? "hardware_dynamic" : "software_dynamic";
    }
}
