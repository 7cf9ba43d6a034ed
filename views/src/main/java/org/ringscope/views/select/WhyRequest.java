package org.ringscope.views.select;

/**
 * "Why is this byte here?" asked about a range of device memory at a step — what a view's "Why?" item and key hand to
 * whoever answers (the provenance view, which the window wires to the views that ask). A value, so the asking view
 * and the answering one never depend on each other.
 *
 * @param address device address of the first byte
 * @param length  bytes, at least 1
 * @param step    the cursor step the bytes were seen at
 */
public record WhyRequest(long address, long length, int step) {
    public WhyRequest {
        if (length < 1) {
            throw new IllegalArgumentException("a why request names at least one byte, not " + length);
        }
        if (step < 0) {
            throw new IllegalArgumentException("step " + step + " is negative");
        }
    }
}
