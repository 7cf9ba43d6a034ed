package org.ringscope.model.ucode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.model.ucode.XtlibStatus.XTLIB_NO_ERR;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Placement, staging, the images and the UCPL header on our fixtures (positive cases). */
class PrelinkTest {
    private static final byte[] SPLIT = UcodeFixtures.own("rs_split.so");
    private static final byte[] SINGLE = UcodeFixtures.own("rs_single.so");
    private static final byte[] SCRATCH = UcodeFixtures.own("rs_scratch.so");
    private static final byte[] INITFINI = UcodeFixtures.own("rs_split_initfini.so");

    @Test
    void layoutsAreClassified() {
        assertEquals(Layout.SINGLE, UcodeFixtures.inspect(SINGLE).layout());
        assertEquals(Layout.SPLIT, UcodeFixtures.inspect(SPLIT).layout());
        assertEquals(Layout.SCRATCH, UcodeFixtures.inspect(SCRATCH).layout());
        Inspection in = UcodeFixtures.inspect(SCRATCH);
        assertEquals("scratch", in.shape().role(in.segments().get(2)));
        assertEquals("dynamic", in.shape().role(in.segments().get(3)));
    }

    @Test
    void dynInfoOfTheSplitFixture() {
        DynInfo d = UcodeFixtures.inspect(SPLIT).dynamic();
        assertEquals(0x488L, d.rela());
        assertEquals(132, d.relaSize());
        assertEquals(11, d.relaCount());
        assertEquals(0x50cL, d.hash());
        assertNull(d.init());
        assertNull(d.textAddr());
        assertTrue(d.entries().stream().anyMatch(e -> e.tag() == DynEntry.DT_XTENSA_GOT_LOC_OFF), "GOT_LOC present");
        assertEquals(4, UcodeFixtures.inspect(SPLIT).align());
    }

    @Test
    void splitSegmentsArePoisonedCopiedAndZeroFilled() {
        PrelinkResult r = UcodeFixtures.prelink(SPLIT);
        ProgramHeader data = r.inspection().segments().get(1);
        StagedImage dram = r.dram();
        assertEquals(0xbe000, dram.base());
        assertEquals(data.memsz(), dram.length());
        byte[] bss = dram.read(dram.base() + data.filesz(), (int) (data.memsz() - data.filesz()));
        assertTrue(allEqual(bss, (byte) 0), "memsz > filesz is zero-filled");
        // The code segment's bytes outside patched words equal the file.
        byte[] file = Arrays.copyOfRange(SPLIT, (int) r.inspection().segments().get(0).offset() + 0x20,
                (int) r.inspection().segments().get(0).offset() + 0x40);
        assertArrayEquals(file, r.iram().read(0x18020, 0x20));
    }

    @Test
    void boundsStageIntoPoisonedWindows() throws XtlibFormatException {
        PrelinkResult r = Prelinker.prelink(SPLIT, "t.so",
                PrelinkOptions.of(null, null, null, Bounds.CAYMAN, LayoutRequest.AUTO));
        assertEquals(XTLIB_NO_ERR, r.status());
        assertEquals(0x8000, r.iram().length());
        assertEquals(0x2000, r.dram().length());
        assertTrue(allEqual(r.iram().read(0x18000 + 0x98, 0x100), StagedImage.POISON), "0xA5 after the code");
        assertTrue(allEqual(r.dram().read(0xbe000 + 0x200, 0x100), StagedImage.POISON), "0xA5 after the data");
    }

    @Test
    void singleBlockGoesToTheCodeBaseWithItsGaps() throws XtlibFormatException {
        PrelinkResult r = Prelinker.prelink(SINGLE, "t.so", PrelinkOptions.of(0x20000L, null, null, null, null));
        assertEquals(XTLIB_NO_ERR, r.status());
        assertNull(r.dram());
        assertEquals(0x20000, r.placement().dstCode());
        assertEquals(0x20000 + 0x390, r.iram().end());
        // LOAD 0 ends at 0x254, LOAD 1 starts at 0x260: the gap keeps the poison.
        assertTrue(allEqual(r.iram().read(0x20254, 0xc), StagedImage.POISON));
        assertEquals(0x20000 + 0x2f1, r.patches().get(5).site(), "unaligned RELATIVE site");
        assertEquals(0x200002ecL, r.patches().get(5).after() + 0x20000000L - 0x20000);
    }

    @Test
    void placementKeepsSegmentsCongruentToTheirLinkAddress() throws XtlibFormatException {
        PrelinkResult r = Prelinker.prelink(SPLIT, "t.so", PrelinkOptions.of(0x18001L, 0xbe003L, null, null, null));
        assertEquals(0x18004, r.placement().dstCode());      // align_ptr(0x18001, 4) + (0 & 3)
        assertEquals(0xbe004, r.placement().dstData());      // align_ptr(0xbe003, 4) + (0x400 & 3)
        assertEquals(0x18001, r.iram().base(), "the image starts at the requested base");
    }

    @Test
    void scratchIsStagedAtItsLinkAddressOrTheGivenBase() throws XtlibFormatException {
        PrelinkResult r = UcodeFixtures.prelink(SCRATCH);
        assertEquals(0x100000, r.scratch().base());
        assertEquals(1, r.pilInfo().scratchSectionFound());
        assertEquals(0x100088, r.pilInfo().rel(), "rel = dst_scratch + DT_RELA - scratch.p_paddr");
        PrelinkResult moved = Prelinker.prelink(SCRATCH, "t.so", PrelinkOptions.of(null, null, 0x200000L, null, null));
        assertEquals(0x200088, moved.pilInfo().rel());
        assertEquals(r.patches(), moved.patches(), "the scratch base does not change the patches");
        assertEquals(0x400, Placement.MIN_SEPARATION);
        assertTrue(moved.placement().isDataSide(0x80000 - 0x400), "bias: 0x7fc00 + 0x400 reaches the data side");
    }

