package org.ringscope.model.ucode;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The 32-byte "UCPL " header {@code nrtucode_ll_create} writes in front of a prelinked library, in the
 * prelinker page's naming (docs/reference/load-path.md; the consumer page's conflicting names are noted in decision
 * 0203, docs/decisions/0203-ucode-ucpl-and-load-sequence.md): {@code +0x00 "UCPL " 00 00 00} (byte 4, the space 0x20, doubles as the code offset),
 * {@code +0x08 code_seg_len = align4(code p_memsz)}, {@code +0x0c data_seg_off = (code_seg_len + 0x3f) & ~0x1f},
 * {@code +0x10 data_seg_len = align4(data p_memsz)}, {@code +0x14 init_fn}, {@code +0x18 fini_fn},
 * {@code +0x1c start_sym}. Device layout: header at 0, code at 0x20, data at {@code data_seg_off}. Words are
 * written in the library's (target) byte order. No version, checksum or relocation table.
 */
public record UcplHeader(long codeSegLen, long dataSegOff, long dataSegLen, long initFn, long finiFn,
        long startSym) {

    public static final int SIZE = 0x20;
    /** Offset of the code in the prelinked image (= {@code magic[4]}). */
    public static final int CODE_OFFSET = 0x20;
    private static final byte[] MAGIC = {'U', 'C', 'P', 'L', ' ', 0, 0, 0};
    /** The magic as the qword {@code 0x204c504355}. */
    public static final long MAGIC_QWORD = 0x204c504355L;
    /** {@code nrtucode_ll_create} rejects a prelinked image of this size or more (status 7). */
    public static final long PRELINKED_LIMIT = 0x10001;

    /** The header for code/data segments of {@code codeMemsz}/{@code dataMemsz} bytes. */
    public static UcplHeader of(long codeMemsz, long dataMemsz, PilInfo pil) {
        long codeLen = align4(codeMemsz);
        return new UcplHeader(codeLen, (codeLen + 0x3f) & ~0x1fL, align4(dataMemsz), pil.init(), pil.fini(),
                pil.startSym());
    }

    static long align4(long v) {
        return (v + 3) & ~3L;
    }

    /** {@code data_seg_off + data_seg_len}: the bytes {@code ll_create} writes to the device. */
    public long prelinkedSize() {
        return dataSegOff + dataSegLen;
    }

    public String magic() {
        return new String(MAGIC, 0, 5, StandardCharsets.US_ASCII);
    }

    public byte[] toBytes(ElfData order) {
        byte[] b = Arrays.copyOf(MAGIC, SIZE);
        long[] w = {codeSegLen, dataSegOff, dataSegLen, initFn, finiFn, startSym};
        for (int i = 0; i < w.length; i++) {
            order.putWord(b, 8 + i * 4, w[i]);
        }
        return b;
    }

    /** Parses a header; {@code null} when the 8 magic bytes are not {@code "UCPL "} and three zeros. */
    public static UcplHeader parse(byte[] b, ElfData order) {
        if (b.length < SIZE || !Arrays.equals(b, 0, 8, MAGIC, 0, 8)) {
            return null;
        }
        return new UcplHeader(order.word(b, 8), order.word(b, 12), order.word(b, 16), order.word(b, 20),
                order.word(b, 24), order.word(b, 28));
    }
}
