package org.ringscope.app.bench.hostile;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The writers' half of the campaign: every writer — {@code gen --out}, {@code run --dump}, {@code run --log},
 * {@code run --write-outputs} — on every {@link WriterTarget}, in this process and, when asked, in a fresh JVM
 * (where the full disk is also made). Each case is held to the exits documented for its target, the README's
 * promises (no stack trace, no hang, a refusal naming the target) and the target's own: still what it was, left as
 * it was when refused, no temporary beside it.
 */
final class WriterCampaign {
    /** The writers and the command line each runs to write {@code T} (the output writer: a folder holding it). */
    enum Writer {
        GEN, DUMP, LOG, OUTPUTS;

        /** The target's file name in the case's output folder. */
        String file() {
            return switch (this) {
                case GEN -> "target.neff";
                case DUMP -> "target.rsdump";
                case LOG -> "target.log";
                case OUTPUTS -> "out.bin";
            };
        }

        /** Whether {@code -} is standard output for it (else a usage error). */
        boolean takesStdout() {
            return this == GEN || this == LOG;
        }

        List<String> command(Path neff, String target) {
            String in = neff.toString();
            return switch (this) {
                case GEN -> List.of("gen", "--profile", "copy", "--descriptors", "4", "--out", target);
                case DUMP -> List.of("run", in, "--dump", target);
                case LOG -> List.of("run", in, "--log", target, "--log-level", "info");
                case OUTPUTS -> List.of("run", in, "--write-outputs",
                        target.equals("-") ? "-" : Path.of(target).getParent().toString());
            };
        }
    }

    /** Runs one command line in this process or in a fresh JVM. */
    @FunctionalInterface
    interface Runs {
        CaseRunner.Outcome run(List<String> command, WriterTarget target);
    }

    private final Tally tally = new Tally();
    private final Sink sink;
    private final boolean root = "root".equals(System.getProperty("user.name"));

    /** Where a case that broke a promise goes: its kinds, then the finding. */
    @FunctionalInterface
    interface Sink {
        void add(List<String> kinds, HostileReport.Finding f);
    }

    WriterCampaign(Sink sink) {
        this.sink = sink;
    }

    /**
     * Every writer on every target under {@code work}, in-process through {@code here}; through {@code fresh} (when
     * not null) again on the first {@code freshTargets} targets and on the full disk, which only a fresh JVM has.
     */
    HostileReport.Figures run(Path work, byte[] neff, Runs here, Runs fresh, int freshTargets, WriteCheck writes)
            throws IOException {
        int n = 0;
        for (Writer w : Writer.values()) {
            for (WriterTarget t : WriterTarget.values()) {
                if (!t.freshOnly()) {
                    one(work, neff, w, t, n++, here, -1, writes);
                }
                if (fresh != null && (t.freshOnly() || t.ordinal() < freshTargets)) {
                    one(work, neff, w, t, n++, fresh, t.freshOnly() ? -2 : 0, writes);
                }
            }
        }
        return tally.figures();
    }

    /** One case; {@code inProcess} is -1 for an in-process run, -2 for a fresh-only one, else 0 (fresh). */
    private void one(Path work, byte[] neff, Writer w, WriterTarget t, int n, Runs runs, int inProcess,
            WriteCheck writes) throws IOException {
        Path dir = Files.createDirectories(work.resolve("case-writer-" + n));
        Path in = Files.createDirectories(dir.resolve("in")).resolve("input.neff");
        Files.write(in, neff);
        Path target = Files.createDirectories(dir.resolve("out")).resolve(w.file());
        try {
            if (!t.make(target, root)) {
                return;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        String named = t == WriterTarget.STDOUT ? "-" : target.toString();
        CompletableFuture<Integer> reader = t == WriterTarget.FIFO ? drain(target) : null;
        List<String> command = w.command(in, named);
        CaseRunner.Outcome o = runs.run(command, t);
        if (inProcess != -1) {
            tally.fresh();
        }
        List<String> kinds = new ArrayList<>(tally.add(t.exits(w.takesStdout(), root), command, o, named,
                writes.unexpectedOutside(dir), null));
        String harm = t.harm(target, o.exit());
        if (reader != null) {
            int got = finish(target, reader);
            if (harm == null && o.exit() == 0 && got <= 0) {
                harm = "nothing came through the FIFO";
            }
        }
        t.unmake(target);
        List<String> temporaries = temporaries(dir);
        if (harm != null || !temporaries.isEmpty()) {
            tally.harmed();
            kinds.add(harm != null ? "target harmed" : "temporary left");
        }
        if (!kinds.isEmpty()) {
            String label = (inProcess == -1 ? "" : Tally.FRESH) + w + " on " + t;
            sink.add(kinds.stream().map(k -> inProcess == -1 ? k : Tally.FRESH + k).toList(),
                    new HostileReport.Finding(kinds.get(0), "WRITERS", n, label, command, o.exit(),
                            (harm != null ? harm + "\n" : "") + (temporaries.isEmpty() ? "" : "temporaries: "
                            + temporaries + "\n") + o.err()));
        }
        delete(dir);
    }

    /** Reads the FIFO to its end on a daemon thread: the bytes that came through. */
    private static CompletableFuture<Integer> drain(Path fifo) {
        CompletableFuture<Integer> got = new CompletableFuture<>();
        Thread th = new Thread(() -> {
            try {
                got.complete(Files.readAllBytes(fifo).length);
            } catch (IOException e) {
                got.complete(-1);
            }
        }, "writer-fifo");
        th.setDaemon(true);
        th.start();
        return got;
    }

    /** What came through; a reader still waiting for a writer (the write was refused) is given an end. */
    private static int finish(Path fifo, CompletableFuture<Integer> reader) {
        if (!reader.isDone()) {
            try (OutputStream o = Files.newOutputStream(fifo, StandardOpenOption.WRITE)) {
                o.flush();
            } catch (IOException e) {
                // the reader is gone
            }
        }
        try {
            return reader.get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            return -1;
        }
    }

    private static List<String> temporaries(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(f -> f.startsWith(".") && f.endsWith(".tmp")).toList();
        }
    }

    private static void delete(Path p) throws IOException {
        try (Stream<Path> s = Files.walk(p)) {
            for (Path q : s.sorted((a, b) -> b.compareTo(a)).toList()) {
                Files.deleteIfExists(q);
            }
        }
    }
}
