/**
 * One emulation as the views and the CLI use it: {@link org.ringscope.model.session.EmulationSession} holds the
 * inputs, the device, the journal and the runtime's result, publishes sealed
 * {@link org.ringscope.model.session.SessionEvent}s with a revision, and moves a cursor through the journal
 * (step, step back, step into / over / out, run to a spine node, run back to a condition). No JavaFX.
 */
package org.ringscope.model.session;
