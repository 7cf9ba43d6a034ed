package org.ringscope.model.location;

import java.util.List;
import java.util.Optional;

/** A 64-byte slot of an engine's instruction stream member (e.g. slot 2 of {@code sg00/Pool.bin}). */
public record Instruction(NeffMember member, int slot) implements Location {
    public Instruction {
        LocationChecks.req(member, "member");
        LocationChecks.nonNegative(slot, "slot");
    }

    @Override
    public Optional<Location> parent() {
        return Optional.of(member);
    }

    @Override
    public List<String> words() {
        return List.of(member.neff().name(), member.path(), Integer.toString(slot));
    }

    @Override
    public String label() {
        return member.label() + " slot " + slot;
    }
}
