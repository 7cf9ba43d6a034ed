package org.ringscope.model.io;

import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import org.ringscope.model.InputException;

/**
 * File names made from a file's contents — an output variable's name becomes {@code DIR/<name>.bin} — checked so
 * they stay inside the asked directory: one plain file name, no separator, no {@code ..}, no NUL or control
 * character, no drive or stream colon, at most 255 bytes with its suffix. A name that fails is refused, not
 * rewritten: a silently renamed output would be as surprising as one written elsewhere.
 */
public final class OutputNames {
    /** The longest file name most file systems take, in bytes. */
    public static final int MAX_NAME_BYTES = 255;

    private OutputNames() {
    }

    /**
     * {@code dir/name+suffix}, or an {@link InputException} naming {@code source} (the file the name came from),
     * {@code field} and the name when it would not be one file inside {@code dir}.
     */
    public static Path inside(Path dir, String name, String suffix, String source, String field) throws InputException {
        String problem = problem(name, suffix);
        Path target = null;
        if (problem == null) {
            try {
                target = dir.resolve(name + suffix);
                Path base = dir.toAbsolutePath().normalize();
                Path t = target.toAbsolutePath().normalize();
                if (!base.equals(t.getParent())) {
                    problem = "it resolves to " + t + ", outside " + base;
                }
            } catch (InvalidPathException e) {
                problem = "it is not a valid file name here (" + e.getReason() + ")";
            }
        }
        if (problem != null) {
            throw new InputException(source, -1, field, "output name '" + printable(name) + "' cannot be written as "
                    + dir + "/<name>" + suffix + ": " + problem + "; refusing to write outside " + dir);
        }
        return target;
    }

    private static String problem(String name, String suffix) {
        if (name.isEmpty()) {
            return "it is empty";
        }
        if (name.equals(".") || name.equals("..")) {
            return "it names a directory";
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '/' || c == '\\') {
                return "it contains a path separator ('" + c + "')";
            }
            if (c == ':') {
                return "it contains ':' (a drive or stream name on Windows)";
            }
            if (c < 0x20 || c == 0x7f) {
                return "it contains the control character 0x" + Integer.toHexString(c);
            }
        }
        if ((name + suffix).getBytes(StandardCharsets.UTF_8).length > MAX_NAME_BYTES) {
            return "with " + suffix + " it is longer than " + MAX_NAME_BYTES + " bytes";
        }
        return null;
    }

    /** The name with control characters escaped, for a message. */
    static String printable(String name) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < name.length() && sb.length() < 300; i++) {
            char c = name.charAt(i);
            sb.append(c < 0x20 || c == 0x7f ? String.format("\\x%02x", (int) c) : String.valueOf(c));
        }
        return sb.toString();
    }
}
