package org.ringscope.views.pring;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ringscope.model.device.DeviceEvents;
import org.ringscope.model.device.DmaEngine;
import org.ringscope.model.device.OpClass;
import org.ringscope.model.timeline.EventKind;
import org.ringscope.model.timeline.SlotKind;
import org.ringscope.model.timeline.TimelineIndex;
import org.ringscope.views.Format;

/** What the hover overlay and the status line say about an event or a slot: plain text, tested without a window. */
final class Describe {
    private Describe() {
    }

    /** A few lines on event {@code e}: what it is, where, when, and the runtime function that made it. */
    static String event(TimelineIndex x, int e) {
        EventKind k = x.kind(e);
        List<String> lines = new ArrayList<>();
        if (k.doorbell()) {
            int q = x.ring(e) / 2;
            String dir = x.ring(e) % 2 == 0 ? "TX" : "RX";
            lines.add(k.title() + " #" + x.ordinal(e) + " — drtp_inc " + dir + " +" + x.count(e) + " on " + x.queueName(q)
                    + (x.src(e) >= 0 ? ", written by a descriptor of " + x.queueName(x.src(e)) : ""));
            if (x.pring(e) >= 0 && x.first(e) >= 0) {
                TimelineIndex.PringInfo p = x.prings().get(x.pring(e));
                lines.add("publishes " + range(x.first(e), x.count(e), p.count()) + " of " + p.name());
            }
            if ((x.flags(e) & 1) != 0) {
                lines.add("ABORTED: more descriptors in flight than the ring holds");
            } else if (x.link1(e) >= 0) {
                lines.add("run by packets at steps " + Format.count(x.record(x.link1(e)) + 1L) + "–"
                        + Format.count(x.record(x.link2(e)) + 1L));
            } else {
                lines.add("not run by any packet");
            }
        } else if (k.engine()) {
            int nc = (x.ring(e) & 0xFFFFF) / 256;
            int idx = x.ring(e) % 256;
            String what = ((x.ring(e) & (1 << 20)) != 0 ? "E[" : "S[") + idx + "] of NC " + nc;
            lines.add(switch (k) {
                case ENGINE_SEMAPHORE -> k.title() + " — " + what + ": " + x.first(e) + " → " + x.count(e);
                case WAIT -> k.title() + " — on " + what + ", which holds " + x.first(e);
                default -> k.title() + " — NC " + nc;
            });
            lines.add(x.texts().get(x.extra(e)));
        } else if (k.sync()) {
            int nc = x.ring(e) / 256;
            int idx = x.ring(e) % 256;
            boolean event = k == EventKind.EVENT || k == EventKind.DMA_EVENT;
            String what = (event ? "event " : "semaphore ") + idx + " of NC " + nc;
            String change = x.first(e) + " → " + (x.extra(e) == TimelineIndex.UNKNOWN ? "?" : Integer.toString(x.extra(e)));
            String op = switch ((int) x.flags(e)) {
                case DeviceEvents.SEM_INC -> "increment by " + x.count(e);
                case DeviceEvents.SEM_DEC -> "decrement by " + x.count(e);
                case DeviceEvents.SEM_SET -> "write " + x.count(e);
                case DeviceEvents.EVENT_SET -> x.src(e) >= 0 ? "write" : "set " + (x.count(e) & 1);
                default -> "write";
            };
            lines.add(k.title() + (k == EventKind.KICKOFF ? " #" + x.ordinal(e) : "") + " — " + what + ": " + op + ", "
                    + change);
            lines.add(x.src(e) >= 0 ? "written by a descriptor of " + x.queueName(x.src(e)) : k.meaning());
        } else {
            int q = x.ring(e);
            long f = x.flags(e);
            OpClass op = OpClass.values()[(int) (f & 0xF)];
            lines.add(k.title() + " — " + op + " on " + x.queueName(q) + ": " + x.count(e) + " TX / " + x.extra(e)
                    + " RX descriptors, " + Format.bytes(x.bytes(e)) + " written");
            if (x.pring(e) >= 0 && x.first(e) >= 0) {
                TimelineIndex.PringInfo p = x.prings().get(x.pring(e));
                lines.add("TX " + range(x.first(e), x.count(e), p.count()) + " of " + p.name());
            }
            String fl = flags(f);
            int notes = (int) (f >>> 32);
            if (!fl.isEmpty() || notes > 0) {
                lines.add((fl.isEmpty() ? "" : fl) + (notes > 0 ? (fl.isEmpty() ? "" : " · ") + notes
                        + " notification" + (notes == 1 ? "" : "s") + " (START / END)" : ""));
            }
        }
        lines.add("step " + Format.count(x.record(e) + 1L) + " (record " + Format.count(x.record(e)) + ")"
                + (x.node(e) >= 0 ? " · in " + x.nodes(x.node(e)) : ""));
        return String.join("\n", lines);
    }

