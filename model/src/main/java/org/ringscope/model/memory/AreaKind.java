package org.ringscope.model.memory;

/** What a memory area is: a region of the address map, a NEFF variable by its type, or a runtime allocation. */
public enum AreaKind {
    /** A whole region: the allocated span of HBM, one NeuronCore's State Buffer or DMEM. */
    REGION("region"),
    /** A NeuronCore's semaphore read view: 4 bytes an index. */
    SEMAPHORES("semaphores"),
    /** A NeuronCore's event view: 4 bytes an index, bit 0 the flag. */
    EVENTS("events"),
    /** An input tensor of the model. */
    INPUT("input"),
    /** An output tensor of the model. */
    OUTPUT("output"),
    /** A {@code state-buffer} variable: its NeuronCore's State Buffer. */
    STATE_BUFFER("SB"),
    /** A {@code file} variable: an HBM allocation filled from a NEFF member. */
    FILE("file"),
    /** Scratch: {@code tmp-buf}, {@code virtual} and other sized variables. */
    SCRATCH("scratch"),
    /** A {@code pointer} or {@code dge-table} variable. */
    TABLE("table"),
    /** Another allocation of the runtime: rings, completion markers, staged ucode. */
    ALLOCATION("alloc");

    private final String word;

    AreaKind(String word) {
        this.word = word;
    }

    /** The short word the area list shows. */
    public String word() {
        return word;
    }

    /** The kind of a NEFF variable type ({@code input}, {@code state-buffer}, …). */
    public static AreaKind ofVariable(String type) {
        return switch (type) {
            case "input" -> INPUT;
            case "output" -> OUTPUT;
            case "state-buffer" -> STATE_BUFFER;
            case "file" -> FILE;
            case "pointer", "dge-table" -> TABLE;
            default -> SCRATCH;
        };
    }

    /** Whether the area is registers read through the sync block rather than bytes of a memory. */
    public boolean registers() {
        return this == SEMAPHORES || this == EVENTS;
    }
}
