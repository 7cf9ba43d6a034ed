package org.ringscope.views.descriptor;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.ringscope.model.location.Location;

/** Several {@link DescriptorSource}s as one: the first that knows a location answers. */
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
        return sources.get(k).read(location).handle((w, err) -> err == null && w.isPresent() ? w : null)
                .thenCompose(w -> w != null ? CompletableFuture.completedFuture(w) : read(location, k + 1));
    }
}
