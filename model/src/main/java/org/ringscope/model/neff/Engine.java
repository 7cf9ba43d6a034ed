package org.ringscope.model.neff;

import java.util.Optional;

/**
 * The five engines of a NeuronCore as named in {@code def.json}: the key of the engine JSON ({@code pe},
 * {@code act}, ...) and of its instruction stream ({@code pe_instr}, ...).
 */
public enum Engine {
    PE("pe", "PE"),
    ACTIVATION("act", "Activation"),
    POOL("pool", "Pool"),
    DVE("dve", "DVE"),
    SP("sp", "SP");

    private final String key;
    private final String displayName;

    Engine(String key, String displayName) {
        this.key = key;
        this.displayName = displayName;
    }

    /** The def.json key naming the engine JSON. */
    public String key() {
        return key;
    }

    /** The def.json key naming the instruction stream. */
    public String instrKey() {
        return key + "_instr";
    }

    public String displayName() {
        return displayName;
    }

    /** The engine whose def.json key or {@code dma_queue.owner} value is {@code key}. */
    public static Optional<Engine> byKey(String key) {
        for (Engine e : values()) {
            if (e.key.equalsIgnoreCase(key) || e.displayName.equalsIgnoreCase(key)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }
}
