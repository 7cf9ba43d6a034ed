package org.ringscope.model.check;

import java.util.List;
import java.util.Optional;

/**
 * A rule's entry in {@code profiles.json}.
 *
 * @param layer      {@code driver} or {@code runtime}: who applies it, so who prints its message
 * @param stage      where in the load it applies ({@code neff}, {@code init}, {@code alloc}, {@code init-queues},
 *                   {@code engine}, {@code copy}, {@code log})
 * @param function   the C function that applies it and logs its message
 * @param subsystem  the runtime log's subsystem column ({@code TDRV}, {@code NMGR}, …), empty for the driver
 * @param what       one line: what must hold
 * @param constant   the constant's name in the source, or empty
 * @param errno      the ioctl's return code for a driver rule, or 0
 * @param status     the NRT status the load returns for a runtime rule, or 0
 * @param statusName the status's name ({@code NRT_RESOURCE}), or empty
 * @param source     the public source: file, function, release note or issue
 * @param byDriver   whether the variants key on the driver version (else the runtime's)
 */
public record RuleSpec(Rule rule, String layer, String stage, String function, String subsystem, String what,
                       String constant, int errno, int status, String statusName, String source, boolean byDriver,
                       List<Variant> variants) {
    public RuleSpec {
        variants = List.copyOf(variants);
    }

    /** The variant in force on {@code profile} (the first whose range and arches hold), or empty. */
    public Optional<Variant> at(Profile profile) {
        Version v = byDriver ? profile.driver() : profile.runtime();
        return variants.stream().filter(x -> x.holds(v, profile.arch())).findFirst();
    }
}
