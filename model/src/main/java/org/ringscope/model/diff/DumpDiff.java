package org.ringscope.model.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpRing;
import org.ringscope.model.dump.RingId;

/**
 * The diff of two dumps: every ring of either side paired by {@link RingId} (subgraph / queue set / queue /
 * direction, vring half or pring) and aligned ({@link RingDiff}); the libraries' relocation patches and images
 * ({@link RelocationDiff}); the written memory pages ({@link MemoryDiff}). A raw ring is paired with the other
 * raw ring, or with the dump ring {@link DiffOptions#ring()} names. Rings are diffed in parallel.
 *
 * <pre>{@code
 * DumpDiff d = DumpDiff.of(DumpReader.read(a), DumpReader.read(b), DiffOptions.defaults());
 * d.identical();  d.rings().get(0).fieldCount(DescField.DMB);
 * }</pre>
 */
public final class DumpDiff {
    private final Dump a;
    private final Dump b;
    private final List<RingDiff> rings;
    private final RelocationDiff relocations;
    private final MemoryDiff memory;

    private DumpDiff(Dump a, Dump b, List<RingDiff> rings, RelocationDiff relocations, MemoryDiff memory) {
        this.a = a;
        this.b = b;
        this.rings = List.copyOf(rings);
        this.relocations = relocations;
        this.memory = memory;
    }

    /**
     * Diffs {@code a} against {@code b}.
     *
     * @throws IllegalArgumentException when a raw ring has no partner: the ring {@code options} names is in
     *                                  neither dump, or a raw ring is diffed with a dump without one named
     */
    public static DumpDiff of(Dump a, Dump b, DiffOptions options) {
        List<DumpRing[]> pairs = pairs(a, b, options.ring());
        List<RingDiff> rings = pairs.parallelStream()
                .map(p -> RingDiffer.diff(p[0], p[1], options.alignment())).toList();
        boolean whole = options.ring() == null && !a.isRaw() && !b.isRaw();
        return new DumpDiff(a, b, rings, whole ? RelocationDiff.of(a, b) : RelocationDiff.none(),
                whole ? MemoryDiff.of(a, b) : MemoryDiff.none());
    }

    private static List<DumpRing[]> pairs(Dump a, Dump b, RingId ring) {
        List<DumpRing[]> out = new ArrayList<>();
        if (a.isRaw() || b.isRaw()) {
            DumpRing x = a.isRaw() ? a.rings().get(0) : pick(a, ring, b);
            DumpRing y = b.isRaw() ? b.rings().get(0) : pick(b, ring, a);
            if (x.id().direction() != y.id().direction()) {
                throw new IllegalArgumentException(x.id() + " is " + x.id().directionLabel() + " but " + y.id()
                        + " is " + y.id().directionLabel() + ": compare rings of one direction");
            }
            out.add(new DumpRing[] {x, y});
            return out;
        }
        if (ring != null) {
            DumpRing x = a.ring(ring).orElse(null);
            DumpRing y = b.ring(ring).orElse(null);
            if (x == null && y == null) {
                throw new IllegalArgumentException("no ring " + ring + " in " + a.source() + " or " + b.source());
            }
            out.add(new DumpRing[] {x, y});
            return out;
        }
        Map<RingId, DumpRing[]> byId = new LinkedHashMap<>();
        for (DumpRing r : a.rings()) {
            byId.put(r.id(), new DumpRing[] {r, null});
        }
        for (DumpRing r : b.rings()) {
            byId.computeIfAbsent(r.id(), k -> new DumpRing[2])[1] = r;
        }
        out.addAll(byId.values());
        return out;
    }

    private static DumpRing pick(Dump d, RingId ring, Dump raw) {
        if (ring == null) {
            throw new IllegalArgumentException("diffing the raw ring " + raw.source() + " with the dump " + d.source()
                    + " needs the dump's ring: --ring ID (e.g. " + (d.rings().isEmpty() ? "pring:sg00/qSPIO0/0/tx"
                    : d.rings().get(0).id()) + ")");
        }
        return d.ring(ring).orElseThrow(() -> new IllegalArgumentException("no ring " + ring + " in " + d.source()));
    }

    public Dump a() {
        return a;
    }

    public Dump b() {
        return b;
    }

    /** One diff per ring, A's rings first (in A's order), then those only B has. */
    public List<RingDiff> rings() {
        return rings;
    }

    public RelocationDiff relocations() {
        return relocations;
    }

    public MemoryDiff memory() {
        return memory;
    }

    /** Rings that differ (or that only one side has). */
    public int differingRings() {
        return (int) rings.stream().filter(r -> !r.identical()).count();
    }

    /** Whether nothing differs: the same rings, bit for bit, the same patches and images, the same memory. */
    public boolean identical() {
        return differingRings() == 0 && relocations.identical() && memory.identical();
    }

    /** The summary the CLI prints: counts per ring and, per ring, its first {@code firstRows} differences. */
    public DiffSummary summary(int firstRows) {
        return DiffSummary.of(this, firstRows);
    }
}
