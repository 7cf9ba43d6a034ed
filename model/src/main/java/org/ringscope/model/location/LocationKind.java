package org.ringscope.model.location;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The kinds of {@link Location}, each with the keyword of its text form, the form itself and its record, spelled
 * here once: a location's {@link Location#kind()} is read from it, {@link LocationText} reads by it, and the error
 * messages list the forms from it.
 */
public enum LocationKind {
    NODE("node", "node NAME", SpineNode.class),
    VRING("vring", "vring NAME", Vring.class),
    HALF("half", "half VRING tx|rx", Half.class),
    PAGE("page", "page VRING tx|rx N", Page.class),
    DESCRIPTOR("descriptor", "descriptor VRING tx|rx N", Descriptor.class),
    PACKET("packet", "packet VRING tx|rx FIRST COUNT", Packet.class),
    PRING("pring", "pring NAME", Pring.class),
    SLOT("slot", "slot PRING N", PringSlot.class),
    QUEUE("queue", "queue NAME", Queue.class),
    DOORBELL("doorbell", "doorbell QUEUE N", Doorbell.class),
    SEMAPHORE("sem", "sem NC INDEX", Semaphore.class),
    EVENT("event", "event NC INDEX", Event.class),
    LIB("lib", "lib NAME", UcodeLib.class),
    SEGMENT("segment", "segment LIB PHDR", Segment.class),
    PATCH("patch", "patch LIB PHDR N", Patch.class),
    NEFF("neff", "neff NAME", Neff.class),
    MEMBER("member", "member NEFF PATH", NeffMember.class),
    INSTRUCTION("instruction", "instruction NEFF PATH SLOT", Instruction.class),
    ENTRY("entry", "entry NEFF PATH N", DmaEntry.class),
    MEMORY("memory", "memory ADDRESS LENGTH", Memory.class);

    private static final Map<Class<?>, LocationKind> BY_TYPE = new HashMap<>();

    static {
        for (LocationKind k : values()) {
            BY_TYPE.put(k.type, k);
        }
    }

    private final String word;
    private final String form;
    private final Class<? extends Location> type;

    LocationKind(String word, String form, Class<? extends Location> type) {
        this.word = word;
        this.form = form;
        this.type = type;
    }

    /** The kind of {@code l}. */
    public static LocationKind of(Location l) {
        return BY_TYPE.get(l.getClass());
    }

    /** The keyword of the text form: {@code descriptor}. */
    public String word() {
        return word;
    }

    /** The text form with its arguments named: {@code descriptor VRING tx|rx N}. */
    public String form() {
        return form;
    }

    /** The words after the keyword the form takes. */
    int arity() {
        return form.split(" ").length - 1;
    }

    /** The kind whose keyword is {@code word} (any case); {@code semaphore} is {@code sem} written out. */
    public static Optional<LocationKind> of(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        if (w.equals("semaphore")) {
            return Optional.of(SEMAPHORE);
        }
        return Arrays.stream(values()).filter(k -> k.word.equals(w)).findFirst();
    }

    /** Every keyword, in order: {@code node, vring, half, …}. */
    public static String words() {
        return Arrays.stream(values()).map(LocationKind::word).collect(Collectors.joining(", "));
    }

    @Override
    public String toString() {
        return word;
    }
}
