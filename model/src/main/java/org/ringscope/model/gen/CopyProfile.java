package org.ringscope.model.gen;

import static org.ringscope.model.gen.Descs.grid;
import static org.ringscope.model.gen.Descs.rows;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ringscope.model.device.Topology;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.VringPages;

/**
 * {@code gen --profile copy --descriptors N}: exactly N copy descriptors (one tx/rx pair each) from the input
 * {@code in} to the output {@code out} (decision 0602).
 *
 * <p>Every descriptor moves one 16-byte row. Source rows are {@value #PITCH} bytes apart (every other row
 * of {@code in}), destination rows are dense, so {@code out[16·i ..] = in[32·i ..]}: no two source rows
 * touch, so no translation can merge them and every row is exactly one descriptor. An entry holds up to
 * {@value #PER_ENTRY} descriptors as one 3-D pattern {@code [16, 256, 256]}; the last entry holds the rest as
 * a {@code desc} list of a 3-D {@code [16, 256, a]} and a 2-D {@code [16, b]} pattern, so N = 1,000,000 is 16
 * entries: the NEFF stays a few KiB whatever N is.
 *
 * <p>Only N that run are accepted ({@link #maxDescriptors}, decision 0602): {@code in} and {@code out} are
 * per-execution tensors, so the queue's rings are built per execution as linear rings of
 * {@code round_up_16(ndesc + 16)} descriptors, and a ring may hold at most {@code UDMA_MAX_Q_SIZE} =
 * 16,777,200; where the semaphore is not embedded (SUNDA) every entry adds a 4-byte semaphore descriptor. So N is
 * at most 16,777,184 on CAYMAN and MARIANA, 16,776,928 on SUNDA — not the vring cap of 16,777,200.
 */
public final class CopyProfile {
    /** The per-half vring cap (0xFFFFF0): no half holds more, whatever the ring. */
    public static final int VRING_CAP = VringPages.MAX_DESCRIPTORS;
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
    /** The arch the profile's NEFF targets unless told otherwise. */
    public static final Arch DEFAULT_ARCH = Arch.CAYMAN;

    private CopyProfile() {
    }

    /** The NEFF for {@code n} descriptors on the default target (CAYMAN). */
    public static NeffBuilder build(int n) {
        return build(n, DEFAULT_ARCH);
    }

    /**
     * The NEFF for {@code n} descriptors targeting {@code target} ({@code null}: any arch — then n must run on
     * every arch).
     *
     * @throws IllegalArgumentException for an n that cannot run there, saying why
     */
    public static NeffBuilder build(int n, Arch target) {
        String why = whyNot(n, target);
        if (why != null) {
            throw new IllegalArgumentException(why);
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

    /** Descriptors of the queue's TX half for {@code n} copies on {@code a}: the copies, and a semaphore per entry where not embedded. */
    public static long halfDescriptors(int n, Arch a) {
        return (long) n + (a.supportsEmbeddedSemaphore() ? 0 : entries(n));
    }

    /** Whether {@code n} copies fit {@code a}'s vring half and ring ({@code null}: every arch's). */
    static boolean fits(int n, Arch a) {
        if (a == null) {
            for (Arch each : Arch.values()) {
                if (!fits(n, each)) {
                    return false;
                }
            }
            return true;
        }
        long half = halfDescriptors(n, a);
        return n >= 1 && half <= VRING_CAP && Pring.pringTotalDescNum((int) half, false) <= Topology.MAX_RING_DESCS;
    }

    /** The largest n that runs on {@code a} ({@code null}: on every arch). */
    public static int maxDescriptors(Arch a) {
        int lo = 1;
        int hi = VRING_CAP;
        while (lo < hi) {
            int mid = lo + (hi - lo + 1) / 2;
            if (fits(mid, a)) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** Why {@code n} copies cannot run on {@code a} ({@code null}: every arch), or {@code null} when they can. */
    public static String whyNot(int n, Arch a) {
        if (n < 1) {
            return "--descriptors must be at least 1, not " + n;
        }
        if (a == null) {
            for (Arch each : Arch.values()) {
                String why = whyNot(n, each);
                if (why != null) {
                    return why + " (the NEFF targets any arch, so it must run on each)";
                }
            }
            return null;
        }
        String arch = a.name().toLowerCase(Locale.ROOT);
        long half = halfDescriptors(n, a);
        String pokes = a.supportsEmbeddedSemaphore() ? "" : " and " + entries(n) + " semaphore descriptors (one per entry)";
        if (n > VRING_CAP || half > VRING_CAP) {
            return String.format(Locale.ROOT, "%,d descriptors do not run on %s: %,d copies%s exceed the vring cap of "
                    + "%,d per half (at most %,d on %s)", n, arch, n, pokes, VRING_CAP, maxDescriptors(a), arch);
        }
        int ring = Pring.pringTotalDescNum((int) half, false);
        if (ring > Topology.MAX_RING_DESCS) {
            return String.format(Locale.ROOT, "%,d descriptors do not run on %s: the per-execution ring of %,d "
                    + "descriptors%s is round_up_16(%,d + 16) = %,d descriptors, above UDMA_MAX_Q_SIZE %,d (at most %,d "
                    + "on %s)", n, arch, half, pokes, half, ring, Topology.MAX_RING_DESCS, maxDescriptors(a), arch);
        }
        return null;
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
