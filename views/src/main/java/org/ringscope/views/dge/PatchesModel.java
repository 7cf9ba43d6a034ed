package org.ringscope.views.dge;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.dge.InstructionPatch;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.runtime.DgeIssue;
import org.ringscope.model.session.DgeTraffic;
import org.ringscope.views.Format;

/**
 * The instruction patches view as data, testable without a window: one row per slot the load rewrote (a DGE pseudo
 * lowered to its real word, like a relocation patch) with what the device then did with it, a summary line, and
 * the detail text of a row — both 64-byte images with the changed bytes marked.
 */
final class PatchesModel {
    /** One patch and the stream member it is in; {@code issued} the DGE issues of its slot, in issue order. */
    record Row(InstructionPatch patch, String member, List<DgeIssue> issued) {
        String site() {
            return patch.subgraph() + " " + patch.engine() + " slot " + patch.slot();
        }

        String change() {
            int b = patch.before()[0] & 0xFF;
            int a = patch.after()[0] & 0xFF;
            return String.format("0x%02X → 0x%02X %s", b, a, Opcodes.name(a));
        }

        /** {@code 1× · 24 descs · moved}, {@code 1× · not emulated}, {@code not issued}. */
        String device() {
            if (issued.isEmpty()) {
                return "not issued";
            }
            long moved = issued.stream().filter(DgeIssue::executed).count();
            int descs = issued.stream().mapToInt(DgeIssue::descriptors).sum();
            return issued.size() + "× · " + Format.count(descs) + " descs · "
                    + (moved == issued.size() ? "moved" : moved == 0 ? "not emulated" : moved + " moved");
        }
    }

    /** The rows of a run, or why there are none. */
    record State(List<Row> rows, String summary, String status) {
        static final State NONE = new State(List.of(), "", "No run. Open a NEFF and run it: the patches its load made "
                + "(each DGE pseudo lowered to its real word) are listed here.");
    }

    private PatchesModel() {
    }

    /** Journal thread: reads the run's patches and issues. */
    static State read(DgeTraffic t) {
        List<Row> rows = new ArrayList<>();
        for (InstructionPatch p : t.patches()) {
            List<DgeIssue> is = t.issues().stream().filter(i -> i.subgraph().equals(p.subgraph())
                    && i.engine().equals(p.engine()) && i.slot() == p.slot()).toList();
            rows.add(new Row(p, t.member(p.subgraph(), p.engine()).orElse(""), is));
        }
        long sw = t.rings().stream().filter(r -> !r.hardware()).map(r -> r.subgraph() + r.queueSet()).distinct().count();
        long hw = t.rings().stream().filter(DgeTraffic.Ring::hardware).map(r -> r.subgraph() + r.queueSet()).distinct()
                .count();
        long moved = t.issues().stream().filter(DgeIssue::executed).count();
        String summary = Format.count(rows.size()) + (rows.size() == 1 ? " patch" : " patches") + " · "
                + Format.count(t.issues().size()) + " DGE instructions issued, " + Format.count(moved) + " moved their bytes · "
                + sw + " software, " + hw + " hardware DGE sets";
        return new State(List.copyOf(rows), summary, rows.isEmpty() ? "The load patched no instruction: this NEFF has "
                + "no DGE slots (PseudoDmaDirect2d, 0xD4)." : "");
    }

    /** The detail text: site, function, both images (changed bytes marked {@code ^}), what the device did. */
    static String detail(Row r) {
        InstructionPatch p = r.patch();
        StringBuilder b = new StringBuilder();
        b.append(r.site()).append(" · ").append(r.member()).append(" · image offset 0x")
                .append(Long.toHexString(p.imageOffset())).append('\n').append(p.function()).append(": ")
                .append(r.change()).append(", ").append(p.changedBytes()).append(" bytes changed\n\n");
        image(b, "before", p.before(), p.after());
        b.append('\n');
        image(b, "after ", p.after(), p.before());
        for (DgeIssue i : r.issued()) {
            b.append("\nexecution ").append(i.execution()).append(": ").append(i.queueSet().isEmpty() ? "no queue set"
                    : i.queueSet() + " (" + i.kind() + ")").append(", ").append(Format.count(i.bytes())).append(" B, ")
                    .append(Format.count(i.descriptors())).append(" TX descriptors, ")
                    .append(i.executed() ? "moved" : "not emulated: " + i.reason());
        }
        return b.toString();
    }

    private static void image(StringBuilder b, String title, byte[] w, byte[] other) {
        for (int row = 0; row < 4; row++) {
            b.append(row == 0 ? title : "      ").append(String.format(" +%02d ", row * 16));
            StringBuilder marks = new StringBuilder();
            for (int i = 0; i < 16; i++) {
                int k = row * 16 + i;
                b.append(String.format("%02x", w[k] & 0xFF)).append(i == 7 ? "  " : " ");
                marks.append(w[k] != other[k] ? "^^" : "  ").append(i == 7 ? "  " : " ");
            }
            b.append('\n');
            if (marks.toString().contains("^")) {
                b.append("          ").append(marks.toString().stripTrailing()).append('\n');
            }
        }
    }
}
