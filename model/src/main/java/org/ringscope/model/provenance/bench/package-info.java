/** Benchmarks of the provenance queries ({@code ringscope bench seek} reports them). */
package org.ringscope.model.provenance.bench;
