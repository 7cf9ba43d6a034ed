package org.ringscope.model.runtime.load;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.Consumer;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.TensorSet;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDump;
import org.ringscope.model.vring.VringException;
import org.ringscope.model.vring.VringListener;
import org.ringscope.model.vring.VringTemplates;

/**
 * The per-execution rings of template vrings — {@code ddrs_build_dma_rings} (0x3179a0; docs/reference/udma-rings-and-doorbells.md
 * "Dynamic rings"): per template vring the key is the array of resolved tensor PAs; a cache hit takes another
 * reference and reuses the rings; a miss deep-copies the vring ({@code vring_deep_copy_pages}), resolves it
 * ({@code vring_build_vring_pages_from_template}), allocates linear rings ({@code dma_ring_info_alloc} with
 * wrap = 0), dumps and inserts. {@link #release} is {@code ddrs_free}.
 *
 * <p>Cache policy (decision 0551): the cache keeps up to {@code capacity} ring pairs; {@link #release} drops a
 * reference, and when the cache is over capacity the least recently used pairs nobody references are freed.
 * So executions that bind the same tensors reuse one pair of rings.
 */
public final class DynamicRings {
    /** Ring pairs kept by default. */
    public static final int DEFAULT_CAPACITY = 64;

    private record Key(String vring, long[] pas) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && vring.equals(k.vring) && Arrays.equals(pas, k.pas);
        }

        @Override
        public int hashCode() {
            return vring.hashCode() * 31 + Arrays.hashCode(pas);
        }
    }

    private static final class Slot {
        final QueueRings rings;
        int refs;

        Slot(QueueRings rings) {
            this.rings = rings;
        }
    }

    private final int capacity;
    private final VringListener listener;
    private final Consumer<Vring> attach;
    private final PringAllocator alloc;
    /** Each dump ends its ring with the trap descriptor (decision 1325). */
    private boolean trap;
    private final LinkedHashMap<Key, Slot> cache = new LinkedHashMap<>(16, 0.75f, true);
    private final List<Built> built = new ArrayList<>();
    private long hits;
    private long misses;

    /** @param listener attached to each resolved copy before its dump (the journal), or {@code null} */
    public DynamicRings(int capacity, VringListener listener) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.capacity = capacity;
        this.listener = listener;
        this.attach = null;
        this.alloc = PringAllocator.HOST;
    }

    /**
     * Rings from {@code alloc} (the device's HBM); each copy is handed to {@code attach} (the journal's
     * {@code vrings()::attach}) once {@code vring_deep_copy_pages} and {@code vring_build_vring_pages_from_template}
     * have made it, before its dump: the journal sees the resolved copy appear in one step (the template keeps the
     * unresolved words), so a seek never re-resolves a million descriptors (decision 0706).
     */
    public DynamicRings(int capacity, Consumer<Vring> attach, PringAllocator alloc) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.capacity = capacity;
        this.listener = null;
        this.attach = attach;
        this.alloc = alloc;
    }

    public DynamicRings() {
        this(DEFAULT_CAPACITY, null);
    }

    /** Ends every ring built from now on with the trap descriptor ({@code run --dump-trap}); returns this. */
    public DynamicRings withTrap(boolean on) {
        trap = on;
        return this;
    }

    /**
     * The rings of template queue {@code q} of {@code qp} for one execution's {@code tensors}.
     *
     * @throws VringException "Failed to find tensor %s in tensor set" when the execution binds no tensor for a
     *         var_id the vring names
     */
    public QueueRings build(QueueProgram qp, int q, TensorSet tensors) throws VringException {
        Vring template = qp.vrings().get(q);
        if (!qp.isTemplate(q)) {
            throw new IllegalArgumentException("vring " + template.name() + " has no template: dump it at load");
        }
        int[] ids = qp.templateVarIds(q);
        long[] pas = new long[ids.length];
        for (int i = 0; i < ids.length; i++) {
            String name = tensors.nameOf(ids[i]);
            OptionalLong pa = tensors.pa(name);
            if (pa.isEmpty()) {
                throw new VringException(VringException.NRT_FAILURE, String.format(VringTemplates.TENSOR_NOT_FOUND, name));
            }
            pas[i] = pa.getAsLong();
        }
        Key key = new Key(template.name(), pas);
        Slot slot = cache.get(key);
        if (slot != null) {
            hits++;
        } else {
            misses++;
            Vring copy = template.vringDeepCopyPages(template.name());
            if (attach == null) {
                copy.setListener(listener);
            }
            VringTemplates.vringBuildVringPagesFromTemplate(copy, tensors);
            if (attach != null) {
                attach.accept(copy);
            }
            Pring tx = alloc.alloc(copy.name() + ".tx", RingType.TX, VringDump.slots(copy.tx().usedDescCount(), trap),
                    false);
            Pring rx = alloc.alloc(copy.name() + ".rx", RingType.RX, VringDump.slots(copy.rx().usedDescCount(), trap),
                    false);
            VringDump.vringDumpToPring(copy, tx, rx, trap);
            slot = new Slot(new QueueRings(copy.name(), tx, rx, true));
            cache.put(key, slot);
            built.add(new Built(qp.name(), q, copy, slot.rings));
        }
        slot.refs++;
        evict();
        return slot.rings;
    }

    /** {@code ddrs_free}: drops the reference an execution took with {@link #build}. */
    public void release(QueueRings rings) {
        for (Slot s : cache.values()) {
            if (s.rings == rings) {
                if (s.refs > 0) {
                    s.refs--;
                }
                evict();
                return;
            }
        }
    }

    private void evict() {
        Iterator<Map.Entry<Key, Slot>> it = cache.entrySet().iterator();
        while (cache.size() > capacity && it.hasNext()) {
            if (it.next().getValue().refs == 0) {
                it.remove();
            }
        }
    }

    /**
     * One cache miss: the resolved copy of template queue {@code queue} of queue set {@code queueSet} and the
     * rings it was dumped into.
     */
    public record Built(String queueSet, int queue, Vring vring, QueueRings rings) {
    }

    /** Every copy built so far, in build order (evicted ones too: their rings stay in device memory). */
    public List<Built> built() {
        return List.copyOf(built);
    }

    /** Ring pairs cached. */
    public int size() {
        return cache.size();
    }

    public long hits() {
        return hits;
    }

    public long misses() {
        return misses;
    }
}
