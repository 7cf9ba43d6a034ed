package org.ringscope.model.gen;

import static org.ringscope.model.gen.NeffBuilder.list;
import static org.ringscope.model.gen.NeffBuilder.obj;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The top of a synthetic NEFF's manifest chain: {@code neff.json} (one {@code __kelf} tvm_op node per kelf,
 * fed by the graph's input nodes), one {@code kelf-N.json} per kelf and {@code info.json}; and the header's
 * {@code tpb_per_node} (one byte per kelf node: its subgraph count, decision 0601).
 */
public final class Manifests {
    /** Trn2, as on most public NEFFs: the generator's default target. */
    public static final String TARGET = "cayman";
    /** Any arch: the runtime loads such a NEFF on the instance it runs on (the bundled sample). */
    public static final String ANY_TARGET = "*";

    private Manifests() {
    }

    /** One kelf: its subgraphs (each {@code sgNN/def.json}), the graph inputs it reads and its outputs. */
    public record KelfSpec(List<String> subgraphs, List<String> inputs, List<String> outputs) {
        public KelfSpec {
            subgraphs = List.copyOf(subgraphs);
            inputs = List.copyOf(inputs);
            outputs = List.copyOf(outputs);
        }
    }

    /** A NEFF with one kelf. */
    public static void single(NeffBuilder b, String label, KelfSpec kelf) {
        write(b, label, List.of(kelf));
    }

    /** Writes neff.json, kelf-N.json and info.json for {@code kelfs} and sets the header's TPB counts. */
    public static void write(NeffBuilder b, String label, List<KelfSpec> kelfs) {
        write(b, label, kelfs, TARGET);
    }

    /** As {@link #write(NeffBuilder, String, List)}, each kelf targeting {@code target}. */
    public static void write(NeffBuilder b, String label, List<KelfSpec> kelfs, String target) {
        List<Object> nodes = new ArrayList<>();
        Map<String, Integer> inputNode = new LinkedHashMap<>();
        for (KelfSpec k : kelfs) {
            for (String in : k.inputs()) {
                if (!inputNode.containsKey(in)) {
                    inputNode.put(in, nodes.size());
                    nodes.add(obj("op", "null", "name", in, "inputs", list(), "output_names", list(in), "is_param", "0"));
                }
            }
        }
        List<Object> heads = new ArrayList<>();
        int[] perNode = new int[kelfs.size()];
        for (int i = 0; i < kelfs.size(); i++) {
            KelfSpec k = kelfs.get(i);
            String member = "kelf-" + i + ".json";
            List<Object> graphs = new ArrayList<>();
            for (String sg : k.subgraphs()) {
                graphs.add(obj("definition", sg + "/def.json", "name", sg));
            }
            b.json(member, obj("graphs", graphs, "version", "0.5", "target", target));
            List<Object> inputs = new ArrayList<>();
            for (String in : k.inputs()) {
                inputs.add(list(inputNode.get(in), 0, 0));
            }
            int node = nodes.size();
            nodes.add(obj("op", "tvm_op", "name", "sg_coreV1" + i, "attrs", obj("func_name", "__kelf",
                            "flatten_data", "0", "num_inputs", String.valueOf(k.inputs().size()), "kelf", member,
                            "num_outputs", String.valueOf(k.outputs().size())),
                    "inputs", inputs, "output_names", new ArrayList<Object>(k.outputs())));
            for (int j = 0; j < k.outputs().size(); j++) {
                heads.add(list(node, j, 0));
            }
            perNode[i] = k.subgraphs().size();
        }
        b.tpbPerNode(perNode);
        b.json("neff.json", obj("nodes", nodes, "arg_nodes", new ArrayList<Object>(inputNode.values()), "heads", heads));
        List<Object> perNodeList = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            perNodeList.add(i < perNode.length ? perNode[i] : 0);
        }
        b.json("info.json", obj("tool_version", "ringscope-gen", "kelp_version", "Dynamic", "name", label,
                "num_tpb", b.numTpb(), "num_tpb_requested", b.numTpb(), "num_tpb_per_node", perNodeList));
    }
}
