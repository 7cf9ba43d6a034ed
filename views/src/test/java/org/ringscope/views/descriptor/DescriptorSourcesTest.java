package org.ringscope.views.descriptor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.SpineNode;

/** The inspector's chain of sources: the first that knows a place answers, and a failure is the answer, not a pass. */
class DescriptorSourcesTest {
    private final DemoDescriptorSource demo = new DemoDescriptorSource();

    /** A source that knows nothing. */
    private static final DescriptorSource NONE = new DescriptorSource() {
        @Override
        public CompletionStage<Optional<DescriptorWords>> read(Location location) {
            return CompletableFuture.completedFuture(Optional.empty());
        }

        @Override
        public String name() {
            return "nothing";
        }
    };

    /** A source whose read fails, as one over a run that went away. */
    private static DescriptorSource failing(RuntimeException e) {
        return new DescriptorSource() {
            @Override
            public CompletionStage<Optional<DescriptorWords>> read(Location location) {
                return CompletableFuture.failedFuture(e);
            }

            @Override
            public String name() {
                return "a run";
            }
        };
    }

    private static Optional<DescriptorWords> read(DescriptorSource s, Location l) throws Exception {
        return s.read(l).toCompletableFuture().get();
    }

    @Test
    void theFirstSourceThatKnowsThePlaceAnswers() throws Exception {
        Location first = demo.first();
        Optional<DescriptorWords> own = read(demo, first);
        assertEquals(own, read(DescriptorSources.first(NONE, demo), first));
        assertEquals(Optional.empty(), read(DescriptorSources.first(NONE, demo), new SpineNode("nrt_init")));
    }

    @Test
    void aSourceThatFailsFailsTheReadInsteadOfPassingItOn() {
        IllegalStateException gone = new IllegalStateException("no session is open");
        ExecutionException e = assertThrows(ExecutionException.class,
                () -> read(DescriptorSources.first(failing(gone), demo), demo.first()));
        assertSame(gone, e.getCause(), "the demo's descriptor would pass for the run's");
    }
}
