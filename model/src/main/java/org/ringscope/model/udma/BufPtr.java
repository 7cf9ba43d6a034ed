package org.ringscope.model.udma;

/**
 * Word 2 (bytes 8..15) of a descriptor: Tx {@code buf_ptr} (source) or Rx {@code buf1_ptr} (destination),
 * a 64-bit device physical address — or, on the host only, a <em>template</em> pointer (vring seed §5,
 * "Templates → concrete"; constants 61, 36, 524287, 68719476735 verified):
 *
 * <pre>
 *  is_template = (buf_ptr >> 61) & 1          bit 61 = 0x2000000000000000
 *  var_id      = (buf_ptr >> 36) & 0x7FFFF    bits 54:36, 19 bits
 *  offset      = buf_ptr & 0xFFFFFFFFF        bits 35:0, 36 bits
 * </pre>
 */
public final class BufPtr {
    /** Bit 61. */
    public static final int TEMPLATE_BIT = 61;
    /** {@code 1L << 61} = 0x2000000000000000. */
    public static final long TEMPLATE_FLAG = 1L << TEMPLATE_BIT;
    /** Shift of var_id. */
    public static final int VAR_ID_SHIFT = 36;
    /** 524287 = 0x7FFFF: the largest var_id. */
    public static final int VAR_ID_MASK = 0x7FFFF;
    /** 68719476735 = 0xFFFFFFFFF: the largest offset. */
    public static final long OFFSET_MASK = 0xFFFFFFFFFL;

    private BufPtr() {
    }

    /** Encodes a template pointer; rejects a var_id or offset that does not fit its field. */
    public static long template(int varId, long offset) {
        if (varId < 0 || varId > VAR_ID_MASK) {
            throw new IllegalArgumentException("var_id " + varId + " does not fit bits 54:36 (max " + VAR_ID_MASK + ")");
        }
        if (offset < 0 || offset > OFFSET_MASK) {
            throw new IllegalArgumentException("offset " + offset + " does not fit bits 35:0 (max " + OFFSET_MASK + ")");
        }
        return TEMPLATE_FLAG | ((long) varId << VAR_ID_SHIFT) | offset;
    }

    public static boolean isTemplate(long bufPtr) {
        return ((bufPtr >>> TEMPLATE_BIT) & 1) != 0;
    }

    public static int varId(long bufPtr) {
        return (int) ((bufPtr >>> VAR_ID_SHIFT) & VAR_ID_MASK);
    }

    public static long offset(long bufPtr) {
        return bufPtr & OFFSET_MASK;
    }
}
