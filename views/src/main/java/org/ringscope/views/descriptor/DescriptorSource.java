package org.ringscope.views.descriptor;

import java.util.Optional;
import java.util.concurrent.CompletionStage;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.PringSlot;

/**
 * Where the inspector gets a descriptor's words. The vring view (a {@link Descriptor}) and the
 * pring view (a {@link PringSlot}) implement it over the session's state at the cursor; until then
 * {@link DemoDescriptorSource} serves a real vring built in memory.
 *
 * <p>Reading may be slow (it may seek a journal), so it is asynchronous: an implementation computes off the
 * FX thread and completes with an immutable value; the inspector hops back to the FX thread to render.
 */
public interface DescriptorSource {

    /**
     * The words at {@code location}, or empty when the location is not a descriptor this source knows
     * (another vring, a slot past the end, not a descriptor at all).
     */
    CompletionStage<Optional<DescriptorWords>> read(Location location);

    /** A short name for the inspector's header (e.g. "demo vring", "session at step 1,204"). */
    String name();
}
