package org.ringscope.app.bench.hostile;

/**
 * One mutated input and what was done to it, for the report.
 *
 * @param bytes   the file's new contents
 * @param what    the mutations applied, in order ("bytes: flip 3 bits; json sg00/def.json: var.out.size = -1")
 * @param refused what the real runtime refuses in it, which the command must refuse too (exit 1, naming the file
 *                and this field), or {@code null} when nothing is known to be refused
 */
record Mutant(byte[] bytes, String what, String refused) {
    Mutant(byte[] bytes, String what) {
        this(bytes, what, null);
    }

    /** This mutant with {@code more} done to it as well. */
    Mutant then(Mutant more) {
        return new Mutant(more.bytes, what + "; " + more.what, refused != null ? refused : more.refused);
    }
}
