package org.ringscope.model.neff;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.ringscope.model.InputException;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringSet;

/**
 * Resolves the manifest chain {@code neff.json → kelf-*.json → sgNN/def.json → engine JSONs and .bin}
 * (docs/reference/neff-container.md). Member names come from the manifests, never from a fixed list: older NEFFs
 * use lowercase engine files, and def.json's {@code *_instr} keys name the streams.
 */
public final class ManifestParser {
    public static final String NEFF_JSON = "neff.json";
    /** The instruction vring of a subgraph is named after it with this suffix. */
    static final String INSTR_SUFFIX = "_instr";
    /** Longest subgraph name whose instruction vring name fits the runtime's name buffer. */
    static final int MAX_SUBGRAPH_NAME = Vring.NAME_CAPACITY - 1 - INSTR_SUFFIX.length();
    /** Longest queue name whose vrings ({@code NAME_15}) fit the name buffer. */
    static final int MAX_QUEUE_NAME = Vring.NAME_CAPACITY - 1 - ("_" + (VringSet.MAX_VRINGS - 1)).length();
    /** Largest variable alignment taken (1 GiB): larger ones are no alignment a device memory has. */
    static final long MAX_ALIGNMENT = 1L << 30;
    /** Semaphores of a NeuronCore are numbered 0..255. */
    static final int MAX_SEMAPHORE = 255;
    private static final String VAR_ID = "the var_id bits 54:36 of a descriptor address";
    private static final String SEMAPHORE = "a semaphore index";

    /** Manifests parsed in this JVM (the session tests count them: a session parses its NEFF's once). */
    private static final AtomicLong PARSES = new AtomicLong();

    private ManifestParser() {
    }

    /** How many times {@link #parse} has run in this JVM. */
    public static long parses() {
        return PARSES.get();
    }

