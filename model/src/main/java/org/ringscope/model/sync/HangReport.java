package org.ringscope.model.sync;

import java.util.List;

/**
 * Why an execution hung: every blocked engine with the instruction it waits at, what it needs and what it has,
 * and for the difference the producers that should have delivered it and why they did not; the wait-for graph
 * between the blocked engines with its cycle or its root. {@code step} is the hang record's step.
 */
public record HangReport(int step, long timeoutMs, List<Blocked> blocked, List<Edge> waitsFor, List<String> cycle,
                         String root) {
    /** A blocked engine. {@code waitStep}: the step its wait began. */
    public record Blocked(int stream, String engine, int core, int slot, String instruction, String semaphore,
                          long need, int have, int waitStep, List<Missing> missing) {
    }

    /** A producer that has not delivered, and why; {@code producerId} -1 for {@link MissingReason#NO_PRODUCER}. */
    public record Missing(int producerId, String producer, MissingReason kind, String reason) {
    }

    /** Engine {@code from} waits for something only engine {@code to} can (still) deliver. */
    public record Edge(String from, String to) {
    }

    /** The culprit the explainer names first: the first missing producer of the root (or of the first engine). */
    public Missing firstCulprit() {
        for (Blocked b : blocked) {
            if (b.engine().equals(root) && !b.missing().isEmpty()) {
                return b.missing().get(0);
            }
        }
        return blocked.isEmpty() || blocked.get(0).missing().isEmpty() ? null : blocked.get(0).missing().get(0);
    }
}
