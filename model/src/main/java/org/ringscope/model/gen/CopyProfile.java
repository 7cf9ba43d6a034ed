package org.ringscope.model.gen;

import static org.ringscope.model.gen.Descs.grid;
import static org.ringscope.model.gen.Descs.rows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ringscope.model.neff.Engine;

/**
 * {@code gen --profile copy --descriptors N}: exactly N copy descriptors (one tx/rx pair each) from the input
 * {@code in} to the output {@code out} (decision 0602).
 *
 * <p>Every descriptor moves one 16-byte row. Source rows are {@value #PITCH} bytes apart (every other row
 * of {@code in}), destination rows are dense, so {@code out[16·i ..] = in[32·i ..]}: no two source rows
 * touch, so no translation can merge them and every row is exactly one descriptor. An entry holds up to
 * {@value #PER_ENTRY} descriptors as one 3-D pattern {@code [16, 256, 256]}; the last entry holds the rest as
 * a {@code desc} list of a 3-D {@code [16, 256, a]} and a 2-D {@code [16, b]} pattern. So N = 1,000,000 is
 * 16 entries and the largest N, 16,777,200 (the per-half vring cap), is 256: the NEFF stays a few KiB
 * whatever N is.
 */
public final class CopyProfile {
    /** The per-half vring cap ({@code UDMA_MAX_Q_SIZE}, 0xFFFFF0). */
    public static final int MAX_DESCRIPTORS = 16_777_200;
    /** Bytes per descriptor. */
    public static final int ROW = 16;
    /** Source row pitch. */
    public static final int PITCH = 32;
    /** Rows per 2-D block. */
    public static final int BLOCK_ROWS = 256;
    /** Descriptors per full entry (one vring page). */
    public static final int PER_ENTRY = BLOCK_ROWS * BLOCK_ROWS;
    /** The queue set. */
    public static final String QUEUE = "qSPIO0";

    private CopyProfile() {
    }

    /** The NEFF for {@code n} descriptors, 1 ≤ n ≤ {@link #MAX_DESCRIPTORS}. */
    public static NeffBuilder build(int n) {
        if (n < 1 || n > MAX_DESCRIPTORS) {
            throw new IllegalArgumentException("--descriptors must be 1.." + MAX_DESCRIPTORS + ", not " + n);
        }
        NeffBuilder b = new NeffBuilder("copy-" + n + ".neff");
        Manifests.single(b, "copy", new Manifests.KelfSpec(List.of("sg00"), List.of("in"), List.of("out")));
        SubgraphBuilder sg = new SubgraphBuilder("sg00", SubgraphBuilder.counter())
                .queueSet(QUEUE, "in", Engine.SP, 1, List.of(24))
                .var("in", "input", inputBytes(n), "ops", NeffBuilder.list())
                .var("out", "output", outputBytes(n), "ops", NeffBuilder.list());
        for (int e = 0; e < entries(n); e++) {
            int first = e * PER_ENTRY;
            sg.dma(QUEUE, descs(first, Math.min(PER_ENTRY, n - first)));
        }
        sg.stream(Engine.SP).slot(0xA0);
        sg.into(b);
        return b;
    }

    /** Dma entries for {@code n} descriptors. */
    public static int entries(int n) {
        return (n + PER_ENTRY - 1) / PER_ENTRY;
    }

    /** Size of {@code in}: every descriptor's row and the gap after it. */
    public static long inputBytes(int n) {
        return (long) PITCH * n;
    }

    /** Size of {@code out}. */
    public static long outputBytes(int n) {
        return (long) ROW * n;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object>[] descs(int first, int count) {
        long in = (long) PITCH * first;
        long out = (long) ROW * first;
        int blocks = count / BLOCK_ROWS;
        int rest = count % BLOCK_ROWS;
        List<Map<String, Object>> d = new ArrayList<>();
        if (blocks > 0) {
            d.add(Descs.copy(grid("in", in, ROW, BLOCK_ROWS, PITCH, blocks, (long) PITCH * BLOCK_ROWS, "float32"),
                    grid("out", out, ROW, BLOCK_ROWS, ROW, blocks, (long) ROW * BLOCK_ROWS, "float32")));
        }
        if (rest > 0) {
            long done = (long) blocks * BLOCK_ROWS;
            d.add(Descs.copy(rows("in", in + PITCH * done, ROW, rest, PITCH, "float32"),
                    rows("out", out + ROW * done, ROW, rest, ROW, "float32")));
        }
        return d.toArray(new Map[0]);
    }
}
