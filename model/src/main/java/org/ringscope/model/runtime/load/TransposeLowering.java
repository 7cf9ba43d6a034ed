package org.ringscope.model.runtime.load;

import java.util.Arrays;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaOperand;
import org.ringscope.model.udma.Transpose;
import org.ringscope.model.util.AsciiDigits;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringException;
import org.ringscope.model.vring.VringPackets;

/**
 * {@code op: transpose}: one {@code vring_add_dma_packet_transpose} packet that moves a contiguous tile
 * (decision 0551). The builder wants one of the 12 permutation ops and an element size:
 * <ul>
 *   <li>element size: {@code transpose_element_size}, else the size of {@code from_dtype};</li>
 *   <li>permutation: the first op of {@link Transpose#PERMUTATIONS} that rearranges the source shape into
 *       {@code transpose_shape} — the source shape is the from pattern in elements, outermost first
 *       ({@code W = sizes[3], X = sizes[2], Y = sizes[1], Z = sizes[0] / element size}, missing dims 1) and
 *       {@code transpose_shape} is read outermost first; {@code transpose_shape} may also name the op directly
 *       as its 4-character dimension order ({@code "WXZY"}); without {@code transpose_shape}, {@code WXZY} (the
 *       2-D transpose of the two innermost dims).</li>
 * </ul>
 * Both patterns must be one contiguous run of the same size, and the tile must fit one packet (its data blocks
 * plus the lead META descriptor). The source shape {W, X, Y, Z} goes to the builder, which carries it in the
 * packet's META operand so the device can permute the bytes (decision 0103).
 */
final class TransposeLowering {
    /** The permutation used when the desc gives no {@code transpose_shape}. */
    static final String DEFAULT_PERMUTATION = "WXZY";

    private final PatternWalker walker = new PatternWalker();

    long lower(DmaDesc d, Vring v, QueueProgram qp, int q, VarTable vars, Where where)
            throws InputException, VringException {
        AccessPattern from = d.from();
        AccessPattern to = d.to();
        long total = Patterns.check(from.steps(), from.sizes(), "from", where);
        long toTotal = Patterns.check(to.steps(), to.sizes(), "to", where);
        if (total != toTotal) {
            throw where.error("to_sizes", "the destination pattern moves " + toTotal + " bytes but the source moves "
                    + total);
        }
        VarTable.Resolved f = vars.resolve(from.var(), "from", where);
        VarTable.Resolved t = vars.resolve(to.var(), "to", where);
        if (total == 0) {
            return 0;
        }
        contiguous(from, total, "from", where);
        contiguous(to, total, "to", where);
        Patterns.bounds(from.offset(), from.steps(), from.sizes(), f.address(), from.var(), "from", where);
        Patterns.bounds(to.offset(), to.steps(), to.sizes(), t.address(), to.var(), "to", where);
        int elem = elementSize(d, where);
        long[] shape = sourceShape(from.sizes(), elem, total, where);
        String perm = permutation(d, from.sizes(), elem, where);
        long maxBytes = (long) LenCtrl.MAX_DMA_DESC_SIZE
                * Math.min(v.arch().maxDescPerPacket() - 1, v.arch().maxRxDescPerPacket());
        if (total > maxBytes) {
            throw where.error("from_sizes", "a transpose tile of " + total + " bytes does not fit one packet (" + maxBytes
                    + " bytes on " + v.arch() + ")");
        }
        if (f.address().perExecution()) {
            qp.noteTemplate(q, true, f.var().varId());
        }
        if (t.address().perExecution()) {
            qp.noteTemplate(q, false, t.var().varId());
        }
        VringPackets.vringAddDmaPacketTranspose(v, f.address().base() + from.offset(), t.address().base() + to.offset(),
                total, perm, elem, shape, v.arch().isSowSupported());
        return total;
    }

