package org.ringscope.app.bench;

/** The harness could not measure: a file failed to open or run, a view never got content, a wait timed out. */
public final class BenchException extends Exception {
    private static final long serialVersionUID = 1L;

    public BenchException(String message) {
        super(message);
    }

    public BenchException(String message, Throwable cause) {
        super(message, cause);
    }
}
