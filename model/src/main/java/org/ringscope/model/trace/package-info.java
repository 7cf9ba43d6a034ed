/**
 * The journal and time travel (decision 0504). Every state change of the emulation is one
 * record of a {@link org.ringscope.model.trace.Domain} — the device, the vrings, the ucode patches (each
 * registered by its own package), the spine markers ({@link org.ringscope.model.trace.Markers}) — in a
 * {@link org.ringscope.model.trace.Journal}, which knows none of them but the markers; a cursor
 * selects a step, and {@link org.ringscope.model.trace.Journal#seek} makes the state there exact, using
 * {@link org.ringscope.model.trace.Checkpoints} so that any seek is bounded. Queries: step into / over /
 * out and run to a node ({@link org.ringscope.model.trace.Markers}), run back to a condition and find
 * the record that last wrote something ({@link org.ringscope.model.trace.Navigator} with a
 * {@link org.ringscope.model.trace.Condition}). Listeners receive sealed
 * {@link org.ringscope.model.trace.JournalEvent}s with a revision counter. Single-threaded: the session
 * owns the journal on one thread and hands views immutable results.
 */
package org.ringscope.model.trace;
