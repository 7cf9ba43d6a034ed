package org.ringscope.model.runtime;

import org.ringscope.model.InputException;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.vring.VringAssertionError;

/** How a run names the input errors it meets, so each message says which file (decisions 1003, 1006). */
final class InputErrors {
    private InputErrors() {
    }

    /**
     * A model invariant a value of the NEFF broke past the manifest's checks — still the file's fault: an
     * {@code IllegalArgumentException}, or a {@link VringAssertionError} where the real runtime would abort.
     */
    static InputException brokenInvariant(NeffFile neff, Throwable e) {
        return new InputException(neff.source(), -1, "", (e instanceof VringAssertionError
                ? "the runtime would abort on this NEFF: " : "the NEFF holds a value the emulated runtime cannot take: ")
                + e.getMessage(), e);
    }

    /**
     * An input error the loader raised naming only a member of the NEFF ({@code sg00/SP.json}) named as the reader
     * names it, {@code NEFF!member}; others (an {@code --input} file) are kept as they are.
     */
    static InputException ofNeff(NeffFile neff, InputException e) {
        if (!neff.members().contains(e.file())) {
            return e;
        }
        InputException named = new InputException(neff.source() + "!" + e.file(), e.offset(), e.field(), e.reason(),
                e.getCause() != null ? e.getCause() : e);
        named.setStackTrace(e.getStackTrace());
        return named;
    }
}