    /** The engine's flag bits worth a word. */
    static String flags(long f) {
        List<String> w = new ArrayList<>();
        if ((f & DmaEngine.F_ABORTED) != 0) {
            w.add("ABORTED");
        }
        if ((f & DmaEngine.F_NOT_EXECUTED) != 0) {
            w.add("not executed");
        }
        if ((f & DmaEngine.F_RING_ID_MISMATCH) != 0) {
            w.add("ring id mismatch");
        }
        if ((f & DmaEngine.F_UNORDERED_SYNC) != 0) {
            w.add("unordered sync");
        }
        if ((f & DmaEngine.F_DMB) != 0) {
            w.add("DMB");
        }
        if ((f & DmaEngine.F_WRITE_BARRIER) != 0) {
            w.add("write barrier");
        }
        if ((f & DmaEngine.F_SYNC) != 0) {
            w.add("semaphore / event write");
        }
        return String.join(", ", w);
    }

    /** {@code slots 3–7}, or {@code slots 60–63, 0–2} when it wraps. */
    static String range(int first, int n, int count) {
        if (n == 1) {
            return "slot " + first;
        }
        int last = (first + n - 1) % count;
        if (first + n <= count) {
            return "slots " + first + "–" + last;
        }
        return "slots " + first + "–" + (count - 1) + ", 0–" + last;
    }

    /** A few lines on slot {@code slot} of a row at the cursor. */
    static String slot(RingRow r, int slot) {
        List<String> lines = new ArrayList<>();
        SlotKind kind = r.slots().at(slot);
        String what = switch (kind) {
            case DESCRIPTOR -> "descriptor";
            case PAD -> "pad (a 4-byte no-op self-copy)";
            case TRAP -> "trap descriptor (ends the padded region: a 4-byte no-op self-copy with INT_EN)";
            case EMPTY -> "empty";
        };
        lines.add(r.name() + " slot " + slot + " of " + Format.count(r.count()) + " · " + what
                + (r.phases() != null && kind != SlotKind.EMPTY ? " · ring id " + r.phases()[slot] : ""));
        if (r.bound()) {
            List<String> marks = new ArrayList<>();
            if (slot == r.head()) {
                marks.add("head (drhp)");
            }
            if (slot == r.tail()) {
                marks.add("tail (drtp)");
            }
            if (slot == r.nextDesc()) {
                marks.add("next_desc_idx");
            }
            if (slot == r.nextCdesc()) {
                marks.add("next_cdesc_idx");
            }
            if (r.pendingSlot(slot)) {
                marks.add("published, not yet run");
            }
            if (r.guard(slot)) {
                marks.add("in the 16-descriptor guard");
            }
            lines.add(r.queueLabel() + (marks.isEmpty() ? "" : " · " + String.join(", ", marks)));
        } else {
            lines.add("no queue bound to it at this step");
        }
        return String.join("\n", lines);
    }

    /** The label's second line for a row: where it is bound and its cursors. */
    static String rowDetail(RingRow r) {
        int written = r.written();
        String fill = Format.count(written) + " / " + Format.count(r.count()) + " written";
        if (!r.bound()) {
            return fill + " · not bound";
        }
        return String.format(Locale.ROOT, "%s · %s · H %d T %d N %d C %d · id %d/%d%s", r.queueLabel()
                .substring(r.queueLabel().lastIndexOf(' ') + 1), fill, r.head(), r.tail(), r.nextDesc(), r.nextCdesc(),
                r.descRingId(), r.headRingId(), r.aborted() ? " · ABORTED" : r.pending() > 0 ? " · " + r.pending()
                + " pending" : "");
    }
}
