package org.ringscope.model.dge;

import java.util.Arrays;

/**
 * One engine sequencer's 64 32-bit scalar registers (the public NKI docs: "64x 32-bit registers per engine
 * sequencer"), as far as RingScope can know them: each holds a value and what wrote it, or why its value is not
 * known (never written by an instruction RingScope emulates). Reset at the start of every execution.
 */
public final class RegisterFile {
    public static final int COUNT = 64;

    private final int[] value = new int[COUNT];
    private final String[] origin = new String[COUNT];
    private final boolean[] known = new boolean[COUNT];

    public void reset() {
        Arrays.fill(value, 0);
        Arrays.fill(known, false);
        Arrays.fill(origin, null);
    }

    public boolean known(int r) {
        return r >= 0 && r < COUNT && known[r];
    }

    public int value(int r) {
        return value[r];
    }

    /** What wrote register {@code r} (or why it is unknown); {@code null} when nothing has. */
    public String origin(int r) {
        return r >= 0 && r < COUNT ? origin[r] : null;
    }

    public void set(int r, int v, String by) {
        value[r] = v;
        known[r] = true;
        origin[r] = by;
    }

    public void unknown(int r, String why) {
        value[r] = 0;
        known[r] = false;
        origin[r] = why;
    }

    /** Why register {@code r} cannot be used as an address, or {@code null} when its value is known. */
    public String whyUnknown(int r) {
        if (r < 0 || r >= COUNT) {
            return "register r" + r + " does not exist (64 per engine)";
        }
        if (known[r]) {
            return null;
        }
        return origin[r] == null ? "register r" + r + " was never written by an instruction RingScope emulates in this "
                + "execution" : "register r" + r + " is not known: " + origin[r];
    }
}
