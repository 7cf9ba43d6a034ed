package org.ringscope.model.vring.bench;

/**
 * What {@code ringscope bench vring --json} prints: each figure the median of several runs
 * after warm-up.
 *
 * @param descriptors        descriptors per half (= tx+rx pairs appended)
 * @param appendPairsPerSec  16-byte transfers (one pair each) appended per second into a fresh vring
 * @param packSeconds        one {@code vring_pack_descs} over every TX descriptor
 * @param dumpSeconds        one {@code vring_dump_to_pring_descriptors} of the TX half
 * @param arrayCopySeconds   one {@code System.arraycopy} of the same bytes, the dump's yardstick
 * @param bytesPerDescriptor heap retained by a filled vring, per descriptor (both halves)
 */
public record VringBenchResult(long descriptors, double appendPairsPerSec, double packSeconds, double dumpSeconds,
        double arrayCopySeconds, double bytesPerDescriptor) {
}
