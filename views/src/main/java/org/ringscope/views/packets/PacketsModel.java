package org.ringscope.views.packets;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Packet;
import org.ringscope.model.packets.PacketIndex;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;
import org.ringscope.views.Format;

/**
 * The packets view's presentation model, testable without a window: the packets of one vring's TX half at the
 * cursor ({@link PacketIndex}, read on the journal thread), the text of each column, the packet a selected
 * descriptor or packet stands for, and the location a packet row publishes.
 */
final class PacketsModel {
    /** The table's columns. */
    enum Column {
        NUMBER("#", 56, "num"),
        FIRST("first", 80, "num"),
        LAST("last", 80, "num"),
        DESCRIPTORS("descriptors", 92, "num"),
        BYTES("bytes", 100, "num"),
        CLOSED("closed because", 170, ""),
        NOTES("notes", 220, "");

        final String title;
        final double width;
        final String style;

        Column(String title, double width, String style) {
            this.title = title;
            this.width = width;
            this.style = style;
        }
    }

    /**
     * The packets of vring {@code key} at {@code step}; {@code vrings} are the vrings with descriptors then.
     *
     * @param rx RX descriptors of the vring (a packet of a copy vring has as many RX as TX descriptors)
     */
    record State(int step, List<String> vrings, String key, Arch arch, PacketIndex index, int rx, String placeholder) {
        static final State NONE = new State(0, List.of(), null, null, null, 0,
                "No run. Open a NEFF and run it: the packets of its vrings appear here.");

        int count() {
            return index == null ? 0 : index.count();
        }

        /** This state with another placeholder text. */
        State saying(String text) {
            return new State(step, vrings, key, arch, index, rx, text);
        }
    }

    private PacketsModel() {
    }

    /** Reads the packets of {@code want} (or the first vring with descriptors) at the journal's position. */
    static State read(EmulationSession s, SessionVrings vr, String want) {
        return read(s, vr, want, null);
    }

    /**
     * As {@link #read(EmulationSession, SessionVrings, String)}, sharing {@code previous}'s packet index when it shows
     * the same vring and nothing between its step and this one wrote the vring's TX half (a step of the execution
     * then costs no re-index of a million descriptors).
     */
    static State read(EmulationSession s, SessionVrings vr, String want, State previous) {
        int step = s.journal().position();
        List<String> keys = new ArrayList<>();
        SessionVrings.Entry chosen = null;
        for (SessionVrings.Entry e : vr.entries()) {
            if (SessionVrings.existsAt(s.journal(), e, step) && e.vring().tx().usedDescCount() > 0) {
                keys.add(e.key());
                if (e.key().equals(want) || chosen == null && want == null) {
                    chosen = e;
                }
            }
        }
        if (chosen == null && !keys.isEmpty() && want != null) {
            chosen = vr.get(keys.get(0)).orElse(null);
        }
        if (chosen == null) {
            return new State(step, List.copyOf(keys), null, null, null, 0, "No vring has descriptors at step "
                    + Format.count(step) + ": packets appear once the load appends them (vring_add_desc_transfer).");
        }
        Vring v = chosen.vring();
        Arch arch = s.runtime().arch();
        PacketIndex index = previous != null && previous.index() != null && chosen.key().equals(previous.key())
                && previous.arch() == arch && previous.index().descriptors() == v.tx().usedDescCount()
                && unchanged(s, chosen, previous.step(), step) ? previous.index() : PacketIndex.of(v.tx(), arch);
        return new State(step, List.copyOf(keys), chosen.key(), arch, index, v.rx().usedDescCount(), "");
    }

    /** Whether no journal record between the two steps (at most {@value #SHORT_HOP} apart) changed {@code e}'s TX half. */
    private static boolean unchanged(EmulationSession s, SessionVrings.Entry e, int from, int to) {
        return Math.abs(to - from) <= SHORT_HOP && !VringDomain.of(s.journal()).changedBetween(e.vring(), Direction.TX, from, to);
    }

    /** The longest hop over which the previous index is checked for reuse rather than built again. */
    private static final int SHORT_HOP = 4096;

