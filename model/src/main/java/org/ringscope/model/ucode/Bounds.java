package org.ringscope.model.ucode;

import java.util.List;
import java.util.Locale;

/**
 * The device's code (IRAM) and data (DRAM) windows a prelinked library must fit in
 * ({@code cayman_memory_bounds} {@code @0x9aaee0}, used for every Q7 pool kind; {@code sunda_memory_bounds}
 * {@code @0x9aaea0}, dormant in 0.21.2.0). With bounds, {@code prelink} stages into window-sized host
 * buffers and rejects a segment that does not fit with {@link XtlibStatus#XTLIB_SEGMENT_EXCEEDS_REGION}.
 */
public record Bounds(String name, long codeBase, long codeSize, long dataBase, long dataSize) {

    /** Cayman: code window 0x18000 + 0x8000 (32 KiB), data window 0xbe000 + 0x2000 (8 KiB). */
    public static final Bounds CAYMAN = new Bounds("cayman", 0x18000, 0x8000, 0xbe000, 0x2000);
    /** Sunda (dormant): code 0x5500 + 0xab00, data 0x8e000 + 0x2000. */
    public static final Bounds SUNDA = new Bounds("sunda", 0x5500, 0xab00, 0x8e000, 0x2000);

    public static List<Bounds> known() {
        return List.of(CAYMAN, SUNDA);
    }

    /** The bounds called {@code name} (any case), or {@code null}. */
    public static Bounds byName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return known().stream().filter(b -> b.name.equals(n)).findFirst().orElse(null);
    }
}
