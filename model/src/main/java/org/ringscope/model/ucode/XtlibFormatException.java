package org.ringscope.model.ucode;

import org.ringscope.model.InputException;

/**
 * The file is not a usable ELF32 at all: it is shorter than its header, or a table or segment the
 * header points at lies outside the file. The canonical C loader trusts these fields (undefined
 * behaviour); RingScope stops with a message naming the file, the offset and the field. The status the
 * reject list assigns (docs/reference/load-path.md rows 1 and 16) is {@link XtlibStatus#XTLIB_NOT_ELF}.
 * See docs/decisions/0200-ucode-error-model.md.
 */
public final class XtlibFormatException extends InputException {
    private static final long serialVersionUID = 1L;

    public XtlibFormatException(String file, long offset, String field, String reason) {
        super(file, offset, field, reason);
    }

    /** Always {@link XtlibStatus#XTLIB_NOT_ELF}. */
    public XtlibStatus status() {
        return XtlibStatus.XTLIB_NOT_ELF;
    }
}