    @Test
    void ucplHeaderAndPrelinkedImage() {
        PrelinkResult r = UcodeFixtures.prelink(INITFINI);
        UcplHeader u = r.ucpl();
        assertEquals(0xb0, u.codeSegLen());                  // align4(0xae)
        assertEquals(0xe0, u.dataSegOff());                  // (0xb0 + 0x3f) & ~0x1f
        assertEquals(0x250, u.dataSegLen());
        assertEquals(0x18000 + 0x8c, u.initFn());            // code_delta + DT_INIT
        assertEquals(0x18000 + 0x98, u.finiFn());
        assertEquals(0x18000 + 0x2c, u.startSym());
        byte[] img = r.prelinkedImage();
        assertEquals(0xe0 + 0x250, img.length);
        assertArrayEquals(new byte[] {'U', 'C', 'P', 'L', ' ', 0, 0, 0}, Arrays.copyOf(img, 8));
        assertEquals(UcplHeader.MAGIC_QWORD, ElfData.LSB.word(img, 0) | (ElfData.LSB.word(img, 4) << 32));
        assertEquals(u, UcplHeader.parse(img, ElfData.LSB));
        assertArrayEquals(r.iram().read(0x18000, 0xae), Arrays.copyOfRange(img, 0x20, 0x20 + 0xae));
        assertArrayEquals(r.dram().read(0xbe000, 0x250), Arrays.copyOfRange(img, 0xe0, 0xe0 + 0x250));
        assertEquals(0x18000 + 0x8c, r.pilInfo().init());
        assertEquals(0x18000, r.pilInfo().textAddr(), "no 0x70000002: text_addr falls back to dst");
        byte[] pil = r.pilInfo().toBytes(ElfData.LSB);
        assertEquals(PilInfo.SIZE, pil.length);
        assertEquals(0x18000 + 0x2c, ElfData.LSB.word(pil, 0x10));
    }

    @Test
    void noneEntriesAreSkippedAndEmptyTablesLoad() {
        TestElf t = new TestElf();
        t.rela(0, 0, 0).rela(0, 0, 0).rela(0, 0, 0);
        long site = t.userDataAddr();
        t.relas.set(1, new long[] {site, 5, 4});
        PrelinkResult r = UcodeFixtures.prelink(t.build());
        assertEquals(XTLIB_NO_ERR, r.status(), r.message());
        assertEquals(1, r.patches().size());
        assertEquals(1, r.patches().get(0).index());
        assertTrue(r.patchFor(0).isEmpty(), "NONE rows have no patch");
        assertEquals(r.patches().get(0), r.patchFor(1).orElseThrow());
        assertEquals(r.placement().relocAddr(4), r.patches().get(0).after(), "*P (0) + addend 4, rebased");
        PrelinkResult empty = UcodeFixtures.prelink(new TestElf().build());
        assertEquals(XTLIB_NO_ERR, empty.status());
        assertEquals(0, empty.inspection().dynamic().relaCount());
        assertTrue(empty.patches().isEmpty());
    }

    @Test
    void cadenceTextAddrTagIsCodeRebased() {
        TestElf t = new TestElf();
        t.extraDyn.add(new long[] {DynEntry.DT_XTENSA_TEXT_ADDR, 0x8});
        t.extraDyn.add(new long[] {DynEntry.DT_INIT, 0x4});
        PrelinkResult r = UcodeFixtures.prelink(t.build());
        assertEquals(XTLIB_NO_ERR, r.status(), r.message());
        assertEquals(0x18008, r.pilInfo().textAddr());
        assertEquals(0x18004, r.pilInfo().init());
        assertEquals(0, r.pilInfo().fini(), "absent DT_FINI stays 0");
        assertEquals(0x18004, r.ucpl().initFn());
    }

    @Test
    void badMagicInspectionHasOnlyTheStatus() {
        byte[] lib = SPLIT.clone();
        lib[1] = 'X';
        Inspection in = UcodeFixtures.inspect(lib);
        assertEquals(XtlibStatus.XTLIB_NOT_ELF, in.status());
        assertNull(in.header());
        assertNull(in.layout());
        assertTrue(in.message().startsWith("xtlib_verify_magic: e_ident[0..3]"), in.message());
        assertEquals(-1, XtElf.xtlibVerifyMagic(lib));
        assertEquals(0, XtElf.xtlibVerifyMagic(SPLIT));
    }

    @Test
    void alignPtrIsTheCFormula() {
        assertEquals(0x18000, LibraryAlignment.alignPtr(0x18000, 4));
        assertEquals(0x18004, LibraryAlignment.alignPtr(0x18001, 4));
        assertEquals(0, LibraryAlignment.alignPtr(0x18001, 0), "a == 0 gives 0, like the C");
        assertTrue(LibraryAlignment.usable(16));
        assertTrue(!LibraryAlignment.usable(12));
    }

    private static boolean allEqual(byte[] b, byte v) {
        for (byte x : b) {
            if (x != v) {
                return false;
            }
        }
        return true;
    }
}
