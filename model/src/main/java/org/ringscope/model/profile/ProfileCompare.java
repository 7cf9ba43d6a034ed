package org.ringscope.model.profile;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.InputException;
import org.ringscope.model.profile.ProfileComparison.Divergence;
import org.ringscope.model.profile.ProfileComparison.QueueRow;
import org.ringscope.model.profile.ProfileComparison.Unmatched;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.timeline.TimelineIndex;

/**
 * Holds a Neuron Explorer profile against the emulation of its NEFF (decision 1422): each queue's packets in the
 * profile, in start-time order, beside the emulated packets of the same execution in the order the queue ran them —
 * the k-th beside the k-th — with their bytes; each queue's status and first departure, with the emulated packet's
 * slots, vring entry and NEFF entry ({@link PacketLink}); the profile's queues the NEFF lacks; semaphore updates
 * against the ledger ({@link SemaphoreCompare}); errors tied to what they name ({@link ErrorTies}).
 *
 * <pre>{@code
 * EmulationSession s = EmulationSession.open(neff, RunOptions.defaults());
 * s.run();
 * ProfileComparison c = ProfileCompare.compare(ProfileDir.open(dir), s, 1);
 * }</pre>
 */
public final class ProfileCompare {
    private ProfileCompare() {
    }

    /** Compares {@code dir} with execution {@code execution} (from 1) of {@code s}'s finished run. Journal thread. */
    public static ProfileComparison compare(ProfileDir dir, EmulationSession s, int execution) throws InputException {
        List<String> notes = new ArrayList<>();
        String version = TableText.first(dir, "Metadata", "profile_schema_version");
        if (version.isEmpty()) {
            notes.add("no profile_schema_version (Metadata): read as schema " + ProfileSchema.VERSION);
        } else if (!version.equals(ProfileSchema.VERSION)) {
            notes.add("profile schema " + version + ", read as " + ProfileSchema.VERSION + " where its columns agree");
        }
        for (ProfileTable t : dir.tables()) {
            if (!t.documented()) {
                notes.add("table " + t.name() + " is not in schema " + ProfileSchema.VERSION + ": listed, not read");
            } else if (!t.absent().isEmpty()) {
                notes.add(t.file() + " lacks documented columns " + String.join(", ", t.absent()));
            }
            if (!t.unknown().isEmpty()) {
                notes.add(t.name() + " has columns schema " + ProfileSchema.VERSION + " does not document: "
                        + String.join(", ", t.unknown().stream().map(ProfileColumn::name).toList()));
            }
        }
        long[] window = ExecutionWindow.of(dir, execution, notes);
        EmulatedRun run = EmulatedRun.of(s, execution);
        if (run.executions() < execution) {
            notes.add("the run made " + run.executions() + " execution(s); execution " + execution + " has no packets");
        }
        Optional<ProfileTable> dma = dir.table(PacketScan.TABLE);
        ProfilePackets packets = dma.isPresent() ? PacketScan.read(dir, dma.get(), window[0], window[1])
                : new ProfilePackets(List.of(), new int[] {0}, new long[0], new long[0], new int[0], new long[0]);
        if (dma.isEmpty()) {
            notes.add("no DmaPacket table: every emulated queue is missing from the profile");
        }
        Map<String, List<int[]>> info = TableText.queuesInfo(dir);
        int[] pairs = new int[packets.size()];
        Arrays.fill(pairs, -1);
        Map<Integer, Integer> profileOf = new LinkedHashMap<>();
        List<QueueRow> rows = new ArrayList<>();
        List<Unmatched> unmatched = new ArrayList<>();
        for (int q = 0; q < packets.queues().size(); q++) {
            String name = packets.queues().get(q);
            Optional<EmulatedRun.Queue> e = QueueNames.resolve(run, name, info);
            int ei = e.map(run.queues()::indexOf).orElse(-1);
            if (ei >= 0 && !profileOf.containsKey(ei)) {
                profileOf.put(ei, q);
                continue;
            }
            if (ei >= 0) {
                notes.add(name + " names " + e.get().key() + " as " + packets.queues().get(profileOf.get(ei))
                        + " does: its packets are listed unmatched");
            }
            long bytes = 0;
            for (int p = packets.first(q); p < packets.first(q + 1); p++) {
                bytes += packets.bytes(p);
            }
            rows.add(new QueueRow(name, "", packets.count(q), 0, bytes, 0, QueueStatus.UNKNOWN, q, -1));
            unmatched.add(new Unmatched(name, packets.count(q)));
        }
        TimelineIndex t = run.timeline();
        List<Divergence> divergences = new ArrayList<>();
        long matched = 0;
        List<QueueRow> known = new ArrayList<>();
        for (int ei = 0; ei < run.queues().size(); ei++) {
            EmulatedRun.Queue eq = run.queues().get(ei);
            int q = profileOf.getOrDefault(ei, -1);
            int np = q < 0 ? 0 : packets.count(q);
            int ne = eq.packets();
            if (np == 0 && ne == 0) {
                continue;
            }
            long pb = 0;
            int differ = -1;
            for (int k = 0; k < np; k++) {
                int p = packets.first(q) + k;
                pb += packets.bytes(p);
                if (k < ne) {
                    pairs[p] = eq.events()[k];
                    if (packets.bytes(p) == t.bytes(eq.events()[k])) {
                        matched++;
                    } else if (differ < 0) {
                        differ = k;
                    }
                }
            }
            QueueStatus st = np == 0 ? QueueStatus.MISSING : np < ne ? QueueStatus.FEWER : np > ne ? QueueStatus.MORE
                    : differ >= 0 ? QueueStatus.BYTES : QueueStatus.MATCHED;
            String name = q >= 0 ? packets.queues().get(q) : eq.name();
            known.add(new QueueRow(name, eq.key(), np, ne, pb, eq.bytes(), st, q, ei));
            if (st != QueueStatus.MATCHED) {
                int k = differ >= 0 ? differ : Math.min(np, ne);
                divergences.add(divergence(s, t, packets, q, eq, name, st, k, np, ne));
            }
        }
        known.addAll(rows);
        divergences.sort(Comparator.comparingLong(ProfileCompare::order));
        SemaphoreCompare.Result sem = SemaphoreCompare.of(dir, s, execution, window);
        notes.addAll(sem.notes());
        return new ProfileComparison(dir.dir().toString(), s.neffName(), version, execution, packets.size(), matched,
                known, divergences, divergences.isEmpty() ? null : divergences.get(0), unmatched, sem.rows(),
                ErrorTies.of(dir, packets, run, window), dir.tables(), notes, packets, pairs, run);
    }

