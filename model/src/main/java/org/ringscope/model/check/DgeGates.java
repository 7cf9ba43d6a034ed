package org.ringscope.model.check;

import java.util.List;
import org.ringscope.model.dge.DgeGaps;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.location.Neff;
import org.ringscope.model.location.NeffMember;

/**
 * The load's DGE gates (decision 1371), so that the check says "would not load" wherever the run fails:
 * {@link Rule#DGE_PROGRAM}, a stream or a DGE pseudo instruction {@code sequencer_setup_instr} refuses (the load
 * fails NRT_INVALID, as the run's does); and {@link Rule#DGE_BACKEND}, DGE work the device would have nothing to
 * run with — an engine that owns no dynamic queue set, a dynamic set with no queue id, a DGE table entry that is not
 * there. What the runtime does with the latter at load is not public; the run counts them as errors and fails, and
 * so does the check.
 */
final class DgeGates {
    private DgeGates() {
    }

    static void run(Eval e) {
        for (PlannedSubgraph sg : e.plan.subgraphs()) {
            PlannedDge dge = sg.dge();
            dge.refusal().ifPresent(why -> e.add(Severity.ERROR, Rule.DGE_PROGRAM, "neff:" + sg.name() + ":instructions",
                    why, List.of(), List.of(e.nnFailed(e.spec(Rule.DGE_PROGRAM).status())), null, null,
                    entry(sg), null, false));
            for (DgeGaps.Gap g : dge.gaps()) {
                e.add(Severity.ERROR, Rule.DGE_BACKEND, "neff:" + sg.name() + ":" + g.engine().key() + ":" + g.slot(),
                        g.message() + " (what the runtime does at load is not public: the emulated run fails it)",
                        List.of(), List.of(), null, null, entry(sg), new Instruction(new NeffMember(
                                new Neff(e.plan.neff().file()), g.member()), g.slot()), false);
            }
            for (String u : dge.unqueued()) {
                e.add(Severity.ERROR, Rule.DGE_BACKEND, "neff:" + sg.name() + ":dynamic", u + " (what the runtime does "
                        + "at load is not public: the emulated run fails it)", List.of(), List.of(), null, null,
                        entry(sg), null, false);
            }
        }
    }

    private static Finding.NeffEntry entry(PlannedSubgraph sg) {
        return new Finding.NeffEntry(sg.name(), null, null, null, sg.definition(), null, null);
    }
}
