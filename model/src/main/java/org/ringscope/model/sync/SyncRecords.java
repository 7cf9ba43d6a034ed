package org.ringscope.model.sync;

/**
 * The kinds of the sequencer's journal records. Payloads (varints, signed where a value may be negative):
 *
 * <pre>
 * RESET   a=execution  b=0          n, (core, bank, index, old)×n      the banks zeroed as an execution starts
 * ISSUE   a=stream     b=position   n, (producer, core, bank, index, old, new)×n   an instruction issued
 * WAIT    a=stream     b=position   have                               its engine starts waiting at it
 * DELIVER a=producer   b=0          core, bank, index, old, new        a DMA completion (or an injected change)
 * DROPPED a=producer   b=reason     (none)                             a completion that will never come
 * EVENT_ERROR a=producer b=core×256+event   (none)                     a double set / double clear
 * HANG    a=blocked    b=timeout ms (none)                             no engine can issue; the host times out
 * </pre>
 *
 * bank 0 is the semaphores, 1 the events.
 */
final class SyncRecords {
    static final int RESET = 0;
    static final int ISSUE = 1;
    static final int WAIT = 2;
    static final int DELIVER = 3;
    static final int DROPPED = 4;
    static final int EVENT_ERROR = 5;
    static final int HANG = 6;

    static final int SEM = 0;
    static final int EVT = 1;

    private SyncRecords() {
    }
}
