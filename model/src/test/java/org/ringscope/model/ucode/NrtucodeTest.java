package org.ringscope.model.ucode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** nrtucode_opset, nrtucode_ll_create, the 0x1095 load/unload sequences and LOAD_POOL_ARGUMENT 0x107A. */
class NrtucodeTest {
    private static final NrtucodeContext CTX = new NrtucodeContext(1, "nc0");
    private static final NrtucodeContext OTHER = new NrtucodeContext(2, "nc1");
    private static final byte[] SPLIT = UcodeFixtures.own("rs_split.so");

    private static byte[] instr(int opcode, int spec) {
        byte[] b = new byte[64];
        b[0] = (byte) opcode;
        b[NrtucodeOpset.SPEC_OFFSET] = (byte) spec;
        return b;
    }

    @Test
    void opsetRecordsOpcodesAndOnlyF0Specializations() {
        NrtucodeOpset o = NrtucodeOpset.nrtucodeOpsetCreate(CTX);
        assertEquals(0, o.getNumOpcodes());
        for (int spec : new int[] {0, 1, 2, 4, 3, 1}) {
            assertEquals(NrtucodeOpset.OK, o.addInstruction(instr(0xF0, spec)));
        }
        o.addInstruction(instr(0x7A, 9));
        assertEquals(2, o.getNumOpcodes());
        assertEquals(5, o.getNumSpecializations(0xF0));
        assertEquals(0, o.getNumSpecializations(0x7A), "only 0xF0 records its byte 0x0c");
        assertTrue(o.hasOpcode(0x7A));
        assertFalse(o.hasOpcode(0x79));
        assertTrue(o.hasSpecialization(0xF0, 4));
        assertFalse(o.hasSpecialization(0xF0, 5));
        assertFalse(o.hasSpecialization(0x7A, 9));
        assertTrue(o.friendlyName().startsWith("nrtucode_opset_t@"));
        o.setFriendlyName("x".repeat(100));
        assertEquals(0x27, o.friendlyName().length());
        assertThrows(IllegalArgumentException.class, () -> o.addInstruction(new byte[0]));
        assertThrows(IllegalArgumentException.class, () -> o.addInstruction(new byte[] {(byte) 0xF0}));
    }

    @Test
    void llCreatePrelinksQ7PoolKinds() throws XtlibFormatException {
        NrtucodeLl.Created c = NrtucodeLl.nrtucodeLlCreate(CTX, 13, 2, SPLIT, "rs_split.so", PrelinkOptions.defaults(),
                0x4000_0000L, Map.of());
        assertEquals(XtlibStatus.XTLIB_NO_ERR, c.status());
        NrtucodeLl ll = c.ll();
        assertEquals(2, ll.librarySelector());
        assertEquals(c.prelink().prelinkedSize(), ll.prelinkedSize());
        assertArrayEquals(c.prelink().prelinkedImage(), ll.image());
        assertTrue(ll.friendlyName().startsWith("nrtucode_ll_t@"));
    }

    @Test
    void llCreateStatuses() throws XtlibFormatException {
        PrelinkOptions d = PrelinkOptions.defaults();
        byte[] badRela = Mutate.word(SPLIT, Mutate.rela(SPLIT, 0, 1), 2);
        NrtucodeLl.Created failed = NrtucodeLl.nrtucodeLlCreate(CTX, 21, 0, badRela, "x", d, 0, Map.of());
        assertEquals(XtlibStatus.XTLIB_NULL_PTR, failed.status());
        assertTrue(failed.message().startsWith("Failed prelink with status = 8"), failed.message());
        assertNull(failed.ll());

        TestElf big = new TestElf();
        big.bss = 0x10000;
        NrtucodeLl.Created tooBig = NrtucodeLl.nrtucodeLlCreate(CTX, 29, 0, big.build(), "x", d, 0, Map.of());
        assertEquals(XtlibStatus.XTLIB_NOT_SPLITLOAD, tooBig.status());

        NrtucodeLl.Created raw = NrtucodeLl.nrtucodeLlCreate(CTX, 6, 0, SPLIT, "x", d, 0,
                Map.of(NrtucodeLl.CPTC_DECODE_FLAG, "1"));
        assertEquals(XtlibStatus.XTLIB_NO_ERR, raw.status());
        assertEquals(SPLIT.length, raw.ll().prelinkedSize(), "core type 6 takes the library as it is");
        assertEquals(3, raw.ll().librarySelector(), "the CPTC flag forces selector 3 for library 0");
        assertNull(raw.ll().prelink());

        assertEquals(XtlibStatus.XTLIB_RELOCATION_ERR,
                NrtucodeLl.nrtucodeLlCreate(CTX, 7, 0, SPLIT, "x", d, 0, Map.of()).status());
    }

    private static NrtucodeLl ll() throws XtlibFormatException {
        return NrtucodeLl.nrtucodeLlCreate(CTX, 37, 5, SPLIT, "x", PrelinkOptions.defaults(), 0x1_2345_6780L, Map.of()).ll();
    }

