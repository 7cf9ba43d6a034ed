package org.ringscope.model.runtime.load;

import java.util.Locale;
import org.ringscope.model.cast.Dtype;

/**
 * The {@code from_dtype} / {@code to_dtype} values of a DMA description (work-with-neff-files.rst, engine
 * JSON {@code desc}; default {@code uint8}) with their element sizes. {@link #code()} is the 4-bit data-type
 * field RingScope writes into CCE op words ({@code OpWord.cceAdd} and friends): the {@code nrt_dtype_t} code
 * (decisions 0503, 0707; decision 1101 replaces RingScope's own codes for the integer types by the official
 * ones).
 */
public enum DmaDtype {
    FLOAT8E3("float8e3", 1, 13),
    FLOAT8E4("float8e4", 1, 14),
    FLOAT8E5("float8e5", 1, 15),
    FLOAT16("float16", 2, 7),
    FLOAT32("float32", 4, 10),
    FLOAT32R("float32r", 4, 11),
    BFLOAT16("bfloat16", 2, 6),
    UINT8("uint8", 1, 3),
    UINT16("uint16", 2, 5),
    UINT32("uint32", 4, 9),
    UINT64("uint64", 8, 1),
    INT8("int8", 1, 2),
    INT16("int16", 2, 4),
    INT32("int32", 4, 8),
    INT64("int64", 8, 12);

    private final String jsonName;
    private final int size;
    private final int code;

    DmaDtype(String jsonName, int size, int code) {
        this.jsonName = jsonName;
        this.size = size;
        this.code = code;
    }

    /** Integer types (signed or unsigned). */
    public boolean integer() {
        return jsonName.startsWith("int") || jsonName.startsWith("uint");
    }

    /**
     * Whether a cast to {@code to} keeps every element's bits: the same type, float32 and its rounding-mode
     * twin float32r, or integers of the same width (two's-complement reinterpretation). Only such casts can
     * be executed as the plain byte copy a descriptor describes (decision 0551).
     */
    public boolean bitPreservingCastTo(DmaDtype to) {
        if (this == to || size != to.size) {
            return this == to;
        }
        if (integer() && to.integer()) {
            return true;
        }
        return (this == FLOAT32 || this == FLOAT32R) && (to == FLOAT32 || to == FLOAT32R);
    }

    /** The name as the engine JSON writes it. */
    public String jsonName() {
        return jsonName;
    }

    /** Bytes per element. */
    public int size() {
        return size;
    }

    /** The 4-bit data-type code of CCE op words: the {@code nrt_dtype_t} value (decision 1101). */
    public int code() {
        return code;
    }

    /** The element type a DMA converts with. */
    public Dtype dtype() {
        return Dtype.of(code);
    }

    /** The dtype named {@code name}; empty or absent means the official default {@code uint8}; null if unknown. */
    public static DmaDtype of(String name) {
        if (name == null || name.isEmpty()) {
            return UINT8;
        }
        String n = name.toLowerCase(Locale.ROOT);
        if (n.equals("float8_e4m3fn")) {
            return FLOAT8E4;
        }
        for (DmaDtype d : values()) {
            if (d.jsonName.equals(n)) {
                return d;
            }
        }
        return null;
    }
}
