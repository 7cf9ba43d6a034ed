package org.ringscope.model.util;

/** Counts as the workbench's texts write them (location texts, lesson targets): decimal, digits grouped by , or _. */
public final class Counts {
    private Counts() {
    }

    /** The count {@code s} ({@code 1,024} and {@code 1_024} are 1024); {@code what} names it in the error. */
    public static int parse(String s, String what) {
        try {
            return Integer.parseInt(s.replace(",", "").replace("_", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + ": '" + s + "' is not a number");
        }
    }
}
