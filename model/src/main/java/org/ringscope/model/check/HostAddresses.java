package org.ringscope.model.check;

import java.util.List;
import org.ringscope.model.lint.Severity;

/**
 * {@code NEURON_IOCTL_DMA_COPY_DESCRIPTORS} (docs/reference/driver-limits.md): the driver tests bytes 8–15 of every descriptor
 * copied into a ring; an address in the arch's host window must lie inside a host chunk some attached device
 * allocated. The emulated load allocates no host chunk, so every such address is refused:
 * {@code nd%d:invalid host memory(%#llx) in DMA descriptor} at the first, the ioctl returning -EINVAL.
 */
final class HostAddresses {
    private HostAddresses() {
    }

    static void run(Eval e) {
        e.at(Rule.HOST_PA).ifPresent(v -> {
            long mask = v.number("mask");
            long window = v.number("window");
            long exempt = v.number("exempt", 0);
            for (PlannedSubgraph sg : e.plan.subgraphs()) {
                for (PlannedQueue q : sg.queues()) {
                    long[] hits = e.plan.scans().hostAddresses(q, mask, window, exempt);
                    for (int h = 0; h < 2; h++) {
                        if (hits[3 * h] == 0) {
                            continue;
                        }
                        boolean tx = h == 0;
                        int index = (int) hits[3 * h + 1];
                        long pa = hits[3 * h + 2];
                        String line = CFormat.format(v.message(), 0, pa);
                        e.add(Severity.ERROR, Rule.HOST_PA, q.key(), q.pringName(tx) + ": " + String.format("%,d",
                                hits[3 * h]) + " descriptor" + (hits[3 * h] == 1 ? "" : "s") + " point into the host "
                                + "window (the first, #" + index + ", at " + String.format("%#x", pa) + "), where the load "
                                + "allocated no host memory; engine " + q.engine() + ", queue " + q.qid(),
                                List.of(e.log.dmesg(e.spec(Rule.HOST_PA).function(), line)), List.of(), q.engine(),
                                q.qid(), EntryLookup.at(sg, q, tx, index), Finding.at(q.key(), tx, index), v.verified());
                    }
                }
            }
        });
    }
}
