package org.ringscope.model.location;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The kinds of {@link Location}, each with the keyword of its text form and the form itself, spelled here once: the
 * records name their kind by it, {@link LocationText} reads by it, and the error messages list the forms from it.
 */
public enum LocationKind {
    NODE("node", "node NAME"),
    VRING("vring", "vring NAME"),
    HALF("half", "half VRING tx|rx"),
    PAGE("page", "page VRING tx|rx N"),
    DESCRIPTOR("descriptor", "descriptor VRING tx|rx N"),
    PACKET("packet", "packet VRING tx|rx FIRST COUNT"),
    PRING("pring", "pring NAME"),
    SLOT("slot", "slot PRING N"),
    QUEUE("queue", "queue NAME"),
    DOORBELL("doorbell", "doorbell QUEUE N"),
    SEMAPHORE("sem", "sem NC INDEX"),
    EVENT("event", "event NC INDEX"),
    LIB("lib", "lib NAME"),
    SEGMENT("segment", "segment LIB PHDR"),
    PATCH("patch", "patch LIB PHDR N"),
    NEFF("neff", "neff NAME"),
    MEMBER("member", "member NEFF PATH"),
    INSTRUCTION("instruction", "instruction NEFF PATH SLOT"),
    ENTRY("entry", "entry NEFF PATH N"),
    MEMORY("memory", "memory ADDRESS LENGTH");

    private final String word;
    private final String form;

    LocationKind(String word, String form) {
        this.word = word;
        this.form = form;
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
