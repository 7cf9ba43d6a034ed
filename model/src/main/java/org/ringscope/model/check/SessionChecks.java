package org.ringscope.model.check;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import org.ringscope.model.session.EmulationSession;

/**
 * One {@link CheckInput} per session, over the manifest the session parsed: every reader that checks the session's
 * NEFF (the load check, the runtime log) shares its emulated loads, so a NEFF's plan is translated once per arch
 * however many views ask. Held as long as the session is.
 */
public final class SessionChecks {
    private static final Map<EmulationSession, CheckInput> INPUTS = Collections.synchronizedMap(new WeakHashMap<>());

    private SessionChecks() {
    }

    /** The check input of {@code session}'s NEFF (made on the first call). */
    public static CheckInput input(EmulationSession session) {
        return INPUTS.computeIfAbsent(session, s -> CheckInput.of(s.neff(), s.manifest()));
    }
}
