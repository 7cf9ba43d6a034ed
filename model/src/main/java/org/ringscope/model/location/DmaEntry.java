package org.ringscope.model.location;

import java.util.List;
import java.util.Optional;

/** Entry {@code index} of the {@code dma} list of an engine's JSON member (e.g. entry 3 of {@code sg00/sp.json}). */
public record DmaEntry(NeffMember member, int index) implements Location {
    public DmaEntry {
        LocationChecks.req(member, "member");
        LocationChecks.nonNegative(index, "entry");
    }

    @Override
    public Optional<Location> parent() {
        return Optional.of(member);
    }

    @Override
    public List<String> words() {
        return List.of(member.neff().name(), member.path(), Integer.toString(index));
    }

    @Override
    public String label() {
        return member.label() + " dma[" + index + "]";
    }
}
