package org.ringscope.model.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ringscope.model.InputException;

/**
 * Where an error would pass (decision 1057): the profile's runtime on every driver version worth trying (each
 * release's, each version where a rule changes), its driver on every runtime version, its versions on every other
 * instance type of the arch — and, for a NEFF compiled for any arch ({@code "*"}), every instance of the other arches
 * on their current release. A version passes when the finding's subject has no error there.
 */
final class PassFinder {
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
        List<Version> drivers = c.axis(base.arch(), true);
        List<Version> runtimes = c.axis(base.arch(), false);
        boolean[] dOk = new boolean[drivers.size()];
        for (int i = 0; i < dOk.length; i++) {
            dOk[i] = passes(f, c.custom(base.arch(), drivers.get(i), base.runtime(), base.instance()));
        }
        boolean[] rOk = new boolean[runtimes.size()];
        for (int i = 0; i < rOk.length; i++) {
            rOk[i] = passes(f, c.custom(base.arch(), base.driver(), runtimes.get(i), base.instance()));
        }
        List<String> instances = new ArrayList<>();
        for (Instance inst : c.instances().values()) {
            if (inst.equals(base.instance()) || (inst.arch() != base.arch() && !in.anyArch()) || !inst.arch().isEmulated()
                    && inst.arch() != base.arch()) {
                continue;
            }
            Profile p = inst.arch() == base.arch() ? c.custom(base.arch(), base.driver(), base.runtime(), inst)
                    : c.custom(inst.arch(), c.current(inst.arch()).driver(), c.current(inst.arch()).runtime(), inst);
            if (passes(f, p)) {
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
        String text = parts.isEmpty() ? "" : "loads with " + String.join(", or with ", parts);
        if (!instances.isEmpty()) {
            text += (text.isEmpty() ? "loads" : "; or") + " on " + instanceText(instances);
        }
        if (text.isEmpty()) {
            text = "no known driver, runtime or instance loads it";
        }
        return new PassesOn(text, dr.stream().map(VersionRange::toString).toList(),
                rr.stream().map(VersionRange::toString).toList(), instances);
    }

    private boolean passes(Finding f, Profile p) throws InputException {
        Set<String> errors = Preflight.errorSubjects(in, p, c, options, memo);
        return !errors.contains(f.subject()) && !errors.contains("neff:arch");
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
