package org.ringscope.model.location;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.ringscope.model.udma.Direction;

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
public sealed interface Location {

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

    /**
     * A root named by one word — a vring, a pring, a queue, a library, a NEFF: its text form is its kind and its name,
     * its label the same unless it says otherwise.
     */
    sealed interface Named extends Location permits Vring, Pring, Queue, UcodeLib, Neff {
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

    private static <T> T req(T v, String what) {
        return Objects.requireNonNull(v, what);
    }

    private static void nonNegative(long v, String what) {
        if (v < 0) {
            throw new IllegalArgumentException(what + " " + v + " is negative");
        }
    }

    /** A node of the call-graph spine, e.g. {@code nrt_load}. */
    record SpineNode(String node) implements Location {
        public SpineNode {
            req(node, "node");
        }

        @Override
        public List<String> words() {
            return List.of(node);
        }

        @Override
        public String label() {
            return node;
        }
    }

    /** A vring, by name. */
    record Vring(String name) implements Named {
        public Vring {
            req(name, "name");
        }
    }

    /** The TX or RX half of a vring. */
    record Half(Vring vring, Direction direction) implements Location {
        public Half {
            req(vring, "vring");
            req(direction, "direction");
        }

        public static Half of(String vring, Direction d) {
            return new Half(new Vring(vring), d);
        }

        @Override
        public Optional<Location> parent() {
            return Optional.of(vring);
        }

        @Override
        public List<String> words() {
            return List.of(vring.name(), LocationText.half(direction));
        }

        @Override
        public String label() {
            return vring.label() + " " + direction;
        }

        /** The descriptor at {@code index} of this half (page and slot from the index). */
        public Descriptor descriptor(int index) {
            return Descriptor.of(this, index);
        }
    }

    /** One 65,536-descriptor page of a vring half. */
    record Page(Half half, int page) implements Location {
        /** Descriptors per vring page ({@code VringPages.DESCS_PER_PAGE}). */
        public static final int DESCRIPTORS = 65536;

        public Page {
            req(half, "half");
            nonNegative(page, "page");
        }

        @Override
        public Optional<Location> parent() {
            return Optional.of(half);
        }

        @Override
        public List<String> words() {
            return List.of(half.vring().name(), LocationText.half(half.direction()), Integer.toString(page));
        }

        @Override
        public String label() {
            return half.label() + " page " + page;
        }
    }

    /** One descriptor: a slot of a page; {@link #index()} is its index in the half. */
    record Descriptor(Page page, int slot) implements Location {
        public Descriptor {
            req(page, "page");
            if (slot < 0 || slot >= Page.DESCRIPTORS) {
                throw new IllegalArgumentException("slot " + slot + " outside a page");
            }
        }

        public static Descriptor of(Half half, int index) {
            nonNegative(index, "descriptor index");
            return new Descriptor(new Page(half, index / Page.DESCRIPTORS), index % Page.DESCRIPTORS);
        }

        public Half half() {
            return page.half();
        }

        public int index() {
            return page.page() * Page.DESCRIPTORS + slot;
        }

        @Override
        public Optional<Location> parent() {
            return Optional.of(page);
        }

        @Override
        public List<String> words() {
            return List.of(half().vring().name(), LocationText.half(half().direction()), Integer.toString(index()));
        }

        @Override
        public String label() {
            return half().label() + " #" + index();
        }
    }

    /**
     * A packet of a vring half — the descriptors {@code [first, first + count)} (FIRST … CONCAT … LAST).
     * A descriptor is inside a packet when it is in its range: see {@link #contains(Descriptor)}.
     */
    record Packet(Half half, int first, int count) implements Location {
        public Packet {
            req(half, "half");
            nonNegative(first, "first descriptor");
            if (count < 1) {
                throw new IllegalArgumentException("a packet has at least one descriptor, not " + count);
            }
        }

        public boolean contains(Descriptor d) {
            return d.half().equals(half) && d.index() >= first && d.index() < first + count;
        }

        @Override
        public Optional<Location> parent() {
            return Optional.of(half);
        }

        @Override
        public List<String> words() {
            return List.of(half.vring().name(), LocationText.half(half.direction()), Integer.toString(first), Integer.toString(count));
        }

        @Override
        public String label() {
            return half.label() + " packet #" + first + "+" + count;
        }
    }

    /**
     * A physical ring in device memory, by the name the runtime allocated it under ({@code Device.pringName}:
     * subgraph and vring, e.g. {@code sg00:qSPIO0_0.tx}); a later pring with the same name is {@code … #2}.
     */
    record Pring(String name) implements Named {
        public Pring {
            req(name, "name");
        }
    }

    /** One slot of a physical ring. */
    record PringSlot(Pring ring, int slot) implements Location {
        public PringSlot {
            req(ring, "ring");
            nonNegative(slot, "slot");
        }

        @Override
        public Optional<Location> parent() {
            return Optional.of(ring);
        }

        @Override
        public List<String> words() {
            return List.of(ring.name(), Integer.toString(slot));
        }

        @Override
        public String label() {
            return ring.label() + " slot " + slot;
        }
    }

    /**
     * The {@code ordinal}-th doorbell rung on a queue (0-based, from step 0): the {@code drtp_inc} writes on the
     * queue's two rings, RX and TX, by the host or by a descriptor. {@code queue} is named as the run names it,
     * {@code subgraph:queue} ({@code sg00:qSPIO0_0}, {@code sg00:instr}, {@code sg00:hw_exec_queue}), else
     * {@code q<engine>.<queue>}; an NC kickoff ({@code ndl_nc_semaphore_increment}) is a doorbell of queue
     * {@code nc<N>}, counted apart.
     */
    record Doorbell(String queue, int ordinal) implements Location {
        public Doorbell {
            req(queue, "queue");
            nonNegative(ordinal, "ordinal");
        }

