package org.ringscope.app.bench.hostile;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Counts the outcomes of one reader's cases (or the writers') into {@link HostileReport.Figures}: each case is held
 * to the exit codes documented for it and the README's promises.
 */
final class Tally {
    /** The prefix of a kind seen in a fresh JVM's run of a case. */
    static final String FRESH = "fresh JVM: ";

    private int cases;
    private final Map<Integer, Integer> exits = new TreeMap<>();
    private int errors;
    private int naming;
    private int traces;
    private int oom;
    private int hangs;
    private int undocumented;
    private int outside;
    private int net;
    private int accepted;
    private int harmed;
    private int fresh;
    private int freshDiffer;
    private long slowest;
    private long totalMillis;

    /**
     * The kinds of broken promise a case showed (empty when it kept them all); {@code refused} is what the command
     * must refuse in the input (exit 1, naming it), or {@code null}.
     */
    List<String> add(Set<Integer> documented, List<String> command, CaseRunner.Outcome o, String input,
            List<String> unexpected, String refused) {
        cases++;
        exits.merge(o.exit(), 1, Integer::sum);
        slowest = Math.max(slowest, o.millis());
        totalMillis += o.millis();
        List<String> broken = promises(documented, command, o, input, unexpected, true);
        if (refused != null && !o.hung()) {
            String said = o.err() + o.out();
            if (o.exit() == 0) {
                accepted++;
                broken.add("accepted what the runtime refuses");
            } else if (!said.contains(refused.substring(refused.lastIndexOf('.') + 1))) {
                broken.add("refusal without the field");
            }
        }
        return broken;
    }

    /**
     * The same case run again in a fresh JVM ({@code inProcess} its exit here): the kinds it showed there, each
     * prefixed {@value #FRESH}, and a differing exit code.
     */
    List<String> addFresh(Set<Integer> documented, List<String> command, CaseRunner.Outcome o, int inProcess,
            String input, List<String> unexpected) {
        fresh++;
        List<String> broken = new ArrayList<>();
        for (String k : promises(documented, command, o, input, unexpected, false)) {
            broken.add(FRESH + k);
        }
        if (!o.hung() && o.exit() != inProcess) {
            freshDiffer++;
            broken.add(FRESH + "exit " + o.exit() + ", not the " + inProcess + " of the same case in-process");
        }
        return broken;
    }

    /** The README's promises; {@code count} adds what broke them to the figures (the in-process run's). */
    private List<String> promises(Set<Integer> documented, List<String> command, CaseRunner.Outcome o, String input,
            List<String> unexpected, boolean count) {
        boolean diff = command.get(0).equals("diff");
        ArrayList<String> broken = new ArrayList<>();
        if (o.hung()) {
            hangs += count ? 1 : 0;
            broken.add("hang");
        }
        String err = o.err();
        if (o.thrown() != null || o.exit() == 3 || err.contains("\tat ") || err.contains("internal error")
                || err.contains("Exception in thread")) {
            traces += count ? 1 : 0;
            broken.add("stack trace");
        }
        if (err.contains("out of memory") || err.contains("out of stack") || err.contains("OutOfMemoryError")
                || o.thrown() instanceof VirtualMachineError) {
            oom += count ? 1 : 0;
            broken.add("out of memory");
        }
        if (!o.hung() && !documented.contains(o.exit())) {
            undocumented += count ? 1 : 0;
            broken.add("undocumented exit");
        }
        if (!unexpected.isEmpty()) {
            outside += count ? 1 : 0;
            broken.add("write outside");
        }
        if (!o.hung() && (diff ? o.exit() == 2 : o.exit() != 0)) {
            String said = command.get(0).equals("check") ? err + o.out() : err;
            if (count) {
                errors++;
                if (err.contains("the emulated runtime cannot take") || err.contains("the runtime would abort")) {
                    net++;
                }
                naming += said.contains(input) ? 1 : 0;
            }
            if (!said.contains(input)) {
                broken.add("message without the file");
            }
        }
        return broken;
    }

    /** Counts a case run in a fresh JVM on its own (a writer's: no in-process run to compare its exit with). */
    void fresh() {
        fresh++;
    }

    /** Counts a writer's case whose target was harmed: replaced, changed though refused, or a temporary left. */
    void harmed() {
        harmed++;
    }

    HostileReport.Figures figures() {
        return new HostileReport.Figures(cases, Collections.unmodifiableMap(new TreeMap<>(exits)), errors,
                naming, net, traces, oom, hangs, undocumented, outside, harmed, accepted, fresh, freshDiffer, slowest,
                cases == 0 ? 0 : (double) totalMillis / cases);
    }

    /** The sum of several readers' figures. */
    static HostileReport.Figures sum(Iterable<HostileReport.Figures> all) {
        int[] n = new int[13];
        long slowest = 0;
        double millis = 0;
        Map<Integer, Integer> exits = new TreeMap<>();
        for (HostileReport.Figures f : all) {
            int[] v = {f.cases(), f.errors(), f.errorsNamingFile(), f.invariantNet(), f.stackTraces(), f.outOfMemory(),
                f.hangs(), f.undocumentedExits(), f.writesOutside(), f.targetsHarmed(), f.refusalsAccepted(),
                f.freshJvm(), f.freshJvmDiffers()};
            for (int i = 0; i < n.length; i++) {
                n[i] += v[i];
            }
            f.exits().forEach((k, x) -> exits.merge(k, x, Integer::sum));
            slowest = Math.max(slowest, f.slowestMillis());
            millis += f.meanMillis() * f.cases();
        }
        return new HostileReport.Figures(n[0], exits, n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8], n[9], n[10],
                n[11], n[12], slowest, n[0] == 0 ? 0 : millis / n[0]);
    }
}
