package org.ringscope.model.location;

import java.util.List;

/** A node of the call-graph spine, e.g. {@code nrt_load}. */
public record SpineNode(String node) implements Location {
    public SpineNode {
        LocationChecks.req(node, "node");
    }

    @Override
    public List<String> words() {
        return List.of(node);
    }

    @Override
    public String label() {
        return node;
    }
}
