package org.ringscope.model.trace;

/**
 * How much the journal holds, counted the way the budget (≤ 64 bytes per record on average) is
 * checked: the fixed part is what the records take in their primitive columns (class, {@code a}, {@code b}, arena
 * position; each chunk of them as narrow as its values allow, at most {@value Journal#FIXED_BYTES_PER_RECORD} bytes
 * a record but in a chunk whose payloads pass 2 GiB); the arena holds every payload (descriptor words, old bytes,
 * names). Checkpoints are reported apart: they are an index for fast seeks,
 * bounded by the pages written between them, not part of the record stream.
 *
 * @param records          records in the journal
 * @param fixedBytes       the bytes the records take in the columns (at most {@code records × FIXED_BYTES_PER_RECORD})
 * @param arenaBytes       payload bytes written
 * @param checkpoints      checkpoints held
 * @param checkpointBytes  an estimate of what the checkpoints hold apart from the live state
 */
public record JournalStats(int records, long fixedBytes, long arenaBytes, int checkpoints, long checkpointBytes) {
    /** (fixed + arena) / records. */
    public double bytesPerRecord() {
        return records == 0 ? 0 : (double) (fixedBytes + arenaBytes) / records;
    }
}
