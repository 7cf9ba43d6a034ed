/** Benchmarks of the stop-condition searches ({@code ringscope bench stop-at} reports them). */
package org.ringscope.model.stop.bench;
