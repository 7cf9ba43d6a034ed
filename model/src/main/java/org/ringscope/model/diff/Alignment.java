package org.ringscope.model.diff;

/** How two rings are lined up row by row. */
public enum Alignment {
    /** {@link #INDEX} when the rings have the same length, {@link #CONTENT} otherwise (the default). */
    AUTO,
    /** Descriptor i of A beside descriptor i of B; the longer ring's tail is inserted or deleted. */
    INDEX,
    /** A sequence alignment that finds inserted and deleted descriptors ({@link ContentAligner}). */
    CONTENT
}