    static String text(State st, int p, Column c) {
        PacketIndex x = st.index();
        return switch (c) {
            case NUMBER -> Format.count(p);
            case FIRST -> "#" + Format.count(x.first(p));
            case LAST -> "#" + Format.count(x.last(p));
            case DESCRIPTORS -> Format.count(x.size(p));
            case BYTES -> Format.count(x.bytes(p));
            case CLOSED -> closed(x, p);
            case NOTES -> notes(x, p);
        };
    }

    static String closed(PacketIndex x, int p) {
        PacketIndex.Close c = x.close(p);
        return c == PacketIndex.Close.DESCRIPTOR_CAP ? "descriptor cap (" + x.cap() + ")" : c.text();
    }

    static String notes(PacketIndex x, int p) {
        List<String> n = new ArrayList<>();
        if (x.has(p, PacketIndex.OVER_CAP)) {
            n.add("over the cap of " + x.cap());
        }
        if (x.has(p, PacketIndex.NO_FIRST)) {
            n.add("no FIRST");
        }
        if (x.has(p, PacketIndex.CONCAT_MISSING)) {
            n.add("CONCAT missing");
        }
        if (x.has(p, PacketIndex.META_LEAD)) {
            n.add("META lead");
        }
        if (x.has(p, PacketIndex.DMB)) {
            n.add("DMB");
        }
        return String.join(" · ", n);
    }

    /** Whether packet {@code p} is malformed (over the cap, open, cut, without FIRST). */
    static boolean bad(PacketIndex x, int p) {
        PacketIndex.Close c = x.close(p);
        return x.has(p, PacketIndex.OVER_CAP | PacketIndex.NO_FIRST) || c == PacketIndex.Close.OPEN
                || c == PacketIndex.Close.CUT;
    }

    /**
     * The row of the packet {@code l} stands for in {@code st}, or -1: a TX descriptor's packet; an RX descriptor's
     * when the vring pairs its halves one to one (copies); a packet by its first descriptor.
     */
    static int rowOf(Location l, State st) {
        if (st.index() == null || st.key() == null) {
            return -1;
        }
        if (l instanceof Descriptor d && d.half().vring().name().equals(st.key())) {
            if (d.half().direction() == Direction.RX && st.rx() != st.index().descriptors()) {
                return -1;
            }
            return st.index().packetOf(d.index());
        }
        if (l instanceof Packet p && p.half().vring().name().equals(st.key())) {
            int k = st.index().packetOf(p.first());
            return k >= 0 && st.index().first(k) == p.first() ? k : -1;
        }
        return -1;
    }

    /** The vring key {@code l} is inside, or {@code null}. */
    static String vringOf(Location l) {
        return l.ancestor(org.ringscope.model.location.Vring.class).map(org.ringscope.model.location.Vring::name).orElse(null); // qualified: clashes
    }

    /** The location packet row {@code p} publishes: its descriptors {@code [first, first + count)} of the TX half. */
    static Packet location(State st, int p) {
        return new Packet(Half.of(st.key(), Direction.TX), st.index().first(p), st.index().size(p));
    }

    /** The header line: {@code 4 packets of 200 TX descriptors · CAYMAN: at most 65 descriptors a packet}. */
    static String facts(State st) {
        if (st.index() == null) {
            return "";
        }
        PacketIndex x = st.index();
        return String.format(Locale.ROOT, "%s packets of %s TX descriptors · %s: at most %d descriptors a packet, "
                + "%s bytes", Format.count(x.count()), Format.count(x.descriptors()), st.arch(), x.cap(),
                Format.count(x.budget()));
    }

    /** The detail line of packet {@code p}. */
    static String detail(State st, int p) {
        PacketIndex x = st.index();
        String notes = notes(x, p);
        return String.format(Locale.ROOT, "Packet %s of %s: TX descriptors #%s..#%s (%s), %s bytes; closed: %s%s",
                Format.count(p), st.key(), Format.count(x.first(p)), Format.count(x.last(p)), Format.count(x.size(p)),
                Format.count(x.bytes(p)), closed(x, p), notes.isEmpty() ? "" : " · " + notes);
    }
}
