package org.ringscope.model.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.location.Location;

/** One evaluation of a plan on a profile: the rules in force, the log formats, the findings so far. */
final class Eval {
    final LoadPlan plan;
    final Profile profile;
    final Catalog catalog;
    final CheckOptions options;
    final LogLines log;
    final RingSizes sizes;
    final List<Finding> findings = new ArrayList<>();
    final List<String> notes = new ArrayList<>();

    Eval(LoadPlan plan, Profile profile, Catalog catalog, Stamps stamps, CheckOptions options) {
        this.plan = plan;
        this.profile = profile;
        this.catalog = catalog;
        this.options = options;
        this.log = new LogLines(stamps, catalog.logFractionDigits(profile));
        this.sizes = new RingSizes(plan, this);
    }

    /** The variant of {@code r} in force on the profile. */
    Optional<Variant> at(Rule r) {
        return catalog.at(r, profile);
    }

    RuleSpec spec(Rule r) {
        return catalog.rule(r);
    }

    /** Whether the profile's versions lie within the public sources. */
    boolean profileVerified() {
        return profile.verified() && profile.arch().isEmulated();
    }

    /** Adds a finding; {@code verified} is also false on an unverified profile. */
    void add(Severity s, Rule r, String subject, String message, List<String> dmesg, List<String> runtimeLog,
            Integer engine, Integer queue, Finding.NeffEntry entry, Location loc, boolean verified) {
        findings.add(new Finding(s, r, subject, message, dmesg, runtimeLog, engine, queue, entry, loc, null,
                verified && profileVerified(), spec(r).source()));
    }

    /** The last lines of a failed {@code nrt_load} for {@code status}: the stage, the graph, the NN. */
    List<String> loadFailed(int status) {
        List<String> out = new ArrayList<>();
        out.add(log.error("NMGR", "dlr_kelf_stage", "Failed to load subgraph"));
        out.add(log.error("NMGR", "kmgr_load_nn_internal_v2", "Failed to stage graph: " + plan.neff().kelfMember()
                + " to NeuronCore"));
        out.add(nnFailed(status));
        return out;
    }

    /** {@code Failed to load NN: <file>, err: <status>}. */
    String nnFailed(int status) {
        return log.error("NMGR", "kmgr_load_nn_post_metrics", "Failed to load NN: " + plan.neff().file() + ", err: "
                + status);
    }
}
