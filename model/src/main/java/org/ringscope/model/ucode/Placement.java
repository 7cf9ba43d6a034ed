package org.ringscope.model.ucode;

/**
 * Where {@code prelink} put the library, and {@code reloc_addr} (NXP {@code pi_relocate_lib.c:225};
 * {@code @0x9b6130}). {@code srcOffs}/{@code srcDataOffs} are the link addresses ({@code p_paddr}) of the
 * code and data segments, {@code dstCode}/{@code dstData} their staged addresses. In single-block mode both
 * link addresses are 0 and both destinations are the block's {@code dst}, so {@code reloc_addr(x) = dst + x}.
 */
public record Placement(Layout layout, long align, long srcOffs, long srcDataOffs, long dstCode, long dstData,
        boolean scratchFound, long dstScratch) {

    /**
     * {@code MIN_SEPARATION}: with a scratch segment the wiki's prelinker and XTMLD compare
     * {@code addr + 0x400} with the data link address ("must be &gt; than the largest indirect with L32I").
     */
    public static final long MIN_SEPARATION = 0x400;
    private static final long MASK = 0xffffffffL;

    /** {@code dst_addr - src_offs} (mod 2^32). */
    public long codeDelta() {
        return (dstCode - srcOffs) & MASK;
    }

    /** {@code dst_data_addr - src_data_offs} (mod 2^32). */
    public long dataDelta() {
        return (dstData - srcDataOffs) & MASK;
    }

    /** Whether {@code reloc_addr} takes the data delta for link address {@code addr}. */
    public boolean isDataSide(long addr) {
        long biased = (addr + (scratchFound ? MIN_SEPARATION : 0)) & MASK;
        return biased >= srcDataOffs;
    }

    /**
     * {@code reloc_addr}: {@code ((addr >= src_data_offs) ? (dst_data_addr - src_data_offs)
     * : (dst_addr - src_offs)) + addr}, with the {@link #MIN_SEPARATION} bias when a scratch segment exists;
     * 32-bit arithmetic.
     */
    public long relocAddr(long addr) {
        return ((isDataSide(addr) ? dataDelta() : codeDelta()) + addr) & MASK;
    }

    /** The image a link address lands in; everything of a single block is in the code image. */
    public Side side(long addr) {
        return layout == Layout.SINGLE || !isDataSide(addr) ? Side.CODE : Side.DATA;
    }
}
