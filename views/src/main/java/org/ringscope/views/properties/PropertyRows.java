package org.ringscope.views.properties;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Doorbell;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Packet;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.ucode.Patch;
import org.ringscope.model.udma.DescriptorFields;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringPages;
import org.ringscope.views.PropertyRow;
import org.ringscope.views.session.SessionQueries;
import org.ringscope.views.spine.SpineNodeRows;

/**
 * The rows the Properties view shows for a selected {@link Location}, read at the cursor on the journal
 * thread (decision 0853): a spine node ({@link SpineNodeRows}), a descriptor (its decoded fields from the
 * vring at the cursor and the spine node that appended it), a packet (its range and end descriptors), a patch
 * (site, type, addend, the word before and after, as the run's relocator applied it), a doorbell, and for
 * every other place what the location itself says.
 */
public final class PropertyRows {
    private static final HexFormat HEX = HexFormat.ofDelimiter(" ");

    private PropertyRows() {
    }

    /**
     * The rows for {@code loc}; {@code s} and {@code j} (the session and its journal, read on its thread) are both
     * null without a run.
     */
    public static List<PropertyRow> of(Location loc, EmulationSession s, Journal j) {
        List<PropertyRow> r = new ArrayList<>();
        if (loc instanceof SpineNode n) {
            if (Spine.load().node(n.node()).isPresent()) {
                return SpineNodeRows.rows(Spine.load(), n.node(), j, s == null ? null : s.indexes().spine());
            }
        } else if (loc instanceof Descriptor d) {
            descriptor(r, d, s, j);
            return r;
        } else if (loc instanceof Packet p) {
            packet(r, p, s);
            return r;
        } else if (loc instanceof org.ringscope.model.location.Patch p) { // qualified: clashes
            patch(r, p, s);
            return r;
        } else if (loc instanceof Doorbell d) {
            r.add(new PropertyRow("Doorbell", "Queue", d.queue()));
            r.add(new PropertyRow("Doorbell", "Ordinal", d.ordinal() + " (the " + ordinal(d.ordinal() + 1)
                    + " doorbell rung on this queue)", ""));
        }
        general(r, loc);
        return r;
    }

    private static void general(List<PropertyRow> r, Location loc) {
        String kind = loc.getClass().getSimpleName();
        r.add(new PropertyRow("Location", "Kind", kind));
        r.add(new PropertyRow("Location", "Label", loc.label()));
        loc.parent().ifPresent(p -> r.add(new PropertyRow("Location", "Inside", p.label())));
    }

    private static void descriptor(List<PropertyRow> r, Descriptor d, EmulationSession s, Journal j) {
        String c = "Descriptor";
        Direction dir = d.half().direction();
        r.add(new PropertyRow(c, "Vring", d.half().vring().name()));
        r.add(new PropertyRow(c, "Half", dir + (dir == Direction.TX ? " (m2s, reads the source)" : " (s2m, writes)"), ""));
        r.add(new PropertyRow(c, "Index", d.index() + " (page " + d.page().page() + ", slot " + d.slot() + ")", ""));
        Optional<Vring> v = SessionQueries.vring(s, d.half().vring().name()); // empty without a run
        VringPages half = v.map(x -> x.half(dir)).orElse(null);
        if (half == null || d.index() >= half.usedDescCount()) {
            r.add(new PropertyRow(c, "At the cursor", v.isEmpty() ? "no such vring in the run"
                    : "not written yet (the half holds " + half.usedDescCount() + ")", ""));
            return;
        }
        long w0 = half.word0(d.index());
        long w1 = half.word1(d.index());
        DescriptorFields f = DescriptorFields.decode(dir, w0, w1);
        String df = "Decoded fields";
        r.add(new PropertyRow(df, "Summary", f.summary(), ""));
        r.add(new PropertyRow(df, "Length", String.format(Locale.ROOT, "%,d bytes", f.size()), "len_ctrl bits 15:0"));
        r.add(new PropertyRow(df, "Flags", flags(f), "len_ctrl flag bits"));
        r.add(new PropertyRow(df, "Ring id", f.ringId()));
        if (dir == Direction.TX) {
            r.add(new PropertyRow(df, "meta_ctrl", String.format("0x%08x", f.word1())
                    + (f.cme() ? " (CME copy)" : "") + (f.writeBarrier() ? " · write barrier" : ""), ""));
        }
        r.add(new PropertyRow(df, "Buffer", f.template() ? String.format("template: variable %d + 0x%x", f.varId(),
                f.offset()) : String.format("0x%x", f.bufPtr()), "buf_ptr (word 1)"));
        r.add(new PropertyRow(df, "Words", String.format("0x%016x 0x%016x", w0, w1), "the 16 bytes as two words"));
        // the run's own walk over the spine (RunIndexes), never one walked here
        s.indexes().spine().authorOf(j, d, v.orElse(null)).ifPresent(a -> r.add(new PropertyRow("Written by",
                "Spine node", a, "the innermost node open when the descriptor was appended")));
    }

