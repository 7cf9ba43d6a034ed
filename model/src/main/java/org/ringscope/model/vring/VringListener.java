package org.ringscope.model.vring;

/**
 * Receives every {@link VringEvent} of a vring, in order, on the mutating thread, each after the change it
 * describes is made (a journal checkpoint taken while it is recorded sees the state the record ends in).
 */
@FunctionalInterface
public interface VringListener {
    void onEvent(VringEvent event);
}
