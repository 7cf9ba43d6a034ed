package org.ringscope.model.lint;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringscope.model.dge.Addr8;
import org.ringscope.model.dge.DgeGaps;
import org.ringscope.model.dge.DgeWords;
import org.ringscope.model.dge.InstructionPatch;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Neff;
import org.ringscope.model.location.NeffMember;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.runtime.DgeIssue;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.runtime.load.EngineQueues;
import org.ringscope.model.session.DgeTraffic;

/**
 * The DGE checks of a run (decision 1181), each at the instruction it is about:
 * <ul>
 *   <li>{@code dge-oob} (error): an access the emulated DGE found out of bounds under {@code oob_mode.error} — the
 *       execution returned NRT_EXEC_OOB (1006) and the runtime logged its notification;</li>
 *   <li>{@code dge-no-backend} (error): a DGE instruction on an engine that owns no dynamic queue set, or a dynamic
 *       set that got no queue (no owner engine, or more dynamic sets than queue ids);</li>
 *   <li>{@code dge-table} (error): a DGE instruction whose leg reads a DGE table entry the subgraph does not have —
 *       no {@code dge-table} variable, an index past its list, an entry naming no variable ({@link DgeGaps});</li>
 *   <li>{@code dge-bound} (warning): a bound-checked leg whose extension carries no byte bound (nothing to check it
 *       against), or one whose table offset plus its reach already passes the bound at load.</li>
 * </ul>
 */
final class DgeChecks {
    /** The note the run keeps for an out-of-bounds access: {@code (sg00 Pool slot 12: what)} after the log line. */
    private static final Pattern OOB = Pattern.compile("out-of-bound access\\. model name = .* \\((\\S+) (\\S+) slot (\\d+): (.*)\\)$");

    private final Findings out;
    private final Manifest manifest;
    private final RunResult result;
    private final DgeTraffic traffic;
    private final int end;
    private final String neff;

    DgeChecks(Findings out, Manifest manifest, RunResult result, DgeTraffic traffic, int end, String neff) {
        this.out = out;
        this.neff = neff;
        this.manifest = manifest;
        this.result = result;
        this.traffic = traffic;
        this.end = end;
    }

    void run() {
        outOfBounds();
        noBackend();
        tables();
        bounds();
    }

    private void tables() {
        for (Subgraph sg : manifest.subgraphs()) {
            for (DgeGaps.Gap g : DgeGaps.of(sg)) {
                if (g.kind() == DgeGaps.Kind.TABLE) {
                    out.add(Severity.ERROR, "dge-table", sg.name() + " " + g.engine().displayName(), g.message(),
                            at(sg.name(), g.engine().displayName(), g.slot()),
                            step(sg.name(), g.engine().displayName(), g.slot()));
                }
            }
        }
    }

    private void outOfBounds() {
        for (String note : result.notes()) {
            Matcher m = OOB.matcher(note);
            if (m.find()) {
                int slot = Integer.parseInt(m.group(3));
                out.add(Severity.ERROR, "dge-oob", m.group(1) + " " + m.group(2), m.group(1) + " " + m.group(2)
                        + " slot " + slot + ": " + m.group(4) + " — the execution returns NRT_EXEC_OOB (1006)",
                        at(m.group(1), m.group(2), slot), step(m.group(1), m.group(2), slot));
            }
        }
    }

    private void noBackend() {
        Set<String> seen = new HashSet<>();
        for (DgeIssue i : traffic.issues()) {
            if (i.queueSet().isEmpty() && seen.add(i.subgraph() + "/" + i.engine() + "/" + i.slot())) {
                out.add(Severity.ERROR, "dge-no-backend", i.subgraph() + " " + i.engine(), i.subgraph() + " "
                        + i.engine() + " slot " + i.slot() + ": " + (i.reason() == null ? "no dynamic queue set"
                        : i.reason()), at(i.subgraph(), i.engine(), i.slot()), end);
            }
        }
        // from def.json, not from the rings the run staged: a run that stopped before its load staged none
        for (Subgraph sg : manifest.subgraphs()) {
            int ids = EngineQueues.dgeQueueIds(sg).length;
            int k = 0;
            for (QueueSet q : sg.queueSets()) {
                if (!q.dynamic()) {
                    continue;
                }
                Optional<Engine> owner = Engine.byKey(q.owner());
                boolean unqueued = k++ >= ids;
                if (owner.isEmpty() || unqueued) {
                    String why = owner.isEmpty() ? "its owner '" + q.owner() + "' is no engine"
                            : "it got no queue id (more dynamic sets than ids 13 down to 0)";
                    out.add(Severity.ERROR, "dge-no-backend", sg.name() + ":" + q.name(), "dynamic queue set "
                            + sg.name() + ":" + q.name() + " has no DGE rings: " + why, at(sg.name(),
                            owner.map(Engine::displayName).orElse(q.owner()), 0), end);
                }
            }
        }
    }

