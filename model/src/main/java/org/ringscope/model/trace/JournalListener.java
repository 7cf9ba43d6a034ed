package org.ringscope.model.trace;

/** Receives every {@link JournalEvent}, on the thread that moved the journal. */
@FunctionalInterface
public interface JournalListener {
    void onEvent(JournalEvent event);
}
