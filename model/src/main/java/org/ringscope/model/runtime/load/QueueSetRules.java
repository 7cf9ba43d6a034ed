package org.ringscope.model.runtime.load;

import java.util.List;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.vring.VringSet;

/**
 * What the runtime's {@code dma_queue} parse refuses in {@code def.json}, the one check of a subgraph's queue sets
 * (decision 1331), static and dynamic alike: a {@code type} that is not one of the five, an {@code owner} that is
 * no engine's key as written ("Invalid owner '%s' for DMA queue %s", the runtime's words), a dynamic set with no
 * owner (its DGE instructions run on the owner's stream), and a {@code num_queues} outside 1..16.
 */
public final class QueueSetRules {
    /** The runtime's message for an owner that names no engine. */
    public static final String INVALID_OWNER = QueueSet.INVALID_OWNER;
    /** The queue set types {@code def.json} may give. */
    public static final List<String> TYPES = List.of("in", "out", "data", "embedding_update", "dynamic");

    private QueueSetRules() {
    }

    /**
     * Whether {@code owner} is an engine's def.json key as written ({@code pe}, {@code act}, {@code pool},
     * {@code dve}, {@code sp}): the parse compares the text, so {@code ACT} or {@code Activation} is no owner.
     */
    static boolean isOwner(String owner) {
        for (Engine e : Engine.values()) {
            if (e.key().equals(owner)) {
                return true;
            }
        }
        return false;
    }

    /** Refuses the first queue set of {@code sg} the runtime would refuse, naming def.json and the field. */
    public static void check(Subgraph sg) throws InputException {
        for (QueueSet qs : sg.queueSets()) {
            String at = "dma_queue." + qs.name();
            if (!TYPES.contains(qs.type())) {
                throw new InputException(sg.definition(), -1, at + ".type", "'" + qs.type() + "' is not a queue set "
                        + "type (in, out, data, embedding_update or dynamic)");
            }
            if ((qs.dynamic() || !qs.owner().isEmpty()) && !isOwner(qs.owner())) {
                throw new InputException(sg.definition(), -1, at + ".owner",
                        String.format(INVALID_OWNER, qs.owner(), qs.name()));
            }
            if (qs.numQueues() < 1 || qs.numQueues() > VringSet.MAX_VRINGS) {
                throw new InputException(sg.definition(), -1, at + ".num_queues",
                        qs.numQueues() + " queues; a queue set has 1 to " + VringSet.MAX_VRINGS);
            }
        }
    }
}
