package org.ringscope.model.dump;

import java.io.IOException;
import org.ringscope.model.session.EmulationSession;

/** Runs something with a session's cursor at a step, then puts the cursor back. */
final class SeekAndRestore {
    private SeekAndRestore() {
    }

    /** What runs at the step. */
    @FunctionalInterface
    interface Body<T> {
        T run() throws IOException;
    }

    static <T> T at(EmulationSession session, int step, Body<T> body) throws IOException {
        if (step < 0 || step > session.steps()) {
            throw new IllegalArgumentException("step " + step + " is outside the journal [0, " + session.steps() + "]");
        }
        int back = session.cursor();
        if (back != step) {
            session.seek(step);
        }
        try {
            return body.run();
        } finally {
            if (session.cursor() != back) {
                session.seek(back);
            }
        }
    }
}
