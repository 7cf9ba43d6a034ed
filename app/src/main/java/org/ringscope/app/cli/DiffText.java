package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.ringscope.model.diff.DiffSummary;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.diff.MemoryDiff;
import org.ringscope.model.diff.RelocationDiff;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpManifest;

/** The readable form of {@code ringscope diff}: per differing ring its counts, then its first differences. */
final class DiffText {
    private DiffText() {
    }

    static void print(PrintWriter o, DumpDiff d, int first) {
        side(o, "A", d.a());
        side(o, "B", d.b());
        DiffSummary s = d.summary(first);
        o.printf("rings: %d compared, %d differ%n", s.ringsCompared(), s.ringsDiffering());
        int same = 0;
        for (DiffSummary.Ring r : s.rings()) {
            if (r.changed() + r.inserted() + r.deleted() == 0 && r.onlyIn().isEmpty()) {
                same++;
                continue;
            }
            ring(o, r);
        }
        if (same > 0) {
            o.printf("(%d identical ring%s not listed)%n", same, same == 1 ? "" : "s");
        }
        relocations(o, s.relocations());
        memory(o, s.memory());
        o.println(s.identical() ? "identical" : "different");
        o.flush();
    }

    private static void side(PrintWriter o, String which, Dump dump) {
        var m = dump.manifest();
        if (dump.isRaw()) {
            o.printf("%s: %s (raw ring, %d descriptors)%n", which, dump.source(), dump.rings().get(0).count());
        } else {
            o.printf("%s: %s (%s, step %d of %d)%n", which, dump.source(), m.arch(), m.step(), m.steps());
        }
    }

    private static void ring(PrintWriter o, DiffSummary.Ring r) {
        String name = r.ring() + (r.ringB().isEmpty() ? "" : " | " + r.ringB());
        String only = r.onlyIn().isEmpty() ? "" : "  only in " + r.onlyIn();
        o.printf("%s  %s, %d | %d descriptors: %d changed, %d inserted, %d deleted%s%s%n", name, r.align(), r.countA(),
                r.countB(), r.changed(), r.inserted(), r.deleted(), only, fields(r.fields()));
        for (DiffSummary.Row row : r.first()) {
            String at = "[" + (row.a() < 0 ? "-" : row.a()) + " | " + (row.b() < 0 ? "-" : row.b()) + "]";
            boolean emptyA = row.descA().equals(DiffSummary.EMPTY_SLOT);
            boolean emptyB = row.descB().equals(DiffSummary.EMPTY_SLOT);
            String what = emptyA || emptyB ? (emptyA ? "A" : "B") + "'s slot is empty" : row.fields().entrySet().stream()
                    .map(e -> e.getKey() + " " + e.getValue().get(0) + " -> " + e.getValue().get(1))
                    .collect(Collectors.joining(", "));
            o.printf("    %-12s %-8s %s%n", at, row.kind(), what);
            if (!row.descA().isEmpty()) {
                o.printf("        A: %s%n", row.descA());
            }
            if (!row.descB().isEmpty()) {
                o.printf("        B: %s%n", row.descB());
            }
        }
        long shown = r.first().size();
        long all = r.changed() + r.inserted() + r.deleted();
        if (all > shown) {
            o.printf("    … %d more difference%s%n", all - shown, all - shown == 1 ? "" : "s");
        }
    }

    private static String fields(Map<String, Long> fields) {
        if (fields.isEmpty()) {
            return "";
        }
        return "; fields: " + fields.entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(", "));
    }

    private static void relocations(PrintWriter o, RelocationDiff r) {
        if (r.libraries() == 0 && r.identical()) {
            return;
        }
        o.printf("relocations: %d librar%s paired; patches %d changed, %d inserted, %d deleted; images differ: %s%s%s%n",
                r.libraries(), r.libraries() == 1 ? "y" : "ies", r.changed(), r.inserted(), r.deleted(),
                list(r.imagesDiffer()), r.onlyInA().isEmpty() ? "" : "; only in A: " + list(r.onlyInA()),
                r.onlyInB().isEmpty() ? "" : "; only in B: " + list(r.onlyInB()));
        for (RelocationDiff.Change c : r.changes()) {
            o.printf("    %s #%d %s: %s -> %s%n", c.library(), c.index(), c.kind(), patch(c.a()), patch(c.b()));
        }
    }

    private static String patch(DumpManifest.Patch p) {
        return p == null ? "-" : String.format("%s at 0x%x %s->%s", p.type(), p.site(), p.before(), p.after());
    }

    private static String list(List<String> l) {
        return l.isEmpty() ? "none" : String.join(", ", l);
    }

    private static void memory(PrintWriter o, List<MemoryDiff.Region> regions) {
        for (MemoryDiff.Region m : regions) {
            if (m.identical() && m.pagesA() == 0) {
                continue;
            }
            o.printf("memory %s: %d | %d pages; %d differ, %d only in A, %d only in B%s%n", m.region(), m.pagesA(),
                    m.pagesB(), m.differ(), m.onlyInA(), m.onlyInB(),
                    m.firstAddress() < 0 ? "" : String.format(" (first at 0x%x)", m.firstAddress()));
        }
    }
}
