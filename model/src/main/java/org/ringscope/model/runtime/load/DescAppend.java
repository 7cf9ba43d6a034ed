package org.ringscope.model.runtime.load;

import org.ringscope.model.InputException;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringException;

/**
 * {@code dma_util_vring_append_descs} (0x316d10; vring seed §7, docs/reference/descriptors-and-barriers.md): the executor's one
 * fan-out from a DMA desc to the packet builders, by op — copy (and a bit-preserving cast):
 * {@code vring_add_dma_packet} per contiguous run ({@link CopyLowering}); a value-converting cast: cast packets
 * ({@link CastLowering}, decision 1101); add / min / max / fma:
 * {@code vring_add_dma_packet_cce} ({@link CceLowering}); transpose: {@code vring_add_dma_packet_transpose}
 * ({@link TransposeLowering}). Every builder gets {@code set_sow = is_sow_supported()}, as
 * {@code vring_add_desc_transfer} does (decision 0110). Packing, the barrier and the completion are the
 * caller's, after the whole entry.
 */
final class DescAppend {
    private final CopyLowering copy = new CopyLowering();
    private final CceLowering cce = new CceLowering();
    private final TransposeLowering transpose = new TransposeLowering();
    private final CastLowering cast = new CastLowering();

    /** Hears why a desc moves no bytes (a value-converting cast the emulator cannot perform). */
    @FunctionalInterface
    interface NotEmulated {
        void desc(String reason) throws InputException;
    }

    /**
     * Appends one desc to queue {@code q}'s vring {@code v}; returns the bytes it moves. A cast that cannot be
     * performed appends nothing and is told to {@code notEmulated}: its entry still completes.
     */
    long dmaUtilVringAppendDescs(DmaDesc d, Vring v, QueueProgram qp, int q, VarTable vars, Where where,
            NotEmulated notEmulated) throws InputException, VringException {
        String op = d.op().isEmpty() ? "copy" : d.op();
        switch (op) {
            case "copy":
                return copy.lower(d.from(), d.to(), v, qp, q, vars, where);
            case "cast":
                DmaDtype from = dtype(d.from().dtype(), "from_dtype", where);
                DmaDtype to = dtype(d.to().dtype(), "to_dtype", where);
                if (from.bitPreservingCastTo(to)) {
                    return copy.lower(d.from(), d.to(), v, qp, q, vars, where);
                }
                String why = cast.unsupported(d.from(), d.to(), from, to, where);
                if (why != null) {
                    notEmulated.desc(why);
                    return 0;
                }
                return cast.lower(d.from(), d.to(), from, to, v, qp, q, vars, where);
            case "transpose":
                return transpose.lower(d, v, qp, q, vars, where);
            default:
                CceOp cceOp = CceLowering.op(op);
                if (cceOp == null) {
                    throw where.error("op", "Unknown dma operation: " + op + " (copy, cast, add, min, max, fma, transpose)");
                }
                return cce.lower(d, cceOp, v, qp, q, vars, where);
        }
    }

    /** Whether {@code d} is a copy: what {@code vring_pack_descs} can group afterwards. */
    static boolean isCopy(DmaDesc d) {
        return d.op().isEmpty() || d.op().equals("copy") || d.op().equals("cast");
    }

    private static DmaDtype dtype(String name, String field, Where where) throws InputException {
        DmaDtype t = DmaDtype.of(name);
        if (t == null) {
            throw where.error(field, "unknown dtype " + name);
        }
        return t;
    }
}
