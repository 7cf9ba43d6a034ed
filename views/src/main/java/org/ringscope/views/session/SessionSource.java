package org.ringscope.views.session;

import java.util.Optional;
import java.util.function.Consumer;
import org.ringscope.model.session.EmulationSession;

/**
 * Where runtime views find the emulation they show: the window's current {@link EmulationSession}, if a
 * run is open. Views never run the emulator themselves and never talk to each other; they read the session
 * (off the FX thread, through the cursor's snapshots) and follow the shared selection and cursor.
 * Listeners are called on the FX thread when the current session changes (a new run, a closed document).
 */
public interface SessionSource {
    Optional<EmulationSession> current();

    void addListener(Consumer<Optional<EmulationSession>> listener);

    void removeListener(Consumer<Optional<EmulationSession>> listener);

    /** A source that always shows one session (tests, headless rendering). */
    static SessionSource of(EmulationSession session) {
        return new SessionSource() {
            @Override
            public Optional<EmulationSession> current() {
                return Optional.ofNullable(session);
            }

            @Override
            public void addListener(Consumer<Optional<EmulationSession>> listener) {
                // fixed: never changes
            }

            @Override
            public void removeListener(Consumer<Optional<EmulationSession>> listener) {
                // fixed: never changes
            }
        };
    }
}
