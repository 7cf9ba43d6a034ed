package org.ringscope.model.diff;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.MemoryPages;

/**
 * How the written pages of two dumps' device memories differ, region by region: pages only one side wrote, and
 * pages both wrote with other bytes.
 */
public record MemoryDiff(List<Region> regions) {
    public MemoryDiff {
        regions = List.copyOf(regions);
    }

    /**
     * One memory.
     *
     * @param firstAddress the lowest address that differs, or -1
     */
    public record Region(String region, int pagesA, int pagesB, int onlyInA, int onlyInB, int differ,
                         long firstAddress) {
        public boolean identical() {
            return onlyInA == 0 && onlyInB == 0 && differ == 0;
        }
    }

    /** Nothing compared. */
    public static MemoryDiff none() {
        return new MemoryDiff(List.of());
    }

    public boolean identical() {
        return regions.stream().allMatch(Region::identical);
    }

    /** Compares every memory either dump holds. */
    public static MemoryDiff of(Dump a, Dump b) {
        Set<String> names = new LinkedHashSet<>();
        a.memory().forEach(m -> names.add(m.region()));
        b.memory().forEach(m -> names.add(m.region()));
        List<Region> out = new ArrayList<>();
        for (String name : names) {
            out.add(region(name, a.memory(name).orElse(null), b.memory(name).orElse(null)));
        }
        return new MemoryDiff(out);
    }

    private static Region region(String name, MemoryPages a, MemoryPages b) {
        int na = a == null ? 0 : a.count();
        int nb = b == null ? 0 : b.count();
        int i = 0;
        int j = 0;
        int onlyA = 0;
        int onlyB = 0;
        int differ = 0;
        long first = -1;
        while (i < na || j < nb) {
            long x = i < na ? a.address(i) : -1;
            long y = j < nb ? b.address(j) : -1;
            int c = i >= na ? 1 : j >= nb ? -1 : Long.compareUnsigned(x, y);
            long at;
            if (c < 0) {
                onlyA++;
                at = x;
                i++;
            } else if (c > 0) {
                onlyB++;
                at = y;
                j++;
            } else {
                at = a.page(i).equals(b.page(j)) ? -1 : x;
                differ += at == -1 ? 0 : 1;
                i++;
                j++;
            }
            if (at != -1 && (first == -1 || Long.compareUnsigned(at, first) < 0)) {
                first = at;
            }
        }
        return new Region(name, na, nb, onlyA, onlyB, differ, first);
    }
}
