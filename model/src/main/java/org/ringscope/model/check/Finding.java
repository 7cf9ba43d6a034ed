package org.ringscope.model.check;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.udma.Direction;

/**
 * One thing the real stack would say about the load on a profile.
 *
 * @param subject    what failed, stable across profiles ({@code neff}, {@code sg00:qSPIO0_8}, {@code hbm nd0:0}):
 *                   a profile passes the finding when its subject has no error there
 * @param message    one sentence in our words, naming the queue, the engine and the numbers
 * @param dmesg      the kernel's lines, as {@code dmesg} shows them (empty when the kernel logs nothing)
 * @param runtimeLog the runtime's lines, in its log format (empty when none is public)
 * @param engine     the DMA engine (the driver's messages omit it), or {@code null}
 * @param queue      the queue on that engine ({@code queue%d}), or {@code null}
 * @param neffEntry  the NEFF entry behind it, or {@code null}
 * @param location   where the workbench shows it (a ring half or descriptor, {@link #at}), or {@code null}
 * @param passesOn   where it would pass, or {@code null} before {@link PassFinder} ran
 * @param verified   whether every fact it rests on is public (false: derived, inferred, or an unverified profile)
 * @param source     the rule's public source
 */
public record Finding(Severity severity, Rule rule, String subject, String message, List<String> dmesg,
                      List<String> runtimeLog, Integer engine, Integer queue, NeffEntry neffEntry, Location location,
                      PassesOn passesOn, boolean verified, String source) {
    public Finding {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(rule, "rule");
        dmesg = List.copyOf(dmesg);
        runtimeLog = List.copyOf(runtimeLog);
    }

    /** The same finding with {@code p} as where it passes. */
    public Finding withPassesOn(PassesOn p) {
        return new Finding(severity, rule, subject, message, dmesg, runtimeLog, engine, queue, neffEntry, location, p,
                verified, source);
    }

    /**
     * The NEFF entry behind a finding.
     *
     * @param queueSet    the queue set or instance
     * @param queue       the queue in the set, or {@code null}
     * @param dmaEntry    the entry's {@code id}, or {@code null} (a finding about the queue set or the NEFF)
     * @param member      the engine JSON that lists it ({@code sg00/SP.json}), or the def.json
     * @param entryIndex  its position in that member's {@code dma} list, or {@code null}
     * @param variable    the variables it moves, {@code from -> to}, or {@code null}
     */
    public record NeffEntry(String subgraph, String queueSet, Integer queue, Integer dmaEntry, String member,
                            Integer entryIndex, String variable) {
    }

    /**
     * Where the workbench shows a finding: the half of the ring with session key {@code vring} ({@code sg00:qSPIO0_8}),
     * or its descriptor {@code index} when not null.
     */
    public static Location at(String vring, boolean tx, Integer index) {
        Half h = Half.of(vring, tx ? Direction.TX : Direction.RX);
        return index == null || index < 0 ? h : Descriptor.of(h, index);
    }

    /** The half the location names (itself or a descriptor's), if any. */
    public static Optional<Half> halfOf(Location l) {
        return l == null ? Optional.empty() : l.ancestor(Half.class);
    }

    /** The descriptor index the location names, or {@code null}. */
    public static Integer descriptorOf(Location l) {
        return l instanceof Descriptor d ? d.index() : null;
    }
}
