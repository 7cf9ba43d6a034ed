package org.ringscope.model.neff;

import java.util.List;

/**
 * The manifest chain of a NEFF, resolved: {@code neff.json → kelf-*.json → sgNN/def.json → engine JSONs
 * and .bin} (docs/reference/neff-container.md). Public NEFFs hold one kelf; the header's {@code tpb_per_node} allows one
 * per kelf node.
 *
 * @param inputs names of neff.json's argument nodes
 * @param kelfs  every {@code __kelf} node, in neff.json order
 */
public record Manifest(List<String> inputs, List<Kelf> kelfs) {
    public Manifest {
        inputs = List.copyOf(inputs);
        kelfs = List.copyOf(kelfs);
        if (kelfs.isEmpty()) {
            throw new IllegalArgumentException("a manifest has at least one kelf");
        }
    }

    /** The first kelf's member (e.g. {@code kelf-0.json}). */
    public String kelfMember() {
        return kelfs.get(0).member();
    }

    public String kelfVersion() {
        return kelfs.get(0).version();
    }

    /** The first kelf's target. */
    public String target() {
        return kelfs.get(0).target();
    }

    /** Output names of every kelf node. */
    public List<String> outputs() {
        return kelfs.stream().flatMap(k -> k.outputs().stream()).distinct().toList();
    }

    /** Every subgraph of every kelf, in order. */
    public List<Subgraph> subgraphs() {
        return kelfs.stream().flatMap(k -> k.subgraphs().stream()).toList();
    }
}
