package org.ringscope.model;

import java.util.Objects;

/**
 * Bad input, described so a user can find it: the file, the byte offset (or -1 when no single offset
 * applies) and the field that is wrong. The CLI prints {@link #getMessage()} and exits 1; the GUI shows it
 * in a dialog. Never thrown for bugs.
 */
public class InputException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final long offset;
    private final String field;
    private final String reason;

    public InputException(String file, long offset, String field, String reason) {
        this(file, offset, field, reason, null);
    }

    public InputException(String file, long offset, String field, String reason, Throwable cause) {
        super(format(file, offset, field, reason), cause);
        this.file = Objects.requireNonNullElse(file, "<input>");
        this.offset = offset;
        this.field = Objects.requireNonNullElse(field, "");
        this.reason = Objects.requireNonNull(reason);
    }

    private static String format(String file, long offset, String field, String reason) {
        StringBuilder sb = new StringBuilder(file == null ? "<input>" : file);
        if (offset >= 0) {
            sb.append(": offset 0x").append(Long.toHexString(offset)).append(" (").append(offset).append(')');
        }
        if (field != null && !field.isEmpty()) {
            sb.append(": field ").append(field);
        }
        return sb.append(": ").append(reason).toString();
    }

    public String file() {
        return file;
    }

    /** Byte offset into {@link #file()}, or -1 when the problem is not at one offset. */
    public long offset() {
        return offset;
    }

    public String field() {
        return field;
    }

    public String reason() {
        return reason;
    }
}
