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

    /**
     * The name of a file being opened or run whose session is still to come (the listeners hear when this changes
     * while no session is current), or empty: a view with no session says it is loading rather than "open a NEFF".
     */
    default Optional<String> pending() {
        return Optional.empty();
    }

    /**
     * What a view shows when no session is current: {@code none} (how to get one), or while a NEFF is being opened
     * and run, that it is loading and what will appear.
     */
    static String emptyText(SessionSource s, String none) {
        return s.pending().map(n -> "Loading " + n + ": it is read and run on the emulated device; this view fills when "
                + "the run ends (Esc cancels).").orElse(none);
    }

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
