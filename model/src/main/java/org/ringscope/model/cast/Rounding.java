package org.ringscope.model.cast;

/**
 * How a DMA rounds when it narrows a float (docs/reference/dge.md): to nearest, ties to even — the default — or
 * stochastically ({@code NEURON_RT_STOCHASTIC_ROUNDING_EN=1}, seeded by {@code NEURON_RT_STOCHASTIC_ROUNDING_SEED}).
 * The hardware's generator is not public; RingScope draws each element's random bits from a hash of the seed
 * and the element's destination address (decision 1101), so a run is reproducible and a re-executed packet
 * writes the same bytes.
 */
public record Rounding(boolean stochastic, long seed) {
    /** Round to nearest, ties to even. */
    public static final Rounding NEAREST_EVEN = new Rounding(false, 0);

    /** Stochastic rounding with {@code seed}. */
    public static Rounding stochastic(long seed) {
        return new Rounding(true, seed);
    }

    /** 53 uniform random bits for the element whose destination is {@code key}, as a double in [0, 1). */
    double uniform(long key) {
        long z = seed + 0x9E3779B97F4A7C15L * (key + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return (z >>> 11) * 0x1p-53;
    }
}
