/**
 * Forward and reverse runs to driver and device objects (decision 1300): a {@link
 * org.ringscope.model.stop.StopCondition} in one small text syntax (docs/stop-conditions.md) — a memory range, a pring
 * slot, a vring descriptor's authoring, edit, dump, publication or execution, a doorbell, a semaphore or event, a ring
 * id flip, a spine node — and {@link org.ringscope.model.stop.StopSearch}, which finds the step where the next or the
 * last match shows, cancellably. No JavaFX; call it on the journal's thread.
 *
 * <pre>{@code
 * StopCondition c = StopCondition.parse("slot sg00:qSPIO0_0.tx 3");
 * StopResult r = StopSearch.of(session).backward(c, session.cursor(), cancel::get);
 * }</pre>
 */
package org.ringscope.model.stop;
