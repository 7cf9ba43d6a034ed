package org.ringscope.model.neff;

import java.util.List;

/**
 * The manifest chain of a NEFF, resolved: {@code neff.json → kelf-*.json → sgNN/def.json → engine JSONs
 * and .bin} (neff-format.md §1.5).
 *
 * @param kelfMember the kelf JSON named by neff.json's {@code __kelf} node (e.g. {@code kelf-0.json})
 * @param kelfVersion the kelf JSON's {@code version}
 * @param target     the kelf JSON's {@code target} (e.g. {@code cayman} = Trn2; {@code *} in older NEFFs)
 * @param inputs     names of neff.json's argument nodes
 * @param outputs    neff.json's output names of the kelf node
 */
public record Manifest(String kelfMember, String kelfVersion, String target, List<String> inputs,
                       List<String> outputs, List<Subgraph> subgraphs) {
    public Manifest {
        inputs = List.copyOf(inputs);
        outputs = List.copyOf(outputs);
        subgraphs = List.copyOf(subgraphs);
    }
}
