package org.ringscope.model.location;

import java.util.List;
import java.util.Optional;

/** A member of a NEFF's tar payload, by path (e.g. {@code sg00/def.json}). */
public record NeffMember(Neff neff, String path) implements Location {
    public NeffMember {
        LocationChecks.req(neff, "neff");
        LocationChecks.req(path, "path");
    }

    @Override
    public Optional<Location> parent() {
        return Optional.of(neff);
    }

    @Override
    public List<String> words() {
        return List.of(neff.name(), path);
    }

    @Override
    public String label() {
        return neff.label() + " ▸ " + path;
    }
}
