package org.ringscope.model.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ringscope.model.dump.DumpRing;

/**
 * A diff as values for the CLI (JSON, or text): whether the dumps are identical, per ring the counts and its
 * first differences with both values, the relocation and memory differences.
 *
 * @param rings every ring compared, identical ones too
 */
public record DiffSummary(boolean identical, String a, String b, int ringsCompared, int ringsDiffering,
                          List<Ring> rings, RelocationDiff relocations, List<MemoryDiff.Region> memory) {

    /**
     * One ring.
     *
     * @param ring   the ring's id (A's)
     * @param ringB  B's id when it differs (a raw ring against a dump ring), else empty
     * @param onlyIn {@code A} or {@code B} when only one side has the ring, else empty
     * @param align  {@code index} or {@code content}
     * @param fields changed rows per field, fields that differ somewhere only
     * @param first  the first differences
     */
    public record Ring(String ring, String ringB, String onlyIn, String align, int countA, int countB, long same,
                       long changed, long inserted, long deleted, Map<String, Long> fields, List<Row> first) {
    }

    /**
     * One differing row.
     *
     * @param fields field → {value in A, value in B} for a changed row
     * @param descA  A's descriptor decoded ({@code DescriptorFields.summary}), empty for an inserted row
     * @param descB  B's, empty for a deleted row
     */
    public record Row(int row, String kind, int a, int b, Map<String, List<String>> fields, String descA,
                      String descB) {
    }

    /** A field's value in a slot nothing wrote. */
    public static final String EMPTY = "empty";
    /** What a slot nothing wrote decodes to in a row. */
    public static final String EMPTY_SLOT = "empty slot (16 zero bytes)";

    static DiffSummary of(DumpDiff d, int firstRows) {
        List<Ring> rings = new ArrayList<>();
        for (RingDiff r : d.rings()) {
            rings.add(ring(r, firstRows));
        }
        return new DiffSummary(d.identical(), d.a().source(), d.b().source(), d.rings().size(), d.differingRings(),
                rings, d.relocations(), d.memory().regions());
    }

    private static Ring ring(RingDiff r, int firstRows) {
        Map<String, Long> fields = new LinkedHashMap<>();
        for (DescField f : DescField.values()) {
            if (r.fieldCount(f) > 0) {
                fields.put(f.key(), r.fieldCount(f));
            }
        }
        List<Row> first = new ArrayList<>();
        for (int row = r.nextDifference(-1); row >= 0 && first.size() < firstRows; row = r.nextDifference(row)) {
            first.add(row(r, row));
        }
        String ringB = r.a() != null && r.b() != null && !r.a().id().equals(r.b().id()) ? r.b().id().toString() : "";
        String onlyIn = r.a() == null ? "B" : r.b() == null ? "A" : "";
        return new Ring(r.id().toString(), ringB, onlyIn, r.alignment().name().toLowerCase(Locale.ROOT),
                r.a() == null ? 0 : r.a().count(), r.b() == null ? 0 : r.b().count(), r.same(), r.changed(),
                r.inserted(), r.deleted(), fields, first);
    }

    private static Row row(RingDiff r, int row) {
        int ai = r.aIndex(row);
        int bi = r.bIndex(row);
        Map<String, List<String>> fields = new LinkedHashMap<>();
        int mask = r.fieldMask(row);
        boolean emptyA = empty(r.a(), ai);
        boolean emptyB = empty(r.b(), bi);
        for (DescField f : DescField.of(mask)) {
            fields.put(f.key(), List.of(emptyA ? EMPTY : f.value(r.a().word0(ai), r.a().word1(ai)),
                    emptyB ? EMPTY : f.value(r.b().word0(bi), r.b().word1(bi))));
        }
        return new Row(row, r.kind(row).name().toLowerCase(Locale.ROOT), ai, bi, fields,
                describe(r.a(), ai), describe(r.b(), bi));
    }

    /**
     * A descriptor decoded, or {@value #EMPTY_SLOT} for 16 zero bytes: a ring slot nothing wrote (decoded, its zero
     * length would read as 65,536).
     */
    private static String describe(DumpRing ring, int i) {
        return ring == null || i < 0 ? "" : empty(ring, i) ? EMPTY_SLOT : ring.decode(i).summary();
    }

    /** Whether descriptor {@code i} of {@code ring} is 16 zero bytes. */
    static boolean empty(DumpRing ring, int i) {
        return ring != null && i >= 0 && ring.word0(i) == 0 && ring.word1(i) == 0;
    }
}
