package org.ringscope.model.profile;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.provenance.Row;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.timeline.TimelineIndex;

/**
 * "Why is this packet here?" for an emulated packet: the step it ran at, its TX and RX ring slots, and — read from
 * the provenance of its first TX slot ({@link Provenance#explain}) — the vring entry dumped into that slot, the
 * builder call that appended it and the NEFF {@code dma} entry it translates, each with the place a view selects.
 *
 * @param rows the provenance rows behind the first TX slot, newest first (each a place to go)
 */
public record PacketLink(int event, int step, String queue, long bytes, PringSlot tx, int txCount, PringSlot rx,
                         int rxCount, String vring, String builder, String neffEntry, Location entry,
                         List<Row> rows) {
    public PacketLink {
        rows = List.copyOf(rows);
    }

    /** The link of timeline event {@code e} of {@code s}'s run. Journal thread (provenance seeks and comes back). */
    public static PacketLink of(EmulationSession s, TimelineIndex t, int e) {
        int step = t.record(e) + 1;
        PringSlot tx = slot(t, t.pring(e), t.first(e));
        PringSlot rx = slot(t, t.pring2(e), t.link2(e));
        List<Row> rows = tx == null ? List.of() : Provenance.of(s).explain(tx, step - 1, 1);
        String vring = "";
        String builder = "";
        String entryText = "";
        Location entry = null;
        for (Row r : rows) {
            if (r instanceof Row.Dumped d && vring.isEmpty()) {
                vring = d.vring() + " " + d.half() + " #" + d.index();
            } else if (r instanceof Row.Authored a && builder.isEmpty()) {
                builder = a.function();
            } else if (r instanceof Row.Entry x && entry == null) {
                entryText = x.text();
                entry = x.location();
            }
        }
        return new PacketLink(e, step, t.queueName(t.ring(e)), t.bytes(e), tx, t.count(e), rx, t.extra(e), vring,
                builder, entryText, entry, new ArrayList<>(rows));
    }

    private static PringSlot slot(TimelineIndex t, int pring, int slot) {
        if (pring < 0 || pring >= t.prings().size() || slot < 0) {
            return null;
        }
        return new PringSlot(new Pring(t.prings().get(pring).name()), slot);
    }

    /** One line: the step, the slots, the vring entry, the builder and the NEFF entry. */
    public String text() {
        return "step " + step + ": " + queue + (tx == null ? "" : ", TX " + tx.label() + " +" + txCount)
                + (vring.isEmpty() ? "" : ", vring " + vring) + (builder.isEmpty() ? "" : " by " + builder)
                + (neffEntry.isEmpty() ? "" : "; " + neffEntry);
    }
}
