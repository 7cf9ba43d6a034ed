package org.ringscope.model.location;

import java.util.List;

/**
 * A root named by one word — a vring, a pring, a queue, a library, a NEFF: its text form is its kind and its name,
 * its label the same unless it says otherwise.
 */
public sealed interface Named extends Location permits Vring, Pring, Queue, UcodeLib, Neff {
    String name();

    @Override
    default List<String> words() {
        return List.of(name());
    }

    @Override
    default String label() {
        return kind() + " " + name();
    }
}
