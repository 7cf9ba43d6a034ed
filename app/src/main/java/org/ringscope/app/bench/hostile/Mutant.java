package org.ringscope.app.bench.hostile;

/**
 * One mutated input and what was done to it, for the report.
 *
 * @param bytes the file's new contents
 * @param what  the mutations applied, in order ("bytes: flip 3 bits; json sg00/def.json: var.out.size = -1")
 */
record Mutant(byte[] bytes, String what) {
    /** This mutant with {@code more} done to it as well. */
    Mutant then(Mutant more) {
        return new Mutant(more.bytes, what + "; " + more.what);
    }
}
