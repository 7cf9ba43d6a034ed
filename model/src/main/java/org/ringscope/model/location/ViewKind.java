package org.ringscope.model.location;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The kinds of view of the workbench, named once: the dock and the perspectives place views by kind, the
 * "Show … View" actions and {@code gui --view} name them, a lesson's {@code look:} line and a spine node's "look
 * in" say which to look at. The id is the word they all use ({@code vring}, {@code pring}, …); the title is the
 * one the "Show … View" menu gives.
 */
public enum ViewKind {
    NEFF("NEFF"),
    RELOCATIONS("Relocations"),
    PATCHES("Instruction Patches"),
    SEMAPHORES("Semaphores"),
    DESCRIPTOR("Descriptor Inspector"),
    SPINE("Spine"),
    VRING("Vring Pages"),
    PACKETS("Packets"),
    PRING("Pring & Timeline"),
    PROBLEMS("Problems"),
    RINGMEMORY("Ring Memory"),
    PROPERTIES("Properties"),
    DIFF("Diff"),
    EXPLAIN("Explain"),
    LESSON("Lesson"),
    MEMORY("Memory"),
    PROVENANCE("Provenance"),
    LOG("Runtime Log"),
    LOGCOMPARE("Log Compare"),
    PROFILE("Profile Compare");

    private final String title;

    ViewKind(String title) {
        this.title = title;
    }

    /** {@code vring}, {@code pring}, …: the word layouts, {@code --view} and lessons use. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** {@code Vring Pages}: as the "Show … View" menu names it. */
    public String title() {
        return title;
    }

    /** The kind an id names (any case), if any. */
    public static Optional<ViewKind> parse(String id) {
        String k = id == null ? "" : id.strip();
        return Arrays.stream(values()).filter(v -> v.id().equalsIgnoreCase(k)).findFirst();
    }

    /** {@code neff, relocations, …}: every id, for error messages and help. */
    public static String ids() {
        return Arrays.stream(values()).map(ViewKind::id).collect(Collectors.joining(", "));
    }

    @Override
    public String toString() {
        return id();
    }
}
