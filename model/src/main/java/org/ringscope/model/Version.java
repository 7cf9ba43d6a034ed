package org.ringscope.model;

/** The tool version, stamped into dumps and shown by {@code --version}. */
public final class Version {
    /** Kept in step with the Maven project version. */
    public static final String TOOL_VERSION = "0.1.0";

    private Version() {
    }
}
