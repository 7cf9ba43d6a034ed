package org.ringscope.views;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Something the window opened — a NEFF, a ucode library — loaded off the FX thread into an immutable value
 * that one view shows.
 */
public interface Document {
    /** The file on disk, empty for one read from memory (a bundled sample, a NEFF member). */
    Optional<Path> path();

    /** The name in tabs and titles. */
    String displayName();

    /** How long reading took, for the status bar. */
    long loadMillis();
}
