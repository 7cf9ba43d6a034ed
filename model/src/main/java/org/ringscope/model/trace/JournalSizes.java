package org.ringscope.model.trace;

/**
 * What a journal's structures hold, in bytes (decision 1400; {@code ringscope bench size} prints it).
 *
 * @param records         records in the journal
 * @param columns         the fixed columns (domain, kind, a, b, position), whole chunks
 * @param arenaCapacity   the payload arena's pages
 * @param arenaUsed       the payload bytes written
 * @param walked          the walked records' run list
 * @param walkedRecords   walked records
 * @param markers         the marker index
 * @param markerRecords   marker records
 * @param checkpoints     checkpoints held
 * @param checkpointTable the checkpoint table itself
 * @param checkpointState what the domains' snapshots hold apart from the live state (copied pages and segments,
 *                        banks, tables)
 */
public record JournalSizes(int records, long columns, long arenaCapacity, long arenaUsed, long walked,
        int walkedRecords, long markers, int markerRecords, int checkpoints, long checkpointTable,
        long checkpointState) {
}