    private void contiguous(AccessPattern p, long total, String side, Where where) throws InputException {
        walker.reset(p.offset(), p.steps(), p.sizes());
        if (walker.remaining() != total) {
            throw where.error(side + "_steps", "a transpose moves one contiguous tile; this pattern has runs of "
                    + walker.remaining() + " of " + total + " bytes");
        }
    }

    private static int elementSize(DmaDesc d, Where where) throws InputException {
        String s = d.extra().get("transpose_element_size");
        if (s != null) {
            try {
                return AsciiDigits.parseInt(s.trim(), "transpose_element_size");
            } catch (NumberFormatException e) {
                throw where.error("transpose_element_size", "not an integer: " + s);
            }
        }
        DmaDtype dt = DmaDtype.of(d.from().dtype());
        if (dt == null) {
            throw where.error("from_dtype", "unknown dtype " + d.from().dtype());
        }
        return dt.size();
    }

    static String permutation(DmaDesc d, long[] sizes, int elem, Where where) throws InputException {
        String shape = d.extra().get("transpose_shape");
        if (shape == null) {
            return DEFAULT_PERMUTATION;
        }
        String letters = shape.trim().replace("\"", "");
        if (letters.matches("[WXYZ]{4}")) {
            // The runtime's own 4-character dimension order (what gen writes, decision 0603).
            if (!Transpose.PERMUTATIONS.contains(letters)) {
                throw where.error("transpose_shape", letters + " is not one of the 12 transpose ops " + Transpose.PERMUTATIONS);
            }
            return letters;
        }
        long[] dst = parseShape(shape, where);
        long[] src = {dim(sizes, 3), dim(sizes, 2), dim(sizes, 1), sizes[0] / Math.max(1, elem)};
        for (String p : Transpose.PERMUTATIONS) {
            boolean ok = true;
            for (int i = 0; i < 4 && ok; i++) {
                ok = dst[i] == src[p.charAt(i) - 'W'];
            }
            if (ok) {
                return p;
            }
        }
        throw where.error("transpose_shape", "no transpose op of the 12 turns the source shape " + Arrays.toString(src)
                + " into " + shape);
    }

    /**
     * The source tensor {W, X, Y, Z} the packet's META operand carries (decision 0103): the from pattern in
     * elements, outermost first, missing dims 1. The innermost size must be whole elements, and W, X, Y
     * must fit the operand's 21-bit fields.
     */
    static long[] sourceShape(long[] sizes, int elem, long total, Where where) throws InputException {
        if (elem < 1 || sizes.length == 0 || sizes[0] % elem != 0) {
            throw where.error("from_sizes", "a transpose row of " + (sizes.length == 0 ? 0 : sizes[0])
                    + " bytes is not a whole number of " + elem + "-byte elements");
        }
        long[] shape = {dim(sizes, 3), dim(sizes, 2), dim(sizes, 1), sizes[0] / elem};
        if (!Transpose.shapeHolds(shape, elem, total)) {
            throw where.error("from_sizes", "the transpose source " + Arrays.toString(shape) + " of " + elem
                    + "-byte elements cannot be encoded: W, X and Y must be 1.." + MetaOperand.MAX_DIM);
        }
        return shape;
    }

    private static long dim(long[] sizes, int d) {
        return d < sizes.length ? sizes[d] : 1;
    }

    private static long[] parseShape(String json, Where where) throws InputException {
        String body = json.trim();
        if (!body.startsWith("[") || !body.endsWith("]")) {
            throw where.error("transpose_shape", "expected a list of 4 integers: " + json);
        }
        String[] parts = body.substring(1, body.length() - 1).split(",");
        if (parts.length != 4) {
            throw where.error("transpose_shape", "expected XPOSE_NUM_DIMS = 4 integers: " + json);
        }
        long[] out = new long[4];
        for (int i = 0; i < 4; i++) {
            try {
                out[i] = AsciiDigits.parseLong(parts[i].trim(), "transpose_shape");
            } catch (NumberFormatException e) {
                throw where.error("transpose_shape", "not an integer: " + parts[i].trim());
            }
        }
        return out;
    }
}
