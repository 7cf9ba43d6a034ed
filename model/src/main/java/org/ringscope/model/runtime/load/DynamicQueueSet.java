package org.ringscope.model.runtime.load;

import org.ringscope.model.neff.QueueSet;

/**
 * A DGE queue set ({@code type: dynamic}) as the translation reports it: the device generates its descriptors
 * at run time ([OFF] device-memory.rst: "DGE generates the descriptors dynamically during NEFF execution"), so
 * nothing is translated or invented for it.
 *
 * @param staticEntries {@code dma} entries that name it anyway; they are left untranslated
 */
public record DynamicQueueSet(QueueSet queueSet, int staticEntries) {
    public String name() {
        return queueSet.name();
    }

    @Override
    public String toString() {
        return "dynamic queue set " + queueSet.name() + " (" + queueSet.numQueues() + " queues, owner " + queueSet.owner()
                + "): descriptors generated on the device at run time";
    }
}
