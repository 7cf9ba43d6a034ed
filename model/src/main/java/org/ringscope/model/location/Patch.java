package org.ringscope.model.location;

import java.util.List;
import java.util.Optional;

/**
 * A row of a library's relocation table and the patch it applied (when it applied one). Its parent is
 * the segment its {@code r_offset} falls in, or the library when no segment holds it ({@code phdr = -1}).
 */
public record Patch(UcodeLib lib, int phdr, int index) implements Location {
    public Patch {
        LocationChecks.req(lib, "lib");
        if (phdr < -1) {
            throw new IllegalArgumentException("phdr " + phdr);
        }
        LocationChecks.nonNegative(index, "relocation index");
    }

    @Override
    public Optional<Location> parent() {
        return Optional.of(phdr >= 0 ? new Segment(lib, phdr) : lib);
    }

    @Override
    public List<String> words() {
        return List.of(lib.name(), Integer.toString(phdr), Integer.toString(index));
    }

    @Override
    public String label() {
        return lib.label() + " relocation " + index;
    }
}
