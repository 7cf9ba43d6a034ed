package org.ringscope.views.session;

import java.util.Optional;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;

/**
 * What the views' reads ask of a session, by the names the views use: its vrings by key and a vring by name. Call
 * these inside a read of the door ({@code ViewReads}), on the journal thread — the only thread that may touch the
 * session.
 */
public final class SessionQueries {
    private SessionQueries() {
    }

    /**
     * The session's vrings by key ({@link SessionVrings}), built once per finished run and shared by every view.
     * Call where the journal may be touched (inside a read).
     */
    public static SessionVrings vrings(EmulationSession s) {
        return s.vrings();
    }

    /**
     * The vring a location names: by its session key ({@code sg00:qSPIO0_0}, {@code sg00@1:qSPIO0_0}, as the vring
     * view publishes it), else by the vring's own name ({@code qSPIO0_0}, the first attached). Journal thread.
     */
    public static Optional<Vring> vring(EmulationSession s, String name) {
        if (s == null) {
            return Optional.empty();
        }
        Optional<Vring> byKey = vrings(s).get(name).map(SessionVrings.Entry::vring);
        return byKey.isPresent() ? byKey
                : VringDomain.of(s.journal()).attached().stream().filter(v -> v.name().equals(name)).findFirst();
    }
}
