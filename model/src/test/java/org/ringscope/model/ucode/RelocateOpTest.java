package org.ringscope.model.ucode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.model.ucode.XtlibStatus.*;

import org.junit.jupiter.api.Test;

/**
 * {@code relocate_op} on CONST16 and FLIX words (reject-list row 11 and the SLOT positive cases). lx106 has
 * no CONST16, so GNU ld never leaves SLOT relocations: these cases are byte patches (of a fixture, and of
 * libraries from {@link TestElf}) with hand-made instruction words, as docs/reference/load-path.md suggests.
 */
class RelocateOpTest {
    private static final int OP = RelocationType.R_XTENSA_SLOT0_OP;
    private static final int ALT = RelocationType.R_XTENSA_SLOT0_ALT;

    /** A little-endian CONST16 word {@code (imm16 << 8) | (t << 4) | 4} followed by byte {@code next}. */
    static long const16Le(int imm16, int t, int next) {
        return ((long) next << 24) | ((long) imm16 << 8) | (t << 4) | 4;
    }

    @Test
    void patchedFixtureSlot0OpAndAlt() throws XtlibFormatException {
        byte[] lib = UcodeFixtures.own("rs_split.so");
        long site0 = ByteSwap.fileOffset(XtElf.read(lib, "x"), 0);      // relocations 0 and 1 are code words 0 and 4
        lib = Mutate.word(lib, site0, const16Le(0x1234, 3, 0x99));
        lib = Mutate.word(lib, site0 + 4, const16Le(0xffff, 5, 0x42));
        lib = Mutate.word(lib, Mutate.rela(lib, 0, 1), OP);
        lib = Mutate.word(lib, Mutate.rela(lib, 0, 2), 0x564);
        lib = Mutate.word(lib, Mutate.rela(lib, 1, 1), ALT);              // SLOT0_ALT
        lib = Mutate.word(lib, Mutate.rela(lib, 1, 2), 0x564);
        PrelinkResult r = UcodeFixtures.prelink(lib);
        assertEquals(XTLIB_NO_ERR, r.status(), r.message());
        Patch.Const16 op = assertInstanceOf(Patch.Const16.class, r.patches().get(0));
        assertEquals(0xbe164, op.value());                              // reloc_addr(0x564), data side
        assertEquals(const16Le(0xe164, 3, 0x99), op.after());
        assertEquals(0, op.slot());
        Patch.Const16 alt = assertInstanceOf(Patch.Const16.class, r.patches().get(1));
        assertEquals(0xb, alt.value());                                 // reloc_addr(0x564) >> 16
        assertEquals(0, alt.slot());
        assertEquals(const16Le(0x000b, 5, 0x42), alt.after());
        assertArrayEquals(new byte[] {0x54, 0x0b, 0x00, 0x42}, alt.afterBytes());
        assertEquals("R_XTENSA_SLOT0_ALT", alt.typeName());
    }

    @Test
    void aSlotANarrowInstructionDoesNotHaveIsRefused() throws XtlibFormatException {
        byte[] lib = UcodeFixtures.own("rs_split.so");
        long site0 = ByteSwap.fileOffset(XtElf.read(lib, "x"), 0);
        lib = Mutate.word(lib, site0, const16Le(0x1234, 3, 0x99));
        lib = Mutate.word(lib, site0 + 4, const16Le(0xffff, 5, 0x42));
        lib = Mutate.word(lib, Mutate.rela(lib, 0, 1), OP);
        lib = Mutate.word(lib, Mutate.rela(lib, 0, 2), 0x564);
        lib = Mutate.word(lib, Mutate.rela(lib, 1, 1), ALT + 2);          // SLOT2_ALT on a 24-bit CONST16
        lib = Mutate.word(lib, Mutate.rela(lib, 1, 2), 0x564);
        PrelinkResult r = UcodeFixtures.prelink(lib);
        assertEquals(XtlibStatus.XTLIB_RELOCATION_ERR, r.status(), r.message());
        assertEquals(8, r.status().code());
        assertTrue(r.message().startsWith("Failed to set immediate field in instruction slot 2"), r.message());
        assertEquals(1, r.patches().size(), "processing stops at the first error; the patch before it stays");
    }

    private static TestElf lib(ElfData order, byte[] code, int type) {
        TestElf t = new TestElf();
        t.order = order;
        t.code = code;
        t.rela(0, type, 0x1010);     // value: a data address
        return t;
    }

    @Test
    void bigEndianConst16MirrorsTheFields() {
        byte[] code = new byte[16];
        code[0] = 0x43;              // op0 = 4 in the high nibble, t = 3
        code[1] = 0x12;
        code[2] = 0x34;
        code[3] = 0x77;
        PrelinkResult r = UcodeFixtures.prelink(lib(ElfData.MSB, code, OP).build());
        assertEquals(XTLIB_NO_ERR, r.status(), r.message());
        Patch.Const16 p = assertInstanceOf(Patch.Const16.class, r.patches().get(0));
        long value = r.placement().relocAddr(0x1010);
        assertEquals(value, p.value());
        assertArrayEquals(new byte[] {0x43, (byte) (value >> 8), (byte) value, 0x77}, p.afterBytes());
        assertArrayEquals(new byte[] {0x43, 0x12, 0x34, 0x77}, p.beforeBytes());
    }

