package org.ringscope.model.timeline;

/** What a slot of a device ring holds, as the index's ring writes put it there. */
public enum SlotKind {
    /** Nothing written yet. */
    EMPTY,
    /** A descriptor a dump copied or a set-descriptors call committed. */
    DESCRIPTOR,
    /** A pad: the 4-byte no-op self-copy a padded dump writes after the descriptors. */
    PAD,
    /** The trap descriptor that ends a padded region (a pad with INT_EN). */
    TRAP
}
