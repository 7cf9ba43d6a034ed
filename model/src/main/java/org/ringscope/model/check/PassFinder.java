package org.ringscope.model.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ringscope.model.InputException;

/**
 * Where an error would pass (decisions 1057, 1450): the profile's runtime on every driver version worth trying (each
 * release's, each tag of the public driver source, each version where a rule changes, and the profile's own), its
 * driver on every runtime version, its versions on every other instance type of the arch — and, for a NEFF compiled
 * for any arch ({@code "*"}), every instance of the other arches on their current release. A version passes when the
 * finding's subject has no error there and the arch gate holds. On a profile whose arch the NEFF's arch gate refuses,
 * the versions are read past that gate (and say so), and the instances of the NEFF's own arch are tried too: the
 * answer to one finding is the same whichever way the question named the versions.
 */
final class PassFinder {
    private static final String ARCH_GATE = "neff:arch";

    private final CheckInput in;
    private final Profile base;
    private final Catalog c;
    private final CheckOptions options;
    private final Map<String, Set<String>> memo = Preflight.memo();

    PassFinder(CheckInput in, Profile base, Catalog c, CheckOptions options) {
        this.in = in;
        this.base = base;
        this.c = c;
        this.options = options;
    }

    PassesOn of(Finding f) throws InputException {
        boolean pastGate = errors(base).contains(ARCH_GATE);
        List<Version> drivers = c.axis(base, true);
        List<Version> runtimes = c.axis(base, false);
        boolean[] dOk = new boolean[drivers.size()];
        for (int i = 0; i < dOk.length; i++) {
            dOk[i] = passes(f, c.custom(base.arch(), drivers.get(i), base.runtime(), base.instance()), pastGate);
        }
        boolean[] rOk = new boolean[runtimes.size()];
        for (int i = 0; i < rOk.length; i++) {
            rOk[i] = passes(f, c.custom(base.arch(), base.driver(), runtimes.get(i), base.instance()), pastGate);
        }
        Optional<CheckArch> own = pastGate ? in.neffArch() : Optional.empty();
        List<String> instances = new ArrayList<>();
        for (Instance inst : c.instances().values()) {
            boolean other = inst.arch() != base.arch();
            if (inst.equals(base.instance()) || other && !in.anyArch() && own.map(a -> a != inst.arch()).orElse(true)
                    || other && !inst.arch().isEmulated()) {
                continue;
            }
            Profile p = !other ? c.custom(base.arch(), base.driver(), base.runtime(), inst)
                    : c.custom(inst.arch(), c.current(inst.arch()).driver(), c.current(inst.arch()).runtime(), inst);
            if (passes(f, p, pastGate && !other)) {
                instances.add(inst.name());
            }
        }
        List<VersionRange> dr = ranges(drivers, dOk);
        List<VersionRange> rr = ranges(runtimes, rOk);
        List<String> parts = new ArrayList<>();
        if (!dr.isEmpty()) {
            parts.add("driver " + describe(dr));
        }
        if (!rr.isEmpty()) {
            parts.add("runtime " + describe(rr));
        }
        String text = parts.isEmpty() ? "" : "loads with " + String.join(", or with ", parts)
                + (pastGate ? " (past the arch gate: given NEURON_RT_ALLOW_LEGACY_NEFF=1)" : "");
        if (!instances.isEmpty()) {
            text += (text.isEmpty() ? "loads" : "; or") + " on " + instanceText(instances);
        }
        if (text.isEmpty()) {
            text = "no known driver, runtime or instance loads it";
        }
        return new PassesOn(text, dr.stream().map(VersionRange::toString).toList(),
                rr.stream().map(VersionRange::toString).toList(), instances);
    }

    private Set<String> errors(Profile p) throws InputException {
        return Preflight.errorSubjects(in, p, c, options, memo);
    }

    /** Whether {@code f}'s subject has no error on {@code p} and, unless {@code pastGate}, the arch gate holds. */
    private boolean passes(Finding f, Profile p, boolean pastGate) throws InputException {
        Set<String> errors = errors(p);
        return !errors.contains(f.subject()) && (pastGate || !errors.contains(ARCH_GATE));
    }

    /** {@code every cayman instance, inf2.24xlarge}: an arch all of whose other instances pass is named once. */
    private String instanceText(List<String> names) {
        List<String> parts = new ArrayList<>();
        List<String> rest = new ArrayList<>(names);
        for (CheckArch a : CheckArch.values()) {
            List<String> all = c.instances().values().stream().filter(i -> i.arch() == a && !i.equals(base.instance()))
                    .map(Instance::name).toList();
            if (all.size() > 1 && names.containsAll(all)) {
                parts.add("every " + a.key() + " instance");
                rest.removeAll(all);
            }
        }
        parts.addAll(rest);
        return String.join(", ", parts);
    }

    /** The passing runs of {@code vs}; an end of the axis stays open ({@code ≤ x}, {@code ≥ x}). */
    static List<VersionRange> ranges(List<Version> vs, boolean[] ok) {
        List<VersionRange> out = new ArrayList<>();
        int i = 0;
        while (i < vs.size()) {
            if (!ok[i]) {
                i++;
                continue;
            }
            int j = i;
            while (j + 1 < vs.size() && ok[j + 1]) {
                j++;
            }
            out.add(new VersionRange(i == 0 ? Version.MIN : vs.get(i), j == vs.size() - 1 ? Version.MAX : vs.get(j), false));
            i = j + 1;
        }
        return out;
    }

    private static String describe(List<VersionRange> rs) {
        return String.join(" or ", rs.stream().map(VersionRange::describe).toList());
    }
}
