package org.ringscope.model.spine;

/** The object a spine node lives in (the seed's layer key, §8). */
public enum Layer {
    /** {@code libnrt.so}: the host runtime. */
    H("libnrt.so (host runtime)"),
    /** {@code libnrtucode.so}: the ucode API. */
    P("libnrtucode.so (ucode API)"),
    /** {@code libnrtucode_internal.so}: the PI-library link/relocate. */
    I("libnrtucode_internal.so (PI-library link/relocate)");

    private final String object;

    Layer(String object) {
        this.object = object;
    }

    /** The shared object and its role. */
    public String object() {
        return object;
    }
}
