/**
 * The runtime call-graph spine (docs/reference/load-path.md) as data — {@link org.ringscope.model.spine.Spine}, loaded from
 * {@code spine.json} — and the {@link org.ringscope.model.spine.SpineTracer} every runtime function reports
 * its entry and exit to, which rejects calls the spine does not have and counts the edges taken
 * (decision 0550).
 *
 * <pre>{@code
 * SpineTracer tracer = new SpineTracer();             // over Spine.load()
 * tracer.addListener(journal);                        // enter/exit with depth
 * try (SpineTracer.Frame f = tracer.call("nrt_load")) {
 *     try (SpineTracer.Frame g = tracer.call("nrt_load_util")) { ... }
 * }
 * tracer.unvisitedEdges();                            // each with its path: normal | variant | error
 * }</pre>
 */
package org.ringscope.model.spine;
