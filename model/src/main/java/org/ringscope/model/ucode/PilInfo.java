package org.ringscope.model.ucode;

/**
 * {@code xtlib_pil_info}: the descriptor {@code get_dyn_info} fills for the target, at staged addresses.
 * Layout (all 4-byte words in target byte order): {@code dst_addr@0x00 src_offs@0x04 dst_data_addr@0x08
 * src_data_offs@0x0c start_sym@0x10 text_addr@0x14 init@0x18 fini@0x1c rel@0x20 rela_count@0x24
 * hash@0x28 symtab@0x2c strtab@0x30 align@0x34}, then the NXP host loader's
 * {@code scratch_section_found@0x38 scratch_addr@0x3c} (size 0x40).
 * <p>{@code hash/symtab/strtab = data_delta + d_ptr}; {@code init/fini/text_addr = code_delta + d_ptr}
 * (0 when the tag is absent; {@code text_addr} falls back to {@code dst_addr});
 * {@code start_sym = code_delta + e_entry}; {@code rel = data_delta + DT_RELA}, or in scratch mode
 * {@code dst_scratch + DT_RELA - scratch.p_paddr} (decision 0201).
 */
public record PilInfo(long dstAddr, long srcOffs, long dstDataAddr, long srcDataOffs, long startSym, long textAddr,
        long init, long fini, long rel, long relaCount, long hash, long symtab, long strtab, long align,
        long scratchSectionFound, long scratchAddr) {

    /** Size of the NXP host variant with the scratch fields. */
    public static final int SIZE = 0x40;

    static PilInfo of(Placement pl, DynInfo dyn, ElfHeader h, Shape shape) {
        long code = pl.codeDelta();
        long data = pl.dataDelta();
        long rel = dyn.rela() == null ? 0 : shape.scratchFound()
                ? (pl.dstScratch() + dyn.rela() - shape.scratch().paddr()) & 0xffffffffL
                : add(data, dyn.rela());
        return new PilInfo(pl.dstCode(), pl.srcOffs(), pl.dstData(), pl.srcDataOffs(), add(code, h.entry()),
                dyn.textAddr() == null ? pl.dstCode() : add(code, dyn.textAddr()),
                dyn.init() == null ? 0 : add(code, dyn.init()), dyn.fini() == null ? 0 : add(code, dyn.fini()),
                rel, dyn.relaCount(), opt(data, dyn.hash()), opt(data, dyn.symtab()), opt(data, dyn.strtab()),
                pl.align(), shape.scratchFound() ? 1 : 0, shape.scratchFound() ? pl.dstScratch() : 0);
    }

    private static long add(long delta, long v) {
        return (delta + v) & 0xffffffffL;
    }

    private static long opt(long delta, Long v) {
        return v == null ? 0 : add(delta, v);
    }

    /** The 0x40 bytes as the target would see them. */
    public byte[] toBytes(ElfData order) {
        long[] w = {dstAddr, srcOffs, dstDataAddr, srcDataOffs, startSym, textAddr, init, fini, rel, relaCount,
            hash, symtab, strtab, align, scratchSectionFound, scratchAddr};
        byte[] b = new byte[SIZE];
        for (int i = 0; i < w.length; i++) {
            order.putWord(b, i * 4, w[i]);
        }
        return b;
    }
}
