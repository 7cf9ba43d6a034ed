package org.ringscope.model.location;

import java.util.List;
import java.util.Optional;

/** An ELF program header (segment) of a ucode library, by its index. */
public record Segment(UcodeLib lib, int phdr) implements Location {
    public Segment {
        LocationChecks.req(lib, "lib");
        LocationChecks.nonNegative(phdr, "phdr");
    }

    @Override
    public Optional<Location> parent() {
        return Optional.of(lib);
    }

    @Override
    public List<String> words() {
        return List.of(lib.name(), Integer.toString(phdr));
    }

    @Override
    public String label() {
        return lib.label() + " segment " + phdr;
    }
}