    @Test
    void loadSequenceRecordLayout() throws XtlibFormatException {
        NrtucodeLl ll = ll();
        byte[] buf = new byte[64 * 8];
        LoadSequence.Pushed p = LoadSequence.nrtucodeLlGetLoadSequence(ll, CTX, 8, buf, 0);
        assertEquals(XtlibStatus.XTLIB_NO_ERR, p.status());
        assertEquals(1, p.numInstrsPushed());
        assertEquals(0x95, buf[0] & 0xff);
        assertEquals(0x10, buf[1] & 0xff);
        assertEquals(1, buf[0x0c]);
        assertEquals(0xff, buf[0x0d] & 0xff);
        assertEquals(0x1_2345_6780L, ElfData.LSB.word(buf, 0x10) | (ElfData.LSB.word(buf, 0x14) << 32));
        assertEquals(5, ElfData.LSB.word(buf, 0x18));
        assertEquals(ll.prelinkedSize(), ElfData.LSB.word(buf, 0x1c));
        assertEquals(p.records().get(0), LoadSequenceRecord.decode(buf, 0));
        assertNull(LoadSequenceRecord.decode(buf, 64), "nothing after the one record");

        LoadSequence.Pushed u = LoadSequence.nrtucodeLlGetUnloadSequence(ll, CTX, 1, buf, 64);
        LoadSequenceRecord rec = LoadSequenceRecord.decode(buf, 64);
        assertNotNull(rec);
        assertEquals(LoadSequenceRecord.UNLOAD, rec.direction());
        assertEquals(0, rec.deviceAddr(), "device_addr is 0 on unload");
        assertEquals(u.records().get(0), rec);
    }

    @Test
    void loadSequenceContextMismatchCapacityAndAlignment() throws XtlibFormatException {
        NrtucodeLl ll = ll();
        assertEquals(1, LoadSequence.nrtucodeLlGetLoadSequenceNumInstrs(ll, CTX));
        assertEquals(8, LoadSequence.nrtucodeLlGetLoadSequenceNumInstrs(ll, OTHER));
        byte[] buf = new byte[64 * 8];
        LoadSequence.Pushed eight = LoadSequence.nrtucodeLlGetLoadSequence(ll, OTHER, 8, buf, 0);
        assertEquals(8, eight.numInstrsPushed());
        assertEquals(1, eight.warnings().size());
        assertEquals(eight.records().get(0), LoadSequenceRecord.decode(buf, 7 * 64));
        assertEquals(XtlibStatus.XTLIB_NOT_SPLITLOAD, LoadSequence.nrtucodeLlGetLoadSequence(ll, OTHER, 7, buf, 0).status());
        assertEquals(XtlibStatus.XTLIB_NOT_SPLITLOAD,
                LoadSequence.nrtucodeLlGetLoadSequence(ll, CTX, 1, new byte[63], 0).status());
        assertEquals(XtlibStatus.XTLIB_RELOCATION_ERR, LoadSequence.nrtucodeLlGetLoadSequence(ll, CTX, 1, buf, 4).status());
    }

    @Test
    void loadPoolArgumentLayout() {
        byte[] chunk = new byte[0x80];
        int next = LoadPoolArgument.addLoadPoolArguments(chunk, 0x40, 0x1000, 0x2_0000_0000L, 0x3000, 0x4000,
                0x0807060504030201L);
        assertEquals(0x80, next);
        assertEquals(0x107A, ElfData.LSB.word(chunk, 0x40));
        assertEquals(0x7A, chunk[0x40] & 0xff);
        assertEquals(0x10, chunk[0x41] & 0xff);
        assertEquals(1, chunk[0x44]);
        assertEquals(8, chunk[0x4b]);
        assertEquals(0, chunk[0x40 + 12]);
        assertEquals(0, chunk[0x40 + 13]);
        assertEquals(3, chunk[0x40 + 14]);
        assertEquals(0x1000, ElfData.LSB.word(chunk, 0x60));
        assertEquals(0x1004, ElfData.LSB.word(chunk, 0x64), "emb_base_hi = lo + 4");
        assertEquals(0, ElfData.LSB.word(chunk, 0x68));
        assertEquals(2, ElfData.LSB.word(chunk, 0x6c));
        assertEquals(0x3000, ElfData.LSB.word(chunk, 0x70));
        assertEquals(0x4000, ElfData.LSB.word(chunk, 0x78));
        LoadPoolArgument a = LoadPoolArgument.decode(chunk, 0x40);
        assertEquals(new LoadPoolArgument(0x0807060504030201L, 0x1000, 0x2_0000_0000L, 0x3000, 0x4000), a);
        assertArrayEquals(a.toBytes(), Arrays.copyOfRange(chunk, 0x40, 0x80));
        assertNull(LoadPoolArgument.decode(chunk, 0));
    }
}
