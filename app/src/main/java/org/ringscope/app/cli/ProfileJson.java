package org.ringscope.app.cli;

import java.util.List;
import org.ringscope.model.profile.PacketLink;
import org.ringscope.model.profile.ProfileColumn;
import org.ringscope.model.profile.ProfileComparison;
import org.ringscope.model.profile.ProfileTable;

/**
 * {@code profile --json} (schemaVersion 1; docs/profile.md): {@code profile}, {@code neff},
 * {@code profileSchemaVersion}, {@code execution}, {@code rows}, {@code matched}, {@code queues [{queue, emulated,
 * profilePackets, emulatedPackets, profileBytes, emulatedBytes, status}]}, {@code divergences [{queue, emulated,
 * status, profilePackets, emulatedPackets, packet, profileRow, profileTime, profileBytes, step, emulatedBytes,
 * message, emulatedPacket}]}, {@code firstDivergence}, {@code unmatched [{queue_name, rows}]}, {@code semaphores},
 * {@code errors}, {@code tables [{name, files, rows, documented, absent, unknown}]}, {@code notes}.
 */
record ProfileJson(String profile, String neff, String profileSchemaVersion, int execution, long rows, long matched,
                   List<QueueJson> queues, List<DivergenceJson> divergences, DivergenceJson firstDivergence,
                   List<UnmatchedJson> unmatched, List<ProfileComparison.SemaphoreRow> semaphores,
                   List<ProfileComparison.ErrorRow> errors, List<TableJson> tables, List<String> notes) {

    record QueueJson(String queue, String emulated, long profilePackets, long emulatedPackets, long profileBytes,
                     long emulatedBytes, String status) {
    }

    /** The emulated packet behind a divergence: step, slots, vring entry, builder, NEFF entry. */
    record PacketJson(int step, String txSlot, int txDescriptors, String rxSlot, int rxDescriptors, String vring,
                      String builder, String neffEntry) {
        static PacketJson of(PacketLink l) {
            return l == null ? null : new PacketJson(l.step(), l.tx() == null ? null : l.tx().text(), l.txCount(),
                    l.rx() == null ? null : l.rx().text(), l.rxCount(), l.vring(), l.builder(), l.neffEntry());
        }
    }

    record DivergenceJson(String queue, String emulated, String status, long profilePackets, long emulatedPackets,
                          int packet, long profileRow, long profileTime, long profileBytes, int step,
                          long emulatedBytes, String message, PacketJson emulatedPacket) {
        static DivergenceJson of(ProfileComparison.Divergence d) {
            return d == null ? null : new DivergenceJson(d.queue(), d.emulated(), d.status().word(),
                    d.profilePackets(), d.emulatedPackets(), d.packet(), d.profileRow(), d.profileTime(),
                    d.profileBytes(), d.step(), d.emulatedBytes(), d.message(), PacketJson.of(d.link()));
        }
    }

    /** Rows on a queue the NEFF lacks ({@code queue_name} as the profile's column is named). */
    record UnmatchedJson(String queue_name, long rows) { // a JSON field named as Neuron Explorer's column
    }

    record TableJson(String name, List<String> files, long rows, boolean documented, List<String> absent,
                     List<String> unknown) {
        static TableJson of(ProfileTable t) {
            return new TableJson(t.name(), t.parts().stream().map(p -> p.getFileName().toString()).toList(), t.rows(),
                    t.documented(), t.absent(), t.unknown().stream().map(ProfileColumn::name).toList());
        }
    }

    static ProfileJson of(ProfileComparison c) {
        return new ProfileJson(c.profile(), c.neff(), c.schemaVersion(), c.execution(), c.rows(), c.matched(),
                c.queues().stream().map(q -> new QueueJson(q.queue(), q.emulated(), q.profilePackets(),
                        q.emulatedPackets(), q.profileBytes(), q.emulatedBytes(), q.status().word())).toList(),
                c.divergences().stream().map(DivergenceJson::of).toList(), DivergenceJson.of(c.first()),
                c.unmatched().stream().map(u -> new UnmatchedJson(u.queueName(), u.rows())).toList(), c.semaphores(),
                c.errors(), c.tables().stream().map(TableJson::of).toList(), c.notes());
    }
}
