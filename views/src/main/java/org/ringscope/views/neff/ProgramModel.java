package org.ringscope.views.neff;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;
import org.ringscope.views.Format;

/**
 * The DMA program of every subgraph as table rows: queue sets (with the DMA entries that use them),
 * variables, and DMA entries flattened to one row per description. Pure Java, tested without a window.
 */
final class ProgramModel {
    /** A queue set of one subgraph, with the number of DMA entries on it and the bytes they move. */
    record QueueRow(String subgraph, QueueSet queue, int entries, long bytes) {
        String semaphores() {
            return queue.semaphores().stream().map(String::valueOf).collect(Collectors.joining(", "));
        }
    }

    /** A variable of one subgraph. */
    record VariableRow(String subgraph, Variable var) {
        String size() {
            return var.size() < 0 ? "" : Format.count(var.size());
        }

        /** The type-specific field: file name, backing offset, referenced var, table list. */
        String detail() {
            if (!var.fileName().isEmpty()) {
                return "file " + var.fileName();
            }
            if (var.backingVariableOff() >= 0) {
                return "backing offset " + Format.hex(var.backingVariableOff());
            }
            if (var.referencedVarId() >= 0) {
                return "points to var " + var.referencedVarId();
            }
            if (!var.list().isEmpty()) {
                return "vars " + var.list().stream().map(String::valueOf).collect(Collectors.joining(", "));
            }
            return "";
        }
    }

    /** One description of one DMA entry; {@code index} is its position in the entry's {@code desc} list. */
    record DmaRow(String subgraph, EngineProgram program, DmaEntry entry, int index) {
        DmaDesc desc() {
            return entry.descs().get(index);
        }

        boolean first() {
            return index == 0;
        }

        String position() {
            return (index + 1) + "/" + entry.descs().size();
        }

        long bytes() {
            return desc().from().totalBytes();
        }
    }

    private final List<String> subgraphs;
    private final List<QueueRow> queues = new ArrayList<>();
    private final List<VariableRow> variables = new ArrayList<>();
    private final List<DmaRow> dma = new ArrayList<>();

    ProgramModel(Manifest m) {
        this.subgraphs = m.subgraphs().stream().map(Subgraph::name).toList();
        for (Subgraph sg : m.subgraphs()) {
            Map<String, int[]> entries = new HashMap<>();
            Map<String, long[]> bytes = new HashMap<>();
            for (EngineProgram p : sg.engines()) {
                for (DmaEntry e : p.dma()) {
                    entries.computeIfAbsent(e.queue(), k -> new int[1])[0]++;
                    bytes.computeIfAbsent(e.queue(), k -> new long[1])[0] += e.totalBytes();
                    for (int i = 0; i < e.descs().size(); i++) {
                        dma.add(new DmaRow(sg.name(), p, e, i));
                    }
                }
            }
            for (QueueSet q : sg.queueSets()) {
                queues.add(new QueueRow(sg.name(), q, entries.getOrDefault(q.name(), new int[1])[0],
                        bytes.getOrDefault(q.name(), new long[1])[0]));
            }
            sg.variables().forEach(v -> variables.add(new VariableRow(sg.name(), v)));
        }
    }

    List<String> subgraphs() {
        return subgraphs;
    }

    List<QueueRow> queues() {
        return List.copyOf(queues);
    }

    List<VariableRow> variables() {
        return List.copyOf(variables);
    }

    List<DmaRow> dma() {
        return List.copyOf(dma);
    }

    /** The first row of a DMA entry of an engine program, by id (a trigger's target); -1 when absent. */
    int dmaRowOf(EngineProgram program, int id) {
        for (int i = 0; i < dma.size(); i++) {
            DmaRow r = dma.get(i);
            if (r.program() == program && r.entry().id() == id) {
                return i;
            }
        }
        return -1;
    }

    /** An access pattern as {@code SB +0x804400 · sizes [4, 2] · steps [1, 262144] · float32}. */
    static String pattern(AccessPattern p) {
        StringBuilder sb = new StringBuilder(p.var()).append(" +").append(Format.hex(p.offset()));
        sb.append(" · sizes ").append(list(p.sizes())).append(" · steps ").append(list(p.steps()));
        if (!p.dtype().isEmpty()) {
            sb.append(" · ").append(p.dtype());
        }
        return sb.toString();
    }

    /** The compact form for table cells: {@code SB+0x804400 [4,2] step [1,262144]}. */
    static String patternShort(AccessPattern p) {
        return p.var() + "+" + Format.hex(p.offset()) + " " + compact(p.sizes()) + " step " + compact(p.steps());
    }

    /** The element types of a description: {@code float32}, or {@code bf16→float32} when they differ. */
    static String dtypes(DmaDesc d) {
        String a = d.from().dtype();
        String b = d.to().dtype();
        return a.equals(b) || b.isEmpty() ? a : a.isEmpty() ? b : a + "→" + b;
    }

    private static String compact(long[] v) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < v.length; i++) {
            sb.append(i > 0 ? "," : "").append(v[i]);
        }
        return sb.append(']').toString();
    }

    private static String list(long[] v) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < v.length; i++) {
            sb.append(i > 0 ? ", " : "").append(v[i]);
        }
        return sb.append(']').toString();
    }
}
