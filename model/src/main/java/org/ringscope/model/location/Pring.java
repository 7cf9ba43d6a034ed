package org.ringscope.model.location;

/**
 * A physical ring in device memory, by the name the runtime allocated it under ({@code Device.pringName}:
 * subgraph and vring, e.g. {@code sg00:qSPIO0_0.tx}); a later pring with the same name is {@code … #2}.
 */
public record Pring(String name) implements Named {
    public Pring {
        LocationChecks.req(name, "name");
    }
}
