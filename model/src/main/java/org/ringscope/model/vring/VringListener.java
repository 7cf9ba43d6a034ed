package org.ringscope.model.vring;

/**
 * Receives every {@link VringEvent} of a vring, in order, on the mutating thread, each after the change it
 * describes is made (a journal checkpoint taken while it is recorded sees the state the record ends in).
 */
@FunctionalInterface
public interface VringListener {
    void onEvent(VringEvent event);

    /**
     * An append ({@link VringEvent.Appended} by its fields): a listener that records the fields may take them
     * without the event object (one a packet, millions on a large ring); by default the event is made.
     */
    default void appended(String vring, String function, int txStart, int txCount, int rxStart, int rxCount,
            long txBytes, long rxBytes) {
        onEvent(new VringEvent.Appended(vring, function, txStart, txCount, rxStart, rxCount, txBytes, rxBytes));
    }
}
