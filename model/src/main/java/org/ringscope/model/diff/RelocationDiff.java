package org.ringscope.model.diff;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpManifest;
import org.ringscope.model.dump.DumpUcode;

/**
 * How the GPSIMD libraries of two dumps differ: libraries are paired by name (and occurrence), their patches by
 * relocation-table row; a patch that moved or wrote other bytes is changed, one only B applied is inserted, one
 * only A applied is deleted. Relocated images are compared byte for byte.
 *
 * @param libraries    libraries paired
 * @param changes      every patch that differs, library by library, row by row
 * @param imagesDiffer libraries whose relocated images differ (or only one side has staged)
 */
public record RelocationDiff(int libraries, int changed, int inserted, int deleted, List<String> onlyInA,
                             List<String> onlyInB, List<String> imagesDiffer, List<Change> changes) {
    public RelocationDiff {
        onlyInA = List.copyOf(onlyInA);
        onlyInB = List.copyOf(onlyInB);
        imagesDiffer = List.copyOf(imagesDiffer);
        changes = List.copyOf(changes);
    }

    /** One patch that differs: {@code kind} is changed, inserted or deleted; the absent side is {@code null}. */
    public record Change(String library, int index, String kind, DumpManifest.Patch a, DumpManifest.Patch b) {
    }

    /** Nothing compared (a raw ring, or one ring asked for). */
    public static RelocationDiff none() {
        return new RelocationDiff(0, 0, 0, 0, List.of(), List.of(), List.of(), List.of());
    }

    public boolean identical() {
        return changed == 0 && inserted == 0 && deleted == 0 && onlyInA.isEmpty() && onlyInB.isEmpty()
                && imagesDiffer.isEmpty();
    }

    /** Compares the libraries of {@code a} and {@code b}. */
    public static RelocationDiff of(Dump a, Dump b) {
        Map<String, DumpUcode> inB = keyed(b.ucode());
        Map<String, DumpUcode> inA = keyed(a.ucode());
        List<String> onlyA = new ArrayList<>();
        List<String> onlyB = new ArrayList<>();
        List<String> images = new ArrayList<>();
        List<Change> changes = new ArrayList<>();
        int[] counts = new int[3];
        int paired = 0;
        for (Map.Entry<String, DumpUcode> e : inA.entrySet()) {
            DumpUcode ub = inB.get(e.getKey());
            if (ub == null) {
                onlyA.add(e.getKey());
                continue;
            }
            paired++;
            DumpUcode ua = e.getValue();
            if (!ua.image().duplicate().equals(ub.image().duplicate())) {
                images.add(e.getKey());
            }
            patches(e.getKey(), ua.entry().patches(), ub.entry().patches(), changes, counts);
        }
        for (String k : inB.keySet()) {
            if (!inA.containsKey(k)) {
                onlyB.add(k);
            }
        }
        return new RelocationDiff(paired, counts[0], counts[1], counts[2], onlyA, onlyB, images, changes);
    }

    private static Map<String, DumpUcode> keyed(List<DumpUcode> libs) {
        Map<String, Integer> seen = new HashMap<>();
        Map<String, DumpUcode> out = new LinkedHashMap<>();
        for (DumpUcode u : libs) {
            int n = seen.merge(u.entry().name(), 1, Integer::sum);
            out.put(n == 1 ? u.entry().name() : u.entry().name() + "#" + n, u);
        }
        return out;
    }

    private static void patches(String lib, List<DumpManifest.Patch> pa, List<DumpManifest.Patch> pb,
            List<Change> changes, int[] counts) {
        TreeMap<Integer, DumpManifest.Patch[]> rows = new TreeMap<>();
        for (DumpManifest.Patch p : pa) {
            rows.computeIfAbsent(p.index(), k -> new DumpManifest.Patch[2])[0] = p;
        }
        for (DumpManifest.Patch p : pb) {
            rows.computeIfAbsent(p.index(), k -> new DumpManifest.Patch[2])[1] = p;
        }
        for (Map.Entry<Integer, DumpManifest.Patch[]> e : rows.entrySet()) {
            DumpManifest.Patch x = e.getValue()[0];
            DumpManifest.Patch y = e.getValue()[1];
            if (x == null) {
                counts[1]++;
                changes.add(new Change(lib, e.getKey(), "inserted", null, y));
            } else if (y == null) {
                counts[2]++;
                changes.add(new Change(lib, e.getKey(), "deleted", x, null));
            } else if (!Objects.equals(x, y)) {
                counts[0]++;
                changes.add(new Change(lib, e.getKey(), "changed", x, y));
            }
        }
    }
}
