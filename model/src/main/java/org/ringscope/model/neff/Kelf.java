package org.ringscope.model.neff;

import java.util.List;

/**
 * One kelf of a NEFF: a {@code __kelf} node of neff.json and the kelf JSON it names. A NEFF may hold
 * several (the header's {@code tpb_per_node} gives each node's TPB count); each is staged on its own
 * virtual core — one subgraph on the single-TPB path, several on the multi-TPB path.
 *
 * @param node    the neff.json node's name
 * @param member  the kelf JSON member (e.g. {@code kelf-0.json})
 * @param version the kelf JSON's {@code version}
 * @param target  the kelf JSON's {@code target} ({@code cayman} = Trn2; {@code *} in older NEFFs)
 */
public record Kelf(String node, String member, String version, String target, List<String> outputs,
                   List<Subgraph> subgraphs) {
    public Kelf {
        outputs = List.copyOf(outputs);
        subgraphs = List.copyOf(subgraphs);
    }
}
