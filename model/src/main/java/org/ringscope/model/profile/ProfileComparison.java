package org.ringscope.model.profile;

import java.util.List;

/**
 * A profile held against the emulation of its NEFF ({@link ProfileCompare}): per queue the profile's packets and
 * bytes beside the emulation's with a {@link QueueStatus}, each queue's first departure and the first of all, the
 * profile's queues the run has not, its semaphore updates beside the emulated ledger, its errors tied to what they
 * name, its tables, and what was noticed. {@link #packets()} and {@link #pairs()} tie every profile packet to the
 * emulated packet it matched (a timeline event of {@link #run()}), for the views.
 */
public record ProfileComparison(String profile, String neff, String schemaVersion, int execution, long rows,
                                long matched, List<QueueRow> queues, List<Divergence> divergences, Divergence first,
                                List<Unmatched> unmatched, List<SemaphoreRow> semaphores, List<ErrorRow> errors,
                                List<ProfileTable> tables, List<String> notes, ProfilePackets packets, int[] pairs,
                                EmulatedRun run) {
    public ProfileComparison {
        queues = List.copyOf(queues);
        divergences = List.copyOf(divergences);
        unmatched = List.copyOf(unmatched);
        semaphores = List.copyOf(semaphores);
        errors = List.copyOf(errors);
        tables = List.copyOf(tables);
        notes = List.copyOf(notes);
    }

    /**
     * One queue.
     *
     * @param queue         the profile's name for it, else Neuron Explorer's name of the emulated queue
     * @param emulated      the run's name ({@code sg00:qSPIO0_0}), or empty when the NEFF lacks it
     * @param profileQueue  its index in {@link ProfilePackets#queues()}, or -1
     * @param emulatedQueue its index in {@link EmulatedRun#queues()}, or -1
     */
    public record QueueRow(String queue, String emulated, long profilePackets, long emulatedPackets,
                           long profileBytes, long emulatedBytes, QueueStatus status, int profileQueue,
                           int emulatedQueue) {
    }

    /**
     * Where a queue's packets part: the first packet (its index on the queue) whose bytes differ, or past which one
     * side has no more.
     *
     * @param profileRow the profile's packet there ({@code DmaPacket} row), or -1
     * @param event      the emulated packet there (a timeline event), or -1
     * @param link       that emulated packet's slots, vring entry and NEFF entry, or null
     */
    public record Divergence(String queue, String emulated, QueueStatus status, long profilePackets,
                             long emulatedPackets, int packet, long profileRow, long profileTime, long profileBytes,
                             int event, int step, long emulatedBytes, String message, PacketLink link) {
    }

    /** Rows of the profile on a queue the NEFF lacks. */
    public record Unmatched(String queueName, long rows) {
    }

    /**
     * A semaphore the profile saw updated, beside the emulated ledger of the same execution.
     *
     * @param next the emulated producer of the update after the profile's last, or empty
     */
    public record SemaphoreRow(String id, int core, int index, long profileUpdates, long lastValue, long lastTime,
                               long emulatedUpdates, Long emulatedValue, String next, String status) {
    }

    /**
     * An {@code Error} row, tied to what it names: a queue or a semaphore in its text, else the instruction or the
     * packet running at its time.
     */
    public record ErrorRow(long row, String description, String metadata, String type, long time, String tiedTo,
                           String how) {
    }

    /** Whether every queue of either side matched: no divergence, no queue the NEFF lacks. */
    public boolean allMatched() {
        return queues.stream().allMatch(q -> q.status() == QueueStatus.MATCHED);
    }

    /** The queue row of emulated queue {@code q}, if listed. */
    public QueueRow queueOfEmulated(int q) {
        return queues.stream().filter(r -> r.emulatedQueue() == q).findFirst().orElse(null);
    }
}
