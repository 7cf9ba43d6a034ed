package org.ringscope.model.vring;

/**
 * A vring function failed the way the runtime fails it: a status code and the seed's log line, verbatim.
 * {@link #status()} is what the C function returns — an {@code NRT_STATUS} ({@link #NRT_QUEUE_FULL} …)
 * or the raw -1 some packet builders return.
 */
public class VringException extends Exception {
    private static final long serialVersionUID = 1L;
    /** NRT_FAILURE. */
    public static final int NRT_FAILURE = 1;
    /** NRT_INVALID. */
    public static final int NRT_INVALID = 2;
    /** NRT_QUEUE_FULL: a vring half hit its cap. */
    public static final int NRT_QUEUE_FULL = 7;
    /** The plain -1 of the CCE / transpose builders. */
    public static final int ERROR = -1;

    private final int status;

    public VringException(int status, String message) {
        this(status, message, null);
    }

    public VringException(int status, String message, Throwable cause) {
        super(message, cause);
        this.status = status;
    }

    /** The C return value. */
    public int status() {
        return status;
    }
}
