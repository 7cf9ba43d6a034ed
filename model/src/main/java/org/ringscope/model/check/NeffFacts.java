package org.ringscope.model.check;

import java.util.List;

/**
 * What the runtime's NEFF gates read: the header, the kelf target, and the queue sets as def.json declares them.
 *
 * @param file       the file as the user named it (the runtime logs it in "Failed to load NN")
 * @param target     the kelf target as written ({@code cayman}, {@code *}, empty)
 * @param kelfMember the kelf's member ({@code kelf-0.json})
 * @param instances  queue-set instances over the whole NEFF ({@code queue_instances} members)
 */
public record NeffFacts(String file, long pkgVersion, long versionMajor, long versionMinor, long featureBits,
                        String target, String kelfMember, int lnc, int instances, List<QueueSetFact> queueSets) {
    public NeffFacts {
        queueSets = List.copyOf(queueSets);
    }

    /** One queue set of one subgraph's def.json. */
    public record QueueSetFact(String subgraph, String definition, String name, String type, int numQueues) {
    }
}