    public static Manifest parse(NeffFile neff) throws InputException {
        PARSES.incrementAndGet();
        JsonNode root = JsonMember.parse(neff, NEFF_JSON, "the manifest chain");
        JsonFields f = new JsonFields(neff.source(), NEFF_JSON);
        JsonNode nodes = root.get("nodes");
        if (nodes == null || !nodes.isArray()) {
            throw f.error("nodes", "required list of graph nodes is missing");
        }
        List<JsonNode> kelfNodes = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            JsonNode n = nodes.get(i);
            JsonNode attrs = n.isObject() ? n.get("attrs") : null;
            if (attrs != null && attrs.isObject() && attrs.has("kelf")) {
                f.requireText(attrs, "kelf", "nodes[" + i + "].attrs");
                kelfNodes.add(n);
            }
        }
        if (kelfNodes.isEmpty()) {
            throw f.error("nodes", "no node names a kelf (attrs.kelf of the __kelf tvm_op)");
        }
        List<String> inputs = new ArrayList<>();
        JsonNode args = root.get("arg_nodes");
        if (args != null && args.isArray()) {
            for (JsonNode a : args) {
                int i = a.asInt(-1);
                if (i >= 0 && i < nodes.size()) {
                    inputs.add(nodes.get(i).path("name").asText());
                }
            }
        }
        List<Kelf> kelfs = new ArrayList<>();
        for (JsonNode kelfNode : kelfNodes) {
            kelfs.add(kelf(neff, kelfNode, f));
        }
        return new Manifest(inputs, kelfs);
    }

    private static Kelf kelf(NeffFile neff, JsonNode kelfNode, JsonFields f) throws InputException {
        String kelfMember = kelfNode.get("attrs").get("kelf").asText();
        JsonNode kelf = JsonMember.parse(neff, kelfMember, NEFF_JSON + ": attrs.kelf");
        JsonFields kf = new JsonFields(neff.source(), kelfMember);
        JsonNode graphs = kelf.get("graphs");
        if (graphs == null || !graphs.isArray()) {
            throw kf.error("graphs", "required list of subgraphs is missing");
        }
        List<Subgraph> subgraphs = new ArrayList<>();
        for (int i = 0; i < graphs.size(); i++) {
            JsonNode g = graphs.get(i);
            String at = "graphs[" + i + "]";
            kf.requireObject(g, at);
            String def = kf.requireText(g, "definition", at);
            String name = kf.text(g, "name", at, dirOf(def).replace("/", ""));
            if (name.length() > MAX_SUBGRAPH_NAME) {
                throw kf.error(at + ".name", "a subgraph name of " + name.length() + " characters; the runtime names its"
                        + " instruction vring NAME" + INSTR_SUFFIX + " in a " + Vring.NAME_CAPACITY + "-byte buffer, so at"
                        + " most " + MAX_SUBGRAPH_NAME + " fit");
            }
            subgraphs.add(subgraph(neff, name, def, kelfMember + ": graphs[" + i + "].definition"));
        }
        return new Kelf(kelfNode.path("name").asText(), kelfMember, kf.text(kelf, "version", "", ""),
                kf.text(kelf, "target", "", ""), f.texts(kelfNode, "output_names"), subgraphs);
    }

    private static Subgraph subgraph(NeffFile neff, String name, String def, String referredBy) throws InputException {
        JsonNode d = JsonMember.parse(neff, def, referredBy);
        JsonFields f = new JsonFields(neff.source(), def);
        String dir = dirOf(def);
        List<QueueSet> queues = new ArrayList<>();
        JsonNode dq = f.object(d, "dma_queue", "");
        if (dq != null) {
            for (Iterator<Map.Entry<String, JsonNode>> it = dq.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String p = "dma_queue." + e.getKey();
                JsonNode q = f.requireObject(e.getValue(), p);
                queueName(f, p, e.getKey());
                List<Integer> sems = q.has("semaphore_set") ? f.ints(q, "semaphore_set", p, 0, MAX_SEMAPHORE, SEMAPHORE)
                        : f.ints(q, "semaphore", p, 0, MAX_SEMAPHORE, SEMAPHORE);
                List<String> instances = f.texts(q, "queue_instances");
                for (int k = 0; k < instances.size(); k++) {
                    queueName(f, p + ".queue_instances[" + k + "]", instances.get(k));
                }
                String owner = f.text(q, "owner", p, "");
                if (owner.isEmpty() && q.hasNonNull("owner")) {
                    // written but empty: no engine's key, as the runtime's dma_queue parse compares it (an owner left
                    // out is another matter, which the load rules decide by the set's type)
                    throw f.error(JsonFields.at(p, "owner"), String.format(QueueSet.INVALID_OWNER, owner, e.getKey()));
                }
                queues.add(new QueueSet(e.getKey(), f.requireText(q, "type", p), f.number32(q, "num_queues", p, 1),
                        owner, sems, f.text(q, "fabric_path", p, ""), instances));
            }
        }
        List<Variable> vars = new ArrayList<>();
        JsonNode vs = f.object(d, "var", "");
        if (vs != null) {
            for (Iterator<Map.Entry<String, JsonNode>> it = vs.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String p = "var." + e.getKey();
                JsonNode v = f.requireObject(e.getValue(), p);
                vars.add(new Variable(e.getKey(), f.requireText(v, "type", p),
                        f.requireInt32(v, "var_id", p, 0, BufPtr.VAR_ID_MASK, VAR_ID),
                        f.integer(v, "size", p, -1, 0, Long.MAX_VALUE, "a size in bytes"),
                        f.integer(v, "alignment", p, 0, 0, MAX_ALIGNMENT, "an alignment in bytes"),
                        f.text(v, "file_name", p, ""),
                        f.integer(v, "backing_variable_off", p, -1, 0, Long.MAX_VALUE, "an offset in bytes"),
                        f.int32(v, "referenced_var_id", p, -1, 0, BufPtr.VAR_ID_MASK, VAR_ID),
                        f.ints(v, "list", p, 0, BufPtr.VAR_ID_MASK, VAR_ID)));
            }
        }
        List<EngineProgram> engines = new ArrayList<>();
        for (Engine eng : Engine.values()) {
            String json = f.text(d, eng.key(), "", null);
            String instr = f.text(d, eng.instrKey(), "", null);
            if (json == null && instr == null) {
                continue;
            }
            List<DmaEntry> dma = List.of();
            String jsonMember = json == null ? "" : dir + json;
            if (json != null) {
                JsonNode ej = JsonMember.parse(neff, jsonMember, def + ": " + eng.key());
                dma = DmaListParser.parse(ej, new JsonFields(neff.source(), jsonMember));
            }
            Optional<InstructionStream> stream = Optional.empty();
            String instrMember = instr == null ? "" : dir + instr;
            if (instr != null) {
                byte[] bin = neff.members().get(instrMember).orElseThrow(() -> new InputException(neff.source(), -1,
                        def + ": " + eng.instrKey(), "names member '" + dir + instr + "', which is not in the NEFF"));
                stream = Optional.of(new InstructionStream(instrMember, bin));
            }
            engines.add(new EngineProgram(eng, jsonMember, instrMember, dma, stream));
        }
        return new Subgraph(name, def, queues, vars, engines, f.texts(d, "neff_features"));
    }

    /** A queue set's (or queue instance's) name must leave room for the vring suffix {@code _0} … {@code _15}. */
    private static void queueName(JsonFields f, String path, String name) throws InputException {
        if (name.length() > MAX_QUEUE_NAME) {
            throw f.error(path, "a queue name of " + name.length() + " characters; the runtime names its vrings NAME_0 …"
                    + " NAME_15 in a " + Vring.NAME_CAPACITY + "-byte buffer, so at most " + MAX_QUEUE_NAME + " fit");
        }
    }

    private static String dirOf(String member) {
        int slash = member.lastIndexOf('/');
        return slash < 0 ? "" : member.substring(0, slash + 1);
    }
}
