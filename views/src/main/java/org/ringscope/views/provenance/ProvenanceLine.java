package org.ringscope.views.provenance;

import org.ringscope.model.location.Location;

/**
 * One line of the Provenance view: the step the fact shows at ({@code -1}: a fact of the NEFF itself), what kind of
 * fact it is, its text and the place a click selects.
 */
record ProvenanceLine(int step, ProvenanceLine.Kind kind, String text, Location location) {
    /** The kinds of fact, in the words the view's Kind column uses. */
    enum Kind {
        BYTES("bytes"),
        WRITE("write"),
        SLOT("ring slot"),
        DUMPED("dump"),
        AUTHORED("builder"),
        EDITED("edit"),
        TEMPLATE("template"),
        ENTRY("NEFF entry"),
        DGE("DGE"),
        SPINE("spine"),
        ORIGIN("origin"),
        PRODUCED("produced");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        String label() {
            return label;
        }
    }

    /** The fact without the {@code step N:} its text starts with (the view shows the step beside the kind). */
    String fact() {
        String p = "step " + step + ": ";
        return text.startsWith(p) ? text.substring(p.length()) : text;
    }
}
