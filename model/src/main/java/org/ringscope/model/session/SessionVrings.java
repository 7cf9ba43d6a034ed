package org.ringscope.model.session;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.runtime.NeuronRuntime;
import org.ringscope.model.runtime.StagedRing;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;

/**
 * The vrings of a run as the views and the lints name them (decision 0870): every vring the runtime staged
 * ({@link NeuronRuntime#rings()}) under a key unique in the session — {@code subgraph:vring} for what LOAD
 * built ({@code sg00:qSPIO0_0}, {@code sg00:sg00_instr}), {@code subgraph@n:vring} for the n-th
 * per-execution build of a template ({@code sg00@1:qSPIO0_0}; after the last colon, always the vring's own
 * name) — with its queue set, kind, prings, the template a build was resolved from, and the subgraph's var_id →
 * variable names for template pointers. Prings are named as the runtime allocates them ({@code Device.pringName}):
 * {@code subgraph:vring.tx} / {@code .rx}, a later ring of the same name {@code … #n}.
 *
 * <p>A vring exists from the step after its attach record ({@link #existsAt}); before that it shows, in
 * memory, the state it was attached with. Read on the thread that owns the journal.
 */
public final class SessionVrings {
    /**
     * One staged vring.
     *
     * @param key      unique in the session: {@code sg00:qSPIO0_0}, {@code sg00@1:qSPIO0_0}
     * @param kind     {@code static}, {@code template}, {@code dynamic} (a per-execution build) or {@code instr}
     * @param template the template entry a {@code dynamic} build was resolved from, else {@code null}
     * @param txPring  name of the TX pring it was dumped into, or {@code null} (templates)
     */
    public record Entry(String key, String subgraph, String queueSet, int queue, String kind, int occurrence,
                        Vring vring, Pring tx, Pring rx, String txPring, String rxPring, Entry template) {
        public String name() {
            return vring.name();
        }

        /** The pring of one half, or {@code null}. */
        public Pring pring(Direction d) {
            return d == Direction.TX ? tx : rx;
        }

        /** The pring name of one half, or {@code null}. */
        public String pringName(Direction d) {
            return d == Direction.TX ? txPring : rxPring;
        }
    }

    private final List<Entry> entries;
    private final Map<String, Entry> byKey = new HashMap<>();
    private final Map<String, Map<Integer, String>> varNames;

    private SessionVrings(List<Entry> entries, Map<String, Map<Integer, String>> varNames) {
        this.entries = Collections.unmodifiableList(entries);
        this.varNames = varNames;
        entries.forEach(e -> byKey.put(e.key(), e));
    }

    /** The vrings of {@code s}'s run (empty before it ran). */
    public static SessionVrings of(EmulationSession s) {
        Map<String, Map<Integer, String>> vars = new HashMap<>();
        for (Subgraph sg : s.manifest().subgraphs()) {
            Map<Integer, String> m = new HashMap<>();
            for (Variable v : sg.variables()) {
                m.putIfAbsent(v.varId(), v.name());
            }
            vars.put(sg.name(), m);
        }
        return of(s.runtime(), vars);
    }

    /** The vrings of {@code rt}'s run; {@code varNames}: subgraph → var_id → variable name. */
    public static SessionVrings of(NeuronRuntime rt, Map<String, Map<Integer, String>> varNames) {
        List<Entry> out = new ArrayList<>();
        Map<String, Entry> templates = new HashMap<>();
        for (StagedRing r : rt.rings()) {
            if (r.vring() == null) {
                continue;
            }
            String base = r.subgraph() + ":" + r.vring().name();
            boolean dynamic = "dynamic".equals(r.kind());
            String key = dynamic ? r.subgraph() + "@" + r.occurrence() + ":" + r.vring().name() : base;
            String suffix = dynamic && r.occurrence() > 1 ? " #" + r.occurrence() : "";
            Entry tmpl = dynamic ? templates.get(r.subgraph() + "/" + r.queueSet() + "/" + r.queue()) : null;
            Entry e = new Entry(key, r.subgraph(), r.queueSet(), r.queue(), r.kind(), r.occurrence(), r.vring(), r.tx(),
                    r.rx(), r.tx() == null ? null : base + ".tx" + suffix, r.rx() == null ? null : base + ".rx" + suffix,
                    tmpl);
            if ("template".equals(r.kind())) {
                templates.put(r.subgraph() + "/" + r.queueSet() + "/" + r.queue(), e);
            }
            out.add(e);
        }
        return new SessionVrings(out, varNames);
    }

    /** Every staged vring, subgraph by subgraph, in staging order. */
    public List<Entry> entries() {
        return entries;
    }

    public Optional<Entry> get(String key) {
        return Optional.ofNullable(byKey.get(key));
    }

    /** The builds resolved from template {@code t}. */
    public List<Entry> buildsOf(Entry t) {
        return entries.stream().filter(e -> e.template() == t).toList();
    }

    /** Whether {@code e}'s vring exists at {@code step} (its attach record lies before it). */
    public static boolean existsAt(Journal j, Entry e, int step) {
        return VringDomain.of(j).attachedBefore(e.vring(), step);
    }

    /** The first step at which {@code e}'s vring exists, or -1 when it never was attached. */
    public static int firstStep(Journal j, Entry e) {
        int lo = 0;
        int hi = j.size();
        if (!existsAt(j, e, hi)) {
            return -1;
        }
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (existsAt(j, e, mid)) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /** The name of variable {@code varId} of {@code subgraph}, or {@code var_id=N}. */
    public String varName(String subgraph, int varId) {
        String n = varNames.getOrDefault(subgraph, Map.of()).get(varId);
        return n != null ? n : "var_id=" + varId;
    }
}
