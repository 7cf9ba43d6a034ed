package org.ringscope.model.trace;

/**
 * Searches the journal with a {@link Condition} and moves the cursor to what it finds — "run back to
 * where ring slot N was last written", "run to the next change of semaphore S". A hit at record
 * {@code i} puts the cursor at step {@code i + 1}: the state just after the change, with the record that
 * made it right behind the cursor.
 */
public final class Navigator {
    private final Journal journal;

    public Navigator(Journal journal) {
        this.journal = journal;
    }

    /** The last record before step {@code beforeStep} (i.e. index {@code < beforeStep}) that matches, or -1. */
    public int findLast(Condition c, int beforeStep) {
        for (int i = Math.min(beforeStep, journal.size()) - 1; i >= 0; i--) {
            if (c.matches(journal, i)) {
                return i;
            }
        }
        return -1;
    }

    /** The first record at index {@code >= fromStep} that matches, or -1. */
    public int findNext(Condition c, int fromStep) {
        for (int i = Math.max(0, fromStep); i < journal.size(); i++) {
            if (c.matches(journal, i)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Reverse-continue: moves to just after the latest matching record that lies strictly behind the
     * cursor's own last record; returns the record or -1 (the cursor stays).
     */
    public int runBackTo(Condition c) {
        int i = findLast(c, journal.position() - 1);
        if (i >= 0) {
            journal.seek(i + 1);
        }
        return i;
    }

    /** Continue: moves to just after the next matching record; returns it or -1 (the cursor stays). */
    public int runTo(Condition c) {
        int i = findNext(c, journal.position());
        if (i >= 0) {
            journal.seek(i + 1);
        }
        return i;
    }
}
