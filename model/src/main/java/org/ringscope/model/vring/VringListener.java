package org.ringscope.model.vring;

/** Receives every {@link VringEvent} of a vring, in order, on the mutating thread. */
@FunctionalInterface
public interface VringListener {
    void onEvent(VringEvent event);
}