    @Test
    void bigEndianWideFormatIsUnknown() {
        byte[] code = new byte[16];
        code[0] = (byte) 0xf0;       // op0 >= 8 in the high nibble: not narrow
        assertEquals(XTLIB_INSTRUCTION_FORMAT, UcodeFixtures.prelink(lib(ElfData.MSB, code, OP).build()).status());
    }

    private static byte[] leCode(long word0) {
        byte[] code = new byte[32];
        ElfData.LSB.putWord(code, 0, word0);
        return code;
    }

    @Test
    void wideFormatsNeedACoreTable() {
        for (long insn : new long[] {0x0000000fL, 0x0000000eL, 0x0100000fL}) {
            PrelinkResult r = UcodeFixtures.prelink(lib(ElfData.LSB, leCode(insn), OP).build());
            assertEquals(XTLIB_INSTRUCTION_FORMAT, r.status(), r.message());
            assertTrue(r.message().contains("needs a core table"), r.message());
        }
    }

    @Test
    void undecodableFormatsAreStatus12() {
        for (long insn : new long[] {0x0300000fL, 0x00000008L, 0x0000000dL}) {
            PrelinkResult r = UcodeFixtures.prelink(lib(ElfData.LSB, leCode(insn), ALT).build());
            assertEquals(XTLIB_INSTRUCTION_FORMAT, r.status(), r.message());
            assertTrue(r.message().startsWith("Unknown instruction format [0x"), r.message());
        }
    }

    /** A toy core: slot 0 of any bundle keeps its immediate in bytes 4..5; other slots do not exist. */
    static final FlixCore TOY = new FlixCore() {
        @Override
        public String name() {
            return "toy";
        }

        @Override
        public boolean setLargeImmediate(byte[] bundle, int slot, long value) {
            if (slot != 0) {
                return false;
            }
            bundle[4] = (byte) value;
            bundle[5] = (byte) (value >> 8);
            return true;
        }
    };

    @Test
    void wideFormatWithACoreTable() throws XtlibFormatException {
        byte[] elf = lib(ElfData.LSB, leCode(0x0100000fL), OP).build();
        PrelinkResult r = Prelinker.prelink(elf, "t.so", PrelinkOptions.defaults().withFlix(TOY));
        assertEquals(XTLIB_NO_ERR, r.status(), r.message());
        Patch.Flix f = assertInstanceOf(Patch.Flix.class, r.patches().get(0));
        assertEquals(8, f.bundleAfter().length);
        long v = r.placement().relocAddr(0x1010);
        assertEquals((byte) v, f.bundleAfter()[4]);
        assertEquals((byte) (v >> 8), f.bundleAfter()[5]);
        assertEquals((byte) v, r.iram().read(f.site() + 4, 1)[0], "written back into the image");

        byte[] slot1 = lib(ElfData.LSB, leCode(0x0100000fL), OP + 1).build();
        PrelinkResult bad = Prelinker.prelink(slot1, "t.so", PrelinkOptions.defaults().withFlix(TOY));
        assertEquals(XTLIB_RELOCATION_ERR, bad.status());
        assertTrue(bad.message().startsWith("Failed to set large immediate field in instruction slot 1"));
    }

    @Test
    void wideBundlePastTheSegmentEnd() throws XtlibFormatException {
        byte[] code = new byte[16];
        ElfData.LSB.putWord(code, 8, 0x0000000fL);   // a 16-byte bundle at 8 in a 16-byte segment
        TestElf t = new TestElf();
        t.code = code;
        t.rela(8, OP, 0x1010);
        PrelinkResult r = Prelinker.prelink(t.build(), "t.so", PrelinkOptions.defaults().withFlix(TOY));
        assertEquals(XTLIB_RELOCATION_ERR, r.status());
    }

    @Test
    void narrowPatchFormula() {
        assertEquals(0x99e16434L, RelocateOp.setNarrowImmediate(0x99123434L, 0xbe164, ElfData.LSB));
        assertEquals(0x43e16477L, RelocateOp.setNarrowImmediate(0x43123477L, 0xbe164, ElfData.MSB));
        assertTrue(RelocateOp.isNarrow(0x4, ElfData.LSB));
        assertTrue(!RelocateOp.isNarrow(0x8, ElfData.LSB));
        assertEquals(16, RelocateOp.wideLength(0xe));
        assertEquals(8, RelocateOp.wideLength(0x0100000f));
        assertEquals(0, RelocateOp.wideLength(0x0300000f));
    }
}
