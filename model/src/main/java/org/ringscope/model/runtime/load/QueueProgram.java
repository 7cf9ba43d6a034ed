package org.ringscope.model.runtime.load;

import java.util.BitSet;
import java.util.List;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringSet;

/**
 * The translated DMA program of one static queue set (or one of its {@code queue_instances}): a
 * {@link VringSet} of {@code num_queues} vrings named {@code "%s_%u"}, the unit {@code vring_set_allocate}
 * hands out per DMA queue set. A vring whose descriptors point at a per-execution variable is a template
 * ({@code is_template} set on that half, {@code max_var_id} = the subgraph's largest var_id): its rings are
 * built per execution ({@link DynamicRings}, {@code ddrs_build_dma_rings}); the others are dumped once at
 * load ({@link StaticRings}, {@code dma_ring_create_prings_from_vring}).
 */
public final class QueueProgram {
    private final QueueSet queueSet;
    private final String name;
    private final VringSet vrings;
    private final boolean[] txTemplate;
    private final boolean[] rxTemplate;
    private final BitSet[] varIds;
    private final int[] entries;

    QueueProgram(QueueSet queueSet, String name, VringSet vrings) {
        this.queueSet = queueSet;
        this.name = name;
        this.vrings = vrings;
        int n = vrings.count();
        txTemplate = new boolean[n];
        rxTemplate = new boolean[n];
        varIds = new BitSet[n];
        for (int i = 0; i < n; i++) {
            varIds[i] = new BitSet();
        }
        entries = new int[n];
    }

    /** The queue set of def.json's {@code dma_queue}. */
    public QueueSet queueSet() {
        return queueSet;
    }

    /** The queue set's name, or the instance's name for a {@code queue_instances} member. */
    public String name() {
        return name;
    }

    /** Whether this is one of the queue set's {@code queue_instances} rather than the set itself. */
    public boolean isInstance() {
        return !name.equals(queueSet.name());
    }

    public VringSet vringSet() {
        return vrings;
    }

    public List<Vring> vrings() {
        return vrings.vrings();
    }

    /** Whether queue {@code q}'s vring has template pointers in either half (rings built per execution). */
    public boolean isTemplate(int q) {
        return txTemplate[q] || rxTemplate[q];
    }

    /** Whether queue {@code q}'s TX half (sources) has template pointers. */
    public boolean txTemplate(int q) {
        return txTemplate[q];
    }

    /** Whether queue {@code q}'s RX half (destinations) has template pointers. */
    public boolean rxTemplate(int q) {
        return rxTemplate[q];
    }

    /** The var_ids queue {@code q}'s template pointers name, ascending (the key of its dynamic rings). */
    public int[] templateVarIds(int q) {
        return varIds[q].stream().toArray();
    }

    /** Entries placed on queue {@code q}. */
    public int entries(int q) {
        return entries[q];
    }

    void noteTemplate(int q, boolean tx, int varId) {
        if (tx) {
            txTemplate[q] = true;
        } else {
            rxTemplate[q] = true;
        }
        varIds[q].set(varId);
    }

    void noteEntry(int q) {
        entries[q]++;
    }

    @Override
    public String toString() {
        return "queue program " + name + " (" + queueSet.type() + ", " + vrings.count() + " queues)";
    }
}
