package org.ringscope.model.udma;

/**
 * A builder refused its arguments, as the Alpine / kernel builders do with a negative status and a log
 * line. {@link #status()} is the C return value (-1, or -22 = -EINVAL); the message is the log text of
 * the seed or the references, verbatim.
 */
public class UdmaException extends Exception {
    private static final long serialVersionUID = 1L;
    /** -EINVAL. */
    public static final int EINVAL = -22;
    /** -ENOMEM: a descriptor slot could not be had. */
    public static final int ENOMEM = -12;
    /** The plain -1 failure. */
    public static final int FAILURE = -1;

    private final int status;

    public UdmaException(int status, String message) {
        super(message);
        this.status = status;
    }

    /** The C status code the builder returns. */
    public int status() {
        return status;
    }
}
