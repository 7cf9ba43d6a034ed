package org.ringscope.model.neff;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.InputException;

/**
 * Resolves the manifest chain {@code neff.json → kelf-*.json → sgNN/def.json → engine JSONs and .bin}
 * (neff-format.md §1.5, §2). Member names come from the manifests, never from a fixed list: older NEFFs
 * use lowercase engine files, and def.json's {@code *_instr} keys name the streams.
 */
public final class ManifestParser {
    public static final String NEFF_JSON = "neff.json";

    private ManifestParser() {
    }

    public static Manifest parse(NeffFile neff) throws InputException {
        JsonNode root = JsonMember.parse(neff, NEFF_JSON, "the manifest chain");
        JsonFields f = new JsonFields(neff.source(), NEFF_JSON);
        JsonNode nodes = root.get("nodes");
        if (nodes == null || !nodes.isArray()) {
            throw f.error("nodes", "required list of graph nodes is missing");
        }
        List<JsonNode> kelfNodes = new ArrayList<>();
        for (JsonNode n : nodes) {
            JsonNode attrs = n.get("attrs");
            if (attrs != null && attrs.has("kelf")) {
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
            String def = kf.requireText(g, "definition", "graphs[" + i + "]");
            String name = kf.text(g, "name", "graphs[" + i + "]", dirOf(def).replace("/", ""));
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
                JsonNode q = e.getValue();
                List<Integer> sems = q.has("semaphore_set") ? f.ints(q, "semaphore_set", p) : f.ints(q, "semaphore", p);
                queues.add(new QueueSet(e.getKey(), f.requireText(q, "type", p), (int) f.integer(q, "num_queues", p, 1),
                        f.text(q, "owner", p, ""), sems, f.text(q, "fabric_path", p, ""), f.texts(q, "queue_instances")));
            }
        }
        List<Variable> vars = new ArrayList<>();
        JsonNode vs = f.object(d, "var", "");
        if (vs != null) {
            for (Iterator<Map.Entry<String, JsonNode>> it = vs.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String p = "var." + e.getKey();
                JsonNode v = e.getValue();
                vars.add(new Variable(e.getKey(), f.requireText(v, "type", p), (int) f.requireInteger(v, "var_id", p),
                        f.integer(v, "size", p, -1), f.integer(v, "alignment", p, 0), f.text(v, "file_name", p, ""),
                        f.integer(v, "backing_variable_off", p, -1), (int) f.integer(v, "referenced_var_id", p, -1),
                        f.ints(v, "list", p)));
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

    private static String dirOf(String member) {
        int slash = member.lastIndexOf('/');
        return slash < 0 ? "" : member.substring(0, slash + 1);
    }
}
