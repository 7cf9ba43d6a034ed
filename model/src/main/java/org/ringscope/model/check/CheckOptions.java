package org.ringscope.model.check;

/**
 * What-if settings of a check. By default the check refuses what the real stack refuses.
 *
 * @param allowLegacyNeff {@code NEURON_RT_ALLOW_LEGACY_NEFF=1}: a NEFF compiled for another arch is a warning, not
 *                        a refusal (runtime 2.25 and later document the variable)
 */
public record CheckOptions(boolean allowLegacyNeff) {
    /** As the real stack does by default. */
    public static final CheckOptions DEFAULTS = new CheckOptions(false);
}
