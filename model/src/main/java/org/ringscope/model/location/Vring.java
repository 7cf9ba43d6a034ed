package org.ringscope.model.location;

/** A vring, by name. */
public record Vring(String name) implements Named {
    public Vring {
        LocationChecks.req(name, "name");
    }
}
