package org.ringscope.model.diff;

import java.util.List;
import java.util.Locale;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.util.AsciiDigits;

/**
 * One run parameter to change for fork-and-diff, as {@code name=value}: {@code arch=sunda|cayman|mariana} (a
 * what-if: it also allows the arch mismatch, so a NEFF compiled for one arch runs on another, and the fork's run
 * notes say so),
 * {@code executions=N}, {@code pack=on|off}, {@code packet-size=BYTES} (the packing budget; 0 = the arch's
 * descriptor cap), {@code async=on|off}, {@code fault=FAULT} (a fault injected into the device run, as
 * {@code run --fault} takes it: {@code drop-doorbell:QUEUE}, {@code skip-dma:DMA}, {@code sem-index:DMA:DELTA},
 * {@code double-set:EVENT}).
 */
public record ForkParameter(String name, String value) {
    /** The parameters a fork may change. */
    public static final List<String> NAMES = List.of("arch", "executions", "pack", "packet-size", "async",
            "fault");

    /**
     * Parses {@code name=value}.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static ForkParameter parse(String s) {
        int eq = s.indexOf('=');
        if (eq <= 0 || eq == s.length() - 1) {
            throw new IllegalArgumentException("'" + s + "' is not NAME=VALUE (NAME: " + String.join(", ", NAMES) + ")");
        }
        ForkParameter p = new ForkParameter(s.substring(0, eq).trim(), s.substring(eq + 1).trim());
        p.apply(RunOptions.defaults());
        return p;
    }

    /**
     * {@code options} with this parameter set.
     *
     * @throws IllegalArgumentException for an unknown name or a bad value
     */
    public RunOptions apply(RunOptions options) {
        return switch (name) {
            case "arch" -> options.withArch(arch()).withAllowArchMismatch(true);
            case "executions" -> options.withExecutions(positive(number(), "executions"));
            case "pack" -> options.withPack(flag());
            case "packet-size" -> options.withMaxPacketSize(nonNegative(number(), "packet-size"));
            case "async" -> options.withAsync(flag());
            case "fault" -> options.withFault(value);
            default -> throw new IllegalArgumentException("unknown fork parameter '" + name + "' (one of "
                    + String.join(", ", NAMES) + ")");
        };
    }

    private Arch arch() {
        try {
            return Arch.valueOf(value.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("arch=" + value + ": not sunda, cayman or mariana");
        }
    }

    private long number() {
        String bad = AsciiDigits.problem(value);
        if (bad != null) {
            throw new IllegalArgumentException(name + "=" + AsciiDigits.visible(value) + ": not a whole number: " + bad);
        }
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + "=" + value + ": not a whole number");
        }
    }

    private int positive(long v, String what) {
        if (v < 1 || v > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(what + "=" + value + ": must be at least 1");
        }
        return (int) v;
    }

    private long nonNegative(long v, String what) {
        if (v < 0) {
            throw new IllegalArgumentException(what + "=" + value + ": must not be negative");
        }
        return v;
    }

    private boolean flag() {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "on", "true", "yes", "1" -> true;
            case "off", "false", "no", "0" -> false;
            default -> throw new IllegalArgumentException(name + "=" + value + ": must be on or off");
        };
    }

    @Override
    public String toString() {
        return name + "=" + value;
    }
}