    private static String flags(DescriptorFields f) {
        List<String> s = new ArrayList<>();
        if (f.first()) {
            s.add("FIRST");
        }
        if (f.last()) {
            s.add("LAST");
        }
        if (f.concat()) {
            s.add(f.direction() == Direction.RX ? "EMB_SEM" : "CONCAT");
        }
        if (f.dmb()) {
            s.add("DMB");
        }
        if (f.sow()) {
            s.add("SOW");
        }
        if (f.intEn()) {
            s.add("INT_EN");
        }
        if (f.meta()) {
            s.add("META");
        }
        return s.isEmpty() ? "—" : String.join(" ", s);
    }

    private static void packet(List<PropertyRow> r, Packet p, EmulationSession s) {
        String c = "Packet";
        r.add(new PropertyRow(c, "Vring", p.half().vring().name()));
        r.add(new PropertyRow(c, "Half", p.half().direction()));
        r.add(new PropertyRow(c, "Descriptors", "#" + p.first() + " … #" + (p.first() + p.count() - 1) + " ("
                + p.count() + ")", ""));
        Optional<VringPages> half = SessionQueries.vring(s, p.half().vring().name())
                .map(v -> v.half(p.half().direction()));
        if (half.isPresent() && p.first() + p.count() <= half.get().usedDescCount()) {
            VringPages h = half.get();
            long bytes = 0;
            int n = Math.min(p.count(), 65_536);
            for (int i = p.first(); i < p.first() + n; i++) {
                bytes += DescriptorFields.decode(p.half().direction(), h.word0(i), h.word1(i)).size();
            }
            r.add(new PropertyRow(c, "Bytes", String.format(Locale.ROOT, "%,d", bytes) + (n < p.count() ? " (first "
                    + n + " descriptors)" : ""), "the lengths added up"));
            r.add(new PropertyRow(c, "First", DescriptorFields.decode(p.half().direction(), h.word0(p.first()),
                    h.word1(p.first())).summary()));
            int last = p.first() + p.count() - 1;
            r.add(new PropertyRow(c, "Last", DescriptorFields.decode(p.half().direction(), h.word0(last),
                    h.word1(last)).summary()));
        }
    }

    private static void patch(List<PropertyRow> r, org.ringscope.model.location.Patch p, EmulationSession s) { // qualified: clashes
        String c = "Patch";
        r.add(new PropertyRow(c, "Library", p.lib().name()));
        r.add(new PropertyRow(c, "Relocation", "#" + p.index() + (p.phdr() >= 0 ? " in segment " + p.phdr() : ""), ""));
        Optional<Patch> applied = Optional.empty();
        if (s != null) {
            List<String> libs = s.runtime().patches().libraries();
            int lib = libs.indexOf(p.lib().name());
            if (lib >= 0) {
                applied = s.runtime().patches().appliedPatches(lib).stream().filter(x -> x.index() == p.index()).findFirst();
            }
        }
        if (applied.isEmpty()) {
            r.add(new PropertyRow(c, "In this run", s == null ? "no run" : "not applied at the cursor", ""));
            return;
        }
        Patch x = applied.get();
        r.add(new PropertyRow(c, "Type", x.typeName() + " (" + x.type() + ")", ""));
        r.add(new PropertyRow(c, "r_offset", String.format("0x%x", x.offset())));
        r.add(new PropertyRow(c, "Addend", String.format("0x%x", x.addend())));
        r.add(new PropertyRow(c, "Site", String.format("0x%x (%s image)", x.site(), x.side()), "reloc_addr(r_offset)"));
        r.add(new PropertyRow(c, "Before", String.format("0x%08x  [%s]", x.before(), HEX.formatHex(x.beforeBytes())), ""));
        r.add(new PropertyRow(c, "After", String.format("0x%08x  [%s]", x.after(), HEX.formatHex(x.afterBytes())), ""));
    }

    private static String ordinal(int n) {
        String suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }
}
