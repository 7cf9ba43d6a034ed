package org.ringscope.model.diff;

/** What an aligned row shows. */
public enum RowKind {
    /** The same 16 bytes on both sides. */
    SAME,
    /** A descriptor on both sides that differs in at least one field. */
    CHANGED,
    /** Only in B. */
    INSERTED,
    /** Only in A. */
    DELETED
}
