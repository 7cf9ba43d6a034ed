package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.ringscope.model.gen.Manifests;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.gen.SubgraphBuilder;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;

/**
 * Hostile PseudoDmaDirect2d words written by hand (the byte table of docs/reference/dge.md) and a stream cut short:
 * what the device would stop on as illegal is refused at load naming the engine, the slot's offset, the field and its
 * value; a bound check whose limit is not known is not emulated with its reason; a word the device fails on names
 * itself and is marked failed (decision 1335).
 */
class DgeInvalidWordsTest {
    private static final byte[] W = new byte[8192];

    static {
        new Random(11).nextBytes(W);
    }

    /** A valid copy of 8 rows of 256 bytes from file var w (3) into the state buffer (0). */
    private static byte[] copy() {
        ByteBuffer b = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);
        b.put(0, (byte) 0xD4).put(1, (byte) 0x10).put(13, (byte) 8).put(14, (byte) 16).put(15, (byte) 0);
        b.putLong(16, 3L << 32 | 0x10L << 56).putInt(24, 256).putShort(32, (short) 8).putShort(34, (short) 1)
                .putShort(36, (short) 256);
        b.putLong(40, 0x1000 | 0x10L << 56).putInt(48, 262144).putShort(56, (short) 8).putShort(58, (short) 1)
                .putShort(60, (short) 256);
        b.put(62, (byte) 3).put(63, (byte) 3);
        return b.array();
    }

    private static byte[] with(Consumer<ByteBuffer> edit) {
        ByteBuffer b = ByteBuffer.wrap(copy()).order(ByteOrder.LITTLE_ENDIAN);
        edit.accept(b);
        return b.array();
    }

    static byte[] ext() {
        byte[] e = new byte[64];
        e[0] = (byte) 0xDA;
        return e;
    }

    /** The NEFF of DgeLoweringTest's shape; Pool's stream is {@code pool} as given (whole slots or not). */
    static RunResult run(byte[] pool) throws Exception {
        NeffBuilder b = new NeffBuilder("hostile.neff");
        Manifests.single(b, "hostile", new Manifests.KelfSpec(List.of("sg00"), List.of("a"), List.of("c")));
        SubgraphBuilder sg = new SubgraphBuilder("sg00", SubgraphBuilder.counter())
                .queueSet("qPoolDynamic", "dynamic", Engine.POOL, 16, IntStream.range(8, 24).boxed().toList())
                .var("SB", "state-buffer", -1)
                .var("a", "input", 4096, "ops", NeffBuilder.list())
                .var("c", "output", 4096, "ops", NeffBuilder.list())
                .fileVar("w", "w.bin", W, 64);
        sg.into(b);
        b.member("sg00/Pool.bin", pool);
        NeffFile f = NeffReader.read("hostile.neff", b.build(), ReadLimits.DEFAULT);
        NeuronRuntime rt = new NeuronRuntime(f, RunOptions.defaults());
        rt.run();
        return rt.result();
    }

    static byte[] stream(byte[]... slots) {
        byte[] out = new byte[64 * slots.length];
        for (int i = 0; i < slots.length; i++) {
            System.arraycopy(slots[i], 0, out, 64 * i, 64);
        }
        return out;
    }

    /** The second slot (offset 0x80: a valid copy and its extension come first) holds {@code bad}. */
    private static void refused(String field, byte[] bad) throws Exception {
        RunResult r = run(stream(copy(), ext(), bad, ext()));
        assertEquals(2, r.status(), field + ": " + r.message());
        assertTrue(r.message().contains("sg00 Pool slot 2 (offset 0x80, PseudoDmaDirect2d dge_op 0): invalid "
                + "instruction: " + field), r.message());
    }

    @Test
    void aValidWordRunsSoTheHostileOnesBelowFailOnTheirField() throws Exception {
        RunResult r = run(stream(copy(), ext(), copy(), ext()));
        assertEquals(0, r.status(), r.message());
        assertEquals(2, r.dmaCoverage().executed());
    }

    @Test
    void whatTheDeviceStopsOnIsRefusedNamingFieldAndValue() throws Exception {
        refused("inst_word_len 0x00 (must be 0x10)", with(b -> b.put(1, (byte) 0)));
        refused("inst_word_len 0xff (must be 0x10)", with(b -> b.put(1, (byte) 0xFF)));
        refused("wait_mode 0xff (INVALID)", with(b -> b.put(4, (byte) 0xFF)));
        refused("wait_mode 0x93 (a v5 mode", with(b -> b.put(4, (byte) 0x93)));
        refused("dma_configs 0xf8: reserved bits 3..7 are 0x1f (must be 0)", with(b -> b.put(12, (byte) 0xF8)));
        refused("dma_configs 0x07: priority_class 7 (valid 0..4)", with(b -> b.put(12, (byte) 7)));
        refused("src_bound_reg 0x3f: not enabled (bit 7 clear) yet not all zero", with(b -> b.put(38, (byte) 0x3F)));
        refused("in_dtype 0xff (255): not an nrt_dtype_t code", with(b -> b.put(62, (byte) 0xFF)));
        refused("out_dtype 0x00 (0): not an nrt_dtype_t code", with(b -> b.put(63, (byte) 0)));
        refused("dst_start_addr marker byte 0xff: bits 0..1 are set, outside the marker mask 0xfc",
                with(b -> b.put(47, (byte) 0xFF)));
        refused("src_start_addr marker byte 0x08: an offset register", with(b -> b.put(23, (byte) 0x08)));
        refused("src and dst byte totals differ: 2048 ≠ 1792", with(b -> b.putShort(56, (short) 7)));
    }

    @Test
    void aBoundCheckWithNoKnownLimitIsNotEmulatedAndSaysWhy() throws Exception {
        RunResult r = run(stream(copy(), ext(), with(b -> b.put(38, (byte) 0xFF)), ext()));
        assertEquals(0, r.status(), r.message());
        assertEquals(1, r.dmaCoverage().executed());
        DgeIssue d = r.dge().get(1);
        assertFalse(d.executed());
        assertTrue(d.reason().contains("src_bound_reg 0xff enables a bound check on r63, but the extension's "
                + "src_bound_size_bytes is 0"), d.reason());
    }

    @Test
    void aStreamThatIsNotWholeSlotsIsRefusedNamingIt() throws Exception {
        byte[] s = stream(copy(), ext());
        RunResult r = run(Arrays.copyOf(s, s.length + 40));
        assertEquals(2, r.status(), r.message());
        assertTrue(r.message().contains("sg00: instruction stream sg00/Pool.bin (Pool) is 168 bytes, not a whole "
                + "number of 64-byte slots: 40 bytes after the last whole slot, at offset 0x80"), r.message());
    }
}
