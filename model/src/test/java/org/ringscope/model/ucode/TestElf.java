package org.ringscope.model.ucode;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * A small ELF32 writer for tests and benchmarks: a PI library with a code segment at link 0, a data
 * segment, and optionally a scratch segment holding {@code .dynamic} and {@code .rela.dyn} (otherwise they
 * sit at the start of the data segment, as GNU ld's split script puts them). Either byte order.
 */
public final class TestElf {
    public ElfData order = ElfData.LSB;
    public int type = ElfHeader.ET_DYN;
    public int machine = ElfHeader.EM_XTENSA;
    public byte[] code = new byte[16];
    public byte[] data = new byte[16];
    /** Extra zero bytes after {@link #data} (.bss). */
    public int bss;
    public long dataAddr = 0x1000;
    public boolean scratch;
    public long scratchAddr = 0x100000;
    public long entry;
    public long align = 4;
    public long codeFlags = 5;
    public long dataFlags = 7;
    public final List<long[]> relas = new ArrayList<>();
    public final List<long[]> extraDyn = new ArrayList<>();

    /** Adds a relocation {@code (r_offset, r_info, r_addend)}. */
    public TestElf rela(long offset, long info, long addend) {
        relas.add(new long[] {offset, info, addend});
        return this;
    }

    /** Number of dynamic entries written: HASH-less minimal set RELA, RELASZ, RELAENT, extras, NULL. */
    private int dynCount() {
        return 4 + extraDyn.size();
    }

    /** Link address of the first byte of {@link #data} (after .dynamic and .rela.dyn when not scratch). */
    public long userDataAddr() {
        return scratch ? dataAddr : dataAddr + tablesSize();
    }

    private int tablesSize() {
        return dynCount() * 8 + relas.size() * 12;
    }

    public byte[] build() {
        int phnum = scratch ? 4 : 3;
        int codeOff = align16(52 + phnum * 32);
        int dataOff = align16(codeOff + code.length);
        byte[] tables = tables(scratch ? scratchAddr : dataAddr);
        byte[] dataSeg = scratch ? data : concat(tables, data);
        int scratchOff = align16(dataOff + dataSeg.length);
        int shOff = align16(scratch ? scratchOff + tables.length : dataOff + dataSeg.length);
        int shnum = 3;
        byte[] f = new byte[shOff + shnum * 40];
        put(f, 0, new byte[] {0x7f, 'E', 'L', 'F', 1, (byte) order.eiData(), 1});
        half(f, 16, type);
        half(f, 18, machine);
        word(f, 20, 1);
        word(f, 24, entry);
        word(f, 28, 52);
        word(f, 32, shOff);
        half(f, 40, 52);
        half(f, 42, 32);
        half(f, 44, phnum);
        half(f, 46, 40);
        half(f, 48, shnum);
        put(f, codeOff, code);
        put(f, dataOff, dataSeg);
        phdr(f, 0, 1, codeOff, 0, code.length, code.length, codeFlags);
        phdr(f, 1, 1, dataOff, dataAddr, dataSeg.length, dataSeg.length + bss, dataFlags);
        if (scratch) {
            put(f, scratchOff, tables);
            phdr(f, 2, 1, scratchOff, scratchAddr, tables.length, tables.length, 3);
            phdr(f, 3, 2, scratchOff, scratchAddr, dynCount() * 8, dynCount() * 8, 6);
        } else {
            phdr(f, 2, 2, dataOff, dataAddr, dynCount() * 8, dynCount() * 8, 6);
        }
        shdr(f, shOff + 40, 1, 0, codeOff, code.length, align);
        shdr(f, shOff + 80, 1, dataAddr, dataOff, dataSeg.length, 4);
        return f;
    }

    private byte[] tables(long at) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] w = new byte[8];
        long relaAddr = at + dynCount() * 8L;
        long[][] dyn = {{7, relaAddr}, {8, relas.size() * 12L}, {9, 12}};
        for (long[] e : dyn) {
            out.writeBytes(dynEntry(w, e[0], e[1]));
        }
        for (long[] e : extraDyn) {
            out.writeBytes(dynEntry(w, e[0], e[1]));
        }
        out.writeBytes(dynEntry(w, 0, 0));
        byte[] r = new byte[12];
        for (long[] e : relas) {
            word(r, 0, e[0]);
            word(r, 4, e[1]);
            word(r, 8, e[2]);
            out.writeBytes(r);
        }
        return out.toByteArray();
    }

    private byte[] dynEntry(byte[] w, long tag, long val) {
        word(w, 0, tag);
        word(w, 4, val);
        return w.clone();
    }

    private void phdr(byte[] f, int i, long type, long off, long addr, long filesz, long memsz, long flags) {
        int p = 52 + i * 32;
        long[] v = {type, off, addr, addr, filesz, memsz, flags, 16};
        for (int k = 0; k < v.length; k++) {
            word(f, p + k * 4, v[k]);
        }
    }

    private void shdr(byte[] f, int p, long type, long addr, long off, long size, long addralign) {
        word(f, p + 4, type);
        word(f, p + 12, addr);
        word(f, p + 16, off);
        word(f, p + 20, size);
        word(f, p + 32, addralign);
    }

    private void word(byte[] b, int off, long v) {
        order.putWord(b, off, v);
    }

    private void half(byte[] b, int off, int v) {
        order.putHalf(b, off, v);
    }

    private static void put(byte[] f, int off, byte[] src) {
        System.arraycopy(src, 0, f, off, src.length);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] r = new byte[a.length + b.length];
        System.arraycopy(a, 0, r, 0, a.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    private static int align16(int v) {
        return (v + 15) & ~15;
    }
}
