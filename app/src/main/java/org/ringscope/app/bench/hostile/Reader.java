package org.ringscope.app.bench.hostile;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The readers the campaign feeds, each with its mutations, the file name of its input, the command lines that read
 * it (alternating) and the exit codes the README documents for them: the five file readers, and def.json's queue
 * sets, whose refused values {@code run} and {@code check} must both refuse.
 */
enum Reader {
    NEFF("input.neff", Set.of(0, 1)),
    ELF_LIBRARY("input.so", Set.of(0, 1)),
    DUMP("input.rsdump", Set.of(0, 1, 2)),
    RAW_RING("input.bin", Set.of(0, 1, 2)),
    LESSON("input.md", Set.of(0, 1)),
    QUEUE_SETS("input.neff", Set.of(0, 1));

    private final String file;
    private final Set<Integer> exits;

    Reader(String file, Set<Integer> exits) {
        this.file = file;
        this.exits = exits;
    }

    String file() {
        return file;
    }

    /** The exit codes documented for this reader's commands. */
    Set<Integer> documentedExits() {
        return exits;
    }

    /** The mutant of {@code seed} for this reader: one mutation, sometimes two. */
    Mutant mutate(byte[] seed, SplittableRandom r) {
        if (this == QUEUE_SETS) {
            return once(seed, r);
        }
        Mutant m = once(seed, r);
        return r.nextInt(4) == 0 ? m.then(once(m.bytes(), r)) : m;
    }

    private Mutant once(byte[] seed, SplittableRandom r) {
        return switch (this) {
            case NEFF -> NeffMutator.mutate(seed, r);
            case ELF_LIBRARY -> r.nextBoolean() ? ByteMutator.words(seed, 512, r) : ByteMutator.mutate(seed, r);
            case DUMP -> DumpMutator.mutate(seed, r);
            case RAW_RING -> r.nextInt(5) == 0 ? ByteMutator.one(seed, r) : ringWords(seed, r);
            case LESSON -> LessonMutator.mutate(seed, r);
            case QUEUE_SETS -> QueueSetMutator.mutate(seed, r);
        };
    }

    /** A raw ring's descriptors: words set anywhere in the file (its length kept a multiple of 16). */
    private static Mutant ringWords(byte[] seed, SplittableRandom r) {
        return ByteMutator.words(seed, seed.length, r);
    }

    /**
     * The command line of case {@code n} on {@code input}, writing only into {@code asked}; {@code seeds} holds the
     * other side of a diff.
     */
    List<String> command(int n, Path input, Path asked, Seeds seeds) {
        String in = input.toString();
        return switch (this) {
            case NEFF -> n % 2 == 0 ? List.of("neff", "info", in, "--json")
                    : List.of("run", in, "--write-outputs", asked.toString(), "--dump", asked.resolve("run.rsdump").toString(),
                    "--json");
            case ELF_LIBRARY -> n % 2 == 0 ? List.of("ucode", "inspect", in, "--json")
                    : List.of("ucode", "prelink", in, "--bounds", "cayman", "--json");
            case DUMP -> List.of("diff", in, seeds.dump().toString(), "--json");
            case RAW_RING -> List.of("diff", "--raw", n % 2 == 0 ? "tx" : "rx", in, seeds.ring().toString(), "--json");
            case LESSON -> List.of("lesson", "run", "--file", in, "--json");
            case QUEUE_SETS -> n % 2 == 0 ? List.of("run", in) : List.of("check", in);
        };
    }
}
