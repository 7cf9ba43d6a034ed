package org.ringscope.model.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ringscope.model.InputException;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.udma.Arch;

/**
 * The pre-flight check: the emulated load of a NEFF held against a driver and runtime version profile, with the
 * lines the real stack would print for each rule it breaks and where each would pass (decisions 1050–1061).
 *
 * <pre>{@code
 * CheckInput in = CheckInput.of(NeffReader.read(path));
 * Profile p = ProfileRequest.NONE.resolve(Catalog.standard(), in.neffArch()).profile();
 * CheckReport r = Preflight.check(in, p, Catalog.standard(), Stamps.system());
 * r.loads();   // no error
 * }</pre>
 */
public final class Preflight {
    private Preflight() {
    }

    /**
     * Loads the profile data and asks the translation of each arch whether it lowers value-converting casts — the
     * first-use costs of a check (the JSON library's start among them). A command line calls it on another thread
     * while it reads the NEFF.
     */
    public static void prepare() {
        Catalog.standard();
        for (Arch a : Arch.values()) {
            CastGaps.lowered(a);
        }
    }

    /** The check of {@code in} on {@code p}, with where each error would pass, refusing what the stack refuses. */
    public static CheckReport check(CheckInput in, Profile p, Catalog c, Stamps stamps) throws InputException {
        return check(in, p, c, stamps, CheckOptions.DEFAULTS);
    }

    /** The check of {@code in} on {@code p} with what-if {@code options}, with where each error would pass. */
    public static CheckReport check(CheckInput in, Profile p, Catalog c, Stamps stamps, CheckOptions options)
            throws InputException {
        CheckReport r = evaluate(in, p, c, stamps, options);
        PassFinder passes = new PassFinder(in, p, c, options);
        List<Finding> out = new ArrayList<>();
        for (Finding f : r.findings()) {
            out.add(f.severity() == Severity.ERROR ? f.withPassesOn(passes.of(f)) : f);
        }
        return new CheckReport(r.profile(), out, r.ringMemory(), r.hbm(), r.rings(), r.notes());
    }

    /** The check of {@code in} on {@code p} without {@code passesOn}. */
    public static CheckReport evaluate(CheckInput in, Profile p, Catalog c, Stamps stamps, CheckOptions options)
            throws InputException {
        return evaluate(in.plan(p.arch().emulated()), p, c, stamps, options);
    }

    /** The check of an emulated load on {@code p} without {@code passesOn}. */
    public static CheckReport evaluate(LoadPlan plan, Profile p, Catalog c, Stamps stamps, CheckOptions options) {
        Eval e = new Eval(plan, p, c, stamps, options);
        NeffGates.run(e);
        DgeGates.run(e);
        Budget budget = new Budget(e);
        budget.run();
        RingPages.run(e);
        QueueInit.run(e);
        HostAddresses.run(e);
        List<String> notes = new ArrayList<>();
        if (!p.arch().isEmulated()) {
            notes.add("RingScope does not emulate " + p.arch().key() + ": its rings are built as "
                    + p.arch().emulated().name() + "'s, and every finding is unverified (decision 1055)");
        }
        if (!p.verified()) {
            notes.add("driver " + p.driver() + " is newer than the last driver whose source is public ("
                    + c.mirrorDriver() + "): its rules are " + c.mirrorDriver() + "'s, unverified");
        }
        for (PlannedSubgraph sg : plan.subgraphs()) {
            for (String d : sg.dynamicSets()) {
                notes.add(sg.name() + ":" + d + ": DGE (type dynamic): descriptors generated on the device, no ring at "
                        + "load");
            }
            sg.gaps().forEach(g -> notes.add(sg.name() + ": " + g));
        }
        return new CheckReport(p, e.findings, budget.ringMemory(), budget.hbm(), budget.figures(), notes);
    }

    /** The subjects with an error on {@code p} (memoized per profile name in {@code cache}). */
    static Set<String> errorSubjects(CheckInput in, Profile p, Catalog c, CheckOptions options,
            Map<String, Set<String>> cache) throws InputException {
        Set<String> s = cache.get(p.name());
        if (s == null) {
            s = new HashSet<>();
            for (Finding f : evaluate(in, p, c, Stamps.FIXED, options).findings()) {
                if (f.severity() == Severity.ERROR) {
                    s.add(f.subject());
                }
            }
            cache.put(p.name(), s);
        }
        return s;
    }

    /** A fresh memo for {@link #errorSubjects}. */
    static Map<String, Set<String>> memo() {
        return new HashMap<>();
    }
}