    /** Where a divergence falls: the emulated packet's step, else after every emulated packet. */
    private static long order(Divergence d) {
        return d.step() >= 0 ? d.step() : Integer.MAX_VALUE + (d.profileTime() < 0 ? 0 : 1);
    }

    private static Divergence divergence(EmulationSession s, TimelineIndex t, ProfilePackets packets, int q,
            EmulatedRun.Queue eq, String name, QueueStatus st, int k, int np, int ne) {
        int p = q >= 0 && k < np ? packets.first(q) + k : -1;
        int e = k < ne ? eq.events()[k] : -1;
        PacketLink link = e >= 0 ? PacketLink.of(s, t, e) : null;
        long pbytes = p >= 0 ? packets.bytes(p) : -1;
        long ebytes = e >= 0 ? t.bytes(e) : -1;
        String msg = switch (st) {
            case MISSING -> "the profile has no packet on " + name + "; the emulation moved " + ne;
            case FEWER -> "the profile has " + np + " packets on " + name + ", the emulation " + ne + ": packet " + k
                    + " and after are not in the profile";
            case MORE -> "the profile has " + np + " packets on " + name + ", the emulation " + ne + ": packet " + k
                    + " and after were not emulated";
            default -> "packet " + k + " on " + name + " moved " + pbytes + " bytes; the emulation's moved " + ebytes;
        };
        return new Divergence(name, eq.key(), st, np, ne, k, p >= 0 ? packets.row(p) : -1,
                p >= 0 ? packets.start(p) : -1, pbytes, e, e >= 0 ? t.record(e) + 1 : -1, ebytes, msg, link);
    }
}
