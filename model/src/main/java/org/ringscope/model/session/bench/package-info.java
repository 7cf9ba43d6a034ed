/** Benchmarks over a session: the run and cursor moves over its journal ({@code ringscope bench seek}). */
package org.ringscope.model.session.bench;
