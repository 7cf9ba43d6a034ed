package org.ringscope.model.log.emit;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Supplier;
import org.ringscope.model.log.LogFilter;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.trace.JournalEvent;

/**
 * The numbered lines of a session's logs, kept per plan and filter while the session's history stands: a log view
 * shown again, a second window's, a level chosen again, number no line twice (a walk of every record, a second on a
 * run of millions). A truncation or reset of the journal drops them. What is kept is {@link LineSteps}, which holds
 * no session, so the session is collected as before.
 */
final class NumberedLines {
    /** Numberings kept a session, the least recently used dropped first. */
    static final int KEEP = 8;

    private static final Map<EmulationSession, PerSession> SESSIONS = Collections.synchronizedMap(new WeakHashMap<>());

    private NumberedLines() {
    }

    /**
     * The steps of the lines of {@code session}'s log on {@code plan} that {@code filter} passes, as the journal
     * stands (its records, and whether the run has ended); {@code make} numbers them when none are kept.
     */
    static LineSteps of(EmulationSession session, LogPlan plan, LogFilter filter, Supplier<LineSteps> make) {
        PerSession p = SESSIONS.computeIfAbsent(session, PerSession::new);
        Key k = new Key(plan, filter, session.journal().size(), session.result() != null);
        LineSteps kept = p.get(k);
        if (kept != null) {
            return kept;
        }
        LineSteps made = make.get();
        p.put(k, made);
        return made;
    }

    private record Key(LogPlan plan, LogFilter filter, int records, boolean ended) {
    }

    private static final class PerSession {
        private final LinkedHashMap<Key, LineSteps> kept = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, LineSteps> eldest) {
                return size() > KEEP;
            }
        };

        PerSession(EmulationSession s) {
            s.journal().addListener(e -> {
                if (e instanceof JournalEvent.Truncated || e instanceof JournalEvent.Reset) {
                    clear(); // a new history: its lines are numbered again
                }
            });
        }

        synchronized LineSteps get(Key k) {
            return kept.get(k);
        }

        synchronized void put(Key k, LineSteps s) {
            kept.put(k, s);
        }

        synchronized void clear() {
            kept.clear();
        }
    }
}
