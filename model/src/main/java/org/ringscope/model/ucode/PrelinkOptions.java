package org.ringscope.model.ucode;

/**
 * Where {@code prelink} places a library. {@code codeBase}/{@code dataBase} are the requested region
 * starts (a single-block library goes to the code base); {@code scratchBase} {@code null} places the
 * scratch segment at its own link address; {@code bounds} {@code null} applies no region limits;
 * {@code flix} {@code null} means no wide-format table. See decision 0201.
 */
public record PrelinkOptions(long codeBase, long dataBase, Long scratchBase, Bounds bounds, LayoutRequest layout,
        FlixCore flix) {

    /** Code base without an explicit one or bounds: the cayman code window (0x18000). */
    public static final long DEFAULT_CODE_BASE = Bounds.CAYMAN.codeBase();
    /** Data base without an explicit one or bounds: the cayman data window (0xbe000). */
    public static final long DEFAULT_DATA_BASE = Bounds.CAYMAN.dataBase();

    public PrelinkOptions {
        check(codeBase, "code base");
        check(dataBase, "data base");
        if (scratchBase != null) {
            check(scratchBase, "scratch base");
        }
        if (layout == null) {
            layout = LayoutRequest.AUTO;
        }
    }

    private static void check(long a, String what) {
        if (a < 0 || a > 0xffffffffL) {
            throw new IllegalArgumentException(what + " 0x" + Long.toHexString(a) + " is not a 32-bit address");
        }
    }

    /** Cayman bases, no bounds, automatic layout. */
    public static PrelinkOptions defaults() {
        return new PrelinkOptions(DEFAULT_CODE_BASE, DEFAULT_DATA_BASE, null, null, LayoutRequest.AUTO, null);
    }

    /**
     * Options from optional CLI-style values: a missing base falls back to the bounds' window base, then
     * to the cayman window base.
     */
    public static PrelinkOptions of(Long codeBase, Long dataBase, Long scratchBase, Bounds bounds, LayoutRequest layout) {
        long code = codeBase != null ? codeBase : bounds != null ? bounds.codeBase() : DEFAULT_CODE_BASE;
        long data = dataBase != null ? dataBase : bounds != null ? bounds.dataBase() : DEFAULT_DATA_BASE;
        return new PrelinkOptions(code, data, scratchBase, bounds, layout, null);
    }

    public PrelinkOptions withFlix(FlixCore core) {
        return new PrelinkOptions(codeBase, dataBase, scratchBase, bounds, layout, core);
    }

    public PrelinkOptions withBounds(Bounds b) {
        return new PrelinkOptions(codeBase, dataBase, scratchBase, b, layout, flix);
    }

    public PrelinkOptions withLayout(LayoutRequest l) {
        return new PrelinkOptions(codeBase, dataBase, scratchBase, bounds, l, flix);
    }
}
