package org.ringscope.views.vring;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Location;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.vring.VringPages;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.descriptor.DescriptorSource;
import org.ringscope.views.descriptor.DescriptorWords;
import org.ringscope.views.session.SessionQueries;
import org.ringscope.views.session.SessionSource;

/**
 * The inspector's source for {@link Descriptor}s of the current session: the descriptor's words in its
 * vring half at the cursor, read on the journal thread. Locations it does not know — another source's (a pring
 * slot), a vring that does not exist at the cursor, no session — go to {@code fallback}.
 */
public final class VringDescriptorSource implements DescriptorSource {
    private final ViewContext ctx;
    private final SessionSource sessions;
    private final DescriptorSource fallback;

    /** @param fallback asked for every location this source does not know, or {@code null} */
    public VringDescriptorSource(ViewContext ctx, SessionSource sessions, DescriptorSource fallback) {
        this.ctx = ctx;
        this.sessions = sessions;
        this.fallback = fallback;
    }

    @Override
    public CompletionStage<Optional<DescriptorWords>> read(Location location) {
        EmulationSession s = sessions.current().orElse(null);
        if (s == null || !(location instanceof Descriptor d)) {
            return delegate(location);
        }
        return ViewReads.query(ctx, s, x -> words(x, SessionQueries.vrings(x), d)).thenCompose(
                w -> w.isPresent() ? CompletableFuture.completedFuture(w) : delegate(location));
    }

    /** The words of {@code d} at the journal's position (journal thread). */
    static Optional<DescriptorWords> words(EmulationSession s, SessionVrings vr, Descriptor d) {
        Optional<SessionVrings.Entry> e = vr.get(d.half().vring().name());
        if (e.isEmpty() || !SessionVrings.existsAt(s.journal(), e.get(), s.journal().position())) {
            return Optional.empty();
        }
        VringPages p = e.get().vring().half(d.half().direction());
        if (d.index() >= p.usedDescCount()) {
            return Optional.empty();
        }
        return Optional.of(new DescriptorWords(d.half().direction(), e.get().vring().arch(), p.word0(d.index()),
                p.word1(d.index()), p.usedDescCount()));
    }

    private CompletionStage<Optional<DescriptorWords>> delegate(Location l) {
        return fallback == null ? CompletableFuture.completedFuture(Optional.empty()) : fallback.read(l);
    }

    @Override
    public String name() {
        return sessions.current().map(s -> "the run at the cursor").orElse(fallback == null ? "no run" : fallback.name());
    }
}
