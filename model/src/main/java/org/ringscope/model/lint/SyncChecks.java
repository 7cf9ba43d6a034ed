package org.ringscope.model.lint;

import org.ringscope.model.location.Location;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.sync.HangExplainer;
import org.ringscope.model.sync.HangReport;
import org.ringscope.model.sync.Producer;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.sync.SyncErrors;
import org.ringscope.model.sync.SyncStream;

/**
 * The sequencer's checks of a run (decision 1265), each at an instruction:
 * <ul>
 *   <li>{@code hang} (error): one per engine blocked when the execution hung — the wait it is parked on, what it needs
 *       and has, and the first culprit the hang explainer names; at the blocked instruction, at the hang's step;</li>
 *   <li>{@code event-double-set} (error): an event set while set (or cleared while clear) — the TPB's EVENT_ERROR,
 *       which the runtime returns as NRT_EXEC_COMPLETED_WITH_ERR (1004); at the instruction whose change was the
 *       second, at its step.</li>
 * </ul>
 */
final class SyncChecks {
    private final Findings out;
    private final Manifest manifest;
    private final SyncDomain sync;
    private final String neff;
    private final int end;

    SyncChecks(Findings out, Manifest manifest, SyncDomain sync, String neff, int end) {
        this.out = out;
        this.manifest = manifest;
        this.sync = sync;
        this.neff = neff;
        this.end = end;
    }

    void run() {
        hang();
        eventErrors();
    }

    private void hang() {
        HangReport r = HangExplainer.explain(sync, end);
        if (r == null) {
            return;
        }
        HangReport.Missing first = r.firstCulprit();
        for (HangReport.Blocked b : r.blocked()) {
            StringBuilder m = new StringBuilder();
            m.append(b.engine()).append(" waits at slot ").append(b.slot()).append(" (").append(b.instruction())
                    .append(')').append(b.waitStep() >= 0 ? " since step " + b.waitStep() : "").append(": ")
                    .append(b.semaphore()).append(" needs ").append(b.need()).append(", has ").append(b.have());
            HangReport.Missing own = b.missing().isEmpty() ? null : b.missing().get(0);
            if (own != null) {
                m.append(" — ").append(own.producer()).append(": ").append(own.reason());
            }
            if (first != null && (own == null || !own.kind().culprit()) && first != own) {
                m.append("; the hang's first culprit: ").append(first.producer()).append(": ").append(first.reason());
            }
            m.append(" — the execution times out (NRT_TIMEOUT 5)");
            SyncStream s = sync.streams().get(b.stream());
            out.add(Severity.ERROR, "hang", b.engine(), m.toString(), at(s, b.slot()), r.step());
        }
    }

    private void eventErrors() {
        for (SyncErrors.EventError e : SyncErrors.before(sync, end)) {
            Producer p = e.by();
            SyncStream s = sync.streams().get(p.stream());
            out.add(Severity.ERROR, "event-double-set", "nc " + e.core() + " E[" + e.event() + "]", String.format(
                    "nc %d E[%d]: %s by %s — the execution returns NRT_EXEC_COMPLETED_WITH_ERR (1004)", e.core(),
                    e.event(), e.text(), e.producer()), at(s, p.slot()), e.step());
        }
    }

    private Location at(SyncStream s, int slot) {
        return DgeChecks.instruction(manifest, neff, s.subgraph(), s.engine().displayName(), slot);
    }
}
