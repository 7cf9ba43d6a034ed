package org.ringscope.views.descriptor;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.ringscope.model.location.Location;

/**
 * Several {@link DescriptorSource}s as one: the first that knows a location answers. A source that fails answers
 * with its failure, which the inspector shows; the sources after it are not asked in its place.
 */
public final class DescriptorSources implements DescriptorSource {
    private final List<DescriptorSource> sources;

    private DescriptorSources(List<DescriptorSource> sources) {
        this.sources = List.copyOf(sources);
    }

    /** Asks {@code sources} in order. */
    public static DescriptorSource first(DescriptorSource... sources) {
        return new DescriptorSources(List.of(sources));
    }

    @Override
    public String name() {
        return sources.isEmpty() ? "nothing" : sources.get(0).name();
    }

    @Override
    public CompletionStage<Optional<DescriptorWords>> read(Location location) {
        return read(location, 0);
    }

    private CompletionStage<Optional<DescriptorWords>> read(Location location, int k) {
        if (k >= sources.size()) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        // a source that fails fails the read (the inspector shows why); only one that does not know the place passes on
        return sources.get(k).read(location).thenCompose(w -> w.isPresent() ? CompletableFuture.completedFuture(w)
                : read(location, k + 1));
    }
}
