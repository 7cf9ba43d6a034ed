package org.ringscope.model.log.emit;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.check.Finding;
import org.ringscope.model.check.Level;
import org.ringscope.model.check.Rule;
import org.ringscope.model.check.Units;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.log.LineKind;
import org.ringscope.model.log.LogReader;
import org.ringscope.model.log.Module;
import org.ringscope.model.log.Origin;
import org.ringscope.model.log.ReadLine;

/**
 * The load's lines from its pre-flight check on the log's profile: each finding's dmesg and runtime lines where the
 * emulated load meets the finding's rule — the runtime's start, the NEFF's header, the model's staging, the queue
 * bundles' setup — and, once the load is through, the memory report (decision 1342). A load the profile refuses
 * stops at its first error, as the real one does: the warnings met before it and that error are printed, and the log
 * ends there when the plan says so.
 */
final class LoadLines {
    /** Where in the emulated load the stack meets a rule of a stage. */
    enum Anchor {
        START("nrt_init", true), HEADER("neff_get_header_from_buffer", false), STAGING("kbl_model_add", true),
        QUEUES("dma_ring_setup_queue_bundles", true), LOADED("nrt_load", false);

        final String node;
        final boolean enter;

        Anchor(String node, boolean enter) {
            this.node = node;
            this.enter = enter;
        }

        static Anchor of(String stage) {
            return switch (stage) {
                case "init" -> START;
                case "neff" -> HEADER;
                case "alloc" -> STAGING;
                default -> QUEUES;
            };
        }
    }

    private final LogPlan plan;
    private final String neff;
    private final Map<Anchor, List<Integer>> findings = new EnumMap<>(Anchor.class);
    private final Anchor failsAt;

    LoadLines(LogPlan plan, String neffName) {
        this.plan = plan;
        this.neff = neffName.endsWith(".neff") ? neffName.substring(0, neffName.length() - 5) : neffName;
        Anchor fail = null;
        CheckReport r = plan.check();
        if (r != null) {
            for (int k = 0; k < r.findings().size(); k++) {
                Finding f = r.findings().get(k);
                Anchor a = Anchor.of(plan.catalog().rule(f.rule()).stage());
                findings.computeIfAbsent(a, x -> new ArrayList<>()).add(k);
                if (f.severity() == Severity.ERROR) {
                    fail = a;
                    break;
                }
            }
        }
        failsAt = fail;
    }

    /** Whether the profile refuses the load. */
    boolean fails() {
        return failsAt != null;
    }

    /** Where the profile's load fails, or {@code null}. */
    Anchor failsAtAnchor() {
        return failsAt;
    }

    /** The lines anchored at {@code a}, which the walk has just met for the first time. */
    void fire(Anchor a, Emit e) {
        for (int k : findings.getOrDefault(a, List.of())) {
            finding(k, e);
        }
        if (a == Anchor.LOADED && failsAt == null && plan.check() != null) {
            memory(e);
        }
    }

    private void finding(int k, Emit e) {
        Finding f = plan.check().findings().get(k);
        Level level = f.severity() == Severity.ERROR ? Level.ERROR : Level.WARN;
        for (ReadLine l : LogReader.lines("check", f.dmesg(), Set.of()).lines()) {
            e.line(LineKind.DMESG, level, Module.TDRV, l.function(), l.message(), Origin.RUNTIME, f.location(), k);
        }
        for (ReadLine l : LogReader.lines("check", f.runtimeLog(), Set.of()).lines()) {
            Module m = Module.of(l.module()).orElse(Module.TDRV);
            e.line(l.kind(), l.level(), m, l.function(), l.message(), Origin.RUNTIME, f.location(), k);
        }
    }

    /**
     * {@code TDRV:dml_log_dev_neff_mem} at INFO (neuron-runtime/explore/device-memory.rst): the core's usage, then the
     * NEFF's by category, the dma rings by the four categories of runtime 2.23 (one {@code dma rings} line before,
     * as the out-of-memory report of that time prints them), in the runtime's units.
     */
    private void memory(Emit e) {
        CheckReport r = plan.check();
        long used = 0;
        int nc = 0;
        boolean first = true;
        Map<String, Long> use = new LinkedHashMap<>();
        for (CheckReport.Pool p : r.hbm().pools()) {
            used += p.used();
            if (first && !p.cores().isEmpty()) {
                nc = p.cores().get(0);
                first = false;
            }
            p.byUse().forEach((k, v) -> use.merge(k, v, Long::sum));
        }
        boolean split = plan.catalog().at(Rule.HBM, r.profile()).map(v -> "new".equals(v.text("format"))).orElse(true);
        List<String> out = new ArrayList<>();
        out.add("[ND 0:NC " + nc + "] Current Usage Total: " + Units.size(used));
        out.add("\tshared scratchpad: " + Units.size(use.getOrDefault("shared scratchpad", 0L)));
        out.add("Per NEFF memory usage breakdown for [" + neff + "]:");
        List<String> items = new ArrayList<>();
        long total = 0;
        for (String u : new String[] {"model code", "model constants"}) {
            long v = use.getOrDefault(u, 0L);
            total += v;
            items.add("\t* " + u + ": " + Units.size(v));
        }
        items.add("\t* scratchpad: " + Units.size(0));
        long rt = use.getOrDefault("runtime", 0L);
        total += rt;
        items.add("\t* runtime: " + Units.size(rt));
        if (split) {
            for (Map.Entry<String, Long> c : r.ringMemory().entrySet()) {
                total += c.getValue();
                items.add("\t* dma rings " + c.getKey() + ": " + Units.size(c.getValue()));
            }
        } else {
            long rings = r.ringMemory().values().stream().mapToLong(Long::longValue).sum();
            total += rings;
            items.add("\t* dma rings: " + Units.size(rings));
        }
        long coll = use.getOrDefault("collectives", 0L);
        total += coll;
        items.add("\t* collectives: " + Units.size(coll));
        out.add("\tTotal: " + Units.size(total));
        out.addAll(items);
        e.line(LineKind.RUNTIME, Level.INFO, Module.TDRV, "dml_log_dev_neff_mem", "", Origin.RUNTIME, null, -1);
        for (String s : out) {
            e.line(LineKind.CONTINUATION, Level.INFO, Module.TDRV, "dml_log_dev_neff_mem", s, Origin.RUNTIME, null, -1);
        }
    }
}