    private void bounds() {
        for (InstructionPatch p : traffic.patches()) {
            byte[] w = p.after();
            if ((w[0] & 0xFF) != DgeWords.DMA_MEMCPY) {
                continue;
            }
            byte[] ext = extension(p).orElse(null);
            leg(p, w, ext, true);
            leg(p, w, ext, false);
        }
    }

    private void leg(InstructionPatch p, byte[] w, byte[] ext, boolean src) {
        int reg = DgeWords.u8(w, src ? DgeWords.SRC_BOUND_REG : DgeWords.DST_BOUND_REG);
        if ((reg & DgeWords.BC_ENABLED) == 0) {
            return;
        }
        String side = src ? "source" : "destination";
        String where = p.subgraph() + " " + p.engine() + " slot " + p.slot();
        long bound = ext == null ? 0 : DgeWords.extBound(ext, src);
        if (bound == 0) {
            out.add(Severity.WARNING, "dge-bound", where, where + ": the " + side + " leg is bound-checked but "
                    + (ext == null ? "no PseudoExtension follows" : "its extension carries no " + (src ? "src" : "dst")
                    + "_bound_size_bytes") + ", so nothing bounds it", at(p.subgraph(), p.engine(), p.slot()),
                    step(p.subgraph(), p.engine(), p.slot()));
            return;
        }
        long a = DgeWords.u64(w, src ? DgeWords.SRC_ADDR : DgeWords.DST_ADDR);
        if (Addr8.marker(a) != Addr8.ADDR_TBL) {
            return;
        }
        long reach = Addr8.offset(a) + reach(w, src);
        if (reach > bound) {
            out.add(Severity.WARNING, "dge-bound", where, String.format("%s: the %s leg reaches 0x%x bytes into "
                    + "table[%d], past its bound of 0x%x: every execution ends out of bounds", where, side, reach,
                    Addr8.index(a), bound), at(p.subgraph(), p.engine(), p.slot()),
                    step(p.subgraph(), p.engine(), p.slot()));
        }
    }

    /** The bytes a leg spans from its start: the far corner of its two dimensions plus one element. */
    private static long reach(byte[] w, boolean src) {
        int step = src ? DgeWords.SRC_STEP : DgeWords.DST_STEP;
        int num = src ? DgeWords.SRC_NUM : DgeWords.DST_NUM;
        long r = DgeWords.elemSize(w, src ? DgeWords.SRC_ELEM_SIZE : DgeWords.DST_ELEM_SIZE);
        for (int d = 0; d < 2; d++) {
            r += Math.max(0, (long) (DgeWords.u16(w, num + 2 * d) - 1) * DgeWords.i32(w, step + 4 * d));
        }
        return r;
    }

    private Optional<byte[]> extension(InstructionPatch p) {
        return stream(p.subgraph(), p.engine()).filter(s -> p.slot() + 1 < s.slotCount()
                && s.opcode(p.slot() + 1) == DgeWords.PSEUDO_EXTENSION).map(s -> s.slotBytes(p.slot() + 1));
    }

    private Optional<InstructionStream> stream(String subgraph, String engine) {
        return program(subgraph, engine).flatMap(EngineProgram::instructions);
    }

    private Optional<EngineProgram> program(String subgraph, String engine) {
        return program(manifest, subgraph, engine);
    }

    private static Optional<EngineProgram> program(Manifest manifest, String subgraph, String engine) {
        return manifest.subgraphs().stream().filter(g -> g.name().equals(subgraph)).findFirst()
                .flatMap(g -> List.of(Engine.values()).stream().filter(e -> e.displayName().equals(engine)).findFirst()
                        .flatMap(g::engine));
    }

    private Location at(String subgraph, String engine, int slot) {
        return instruction(manifest, neff, subgraph, engine, slot);
    }

    /**
     * The instruction {@code slot} of an engine's stream ({@code engine} its display name) as a location: in the
     * member the manifest names for the stream, else in {@code sg00/Pool.bin}.
     */
    static Instruction instruction(Manifest manifest, String neff, String subgraph, String engine, int slot) {
        String member = program(manifest, subgraph, engine).map(EngineProgram::instrMember).filter(m -> !m.isEmpty())
                .orElse(subgraph + "/" + engine + ".bin");
        return new Instruction(new NeffMember(new Neff(neff), member), slot);
    }

    /** The step at which the first issue of the slot shows (its first descriptor write), else the end. */
    private int step(String subgraph, String engine, int slot) {
        List<DgeIssue> is = traffic.issues();
        for (int k = 0; k < is.size(); k++) {
            DgeIssue i = is.get(k);
            if (i.subgraph().equals(subgraph) && i.engine().equals(engine) && i.slot() == slot && traffic.step(k) >= 0) {
                return traffic.step(k);
            }
        }
        return end;
    }
}
