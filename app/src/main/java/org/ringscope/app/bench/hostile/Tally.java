package org.ringscope.app.bench.hostile;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Counts the outcomes of one reader's cases into {@link HostileReport.Figures}. */
final class Tally {
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
    private long slowest;
    private long totalMillis;

    /** The kinds of broken promise a case showed (empty when it kept them all). */
    List<String> add(Reader reader, List<String> command, CaseRunner.Outcome o, String input, List<String> unexpected) {
        cases++;
        exits.merge(o.exit(), 1, Integer::sum);
        slowest = Math.max(slowest, o.millis());
        totalMillis += o.millis();
        boolean diff = command.get(0).equals("diff");
        ArrayList<String> broken = new ArrayList<>();
        if (o.hung()) {
            hangs++;
            broken.add("hang");
        }
        String err = o.err();
        if (o.thrown() != null || o.exit() == 3 || err.contains("\tat ") || err.contains("internal error")
                || err.contains("Exception in thread")) {
            traces++;
            broken.add("stack trace");
        }
        if (err.contains("out of memory") || err.contains("out of stack") || o.thrown() instanceof VirtualMachineError) {
            oom++;
            broken.add("out of memory");
        }
        if (!o.hung() && !reader.documentedExits().contains(o.exit())) {
            undocumented++;
            broken.add("undocumented exit");
        }
        if (!unexpected.isEmpty()) {
            outside++;
            broken.add("write outside");
        }
        if (!o.hung() && (diff ? o.exit() == 2 : o.exit() != 0)) {
            errors++;
            if (err.contains("the emulated runtime cannot take") || err.contains("the runtime would abort")) {
                net++;
            }
            if (err.contains(input)) {
                naming++;
            } else {
                broken.add("message without the file");
            }
        }
        return broken;
    }

    HostileReport.Figures figures() {
        return new HostileReport.Figures(cases, Collections.unmodifiableMap(new TreeMap<>(exits)), errors,
                naming, net, traces, oom, hangs, undocumented, outside, slowest,
                cases == 0 ? 0 : (double) totalMillis / cases);
    }

    /** The sum of several readers' figures. */
    static HostileReport.Figures sum(Iterable<HostileReport.Figures> all) {
        int cases = 0;
        int errors = 0;
        int naming = 0;
        int traces = 0;
        int oom = 0;
        int hangs = 0;
        int undocumented = 0;
        int outside = 0;
        int net = 0;
        long slowest = 0;
        double millis = 0;
        Map<Integer, Integer> exits = new TreeMap<>();
        for (HostileReport.Figures f : all) {
            cases += f.cases();
            f.exits().forEach((k, v) -> exits.merge(k, v, Integer::sum));
            errors += f.errors();
            naming += f.errorsNamingFile();
            traces += f.stackTraces();
            oom += f.outOfMemory();
            hangs += f.hangs();
            undocumented += f.undocumentedExits();
            outside += f.writesOutside();
            net += f.invariantNet();
            slowest = Math.max(slowest, f.slowestMillis());
            millis += f.meanMillis() * f.cases();
        }
        return new HostileReport.Figures(cases, exits, errors, naming, net, traces, oom, hangs, undocumented, outside,
                slowest, cases == 0 ? 0 : millis / cases);
    }
}
