package org.ringscope.model.location;

/** A ucode (Xtensa PI) library, by display name. */
public record UcodeLib(String name) implements Named {
    public UcodeLib {
        LocationChecks.req(name, "name");
    }

    @Override
    public String label() {
        return name;
    }
}
