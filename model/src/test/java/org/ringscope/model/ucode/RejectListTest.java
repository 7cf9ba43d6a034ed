package org.ringscope.model.ucode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.model.ucode.Mutate.*;
import static org.ringscope.model.ucode.XtlibStatus.*;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every row of the reject list (docs/reference/load-path.md) as a test, numbered as there, with the status
 * decided in docs/decisions/0200-ucode-error-model.md. Inputs are byte patches of our own fixtures.
 */
class RejectListTest {
    private static final byte[] SPLIT = UcodeFixtures.own("rs_split.so");
    private static final byte[] SINGLE = UcodeFixtures.own("rs_single.so");
    private static final byte[] SCRATCH = UcodeFixtures.own("rs_scratch.so");

    private static PrelinkResult prelink(byte[] lib) {
        return UcodeFixtures.prelink(lib);
    }

    private static PrelinkResult prelink(byte[] lib, PrelinkOptions o) throws XtlibFormatException {
        return Prelinker.prelink(lib, "t.so", o);
    }

    private static void status(XtlibStatus want, byte[] lib) {
        PrelinkResult r = prelink(lib);
        assertEquals(want, r.status(), r.message());
    }

    private static XtlibFormatException format(byte[] lib) {
        XtlibFormatException e = assertThrows(XtlibFormatException.class, () -> Prelinker.prelink(lib, "bad.so",
                PrelinkOptions.defaults()));
        assertEquals(XTLIB_NOT_ELF, e.status());
        assertTrue(e.getMessage().startsWith("bad.so"), e.getMessage());
        return e;
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 16, 51})
    void r01_shorterThanTheHeader(int length) {
        XtlibFormatException e = format(Arrays.copyOf(SPLIT, length));
        assertEquals("Elf32_Ehdr", e.field());
    }

    @Test
    void r01_truncatedBeforeTheProgramHeaders() {
        assertEquals("e_phoff", format(Arrays.copyOf(SPLIT, 60)).field());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void r02_badMagicByte(int i) {
        status(XTLIB_NOT_ELF, setByte(SPLIT, i, SPLIT[i] ^ 0x20));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 2})
    void r03_notElfClass32(int eiClass) {
        status(XTLIB_NOT_ELF, setByte(SPLIT, 4, eiClass));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 3})
    void r04_badEiData(int eiData) {
        status(XTLIB_NOT_ELF, setByte(SPLIT, 5, eiData));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void r05_notEtDyn(int type) {
        status(XTLIB_NOT_DYNAMIC, half(SPLIT, 16, type));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 40, 62, 0xabc7})
    void r06_eMachinePolicyAcceptsOnlyXtensa(int machine) {
        PrelinkResult r = prelink(half(SPLIT, 18, machine));
        assertEquals(XTLIB_NOT_ELF, r.status());
        assertTrue(r.message().contains("EM_XTENSA (94)"), r.message());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1})
    void r07_noDynamicSegment(int type) {
        status(XTLIB_NO_DYNAMIC_SEGMENT, word(SINGLE, phdr(2, P_TYPE), type));
    }

    @Test
    void r08_splitShapeViolations() throws XtlibFormatException {
        status(XTLIB_NOT_SPLITLOAD, half(SPLIT, 44, 4));                                  // e_phnum 4, [2] not -WX
        status(XTLIB_NOT_SPLITLOAD, half(SPLIT, 44, 2));                                  // e_phnum 2
        status(XTLIB_NOT_SPLITLOAD, swapPhdrs(SPLIT, 0, 1));                              // order
        status(XTLIB_NOT_SPLITLOAD, word(SPLIT, phdr(0, P_FLAGS), 4));                    // code R--
        status(XTLIB_NOT_SPLITLOAD, word(SPLIT, phdr(2, P_FLAGS), 7));                    // dynamic RWX
        status(XTLIB_NOT_SPLITLOAD, word(SCRATCH, phdr(2, P_FLAGS), 1));                  // scratch --X
        byte[] rwData = word(SPLIT, phdr(1, P_FLAGS), 6);                                 // data RW-
        PrelinkOptions split = PrelinkOptions.defaults().withLayout(LayoutRequest.SPLIT);
        assertEquals(XTLIB_NOT_SPLITLOAD, prelink(rwData, split).status());
        assertEquals(XTLIB_NOT_SPLITLOAD, prelink(SINGLE, split).status());               // plain → split
        assertEquals(Layout.SINGLE, prelink(rwData).layout(), "auto: no split marker left, so a single block");
    }

    @Test
    void r09_symbolIndexIsUnknownSymbol() throws XtlibFormatException {
        PrelinkResult r = prelink(word(SPLIT, rela(SPLIT, 0, 1), 0x105));
        assertEquals(XTLIB_UNKNOWN_SYMBOL, r.status());
        assertEquals(0, r.failedIndex());
        assertEquals(0, r.patches().size());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 6, 7, 8, 13, 19, 50, 57, 255})
    void r10_otherTypesAreRelocationErrors(int type) throws XtlibFormatException {
        PrelinkResult r = prelink(word(SPLIT, rela(SPLIT, 3, 1), type));
        assertEquals(XTLIB_RELOCATION_ERR, r.status(), r.message());
        assertEquals(3, r.failedIndex());
        assertEquals(3, r.patches().size(), "the patches before the error stay applied");
        assertTrue(r.message().contains("Unknown relocation type " + type), r.message());
    }

    @Test
    void r12_siteOutsideTheStagedSegment() throws XtlibFormatException {
        long off = rela(SPLIT, 0, 0);
        status(XTLIB_RELOCATION_ERR, word(SPLIT, off, 0x300));   // code side, past the code segment
        status(XTLIB_RELOCATION_ERR, word(SPLIT, off, 0x5fa));   // data side, straddles the end (memsz 0x1fc)
        status(XTLIB_NO_ERR, word(SPLIT, off, 0x5f8));           // the last whole word (.bss) is fine
        PrelinkResult r = prelink(word(SPLIT, off, 0x5fa));
        assertTrue(r.message().startsWith("Invalid relocation address"), r.message());
    }

    @Test
    void r13_relocationTableProblems() {
        status(XTLIB_NO_DYNAMIC_SEGMENT, word(SPLIT, dynValue(SPLIT, DynEntry.DT_RELA), 0));         // in code
        status(XTLIB_NO_DYNAMIC_SEGMENT, word(SPLIT, dynValue(SPLIT, DynEntry.DT_RELASZ), 131));      // % 12
        status(XTLIB_NO_DYNAMIC_SEGMENT, word(SPLIT, dynValue(SPLIT, DynEntry.DT_RELAENT), 8));
        status(XTLIB_NO_DYNAMIC_SEGMENT, word(SPLIT, dynValue(SPLIT, DynEntry.DT_RELASZ), 12L * 0x1000000));
    }

    @Test
    void r14_segmentLargerThanTheWindow() throws XtlibFormatException {
        PrelinkOptions cayman = PrelinkOptions.of(null, null, null, Bounds.CAYMAN, LayoutRequest.AUTO);
        assertEquals(XTLIB_NO_ERR, prelink(SPLIT, cayman).status());
        PrelinkResult code = prelink(word(SPLIT, phdr(0, P_MEMSZ), 0x8001), cayman);
        assertEquals(XTLIB_SEGMENT_EXCEEDS_REGION, code.status());
        assertTrue(code.message().startsWith("Segment exceeds the size of the split region on device"));
        PrelinkOptions highData = PrelinkOptions.of(null, 0xbff00L, null, Bounds.CAYMAN, LayoutRequest.AUTO);
        assertEquals(XTLIB_SEGMENT_EXCEEDS_REGION, prelink(SPLIT, highData).status());
        PrelinkOptions lowCode = PrelinkOptions.of(0x10000L, null, null, Bounds.CAYMAN, LayoutRequest.AUTO);
        assertEquals(XTLIB_SEGMENT_EXCEEDS_REGION, prelink(SPLIT, lowCode).status());
        PrelinkOptions single = PrelinkOptions.of(0x1fe00L, null, null, Bounds.CAYMAN, LayoutRequest.AUTO);
        assertEquals(XTLIB_SEGMENT_EXCEEDS_REGION, prelink(SINGLE, single).status(), "a single block uses the code window");
    }

    @Test
    void r15_alignmentZeroOrNotPowerOfTwo() {
        status(XTLIB_NOT_ALIGNED, half(SPLIT, 48, 0));                  // e_shnum = 0: find_align 0
        XtElf elf = readUnchecked(SPLIT);
        byte[] odd = SPLIT;
        for (SectionHeader s : elf.sections()) {
            odd = word(odd, elf.header().shoff() + s.index() * 40L + 32, s.addralign() == 0 ? 0 : 3);
        }
        status(XTLIB_NOT_ALIGNED, odd);
    }

    @Test
    void r16_structuralDamage() {
        status(XTLIB_NOT_SPLITLOAD, word(SPLIT, phdr(1, P_FILESZ), 0x300));           // filesz > memsz 0x1fc
        assertEquals("p_offset/p_filesz of program header 1",
                format(word(SPLIT, phdr(1, P_OFFSET), SPLIT.length - 4)).field());
        assertEquals("e_phoff", format(word(SPLIT, 28, SPLIT.length - 40)).field());
        assertEquals("e_shoff", format(word(SPLIT, 32, SPLIT.length - 40)).field());
        assertEquals("e_phentsize", format(half(SPLIT, 42, 31)).field());
        assertEquals("e_shentsize", format(half(SPLIT, 46, 41)).field());
        assertEquals("e_phoff", format(half(SPLIT, 44, 0xffff)).field());
    }

    @Test
    void r17_dynamicWithoutDtNull() {
        // Cut PT_DYNAMIC's p_filesz so that DT_NULL (entry 12) falls outside it.
        status(XTLIB_NO_DYNAMIC_SEGMENT, word(SPLIT, phdr(2, P_FILESZ), 12 * 8));
        status(XTLIB_NO_ERR, word(SPLIT, phdr(2, P_FILESZ), 13 * 8));
    }

    @Test
    void r18_entryOutsideTheCodeSegment() {
        status(XTLIB_NO_START, word(SPLIT, 24, 0x500));
        status(XTLIB_NO_START, word(SINGLE, 24, 0x2f0));    // inside the RW- LOAD, not an executable one
    }

    @Test
    void r19_prelinkedImageOver64KiB() throws XtlibFormatException {
        // prelinked size = data_seg_off (0x40 for 16 code bytes) + align4(data memsz)
        TestElf t = new TestElf();
        int tables = 4 * 8;
        t.bss = 0x10000 - 0x40 - tables - t.data.length;
        assertEquals(XTLIB_NO_ERR, prelink(t.build()).status());
        assertEquals(0x10000, prelink(t.build()).prelinkedSize());
        t.bss += 1;
        PrelinkResult r = prelink(t.build());
        assertEquals(XTLIB_NOT_SPLITLOAD, r.status());
        assertEquals(PrelinkResult.Stage.SIZE_CAP, r.stage());
        assertTrue(r.message().startsWith("Prelinked library would be larger than the available buffer on device"));
    }

    @Test
    void r20_pltRelocationsAreRejected() {
        TestElf t = new TestElf();
        t.rela(t.userDataAddr(), 5, 0);
        t.extraDyn.add(new long[] {DynEntry.DT_JMPREL, 0x1000});
        t.extraDyn.add(new long[] {DynEntry.DT_PLTRELSZ, 12});
        t = rebuiltWithSameSites(t);
        PrelinkResult r = prelink(t.build());
        assertEquals(XTLIB_RELOCATION_ERR, r.status());
        assertEquals(1, r.patches().size(), "the .rela.dyn loop ran first");
        assertTrue(r.message().startsWith("PLT relocations"), r.message());
    }

    /** The data address moves when dynamic entries are added; re-point the relocation at the new data. */
    private static TestElf rebuiltWithSameSites(TestElf t) {
        t.relas.set(0, new long[] {t.userDataAddr(), 5, 0});
        return t;
    }

    private static XtElf readUnchecked(byte[] lib) {
        try {
            return XtElf.read(lib, "x");
        } catch (XtlibFormatException e) {
            throw new AssertionError(e);
        }
    }
}
