package org.ringscope.model.gen;

import static org.ringscope.model.gen.NeffBuilder.list;
import static org.ringscope.model.gen.NeffBuilder.obj;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.neff.Engine;

/**
 * One subgraph ({@code sgNN/}) of a synthetic NEFF: its def.json (queue sets, variables with dense var_ids),
 * the five engine JSONs and instruction streams. Every stream opens with SetOrderingMode and
 * PseudoBranchLabel; {@link #dma} puts the entry in its queue set's owner engine JSON (ids 0, 1, … per
 * engine) and appends that engine's PseudoDMATrigger at the same moment, so triggers follow the order the
 * caller adds entries in — the data flow (decision 0602). Each entry's {@code #comment} is
 * {@code inst.N-block-1} with N from a counter shared by every subgraph of the NEFF, so N orders the
 * entries globally, as the compiler's instruction numbers do.
 */
public final class SubgraphBuilder {
    private final String name;
    private final int[] inst;
    private final Map<String, Object> queues = new LinkedHashMap<>();
    private final Map<String, Engine> owners = new LinkedHashMap<>();
    private final Map<String, Integer> perQueueCount = new LinkedHashMap<>();
    private final Map<String, Object> vars = new LinkedHashMap<>();
    private final Map<String, Object> defExtra = new LinkedHashMap<>();
    private final List<Object> features = new ArrayList<>();
    private final Map<String, byte[]> files = new LinkedHashMap<>();
    private final Map<Engine, List<Object>> dma = new EnumMap<>(Engine.class);
    private final Map<Engine, SlotStreamBuilder> streams = new EnumMap<>(Engine.class);

    /**
     * @param name    the subgraph name and folder, e.g. {@code sg00}
     * @param counter the NEFF's instruction counter, shared by its subgraphs (a one-element array)
     */
    public SubgraphBuilder(String name, int[] counter) {
        this.name = name;
        this.inst = counter;
        for (Engine e : Engine.values()) {
            dma.put(e, new ArrayList<>());
            streams.put(e, new SlotStreamBuilder().prologue());
        }
    }

    /** A fresh instruction counter for a NEFF. */
    public static int[] counter() {
        return new int[] {1};
    }

    public String name() {
        return name;
    }

    /**
     * A queue set owned by {@code owner}. Semaphores: {@code semaphore_set}; entries on the set take them in
     * turn.
     */
    public SubgraphBuilder queueSet(String queue, String type, Engine owner, int numQueues, List<Integer> semaphores,
                                    Object... extraKv) {
        Map<String, Object> q = obj("type", type, "owner", owner.key(), "num_queues", numQueues, "fabric_path", "main",
                "semaphore_set", new ArrayList<Object>(semaphores));
        q.putAll(obj(extraKv));
        queues.put(queue, q);
        owners.put(queue, owner);
        perQueueCount.put(queue, 0);
        return this;
    }

    /** A variable; var_ids are dense, in the order variables are added. */
    public SubgraphBuilder var(String var, String type, long size, Object... extraKv) {
        Map<String, Object> v = obj("type", type, "var_id", vars.size());
        if (size >= 0) {
            v.put("size", size);
        }
        v.putAll(obj(extraKv));
        vars.put(var, v);
        return this;
    }

    /**
     * A {@code file} variable whose bytes become the member {@code sgNN/<fileName>}. Its size is that of the
     * data: for a {@code .npy}, the array without its header (as on the public NEFFs).
     */
    public SubgraphBuilder fileVar(String var, String fileName, byte[] bytes, long alignment) {
        files.put(fileName, bytes);
        return var(var, "file", bytes.length - Npy.headerLength(bytes), "alignment", alignment, "file_name", fileName,
                "fabric_path", "main", "ops", list());
    }

    /** A member of the subgraph folder that no variable names (e.g. a ucode library). */
    public SubgraphBuilder file(String fileName, byte[] bytes) {
        files.put(fileName, bytes);
        return this;
    }

    /** Adds a {@code neff_features} name (e.g. {@code neff_feature_vnc}). */
    public SubgraphBuilder feature(String feature) {
        if (!features.contains(feature)) {
            features.add(feature);
        }
        return this;
    }

    /** Any other def.json key ({@code neff_features}, {@code ucode_lib}, …). */
    public SubgraphBuilder def(String key, Object value) {
        defExtra.put(key, value);
        return this;
    }

    /**
     * A static DMA entry on {@code queue} with one or more {@code desc} objects ({@link Descs}), and its
     * PseudoDMATrigger on the owner engine's stream. Returns the entry's id.
     */
    @SafeVarargs
    public final int dma(String queue, Map<String, Object>... descs) {
        Engine owner = owners.get(queue);
        if (owner == null) {
            throw new IllegalArgumentException("no queue set " + queue + " in " + name);
        }
        List<Object> entries = dma.get(owner);
        int id = entries.size();
        int k = perQueueCount.merge(queue, 1, Integer::sum) - 1;
        @SuppressWarnings("unchecked")
        List<Object> sems = (List<Object>) ((Map<String, Object>) queues.get(queue)).get("semaphore_set");
        Map<String, Object> e = obj("#comment", "inst." + inst[0]++ + "-block-1", "id", id, "queue", queue);
        if (!sems.isEmpty()) {
            e.put("semaphore", sems.get(k % sems.size()));
        }
        e.put("desc", new ArrayList<Object>(List.of((Object[]) descs)));
        entries.add(e);
        streams.get(owner).dmaTrigger(queue, id);
        return id;
    }

    /** The instruction stream of {@code engine}, to add compute or DGE slots at this point of the flow. */
    public SlotStreamBuilder stream(Engine engine) {
        return streams.get(engine);
    }

    /** Static DMA entries added so far on {@code engine}. */
    public int dmaCount(Engine engine) {
        return dma.get(engine).size();
    }

    /** Writes def.json, the engine JSONs and streams and the files under {@code name/}. */
    public void into(NeffBuilder b) {
        String dir = name + "/";
        Map<String, Object> def = obj("version", "0.6", "name", "definition");
        for (Engine e : Engine.values()) {
            def.put(e.key(), e.displayName() + ".json");
            def.put(e.instrKey(), e.displayName() + ".bin");
            b.json(dir + e.displayName() + ".json", obj("dma", dma.get(e), "instr", e.displayName() + ".bin",
                    "name", e.displayName() + ".json"));
            b.member(dir + e.displayName() + ".bin", streams.get(e).build());
        }
        def.put("dma_queue", queues);
        def.put("var", vars);
        def.putAll(defExtra);
        def.put("neff_features", features);
        b.json(dir + "def.json", def);
        files.forEach((f, bytes) -> b.member(dir + f, bytes));
    }
}
