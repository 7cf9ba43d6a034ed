package org.ringscope.model.cast;

/**
 * The element types a DMA converts between, by their {@code nrt_dtype_t} code — the one numbering the ISA's
 * {@code NEURON_ISA_TPB_DTYPE} (a DGE word's {@code in_dtype} / {@code out_dtype}), the SDMA meta dtype nibbles
 * and the public runtime header share (docs/reference/dge.md). {@link #size()} is bytes per element; FP32R is fp32
 * bits in its accumulate form.
 */
public enum Dtype {
    INVALID(0, 0),
    UINT64(1, 8),
    INT8(2, 1),
    UINT8(3, 1),
    INT16(4, 2),
    UINT16(5, 2),
    BFLOAT16(6, 2),
    FLOAT16(7, 2),
    INT32(8, 4),
    UINT32(9, 4),
    FLOAT32(10, 4),
    FLOAT32R(11, 4),
    INT64(12, 8),
    FP8_EXP3(13, 1),
    FP8_EXP4(14, 1),
    FP8_EXP5(15, 1);

    private static final Dtype[] BY_CODE = values();

    private final int code;
    private final int size;

    Dtype(int code, int size) {
        this.code = code;
        this.size = size;
    }

    /** The {@code nrt_dtype_t} code. */
    public int code() {
        return code;
    }

    /** Bytes per element (0 for INVALID). */
    public int size() {
        return size;
    }

    /** The type of code {@code code}, or {@code null} outside 0..15. */
    public static Dtype of(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /** Signed or unsigned integers. */
    public boolean integer() {
        return switch (this) {
            case UINT64, INT8, UINT8, INT16, UINT16, INT32, UINT32, INT64 -> true;
            default -> false;
        };
    }

    /** Signed integers. */
    public boolean signed() {
        return this == INT8 || this == INT16 || this == INT32 || this == INT64;
    }

    /** The FP8 formats. */
    public boolean fp8() {
        return this == FP8_EXP3 || this == FP8_EXP4 || this == FP8_EXP5;
    }

    /** fp32 and its accumulate twin: the same bits. */
    public boolean fp32() {
        return this == FLOAT32 || this == FLOAT32R;
    }

    /** Smallest value of an integer type. */
    long minValue() {
        return switch (this) {
            case INT8 -> Byte.MIN_VALUE;
            case INT16 -> Short.MIN_VALUE;
            case INT32 -> Integer.MIN_VALUE;
            case INT64 -> Long.MIN_VALUE;
            default -> 0;
        };
    }

    /** Largest value of an integer type (UINT64's as the unsigned bit pattern −1). */
    long maxValue() {
        return switch (this) {
            case INT8 -> Byte.MAX_VALUE;
            case UINT8 -> 0xFF;
            case INT16 -> Short.MAX_VALUE;
            case UINT16 -> 0xFFFF;
            case INT32 -> Integer.MAX_VALUE;
            case UINT32 -> 0xFFFF_FFFFL;
            case INT64 -> Long.MAX_VALUE;
            case UINT64 -> -1L;
            default -> 0;
        };
    }
}
