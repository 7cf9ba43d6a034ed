package org.ringscope.model.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.ringscope.model.lint.Severity;

/**
 * The runtime's gates before any ring exists: {@code nrt_init}'s driver pairing, then {@code neff_parse} (major
 * version, feature bits, packager), the arch gate, the queue-set limits of def.json and the translation of the DMA
 * program (docs/reference/driver-limits.md). A refused NEFF stops the load there: the check still runs the later rules,
 * so every problem shows at once.
 */
final class NeffGates {
    /** Feature bit 63: every runtime lets it through. */
    static final long BIT63 = 1L << 63;

    private NeffGates() {
    }

    static void run(Eval e) {
        pairing(e);
        NeffFacts n = e.plan.neff();
        version(e, n);
        features(e, n);
        packager(e, n);
        arch(e, n);
        queueSets(e, n);
        program(e);
    }

    private static void pairing(Eval e) {
        RuleSpec s = e.spec(Rule.PAIRING);
        for (Variant v : s.variants()) {
            if (!v.holds(e.profile.runtime(), e.profile.arch())) {
                continue;
            }
            VersionRange need = VersionRange.parse(v.text("driver"));
            if (!need.contains(e.profile.driver())) {
                List<String> log = v.message().isEmpty() ? List.of() : List.of(e.log.error(s.subsystem(),
                        s.function(), v.message()));
                e.add(Severity.ERROR, Rule.PAIRING, "pairing", "runtime " + e.profile.runtime() + " with driver "
                        + e.profile.driver() + " on " + e.profile.arch().key() + ": " + v.text("note") + "; nrt_init "
                        + "fails before the NEFF is read" + (log.isEmpty() ? " (the runtime's compatibility id and its "
                        + "exact lines are not public)" : ""), List.of(), log, null, null, null, null, v.verified());
            }
        }
    }

    private static void version(Eval e, NeffFacts n) {
        e.at(Rule.NEFF_VERSION).ifPresent(v -> {
            long max = v.number("value");
            long min = v.number("min", 1);
            if (n.versionMajor() < min || n.versionMajor() > max) {
                String text = CFormat.format(v.message(), n.versionMajor(), n.versionMinor(), min, max);
                refuse(e, Rule.NEFF_VERSION, "neff:version", "the NEFF is version " + n.versionMajor() + "."
                        + n.versionMinor() + "; runtime " + e.profile.runtime() + " accepts " + min + ".x to " + max
                        + ".x", text, v.verified());
            }
        });
    }

    private static void features(Eval e, NeffFacts n) {
        Optional<Variant> at = e.at(Rule.NEFF_FEATURES);
        if (at.isEmpty() || n.versionMajor() != 2) {
            return;
        }
        Variant v = at.get();
        long known = v.number("value") | BIT63;
        long bits = n.featureBits() & ~BIT63;
        long unknown = bits & ~known;
        if (unknown == 0) {
            return;
        }
        boolean bounded = v.has("upTo");
        long refused = bounded ? bits & ~(v.number("upTo") | BIT63) : 0;
        long supported = v.number("value");
        String text = v.message().startsWith("...") ? CFormat.format(v.message(), supported)
                : CFormat.format(v.message(), n.versionMajor(), n.versionMinor(), unknown, supported);
        if (refused != 0 || (bounded && v.number("upTo") == v.number("value"))) {
            refuse(e, Rule.NEFF_FEATURES, "neff:features", String.format(Locale.ROOT, "the NEFF uses feature bits %#x "
                    + "that runtime %s does not support (it supports %#x): compiled by a newer compiler than this runtime",
                    refused != 0 ? refused : unknown, e.profile.runtime(), supported), text, v.verified());
        } else {
            e.add(Severity.WARNING, Rule.NEFF_FEATURES, "neff:features-unknown", String.format(Locale.ROOT,
                    "the NEFF uses feature bits %#x beyond the %#x known for runtime %s%s: which of them it supports is "
                    + "not public", unknown, supported, e.profile.runtime(), bounded ? String.format(Locale.ROOT,
                            " (runtime 2.31.24.0 supports %#x)", v.number("upTo")) : ""), List.of(),
                    List.of(e.log.nrt(" WARN", "NEFF", e.spec(Rule.NEFF_FEATURES).function(), text)), null, null,
                    null, null, false);
        }
    }

    private static void packager(Eval e, NeffFacts n) {
        e.at(Rule.NEFF_PACKAGER).ifPresent(v -> {
            if (n.pkgVersion() < v.number("min", 1) || n.pkgVersion() > v.number("value")) {
                refuse(e, Rule.NEFF_PACKAGER, "neff:packager", "the NEFF's pkg_version is " + n.pkgVersion()
                        + "; the runtime reads packagers 1 and 2", CFormat.format(v.message(), n.pkgVersion()),
                        v.verified());
            }
        });
    }

