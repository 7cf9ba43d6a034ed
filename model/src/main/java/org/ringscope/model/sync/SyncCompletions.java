package org.ringscope.model.sync;

import org.ringscope.model.trace.Journal;

/**
 * The completions of the sequencer's records: a DMA entry's or a DGE word's semaphore update that landed, or one that
 * will never come (a {@code --fault}, a lost doorbell), read from one record without touching any state.
 */
public final class SyncCompletions {
    private SyncCompletions() {
    }

    /**
     * One completion.
     *
     * @param producer  whose completion it is
     * @param delivered whether it landed (else it never comes, for {@code reason})
     * @param reason    why it never comes, or {@code null} when it landed
     */
    public record Completion(Producer producer, boolean delivered, DropReason reason) {
    }

    /** The completion record {@code i} is, or {@code null} when it is not a delivery or a drop of {@code d}'s. */
    public static Completion of(SyncDomain d, int i) {
        if (!d.owns(i)) {
            return null;
        }
        Journal j = d.journal();
        return switch (j.kind(i)) {
            case SyncRecords.DELIVER -> new Completion(d.producers().get(j.a(i)), true, null);
            case SyncRecords.DROPPED -> new Completion(d.producers().get(j.a(i)), false,
                    DropReason.values()[(int) j.b(i)]);
            default -> null;
        };
    }
}
