package org.ringscope.model.testing;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.ringscope.model.dge.Addr8;
import org.ringscope.model.gen.Manifests;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.gen.SubgraphBuilder;
import org.ringscope.model.neff.Engine;

/**
 * Small NEFFs with one Pool stream of hand-written PseudoDmaDirect2d words (the byte table of
 * docs/reference/dge.md): subgraph sg00 with the state buffer (var 0), an input {@code a} (1), an output {@code c}
 * (2) and a file variable {@code w} of 8 KiB (3), a dynamic queue set owned by the engine given (or none), and a
 * {@code dge-table} listing the var_ids given (or none).
 */
public final class DgeNeffs {
    /** The file variable's bytes. */
    public static final byte[] W = new byte[8192];

    static {
        new Random(11).nextBytes(W);
    }

    private DgeNeffs() {
    }

    /** An {@code ADDR8} arm naming variable {@code varId} at {@code offset}. */
    public static long varId(int varId, long offset) {
        return (long) Addr8.VAR_ID << 56 | (long) varId << 32 | offset;
    }

    /** An {@code ADDR8} arm naming DGE table entry {@code index} at {@code offset}. */
    public static long table(int index, long offset) {
        return (long) Addr8.ADDR_TBL << 56 | (long) index << 32 | offset;
    }

    /** A valid copy of 8 rows of 256 bytes from the arm {@code src} into the state buffer at 0x1000. */
    public static byte[] copy(long src) {
        ByteBuffer b = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);
        b.put(0, (byte) 0xD4).put(1, (byte) 0x10).put(13, (byte) 8).put(14, (byte) 16).put(15, (byte) 0);
        b.putLong(16, src).putInt(24, 256).putShort(32, (short) 8).putShort(34, (short) 1).putShort(36, (short) 256);
        b.putLong(40, varId(0, 0x1000)).putInt(48, 262144).putShort(56, (short) 8).putShort(58, (short) 1)
                .putShort(60, (short) 256);
        b.put(62, (byte) 3).put(63, (byte) 3);
        return b.array();
    }

    /** The PseudoExtension (0xDA) that follows a pseudo. */
    public static byte[] ext() {
        byte[] e = new byte[64];
        e[0] = (byte) 0xDA;
        return e;
    }

    /** The slots one after the other. */
    public static byte[] stream(byte[]... slots) {
        byte[] out = new byte[64 * slots.length];
        for (int i = 0; i < slots.length; i++) {
            System.arraycopy(slots[i], 0, out, 64 * i, 64);
        }
        return out;
    }

    /**
     * The NEFF whose Pool stream is {@code pool} as given, its dynamic queue set owned by {@code owner} ({@code null}:
     * no dynamic set), its {@code dge-table} listing {@code table} ({@code null}: no table variable).
     */
    public static NeffBuilder neff(byte[] pool, Engine owner, List<Integer> table) {
        NeffBuilder b = new NeffBuilder("dge.neff");
        Manifests.single(b, "dge", new Manifests.KelfSpec(List.of("sg00"), List.of("a"), List.of("c")));
        SubgraphBuilder sg = new SubgraphBuilder("sg00", SubgraphBuilder.counter());
        if (owner != null) {
            sg.queueSet("qDynamic", "dynamic", owner, 16, IntStream.range(8, 24).boxed().toList());
        }
        sg.var("SB", "state-buffer", -1)
                .var("a", "input", 4096, "ops", NeffBuilder.list())
                .var("c", "output", 4096, "ops", NeffBuilder.list())
                .fileVar("w", "w.bin", W, 64);
        if (table != null) {
            sg.var("DGETable0", "dge-table", -1, "list", NeffBuilder.list(table.toArray()));
        }
        sg.into(b);
        b.member("sg00/Pool.bin", pool);
        return b;
    }
}
