package org.ringscope.model.runtime.load;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Vring;

/**
 * One subgraph's static DMA program after load-time translation ({@link DmaTranslator#translate}): a
 * {@link QueueProgram} (a vring set) per static queue set and per queue-set instance, the DGE queue sets
 * reported as {@link DynamicQueueSet}s, and the {@link EntryTable} that maps each {@code dma} entry — and
 * so each {@code PseudoDMATrigger} slot — to its descriptor ranges.
 */
public final class DmaProgram {
    private final String subgraph;
    private final Arch arch;
    private final List<QueueProgram> queues;
    private final Map<String, Integer> queueIndex;
    private final List<DynamicQueueSet> dynamic;
    private final EntryTable entries;
    private final int maxVarId;
    private final List<NotEmulatedEntry> notEmulated;

    DmaProgram(String subgraph, Arch arch, List<QueueProgram> queues, Map<String, Integer> queueIndex,
            List<DynamicQueueSet> dynamic, EntryTable entries, int maxVarId, List<NotEmulatedEntry> notEmulated) {
        this.notEmulated = List.copyOf(notEmulated);
        this.subgraph = subgraph;
        this.arch = arch;
        this.queues = Collections.unmodifiableList(queues);
        this.queueIndex = queueIndex;
        this.dynamic = List.copyOf(dynamic);
        this.entries = entries;
        this.maxVarId = maxVarId;
    }

    /** The subgraph's name ({@code sg00}). */
    public String subgraph() {
        return subgraph;
    }

    public Arch arch() {
        return arch;
    }

    /** The static queue sets' programs, in def.json order; each set is followed by its instances. */
    public List<QueueProgram> queues() {
        return queues;
    }

    /** The program of the queue set or instance {@code name}. */
    public Optional<QueueProgram> queue(String name) {
        Integer i = queueIndex.get(name);
        return i == null ? Optional.empty() : Optional.of(queues.get(i));
    }

    /** The DGE queue sets: left to the device. */
    public List<DynamicQueueSet> dynamicQueueSets() {
        return dynamic;
    }

    public EntryTable entries() {
        return entries;
    }

    /** The descs whose bytes RingScope does not move (their entries still complete), with why. */
    public List<NotEmulatedEntry> notEmulated() {
        return notEmulated;
    }

    /** The subgraph's largest var_id ({@code max_var_id} of the template halves). */
    public int maxVarId() {
        return maxVarId;
    }

    /**
     * The entries a trigger of queue (set or instance) {@code queueName} with dma id {@code dmaId} starts — one
     * as a rule; several when entries share an id ("other descriptors with the same ID … must have the same
     * trigger amounts"); none when no entry matches.
     */
    public List<EntryLocation> locate(String queueName, int dmaId) {
        Integer qp = queueIndex.get(queueName);
        if (qp == null) {
            return List.of();
        }
        int[] rows = entries.rows(qp, dmaId);
        List<EntryLocation> out = new ArrayList<>(rows.length);
        for (int r : rows) {
            out.add(entries.get(r));
        }
        return out;
    }

    /** {@link #locate(String, int)} for a decoded {@code PseudoDMATrigger} slot. */
    public List<EntryLocation> locate(InstructionStream.DmaTrigger trigger) {
        return locate(trigger.queue(), trigger.dmaId());
    }

    /** Every vring of the program, queue set by queue set. */
    public List<Vring> vrings() {
        List<Vring> out = new ArrayList<>();
        queues.forEach(q -> out.addAll(q.vrings()));
        return out;
    }

    /** TX descriptors over every vring (data and completion). */
    public long txDescriptors() {
        long n = 0;
        for (QueueProgram q : queues) {
            for (Vring v : q.vrings()) {
                n += v.tx().usedDescCount();
            }
        }
        return n;
    }

    @Override
    public String toString() {
        return "DMA program of " + subgraph + " (" + arch + "): " + queues.size() + " queue programs, " + dynamic.size()
                + " dynamic queue sets, " + entries.size() + " entries, " + txDescriptors() + " TX descriptors";
    }
}
