package org.ringscope.model.ucode;

/**
 * The program-header layouts a PI library may have (docs/reference/load-path.md):
 * <ul>
 * <li>{@link #SINGLE}: any number of PT_LOADs, each placed at {@code dst + p_paddr}, and one PT_DYNAMIC
 * ({@code xtlib_host_load_pi_library}); placed at the code base.</li>
 * <li>{@link #SPLIT}: exactly {@code [0] LOAD R-X, [1] LOAD RWX, [2] DYNAMIC RW-}
 * ({@code validate_dynamic_splitload}).</li>
 * <li>{@link #SCRATCH}: {@code [0] LOAD R-X, [1] LOAD RWX, [2] LOAD -WX, [3] DYNAMIC RW-} (the NXP host
 * loader's 4-phdr layout; {@code validate_dynamic_load} with {@code scratch_found = 1}).</li>
 * </ul>
 */
public enum Layout {
    SINGLE("single"),
    SPLIT("split"),
    SCRATCH("scratch");

    private final String label;

    Layout(String label) {
        this.label = label;
    }

    /** "single", "split" or "scratch", as the CLI prints it. */
    public String label() {
        return label;
    }
}
