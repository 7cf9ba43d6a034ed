package org.ringscope.model.log.emit;

import java.util.Locale;
import org.ringscope.model.check.Level;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceEvents;
import org.ringscope.model.log.Origin;
import org.ringscope.model.sync.Producer;
import org.ringscope.model.sync.ProducerKind;
import org.ringscope.model.sync.SyncCompletions;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.sync.SyncEvents;
import org.ringscope.model.trace.Journal;

/**
 * RingScope's TRACE lines for what the device does — the doorbells, the kickoff's semaphore increment, each DMA's
 * completion and each completion that will never come — none of which the runtime logs (decision 1341). Each is
 * printed under the host function running at that step, so a run's log shows the step where a DMA a fault skipped
 * should have completed.
 */
final class DeviceLines implements DeviceEvents.Sink {
    private final Device device;
    private final SyncDomain sync;
    private final Journal journal;
    private Emit emit;

    DeviceLines(Device device, SyncDomain sync, Journal journal) {
        this.device = device;
        this.sync = sync;
        this.journal = journal;
    }

    /** The lines of record {@code i}, if it is the device's or the sequencer's. */
    void at(int i, Emit e) {
        if (!e.shows(Level.TRACE, function(e), Origin.EMULATED)) {
            return;
        }
        emit = e;
        if (DeviceEvents.read(device, journal, i, this)) {
            return;
        }
        if (sync != null) {
            completion(i, e);
        }
    }

    private static String function(Emit e) {
        return e.node.isEmpty() ? "nrt_init" : e.node;
    }

    @Override
    public void doorbell(int record, int ring, int num, int byQueue, boolean aborted) {
        int queue = ring >> 1;
        String half = (ring & 1) == 0 ? "tx" : "rx";
        String by = byQueue == DeviceEvents.HOST ? "" : " (written by a descriptor of queue " + (byQueue >> 4) + "."
                + (byQueue & 15) + ")";
        emit.line(Level.TRACE, function(emit), "doorbell: " + num + " descriptors to queue " + (queue >> 4) + "."
                + (queue & 15) + " " + half + by + (aborted ? ", more than the ring holds: the queue aborts" : ""),
                Origin.EMULATED, null);
    }

    @Override
    public void sync(int record, int nc, int idx, int op, int value, int old, int byQueue) {
        if (byQueue == DeviceEvents.HOST && op == DeviceEvents.SEM_INC) {
            emit.line(Level.TRACE, function(emit), "semaphore " + idx + " of nc " + nc + " incremented to " + (old
                    + value), Origin.EMULATED, null);
        }
    }

    private void completion(int i, Emit e) {
        SyncCompletions.Completion c = SyncCompletions.of(sync, i);
        if (c == null) {
            return;
        }
        Producer p = c.producer();
        String who = p.kind() == ProducerKind.STATIC_DMA ? "dma entry " + p.queue() + " id " + p.dmaId()
                : p.kind().label() + (p.queue().isEmpty() ? "" : " " + p.queue());
        if (c.delivered()) {
            for (SyncEvents.Event ev : SyncEvents.of(sync, i)) {
                if (ev instanceof SyncEvents.Changed ch) {
                    e.line(Level.TRACE, function(e), who + " completed: " + (ch.event() ? "E[" : "S[") + ch.index()
                            + "] of nc " + ch.core() + " " + ch.old() + " -> " + ch.now(), Origin.EMULATED, null);
                }
            }
        } else {
            e.line(Level.TRACE, function(e), who + " will not complete: " + c.reason().text().toLowerCase(Locale.ROOT)
                    + " (" + p.target() + ")", Origin.EMULATED, null);
        }
    }
}
