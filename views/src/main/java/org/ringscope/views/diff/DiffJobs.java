package org.ringscope.views.diff;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.ringscope.model.InputException;
import org.ringscope.model.diff.Alignment;
import org.ringscope.model.diff.DiffOptions;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.diff.ForkParameter;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpCapture;
import org.ringscope.model.dump.DumpReader;
import org.ringscope.model.dump.DumpWriter;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.HeapEstimate;
import org.ringscope.views.ViewReads;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.fx.Failures;

/**
 * The diff view's heavy work, never on the FX thread: reading dumps and diffing them on the background executor;
 * capturing or writing the current session at the cursor on its journal thread ({@link Cursor#query}); forking a
 * run (the same NEFF with one parameter changed) on the background executor, so the journal thread stays free.
 * Failures complete the future with a {@link DiffFailure} whose message names the file and the problem.
 */
final class DiffJobs {
    private DiffJobs() {
    }

    /** A failed job: {@code what} failed, {@code getMessage()} says why (an input error's message as it is). */
    static final class DiffFailure extends RuntimeException {
        private final String what;

        DiffFailure(String what, String message, Throwable cause) {
            super(message, cause);
            this.what = what;
        }

        String what() {
            return what;
        }
    }

    /** Dump A against dump B. */
    static CompletableFuture<DumpDiff> openDumps(Path a, Path b, Alignment al, Executor bg,
            Consumer<String> progress) {
        return CompletableFuture.supplyAsync(() -> {
            progress.accept("Reading " + a.getFileName() + "…");
            Dump da = read(a);
            progress.accept("Reading " + b.getFileName() + "…");
            Dump db = read(b);
            return diff(da, db, al, progress);
        }, bg);
    }

    /** The session at the cursor (A) against dump {@code b} (B). */
    static CompletableFuture<DumpDiff> compareWith(Cursor cursor, EmulationSession s, Path b, Alignment al,
            Executor bg, Consumer<String> progress) {
        progress.accept("Capturing the run at the cursor…");
        return ViewReads.at(cursor, j -> DumpCapture.capture(s, s.cursor()))
                .thenApplyAsync(a -> {
                    progress.accept("Reading " + b.getFileName() + "…");
                    return diff(a, read(b), al, progress);
                }, bg);
    }

    /**
     * Fork and diff (decision 0906): the current run at its end (A) against the same NEFF run with {@code change}
     * (B). The capture runs on the journal thread, the fork's run on the background executor.
     */
    static CompletableFuture<DumpDiff> fork(Cursor cursor, EmulationSession s, ForkParameter change, Alignment al,
            Executor bg, Consumer<String> progress) {
        progress.accept("Capturing the current run at its end…");
        record Base(Dump dump, NeffFile neff, Manifest manifest, RunOptions opts) {
        }
        return ViewReads.at(cursor, j -> {
            try {
                // before the capture: the current run's dump is the first of what a fork adds to the heap
                HeapEstimate.checkFork(s.neff().source(), s.manifest());
            } catch (InputException e) {
                throw new DiffFailure("Cannot fork " + s.neff().source() + " with " + change, e.getMessage(), e);
            }
            if (s.result() == null) {
                s.run();
            }
            return new Base(DumpCapture.capture(s, s.steps()), s.neff(), s.manifest(), s.options());
        }).thenApplyAsync(base -> {
            String name = base.neff().source();
            progress.accept("Running " + name + " again with " + change + "…");
            EmulationSession f;
            try {
                // the fork runs on the manifest the current run parsed: the NEFF is not parsed again
                f = EmulationSession.open(base.neff(), base.manifest(), change.apply(base.opts()));
            } catch (InputException e) {
                throw new DiffFailure("Cannot fork " + name + " with " + change, e.getMessage(), e);
            } catch (IllegalArgumentException e) {
                throw new DiffFailure("Cannot fork " + name, e.getMessage(), e);
            }
            f.run();
            progress.accept("Capturing the fork (" + change + ")…");
            Dump b = DumpCapture.capture(f, f.steps());
            return diff(base.dump(), b, al, progress);
        }, bg);
    }

    /** Writes the session at the cursor to {@code path} (atomically) on the journal thread. */
    static CompletableFuture<Path> save(Cursor cursor, EmulationSession s, Path path) {
        return ViewReads.at(cursor, j -> {
            try {
                DumpWriter.write(s, s.cursor(), path);
                return path;
            } catch (IOException e) {
                throw new DiffFailure("Cannot save " + path, path + ": " + e.getMessage(), e);
            }
        });
    }

    private static DumpDiff diff(Dump a, Dump b, Alignment al, Consumer<String> progress) {
        progress.accept("Diffing " + a.rings().size() + " | " + b.rings().size() + " rings…");
        try {
            return DumpDiff.of(a, b, DiffOptions.defaults().withAlignment(al));
        } catch (IllegalArgumentException e) {
            throw new DiffFailure("Cannot diff " + a.source() + " with " + b.source(), e.getMessage(), e);
        }
    }

    private static Dump read(Path p) {
        try {
            return DumpReader.read(p);
        } catch (InputException e) {
            throw new DiffFailure("Cannot read the dump " + p.getFileName(), e.getMessage(), e);
        } catch (IOException | UncheckedIOException e) {
            throw new DiffFailure("Cannot read the dump " + p.getFileName(), p + ": " + e.getMessage(), e);
        }
    }

    /** The failure inside a completed future's exception, for the error dialog. */
    static DiffFailure unwrap(Throwable t) {
        Throwable x = Failures.root(t);
        if (x instanceof DiffFailure f) {
            return f;
        }
        String msg = x.getMessage() == null ? x.getClass().getSimpleName() : x.getMessage();
        return new DiffFailure("The diff failed", msg, x);
    }
}
