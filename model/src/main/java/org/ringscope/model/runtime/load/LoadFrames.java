package org.ringscope.model.runtime.load;

import org.ringscope.model.InputException;
import org.ringscope.model.vring.VringException;

/**
 * How the translation reports the runtime functions it runs as, so the emulated runtime can give each its spine
 * frame (entry, exit, failure injection) without this package knowing the spine: {@code expand_io_descs} /
 * {@code drs_expand_data_desc_model} per queue set and {@code dma_util_vring_append_descs} per desc.
 */
@FunctionalInterface
public interface LoadFrames {
    /** A body of translation work. */
    @FunctionalInterface
    interface Work {
        void run() throws InputException, VringException;
    }

    /** Runs {@code work} as runtime function {@code node}. */
    void run(String node, Work work) throws InputException, VringException;

    /** No frames: the work runs directly (tools and tests that translate without a runtime). */
    LoadFrames NONE = (node, work) -> work.run();
}
