package org.ringscope.model.location;

import java.util.List;

/** A sync register of a NeuronCore, {@code S[index]} or {@code E[index]}: written {@code sem|event NC INDEX}. */
public sealed interface Register extends Location permits Semaphore, Event {
    int nc();

    int index();

    @Override
    default List<String> words() {
        return List.of(Integer.toString(nc()), Integer.toString(index()));
    }

    @Override
    default String label() {
        return (this instanceof Event ? "E[" : "S[") + index() + "] of NC " + nc();
    }
}
