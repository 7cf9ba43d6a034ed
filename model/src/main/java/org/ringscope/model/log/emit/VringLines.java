package org.ringscope.model.log.emit;

import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.ringscope.model.check.Level;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.log.Origin;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;

/**
 * The vring layer's lines, one per journal record of the vring domain. The seed's own TRACE strings where it has
 * them — {@code "Added %u/%u desc to vring %s"} after a transfer's chunks, {@code "vring is modified"} after an
 * address rewrite, {@code "vring is copied to pring. ndesc=%u"} after each half's dump and
 * {@code "vring is copied to pring. ndesc=%u/%u"} after both halves' — and RingScope's own for the packet builders,
 * the pack, the barrier, the embedded semaphore and the template, which the seed logs only when they fail.
 */
final class VringLines {
    /** The builders whose chunk loop ends with the seed's "Added" line ({@code vring_add_desc_transfer_internal}). */
    private static final Set<String> TRANSFERS = Set.of("vring_add_desc_transfer", "vring_add_desc_transfer_ex",
            "vring_add_desc_transfer_internal", "vring_add_desc_event", "vring_add_desc_semaphore_inc",
            "vring_add_desc_semaphore_inc_from_sb");

    private final VringDomain domain;
    private final Map<Vring, String> keys = new IdentityHashMap<>();
    private Vring txDumped;
    private int txPadded;
    /** The last append's builder and whether it is a transfer's. */
    private String lastBuilder;
    private boolean lastTransfer;

    VringLines(VringDomain domain, SessionVrings vrings) {
        this.domain = domain;
        for (SessionVrings.Entry en : vrings.entries()) {
            keys.put(en.vring(), en.key());
        }
    }

    /** What record {@code i} of the vring domain did, or {@code null} when it is not one of its records. */
    VringDomain.Touch.Kind kindOf(int i) {
        return domain.kindOf(i);
    }

    /** The lines of record {@code i} of the vring domain, which did {@code kind}. */
    void at(int i, VringDomain.Touch.Kind kind, Emit e) {
        if (kind != VringDomain.Touch.Kind.DUMP) {
            txDumped = null;
        }
        if (!e.shows(Level.TRACE, "vring_add_desc_transfer_internal", Origin.RUNTIME)) {
            return;
        }
        switch (kind) {
            case APPEND -> append(i, e);
            case EDIT -> edit(i, e);
            case TEMPLATE -> template(i, e);
            case DUMP -> dump(i, e);
            default -> {
            }
        }
    }

    private String key(Vring v) {
        return keys.getOrDefault(v, v.name());
    }

    private Location at(Vring v, Direction d, int index) {
        Half h = Half.of(key(v), d);
        return index < 0 ? h : Descriptor.of(h, index);
    }

    private void append(int i, Emit e) {
        String builder = domain.functionOf(i);
        if (builder != lastBuilder) { // appends come in long runs of one builder
            lastBuilder = builder;
            lastTransfer = TRANSFERS.contains(builder);
        }
        boolean transfer = lastTransfer;
        String function = transfer ? "vring_add_desc_transfer_internal" : builder;
        Origin origin = transfer ? Origin.RUNTIME : Origin.EMULATED;
        if (e.bare()) {
            e.line(Level.TRACE, function, "", origin, null); // one line a packet on a large ring: counted, not formatted
            return;
        }
        VringDomain.Touch t = domain.touchOf(i);
        Direction d = t.txCount() > 0 ? Direction.TX : Direction.RX;
        Location place = at(t.vring(), d, d == Direction.TX ? t.txStart() : t.rxStart());
        String text = transfer ? "Added " + t.txCount() + "/" + t.txCount() + " desc to vring " + t.vring().name()
                : t.txCount() + " tx and " + t.rxCount() + " rx descriptors appended to vring " + t.vring().name();
        e.line(Level.TRACE, function, text, origin, place);
    }

    private void edit(int i, Emit e) {
        VringDomain.Touch t = domain.touchOf(i);
        Direction d = t.txCount() > 0 ? Direction.TX : Direction.RX;
        int start = d == Direction.TX ? t.txStart() : t.rxStart();
        int n = d == Direction.TX ? t.txCount() : t.rxCount();
        String half = d.name().toLowerCase(Locale.ROOT);
        String name = t.vring().name();
        Location place = at(t.vring(), d, start);
        String f = t.function();
        switch (f) {
            case "vring_addr_rewrite" -> e.line(Level.TRACE, f, "vring is modified", Origin.RUNTIME, place);
            case "vring_pack_descs" -> e.line(Level.TRACE, f, "packed " + half + " descriptors [" + start + ", "
                    + (start + n) + ") of vring " + name, Origin.EMULATED, place);
            case "vring_set_dmb_on_last_packet" -> e.line(Level.TRACE, f, "DMB set on " + half + " descriptor " + start
                    + " of vring " + name, Origin.EMULATED, place);
            case "vring_set_embedded_semaphore_inc_on_last_desc" -> e.line(Level.TRACE, f, "embedded semaphore increment "
                    + "set on " + half + " descriptor " + start + " of vring " + name, Origin.EMULATED, place);
            default -> e.line(Level.TRACE, f, half + " descriptors [" + start + ", " + (start + n) + ") of vring " + name
                    + " rewritten", Origin.EMULATED, place);
        }
    }

    private void template(int i, Emit e) {
        VringDomain.Touch t = domain.touchOf(i);
        String text = t.function().equals("vring_set_template") ? "vring " + t.vring().name() + " is a template"
                : "vring " + t.vring().name() + " built from its template";
        e.line(Level.TRACE, t.function(), text, Origin.EMULATED, at(t.vring(), Direction.TX, -1));
    }

    private void dump(int i, Emit e) {
        VringDomain.Dump d = domain.dumpOf(i);
        Location place = at(d.vring(), d.half(), -1);
        e.line(Level.TRACE, "vring_dump_to_pring_descriptors_padded", "vring is copied to pring. ndesc="
                + d.paddedSize(), Origin.RUNTIME, place);
        if (d.half() == Direction.TX) {
            txDumped = d.vring();
            txPadded = d.paddedSize();
        } else {
            if (txDumped == d.vring()) {
                e.line(Level.TRACE, "vring_dump_to_pring_padded", "vring is copied to pring. ndesc=" + txPadded + "/"
                        + d.paddedSize(), Origin.RUNTIME, at(d.vring(), Direction.TX, -1));
            }
            txDumped = null;
        }
    }
}
