/**
 * Expert checks of an emulated run ("Problems"; decision 0873): {@link org.ringscope.model.lint.Lint}
 * reads the vrings at the end of the journal and the device's ring traffic of the whole journal and reports
 * {@link org.ringscope.model.lint.Problem}s — severity, a stable code, a message naming the ring or descriptor, a
 * {@link org.ringscope.model.location.Location} and the journal step at which each shows. The Problems view lists
 * them; {@code ringscope run --json} prints them. No JavaFX.
 */
package org.ringscope.model.lint;
