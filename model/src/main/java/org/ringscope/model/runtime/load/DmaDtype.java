package org.ringscope.model.runtime.load;

import java.util.Locale;

/**
 * The {@code from_dtype} / {@code to_dtype} values of a DMA description (work-with-neff-files.rst, engine
 * JSON {@code desc}; default {@code uint8}) with their element sizes. {@link #code()} is the 4-bit data-type
 * field RingScope writes into CCE op words ({@code OpWord.cceAdd} and friends): the hardware's own codes
 * are not public, so the code is the position in the official list (decision 0551).
 */
public enum DmaDtype {
    FLOAT8E3("float8e3", 1),
    FLOAT8E4("float8e4", 1),
    FLOAT8E5("float8e5", 1),
    FLOAT16("float16", 2),
    FLOAT32("float32", 4),
    FLOAT32R("float32r", 4),
    BFLOAT16("bfloat16", 2),
    UINT8("uint8", 1),
    UINT16("uint16", 2),
    UINT32("uint32", 4),
    UINT64("uint64", 8),
    INT8("int8", 1),
    INT16("int16", 2),
    INT32("int32", 4),
    INT64("int64", 8);

    private final String jsonName;
    private final int size;

    DmaDtype(String jsonName, int size) {
        this.jsonName = jsonName;
        this.size = size;
    }

    /** The name as the engine JSON writes it. */
    public String jsonName() {
        return jsonName;
    }

    /** Bytes per element. */
    public int size() {
        return size;
    }

    /** RingScope's 4-bit data-type code (the position in the official list). */
    public int code() {
        return ordinal();
    }

    /** The dtype named {@code name}; empty or absent means the official default {@code uint8}; null if unknown. */
    public static DmaDtype of(String name) {
        if (name == null || name.isEmpty()) {
            return UINT8;
        }
        String n = name.toLowerCase(Locale.ROOT);
        for (DmaDtype d : values()) {
            if (d.jsonName.equals(n)) {
                return d;
            }
        }
        return null;
    }
}