        @Override
        public List<String> words() {
            return List.of(queue, Integer.toString(ordinal));
        }

        @Override
        public String label() {
            return "doorbell " + queue + " #" + ordinal;
        }
    }

    /**
     * A hardware DMA queue, named as the run names it: {@code subgraph:queue} ({@code sg00:qSPIO0_0},
     * {@code sg00:hw_exec_queue}), else {@code q<engine>.<queue>}. Its doorbells are {@link Doorbell}s.
     */
    record Queue(String name) implements Named {
        public Queue {
            req(name, "name");
        }
    }

    /** A sync register of a NeuronCore, {@code S[index]} or {@code E[index]}: written {@code sem|event NC INDEX}. */
    sealed interface Register extends Location permits Semaphore, Event {
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

    /** Semaphore {@code index} of NeuronCore {@code nc}: the bank the engines wait on and the DMA increments. */
    record Semaphore(int nc, int index) implements Register {
        public Semaphore {
            nonNegative(nc, "NeuronCore");
            nonNegative(index, "semaphore");
        }
    }

    /** Event {@code index} of NeuronCore {@code nc}. */
    record Event(int nc, int index) implements Register {
        public Event {
            nonNegative(nc, "NeuronCore");
            nonNegative(index, "event");
        }
    }

    /** A ucode (Xtensa PI) library, by display name. */
    record UcodeLib(String name) implements Named {
        public UcodeLib {
            req(name, "name");
        }

        @Override
        public String label() {
            return name;
        }
    }

    /** An ELF program header (segment) of a ucode library, by its index. */
    record Segment(UcodeLib lib, int phdr) implements Location {
        public Segment {
            req(lib, "lib");
            nonNegative(phdr, "phdr");
        }

        @Override
        public Optional<Location> parent() {
            return Optional.of(lib);
        }

        @Override
        public List<String> words() {
            return List.of(lib.name(), Integer.toString(phdr));
        }

        @Override
        public String label() {
            return lib.label() + " segment " + phdr;
        }
    }

    /**
     * A row of a library's relocation table and the patch it applied (when it applied one). Its parent is
     * the segment its {@code r_offset} falls in, or the library when no segment holds it ({@code phdr = -1}).
     */
    record Patch(UcodeLib lib, int phdr, int index) implements Location {
        public Patch {
            req(lib, "lib");
            if (phdr < -1) {
                throw new IllegalArgumentException("phdr " + phdr);
            }
            nonNegative(index, "relocation index");
        }

        @Override
        public Optional<Location> parent() {
            return Optional.of(phdr >= 0 ? new Segment(lib, phdr) : lib);
        }

        @Override
        public List<String> words() {
            return List.of(lib.name(), Integer.toString(phdr), Integer.toString(index));
        }

        @Override
        public String label() {
            return lib.label() + " relocation " + index;
        }
    }

    /** A NEFF file, by display name. */
    record Neff(String name) implements Named {
        public Neff {
            req(name, "name");
        }

        @Override
        public String label() {
            return name;
        }
    }

    /** A member of a NEFF's tar payload, by path (e.g. {@code sg00/def.json}). */
    record NeffMember(Neff neff, String path) implements Location {
        public NeffMember {
            req(neff, "neff");
            req(path, "path");
        }

        @Override
        public Optional<Location> parent() {
            return Optional.of(neff);
        }

        @Override
        public List<String> words() {
            return List.of(neff.name(), path);
        }

        @Override
        public String label() {
            return neff.label() + " ▸ " + path;
        }
    }

    /** A 64-byte slot of an engine's instruction stream member (e.g. slot 2 of {@code sg00/Pool.bin}). */
    record Instruction(NeffMember member, int slot) implements Location {
        public Instruction {
            req(member, "member");
            nonNegative(slot, "slot");
        }

        @Override
        public Optional<Location> parent() {
            return Optional.of(member);
        }

        @Override
        public List<String> words() {
            return List.of(member.neff().name(), member.path(), Integer.toString(slot));
        }

        @Override
        public String label() {
            return member.label() + " slot " + slot;
        }
    }

    /** Entry {@code index} of the {@code dma} list of an engine's JSON member (e.g. entry 3 of {@code sg00/sp.json}). */
    record DmaEntry(NeffMember member, int index) implements Location {
        public DmaEntry {
            req(member, "member");
            nonNegative(index, "entry");
        }

        @Override
        public Optional<Location> parent() {
            return Optional.of(member);
        }

        @Override
        public List<String> words() {
            return List.of(member.neff().name(), member.path(), Integer.toString(index));
        }

        @Override
        public String label() {
            return member.label() + " dma[" + index + "]";
        }
    }

    /** A range of device memory: {@code length} bytes from device address {@code address}. */
    record Memory(long address, long length) implements Location {
        public Memory {
            nonNegative(address, "address");
            if (length < 1) {
                throw new IllegalArgumentException("a memory range has at least one byte, not " + length);
            }
        }

        /** Whether device address {@code a} lies in the range. */
        public boolean contains(long a) {
            return a >= address && a - address < length;
        }

        @Override
        public List<String> words() {
            return List.of("0x" + Long.toHexString(address), Long.toString(length));
        }

        @Override
        public String label() {
            return length == 1 ? String.format("0x%x", address) : String.format("0x%x +%d", address, length);
        }
    }
}
