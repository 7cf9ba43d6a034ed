package org.ringscope.views.profile;

import java.util.AbstractList;
import org.ringscope.model.profile.EmulatedRun;
import org.ringscope.model.profile.ProfileComparison;
import org.ringscope.model.profile.ProfilePackets;
import org.ringscope.model.timeline.TimelineIndex;
import org.ringscope.views.Format;

/**
 * The packets of one queue as the Profile Compare view lists them, the k-th of the profile beside the k-th of the
 * emulation, without a row object per packet: row {@code k} is an index, its cells read the comparison's columns.
 */
final class PacketRows extends AbstractList<Integer> {
    private final ProfileComparison c;
    private final ProfileComparison.QueueRow queue;

    PacketRows(ProfileComparison c, ProfileComparison.QueueRow queue) {
        this.c = c;
        this.queue = queue;
    }

    ProfileComparison.QueueRow queue() {
        return queue;
    }

    @Override
    public Integer get(int k) {
        return k;
    }

    @Override
    public int size() {
        return (int) Math.max(queue.profilePackets(), queue.emulatedPackets());
    }

    /** The profile's packet {@code k} (a position in {@link ProfilePackets}), or -1. */
    int position(int k) {
        return queue.profileQueue() >= 0 && k < queue.profilePackets() ? c.packets().first(queue.profileQueue()) + k
                : -1;
    }

    /** The emulated packet {@code k} (a timeline event), or -1. */
    int event(int k) {
        if (queue.emulatedQueue() < 0) {
            return -1;
        }
        EmulatedRun.Queue q = c.run().queues().get(queue.emulatedQueue());
        return k < q.events().length ? q.events()[k] : -1;
    }

    /** Whether packet {@code k} is on both sides with the same bytes. */
    boolean matched(int k) {
        int p = position(k);
        int e = event(k);
        return p >= 0 && e >= 0 && c.packets().bytes(p) == c.run().timeline().bytes(e);
    }

    /** The text of column {@code col} of row {@code k}. */
    String cell(int k, Column col) {
        int p = position(k);
        int e = event(k);
        ProfilePackets pk = c.packets();
        TimelineIndex t = c.run().timeline();
        return switch (col) {
            case INDEX -> Integer.toString(k);
            case ROW -> p < 0 ? "" : Format.count(pk.row(p));
            case START -> p < 0 ? "" : Format.count(pk.start(p));
            case DURATION -> p < 0 ? "" : Format.count(pk.end(p) - pk.start(p));
            case BYTES -> p < 0 ? "" : Format.count(pk.bytes(p));
            case STEP -> e < 0 ? "" : Format.count(t.record(e) + 1);
            case EMULATED_BYTES -> e < 0 ? "" : Format.count(t.bytes(e));
            case MATCH -> p < 0 ? "not in the profile" : e < 0 ? "not emulated" : matched(k) ? "matched"
                    : "bytes differ";
        };
    }

    /** The packet table's columns. */
    enum Column {
        INDEX("", "#", 40), ROW("Profile", "Row", 60), START("Profile", "Start", 100), DURATION("Profile", "Duration",
                70), BYTES("Profile", "Bytes", 70), STEP("Emulated", "Step", 70), EMULATED_BYTES("Emulated", "Bytes",
                        70), MATCH("", "Match", 130);

        /** The heading over it ("" for none). */
        final String group;
        final String title;
        final double width;

        Column(String group, String title, double width) {
            this.group = group;
            this.title = title;
            this.width = width;
        }
    }
}
