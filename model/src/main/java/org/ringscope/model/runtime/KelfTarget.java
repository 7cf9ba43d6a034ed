package org.ringscope.model.runtime;

import java.util.Locale;
import org.ringscope.model.udma.Arch;

/**
 * A kelf's {@code target}, read as {@code kelf::kelf::load} reads it (docs/reference/load-path.md; the architecture gate of the
 * runtime's NEFF checks): {@code "sunda"} / {@code "v2"} → v2, {@code "cayman"} / {@code "v3"} → v3,
 * {@code "mariana"} / {@code "v4"} → v4, {@code "*"} → the instance's arch, {@code ""} → v2; anything else is
 * {@value #INVALID}. A NEFF for another arch than the instance's is refused with NEFF_ARCH_INCOMPAT (status 2) and
 * the three lines {@link #mismatch} gives, unless {@code NEURON_RT_ALLOW_LEGACY_NEFF=1} — RingScope's
 * {@code --allow-arch-mismatch} — turns the refusal into a warning.
 */
final class KelfTarget {
    /** The runtime's message for a target it does not know. */
    static final String INVALID = "Invalid target '%s'";
    /** The error cause the runtime sets on a mismatch. */
    static final String CAUSE = "NEFF_ARCH_INCOMPAT";
    static final String MISMATCH = "Loading a NEFF compiled for a different arch is not allowed, NEFF arch: v%d, "
            + "instance arch: v%d";
    static final String ADVICE = "Please ensure that --target <correct_arch> is passed as a neuronx-cc command line flag.";
    static final String OVERRIDE = "To override, set NEURON_RT_ALLOW_LEGACY_NEFF=1 and restart.";

    private KelfTarget() {
    }

    /** The arch {@code target} names, {@code instance} for {@code "*"}; {@code null} when the runtime does not know it. */
    static Arch arch(String target, Arch instance) {
        String t = target == null ? "" : target.trim().toLowerCase(Locale.ROOT);
        return switch (t) {
            case "", "sunda", "v2" -> Arch.SUNDA;
            case "cayman", "v3" -> Arch.CAYMAN;
            case "mariana", "v4" -> Arch.MARIANA;
            case "*" -> instance;
            default -> null;
        };
    }

    /** The three lines the runtime logs when {@code neff} is not {@code instance}. */
    static String mismatch(Arch neff, Arch instance) {
        return String.format(MISMATCH, neff.archType(), instance.archType()) + "\n" + ADVICE + "\n" + OVERRIDE;
    }
}
