package org.ringscope.model.lint;

import java.util.function.IntSupplier;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Packet;
import org.ringscope.model.location.Page;
import org.ringscope.model.packets.PacketIndex;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;
import org.ringscope.model.vring.VringPages;

/**
 * The checks of one vring's descriptors as they stand (decision 0872): packets against the arch's descriptors per
 * packet and their FIRST / CONCAT / LAST structure ({@link PacketIndex}), each half against its cap of
 * 16,777,200 descriptors (65,536 per page; {@code vring_allocate_next_desc} refuses past it), and descriptors
 * appended after the half's last dump into its pring.
 */
final class VringChecks {
    /** A half at or above this share of its cap draws a warning. */
    static final double NEAR_CAP = 0.9;

    private final Findings out;
    private final Touches touches;
    private final Arch arch;

    /** @param arch the run's device generation: packets are checked against its descriptors per packet */
    VringChecks(Findings out, Touches touches, Arch arch) {
        this.out = out;
        this.touches = touches;
        this.arch = arch;
    }

    void check(String key, Vring v) {
        packets(key, v);
        for (Direction d : Direction.values()) {
            cap(key, v, d);
            undumped(key, v, d);
        }
    }

    private void packets(String key, Vring v) {
        VringPages tx = v.tx();
        PacketIndex px = PacketIndex.of(tx, arch);
        String subject = "vring " + key + " TX";
        for (int p = 0; p < px.count(); p++) {
            int first = px.first(p);
            int n = px.size(p);
            int last = first + n - 1;
            if (clean(px, p)) {
                continue;
            }
            Packet where = new Packet(Half.of(key, Direction.TX), first, n);
            IntSupplier step = () -> touches.wrote(v, Direction.TX, first, first + n);
            String which = String.format("vring %s TX packet #%d..#%d", key, first, last);
            if (px.has(p, PacketIndex.OVER_CAP)) {
                out.add(Severity.ERROR, "packet-desc-cap", subject, String.format("%s has %d descriptors; %s allows %d "
                        + "per packet (tdrv_arch_get_max_desc_per_packet)", which, n, arch, px.cap()), where, step);
            }
            switch (px.close(p)) {
                case OPEN -> out.add(Severity.ERROR, "packet-open", subject, String.format("%s has no LAST: the half ends "
                        + "inside the packet and the DMA engine stalls waiting for the rest", which), where, step);
                case CUT -> out.add(Severity.ERROR, "packet-cut", subject, String.format("%s has no LAST: descriptor #%d "
                        + "opens the next packet with FIRST", which, last + 1), where, step);
                default -> {
                }
            }
            if (px.has(p, PacketIndex.NO_FIRST)) {
                out.add(Severity.WARNING, "packet-no-first", subject, String.format("%s starts without FIRST on "
                        + "descriptor #%d", which, first), Descriptor.of(Half.of(key, Direction.TX), first), step);
            }
            if (px.has(p, PacketIndex.CONCAT_MISSING)) {
                out.add(Severity.WARNING, "packet-concat", subject, String.format("%s chains descriptors without CONCAT "
                        + "(set_concat marks every descriptor but the LAST)", which), where, step);
            }
        }
    }

    /** A packet none of the checks below reports (most are: their names are formatted only for the others). */
    private static boolean clean(PacketIndex px, int p) {
        PacketIndex.Close c = px.close(p);
        return !px.has(p, PacketIndex.OVER_CAP) && c != PacketIndex.Close.OPEN && c != PacketIndex.Close.CUT
                && !px.has(p, PacketIndex.NO_FIRST) && !px.has(p, PacketIndex.CONCAT_MISSING);
    }

    private void cap(String key, Vring v, Direction d) {
        VringPages h = v.half(d);
        int used = h.usedDescCount();
        int limit = h.limit();
        int near = (int) Math.ceil(limit * NEAR_CAP);
        if (used < near || used == 0) {
            return;
        }
        Page where = new Page(Half.of(key, d), (used - 1) >>> VringPages.PAGE_SHIFT);
        String subject = "vring " + key + " " + d;
        if (used >= limit) {
            out.add(Severity.ERROR, "vring-full", subject, String.format("vring %s %s is full: %,d descriptors in %d "
                    + "pages, the cap is %,d — the next append fails with QUEUE_FULL (\"Descriptor limit reached\")", key, d,
                    used, h.pageCount(), limit), where, () -> touches.reached(v, d, limit));
        } else {
            out.add(Severity.WARNING, "vring-near-cap", subject, String.format("vring %s %s holds %,d descriptors in %d "
                    + "pages, %.1f%% of its cap of %,d", key, d, used, h.pageCount(), 100.0 * used / limit, limit), where,
                    () -> touches.reached(v, d, near));
        }
    }

    private void undumped(String key, Vring v, Direction d) {
        VringDomain.Dump dump = touches.lastDump(v, d);
        int used = v.half(d).usedDescCount();
        if (dump == null || used <= dump.realCount()) {
            return;
        }
        int first = dump.realCount();
        out.add(Severity.WARNING, "desc-undumped", "vring " + key + " " + d, String.format("descriptors #%d..#%d of vring "
                + "%s %s were appended after its dump: no pring holds them, no doorbell can publish them", first, used - 1,
                key, d), Descriptor.of(Half.of(key, d), first), () -> touches.wrote(v, d, first, used));
    }
}