    /** The kelf target's arch number: {@code sunda}/{@code v2} 2, … ; {@code *} 0 (any); empty 2; else -1. */
    static int targetArch(String target) {
        String t = target == null ? "" : target.trim().toLowerCase(Locale.ROOT);
        if (t.equals("*")) {
            return 0;
        }
        if (t.isEmpty()) {
            return 2;
        }
        return CheckArch.find(t).map(CheckArch::version).orElse(-1);
    }

    private static void arch(Eval e, NeffFacts n) {
        e.at(Rule.NEFF_ARCH).ifPresent(v -> {
            int neffArch = targetArch(n.target());
            int instance = e.profile.arch().version();
            if (neffArch == 0 || neffArch == instance) {
                return;
            }
            RuleSpec s = e.spec(Rule.NEFF_ARCH);
            List<String> log = new ArrayList<>();
            if (neffArch < 0) {
                log.add(e.log.error(s.subsystem(), s.function(), "Invalid target '" + n.target() + "'"));
            } else {
                log.add(e.log.error(s.subsystem(), s.function(), CFormat.format(v.message(), neffArch, instance)));
                v.texts("more").forEach(m -> log.add(e.log.error(s.subsystem(), s.function(), m)));
            }
            String what = "the NEFF is compiled for " + (neffArch < 0 ? "target '" + n.target() + "'" : "v" + neffArch)
                    + "; the instance " + e.profile.instance().name() + " is v" + instance + " (" + e.profile.arch().key()
                    + ")";
            if (e.options.allowLegacyNeff() && neffArch > 0) {
                e.add(Severity.WARNING, Rule.NEFF_ARCH, "neff:arch-override", what + "; NEURON_RT_ALLOW_LEGACY_NEFF=1 "
                        + "makes the runtime warn and load it", List.of(), List.of(log.get(0).replace("ERROR", " WARN")),
                        null, null, null, null, false);
                return;
            }
            log.add(e.nnFailed(s.status()));
            e.add(Severity.ERROR, Rule.NEFF_ARCH, "neff:arch", what, List.of(), log, null, null, null, null,
                    v.verified());
        });
    }

    private static void queueSets(Eval e, NeffFacts n) {
        e.at(Rule.QUEUE_SET_QUEUES).ifPresent(v -> {
            long max = e.profile.arch() == CheckArch.INF1 ? 1 : v.number("value");
            for (NeffFacts.QueueSetFact q : n.queueSets()) {
                if (q.numQueues() < 1 || q.numQueues() > max) {
                    e.add(Severity.ERROR, Rule.QUEUE_SET_QUEUES, "neff:" + q.subgraph() + ":" + q.name(), q.definition()
                            + ": queue set " + q.name() + " has " + q.numQueues() + " queues; a queue set has 1 to " + max
                            + " (the runtime's message is not public)", List.of(), List.of(), null, null,
                            new Finding.NeffEntry(q.subgraph(), q.name(), null, null, q.definition(), null, null), null,
                            v.verified());
                }
            }
        });
        e.at(Rule.QUEUE_SET_INSTANCES).ifPresent(v -> {
            if (n.instances() > v.number("value")) {
                e.add(Severity.ERROR, Rule.QUEUE_SET_INSTANCES, "neff:instances", "the NEFF has " + n.instances()
                        + " queue-set instances; runtimes before 2.31.24.0 take at most " + v.number("value")
                        + " (NRT_RESOURCE; the message is not public)", List.of(), List.of(), null, null, null, null,
                        v.verified());
            }
        });
    }

    private static void program(Eval e) {
        for (PlannedSubgraph sg : e.plan.subgraphs()) {
            sg.programError().ifPresent(err -> {
                if (err.rule() == Rule.QUEUE_SET_QUEUES) {
                    return;
                }
                RuleSpec s = e.spec(err.rule());
                List<String> log = new ArrayList<>();
                Optional<Variant> v = e.at(err.rule());
                if (err.rule() == Rule.VRING_CAP && v.isPresent()) {
                    log.add(e.log.error(s.subsystem(), s.function(), err.message()));
                }
                log.add(e.nnFailed(s.status()));
                e.add(Severity.ERROR, err.rule(), "neff:" + sg.name() + ":program", err.message(), List.of(), log, null,
                        null, new Finding.NeffEntry(sg.name(), null, null, null, sg.definition(), null, null), null,
                        v.map(Variant::verified).orElse(false));
            });
        }
    }

    /** A NEFF gate's refusal: the gate's line, then the load's last line with the gate's status. */
    private static void refuse(Eval e, Rule r, String subject, String message, String line, boolean verified) {
        RuleSpec s = e.spec(r);
        e.add(Severity.ERROR, r, subject, message, List.of(), List.of(e.log.error(s.subsystem(), s.function(), line),
                e.nnFailed(s.status())), null, null, null, null, verified);
    }
}
