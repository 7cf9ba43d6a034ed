package org.ringscope.model.location;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A typed, hierarchical place in the pipeline: what a view selects, where an expert check's problem is, what a
 * lesson step asks the student to look at. Every value is an immutable record that holds its parent, so "is this
 * row inside what is selected?" is {@link #isWithin(Location)}. Views map a location to their rows and back; they
 * never talk to each other. No JavaFX: the model's checks and lessons name places with the same type.
 *
 * <p>Each location has a text form, {@link #kind()} followed by its {@link #words()}, that {@link #parse(String)}
 * reads back ({@code descriptor sg00:qSPIO0_0 tx 5}; every keyword and form is {@link LocationKind}'s). Vrings are
 * named by their session key ({@code sg00@1:qSPIO0_0} for a per-execution build), prings by their allocation name
 * ({@code sg00:qSPIO0_0.tx #2} for a later one of the same name), hardware queues by their binding
 * ({@code sg00:qSPIO0_0}, else {@code q<engine>.<queue>}).
 *
 * <pre>
 * SpineNode
 * Vring → Half (TX/RX) → Page → Descriptor         Packet (in a Half)
 * Pring → PringSlot                                Queue, Doorbell (per queue)
 * Semaphore, Event (of a NeuronCore)
 * UcodeLib → Segment → Patch (a relocation row)
 * Neff → NeffMember → Instruction (a slot of a stream member)
 *                    → DmaEntry (an entry of an engine's {@code dma} list)
 * Memory (a device address range)
 * </pre>
 */
public sealed interface Location permits SpineNode, Half, Page, Descriptor, Packet, PringSlot, Doorbell, Segment,
        Patch, NeffMember, Instruction, DmaEntry, Memory, Named, Register {
    /** The enclosing location, empty for a root (the default). */
    default Optional<Location> parent() {
        return Optional.empty();
    }

    /** A short label for the status bar, history menus and the properties sheet. */
    String label();

    /** The keyword of the text form: {@code node}, {@code vring}, {@code half}, … ({@link LocationKind#word()}). */
    default String kind() {
        return LocationKind.of(this).word();
    }

    /** The arguments of the text form, after the {@link #kind()}: {@code [qSPIO0_1, tx, 0]}. */
    List<String> words();

    /** The text form, {@code descriptor qSPIO0_1 tx 0}; {@link #parse(String)} reads it back. */
    default String text() {
        return kind() + " " + String.join(" ", words());
    }

    /** Reads a location's text form ({@code KIND ARGS…}); a clear message when it is not one. */
    static Location parse(String text) {
        String[] w = text.trim().split("\\s+");
        return LocationText.parse(w[0], List.of(w).subList(1, w.length));
    }

    /** Reads a location from its kind and arguments, as {@link #parse(String)} after the split. */
    static Location parse(String kind, List<String> args) {
        return LocationText.parse(kind, args);
    }

    /** Whether this location is {@code other} or lies inside it (walks the parent chain). */
    default boolean isWithin(Location other) {
        Objects.requireNonNull(other, "other");
        for (Location l = this; l != null; l = l.parent().orElse(null)) {
            if (l.equals(other)) {
                return true;
            }
        }
        return false;
    }

    /** The nearest enclosing location (this one included) of the given type. */
    default <T extends Location> Optional<T> ancestor(Class<T> type) {
        for (Location l = this; l != null; l = l.parent().orElse(null)) {
            if (type.isInstance(l)) {
                return Optional.of(type.cast(l));
            }
        }
        return Optional.empty();
    }
}
