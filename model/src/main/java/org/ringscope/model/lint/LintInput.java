package org.ringscope.model.lint;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ringscope.model.device.Device;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.runtime.StagedRing;
import org.ringscope.model.session.DgeTraffic;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.Vring;

/**
 * What the checks look at: the journal (every record of the run), the device whose records it holds (or
 * {@code null}: vring checks only), the arch, and the vrings, prings and hardware queues by the names problems use
 * (the names the selection's locations use: a queue is {@code subgraph:queue} as the run bound it, the first
 * binding of a hardware queue naming it). Tests build
 * one directly from a few vrings; {@link #of(EmulationSession)} from a run.
 */
public record LintInput(Journal journal, Device device, Arch arch, List<VringRef> vrings, List<PringRef> prings,
                        Map<Integer, String> queueNames) {
    /** A vring under its session key. */
    public record VringRef(String key, Vring vring) {
    }

    /** A pring under its allocation name. */
    public record PringRef(String name, Pring pring) {
    }

    public LintInput {
        Objects.requireNonNull(journal, "journal");
        Objects.requireNonNull(arch, "arch");
        vrings = List.copyOf(vrings);
        prings = List.copyOf(prings);
        queueNames = Map.copyOf(queueNames);
    }

    /** Vrings and prings, queues named {@code q<engine>.<queue>}. */
    public LintInput(Journal journal, Device device, Arch arch, List<VringRef> vrings, List<PringRef> prings) {
        this(journal, device, arch, vrings, prings, Map.of());
    }

    /** How problems name hardware queue {@code queue} (engine × 16 + q): its binding's name, else {@code q<e>.<q>}. */
    public String queueName(int queue, int queuesPerEngine) {
        String n = queueNames.get(queue);
        return n != null ? n : "q" + queue / queuesPerEngine + "." + queue % queuesPerEngine;
    }

    /** Every vring and pring a session's run staged. */
    public static LintInput of(EmulationSession s) {
        List<VringRef> vr = new ArrayList<>();
        List<PringRef> pr = new ArrayList<>();
        for (SessionVrings.Entry e : s.vrings().entries()) {
            vr.add(new VringRef(e.key(), e.vring()));
            if (e.tx() != null) {
                pr.add(new PringRef(e.txPring(), e.tx()));
            }
            if (e.rx() != null) {
                pr.add(new PringRef(e.rxPring(), e.rx()));
            }
        }
        for (StagedRing r : s.runtime().rings()) {
            if (r.vring() == null && r.tx() != null) {
                pr.add(new PringRef(r.subgraph() + ":" + r.queueSet() + ".tx", r.tx()));
                pr.add(new PringRef(r.subgraph() + ":" + r.queueSet() + ".rx", r.rx()));
            }
        }
        Map<Integer, String> queues = new HashMap<>();
        if (s.result() != null) {
            int per = s.device().topology().queuesPerEngine();
            DgeTraffic.ringsOf(s.result(), per).forEach(g -> queues.put(g.queue(),
                    g.queueName()));
            for (RunResult.Queue q : s.result().queues()) {
                if (q.engine() >= 0) {
                    queues.putIfAbsent(q.engine() * per + q.queue(), q.subgraph() + ":" + q.name());
                }
            }
        }
        return new LintInput(s.journal(), s.device(), s.runtime().arch(), vr, pr, queues);
    }
}
