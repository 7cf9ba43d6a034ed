package org.ringscope.model.location;

/** A NEFF file, by display name. */
public record Neff(String name) implements Named {
    public Neff {
        LocationChecks.req(name, "name");
    }

    @Override
    public String label() {
        return name;
    }
}
