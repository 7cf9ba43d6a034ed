package org.ringscope.model.gen;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import org.ringscope.model.udma.Arch;

/**
 * Every profile of {@code ringscope gen}: its name, a one-line description and how it is built. Only
 * {@code copy} takes {@code --descriptors} (default {@value #DEFAULT_DESCRIPTORS}) and only {@code large}
 * takes {@code --megabytes}.
 */
public final class GenProfiles {
    /** {@code copy} without {@code --descriptors}. */
    public static final int DEFAULT_DESCRIPTORS = 1024;
    /** {@code large} without {@code --megabytes}. */
    public static final int DEFAULT_MEGABYTES = 100;

    private GenProfiles() {
    }

    /** A profile: what {@code gen --list} prints. */
    public record Profile(String name, String description) {
    }

    /** The profiles, in {@code gen --list} order. */
    public static final List<Profile> ALL = List.of(
            new Profile("sample", "the bundled sample: kelfs of 1 and 2 subgraphs (LNC 2), 2 ucode libs, "
                    + "1-3-D copies (one > 64 KiB), DGE"),
            new Profile("copy", String.format(Locale.ROOT, "exactly --descriptors N 16-byte copy descriptors, 'in' to "
                    + "'out' (N ≤ %,d; sunda %,d; default %d)", CopyProfile.maxDescriptors(Arch.CAYMAN),
                    CopyProfile.maxDescriptors(Arch.SUNDA), DEFAULT_DESCRIPTORS)),
            new Profile("ops", "one desc of each op: copy, cast, fma, add (from_arr), min, max, transpose, with dtypes"),
            new Profile("queues", "2 subgraphs x 6 queue sets: in/data/out on SP, Act, DVE, Pool + 2 dynamic (DGE) "
                    + "with PseudoDmaDirect2d"),
            new Profile("ucode", "4 GPSIMD ucode libs (single, split, scratch, init/fini) in ucode_lib.json, called "
                    + "on Pool"),
            new Profile("large", "the sample plus an opaque member of --megabytes MiB (reader benchmark)"),
            new Profile("queue-2p24", "SUNDA: a spill ring of exactly 2^24 descriptors on queue 8 (aws-neuron-sdk#980, #776)"),
            new Profile("ring-length", "SUNDA: an IO ring of 2,016, no power of two (drivers 2.1.5.0-2.8.4.0)"),
            new Profile("hbm", "any arch: weights fill a v2 core, then a 43.325 MB ring (transformers-neuronx#92)"),
            new Profile("features", "SUNDA: header feature bit 0x100 (runtimes before 2.19.5.0; aws-neuron-sdk#820)"),
            new Profile("ring-pages", "any arch: a spill ring of 17 vring pages (the Inf1 pool; aws-neuron-sdk#369)"));

    public static Optional<Profile> find(String name) {
        return ALL.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /**
     * Builds profile {@code name}.
     *
     * @throws IllegalArgumentException for an unknown profile, an option the profile does not take, or a
     *                                  value out of range
     */
    public static NeffBuilder build(String name, OptionalInt descriptors, OptionalInt megabytes) {
        return build(name, descriptors, megabytes, Optional.empty());
    }

    /** The kelf targets {@code gen --target} accepts. */
    public static final List<String> TARGETS = List.of("sunda", "cayman", "mariana", Manifests.ANY_TARGET);

    /**
     * Builds profile {@code name} with its kelfs targeting {@code target} ({@link #TARGETS}; empty: the profile's
     * own, {@code *} for the sample and {@code large}, {@code cayman} for the others).
     *
     * @throws IllegalArgumentException as {@link #build(String, OptionalInt, OptionalInt)}, or for an unknown target
     *                                  or a copy count that cannot run on it
     */
    public static NeffBuilder build(String name, OptionalInt descriptors, OptionalInt megabytes,
            Optional<String> target) {
        if (target.isPresent() && !TARGETS.contains(target.get())) {
            throw new IllegalArgumentException("unknown target '" + target.get() + "' (" + String.join(", ", TARGETS)
                    + ")");
        }
        NeffBuilder b = profile(name, descriptors, megabytes, target.orElse(null));
        target.ifPresent(b::retarget);
        return b;
    }

    private static Arch arch(String target) {
        return target.equals(Manifests.ANY_TARGET) ? null : Arch.valueOf(target.toUpperCase(Locale.ROOT));
    }

    /** {@code target} null: the profile's own. */
    private static NeffBuilder profile(String name, OptionalInt descriptors, OptionalInt megabytes, String target) {
        if (find(name).isEmpty()) {
            throw new IllegalArgumentException("unknown profile '" + name + "' (see --list)");
        }
        if (descriptors.isPresent() && !name.equals("copy")) {
            throw new IllegalArgumentException("--descriptors applies to the copy profile only");
        }
        if (megabytes.isPresent() && !name.equals("large")) {
            throw new IllegalArgumentException("--megabytes applies to the large profile only");
        }
        return switch (name) {
            case "sample" -> SampleNeffs.sample();
            case "copy" -> CopyProfile.build(descriptors.orElse(DEFAULT_DESCRIPTORS),
                    target == null ? CopyProfile.DEFAULT_ARCH : arch(target));
            case "ops" -> OpsProfile.build();
            case "queues" -> QueuesProfile.build();
            case "ucode" -> UcodeProfile.build();
            case "queue-2p24" -> PreflightNeffs.queue2p24();
            case "ring-length" -> PreflightNeffs.ringLength();
            case "hbm" -> PreflightNeffs.hbm();
            case "features" -> PreflightNeffs.features();
            case "ring-pages" -> PreflightNeffs.ringPages();
            case "large" -> {
                int mb = megabytes.orElse(DEFAULT_MEGABYTES);
                if (mb < 1 || mb > 1500) {
                    throw new IllegalArgumentException("--megabytes must be 1..1500, not " + mb);
                }
                yield SampleNeffs.large(mb);
            }
            default -> throw new IllegalStateException(name);
        };
    }

    /** The default output file of a profile: {@code <name>.neff}, {@code copy-<N>.neff} for copy. */
    public static String defaultFileName(String name, OptionalInt descriptors) {
        return name.equals("copy") ? "copy-" + descriptors.orElse(DEFAULT_DESCRIPTORS) + ".neff" : name + ".neff";
    }
}
