package org.ringscope.model.ucode;

/**
 * The loader's status codes, as values. Codes 0..11 are the {@code xt_library_loader.h} error enum
 * ({@code XTLIB_NO_ERR .. XTLIB_NOT_SAME_GB}); 12 and 13 are the additions of the host prelinker in
 * {@code libnrtucode_internal.so} ({@code relocate_op} "Unknown instruction format", {@code prelink}
 * "Segment exceeds the size of the split region on device"), whose enum names are not known; the names
 * used here for them are ours. The messages are the loader's log strings where they are known.
 *
 * <p>Status values are returned, never thrown: a file that is not a usable ELF at all is an
 * {@link XtlibFormatException} instead (see docs/decisions/0200-ucode-error-model.md).
 */
public enum XtlibStatus {
    XTLIB_NO_ERR(0, "No error"),
    XTLIB_NOT_ELF(1, "Failed to validate ELF shared object file"),
    XTLIB_NOT_DYNAMIC(2, "Not a dynamic (ET_DYN) shared object"),
    XTLIB_NOT_STATIC(3, "Not a static overlay"),
    XTLIB_NO_DYNAMIC_SEGMENT(4, "Failed to extract dynamic relocation info from ELF shared object file"),
    XTLIB_UNKNOWN_SYMBOL(5, "Relocation refers to a symbol; the PI loader does no symbol lookup"),
    XTLIB_NOT_ALIGNED(6, "Library alignment is zero or not a power of two"),
    XTLIB_NOT_SPLITLOAD(7, "Not a valid split-load library (bad shape or too big)"),
    XTLIB_RELOCATION_ERR(8, "Relocation error"),
    XTLIB_NULL_PTR(9, "Failed prelink"),
    XTLIB_NO_START(10, "Entry point is not inside the code segment"),
    XTLIB_NOT_SAME_GB(11, "Not the same global base"),
    XTLIB_INSTRUCTION_FORMAT(12, "Unknown instruction format"),
    XTLIB_SEGMENT_EXCEEDS_REGION(13, "Segment exceeds the size of the split region on device");

    private final int code;
    private final String message;

    XtlibStatus(int code, String message) {
        this.code = code;
        this.message = message;
    }

    /** The numeric status the C loader returns. */
    public int code() {
        return code;
    }

    /** The loader's generic message for this status. */
    public String message() {
        return message;
    }

    public boolean ok() {
        return this == XTLIB_NO_ERR;
    }

    /** The status with the given code, or {@code null} when the loader defines none. */
    public static XtlibStatus of(int code) {
        for (XtlibStatus s : values()) {
            if (s.code == code) {
                return s;
            }
        }
        return null;
    }
}
