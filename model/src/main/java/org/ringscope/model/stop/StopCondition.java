package org.ringscope.model.stop;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Doorbell;
import org.ringscope.model.location.Event;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.LocationKind;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.location.Queue;
import org.ringscope.model.location.Semaphore;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.udma.Direction;

/**
 * Where a forward or reverse run stops: a place ({@link Location}) and what happening to it counts, its
 * {@link Phase} (docs/stop-conditions.md, decisions 1300 and 1311). The text form is the location's own followed
 * by the phase's word when it has one; {@link #parse} reads it (and the older forms {@code write ADDR[+LEN]},
 * {@code doorbell QUEUE}, {@code flip PRING}); what each place and phase matches in a journal is
 * {@link StopSearch}'s.
 *
 * <pre>
 * memory ADDR LEN  (write ADDR[+LEN])   a record writes a byte of device memory [ADDR, ADDR + LEN)
 * slot PRING N                          a write of slot N of a device pring (sg00:qSPIO0_0.tx)
 * pring PRING                           a write of any slot of it
 * pring PRING flip  (flip PRING)        the driver's ring id of the pring's ring changes (a wrap)
 * descriptor VRING tx|rx N [PHASE]      the vring descriptor authored, edited, packed, dumped, published, executed
 * queue QUEUE  (doorbell QUEUE)         a doorbell on a queue (sg00:qSPIO0_0, q0.0)
 * doorbell QUEUE N                      its N-th doorbell (0-based)
 * sem NC INDEX / event NC INDEX         a change of an engine semaphore / event of a NeuronCore
 * node NAME                             an entry of a spine node
 * </pre>
 *
 * @param place where: a memory range, a pring or one of its slots, a vring descriptor, a queue or one of its
 *              doorbells, a semaphore or an event, a spine node
 * @param phase what happening there counts: {@link Phase#ANY} for any change (a write, a doorbell, an entry)
 */
public record StopCondition(Location place, Phase phase) {
    /** What happened to the place. */
    public enum Phase {
        /** Any change: a write of the bytes or slots, a doorbell, an entry; for a descriptor authored, edited or dumped. */
        ANY,
        /** Appended by a builder call (for a per-execution build: the attach that brought its descriptors). */
        AUTHORED,
        /** Rewritten in place by any vring function. */
        EDITED,
        /** Rewritten in place by {@code vring_pack_descs}. */
        PACKED,
        /** Copied into its pring by a vring dump. */
        DUMPED,
        /** The first doorbell on the pring's queue after a dump that copied it. */
        PUBLISHED,
        /** A DMA packet whose descriptors include its pring slot. */
        EXECUTED,
        /** The driver's ring id of a pring's ring changes. */
        FLIP;

        /** The phases a vring descriptor has, besides {@link #ANY}. */
        public static final Set<Phase> OF_DESCRIPTOR = Set.of(AUTHORED, EDITED, PACKED, DUMPED, PUBLISHED, EXECUTED);

        /** The word the text form writes after the place, or empty for {@link #ANY}. */
        public String word() {
            return this == ANY ? "" : name().toLowerCase(Locale.ROOT);
        }
    }

    public StopCondition {
        Objects.requireNonNull(place, "place");
        Objects.requireNonNull(phase, "phase");
        if (LocationKind.of(place.kind()).filter(StopText.KINDS::contains).isEmpty()) {
            throw new IllegalArgumentException("a run cannot stop at a " + place.kind() + " ("
                    + String.join(", ", StopText.FORMS) + ")");
        }
        boolean ok = phase == Phase.ANY || place instanceof Descriptor && Phase.OF_DESCRIPTOR.contains(phase)
                || place instanceof Pring && phase == Phase.FLIP;
        if (!ok) {
            throw new IllegalArgumentException("a " + place.kind() + " has no phase " + phase.word());
        }
    }

    /** The condition's text form: the place's, then the phase's word; {@link #parse} reads it back. */
    public String text() {
        return place.text() + (phase == Phase.ANY ? "" : " " + phase.word());
    }

    /** Reads a condition; an {@link IllegalArgumentException} names the bad word and lists the forms. */
    public static StopCondition parse(String text) {
        return StopText.parse(text);
    }

    /**
     * "This place changed", for a place a run can stop at — a doorbell stands for its queue (any doorbell on it) —
     * and empty for the others (a vring, a library, a NEFF member…).
     */
    public static Optional<StopCondition> changeOf(Location place) {
        Location at = place instanceof Doorbell d ? new Queue(d.queue()) : place;
        return LocationKind.of(at.kind()).filter(StopText.KINDS::contains).map(k -> of(at));
    }

    /** Every form a condition is written in, as the error messages and the workbench's condition field list them. */
    public static List<String> forms() {
        return StopText.FORMS;
    }

    /** Any change of {@code place}. */
    public static StopCondition of(Location place) {
        return new StopCondition(place, Phase.ANY);
    }

    /** A record wrote any byte of device memory {@code [address, address + length)}. */
    public static StopCondition write(long address, long length) {
        return of(new Memory(address, length));
    }

    /** A record wrote ring slot {@code slot} of the device pring named {@code pring}. */
    public static StopCondition slot(String pring, int slot) {
        return of(new PringSlot(new Pring(pring), slot));
    }

    /** A record wrote any slot of the device pring named {@code pring}. */
    public static StopCondition pring(String pring) {
        return of(new Pring(pring));
    }

    /** Descriptor {@code index} of the {@code half} of the vring keyed {@code vring} ({@code sg00:qSPIO0_0}). */
    public static StopCondition descriptor(String vring, Direction half, int index, Phase phase) {
        return new StopCondition(Half.of(vring, half).descriptor(index), phase);
    }

    /** A doorbell on the queue named {@code queue}; with {@code ordinal >= 0}, only its {@code ordinal}-th. */
    public static StopCondition doorbell(String queue, int ordinal) {
        return of(ordinal < 0 ? new Queue(queue) : new Doorbell(queue, ordinal));
    }

    /** A change of semaphore {@code index} of NeuronCore {@code nc}. */
    public static StopCondition semaphore(int nc, int index) {
        return of(new Semaphore(nc, index));
    }

    /** A change of event {@code index} of NeuronCore {@code nc}. */
    public static StopCondition event(int nc, int index) {
        return of(new Event(nc, index));
    }

    /** The driver's ring id of the ring of the pring named {@code pring} changes. */
    public static StopCondition flip(String pring) {
        return new StopCondition(new Pring(pring), Phase.FLIP);
    }

    /** An entry of spine node {@code node}. */
    public static StopCondition node(String node) {
        return of(new SpineNode(node));
    }
}
