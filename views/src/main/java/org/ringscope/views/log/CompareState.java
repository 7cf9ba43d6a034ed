package org.ringscope.views.log;

import org.ringscope.model.log.triage.LogComparison;

/**
 * What the Log Compare view shows: a comparison, or a message instead (no log yet, no NEFF, a log that cannot be
 * read — the reader's message names the file and the offset).
 *
 * @param comparison the rows, or {@code null}
 * @param message    what the view says instead, or empty
 */
record CompareState(LogComparison comparison, String message) {
    static CompareState message(String m) {
        return new CompareState(null, m);
    }
}
