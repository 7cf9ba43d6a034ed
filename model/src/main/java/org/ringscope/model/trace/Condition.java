package org.ringscope.model.trace;

/**
 * A predicate over journal records for reverse and forward searches: "semaphore S changed", "ring slot N
 * written", "memory range written". Domains provide the concrete conditions (the device's in
 * {@code DeviceConditions}); a condition decodes a record's payload, never the live state.
 */
@FunctionalInterface
public interface Condition {
    /** Whether record {@code i} makes the change this condition looks for. */
    boolean matches(Journal journal, int i);
}
