package org.ringscope.model.diff;

import java.util.List;
import org.ringscope.model.InputException;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpCapture;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.HeapEstimate;

/**
 * Fork and diff: re-run the same NEFF with one parameter changed and diff the result against a run
 * — both at their last step, held in memory ({@link DumpCapture}), A the run, B the fork. Heavy: call it off
 * the FX thread.
 *
 * <pre>{@code
 * ForkDiff.Result r = ForkDiff.fork(session, ForkParameter.parse("arch=sunda"), DiffOptions.defaults());
 * r.diff().rings()   // what SUNDA builds differently (DMB instead of SOW, …)
 * }</pre>
 */
public final class ForkDiff {
    private ForkDiff() {
    }

    /**
     * The fork, both dumps and their diff.
     *
     * @param fork the forked session (run; its journal seekable like any other)
     */
    public record Result(EmulationSession base, EmulationSession fork, ForkParameter change, Dump a, Dump b,
                         DumpDiff diff) {
        /** The fork's notes on a NEFF it ran on an arch its target does not name (the runtime would refuse it). */
        public List<String> archNotes() {
            return fork.result().notes().stream().filter(n -> n.contains("--allow-arch-mismatch")).toList();
        }
    }

    /**
     * Forks {@code current} (run first if it has not run): same NEFF, its options with {@code change} applied.
     * The fork runs on the manifest the current session parsed. The current session's cursor moves to its end for
     * the capture and back.
     */
    public static Result fork(EmulationSession current, ForkParameter change, DiffOptions options)
            throws InputException {
        HeapEstimate.checkFork(current.neff().source(), current.manifest());
        if (current.result() == null) {
            current.run();
        }
        EmulationSession fork = EmulationSession.open(current.neff(), current.manifest(),
                change.apply(current.options()));
        fork.run();
        Dump a = DumpCapture.capture(current, current.steps());
        Dump b = DumpCapture.capture(fork, fork.steps());
        return new Result(current, fork, change, a, b, DumpDiff.of(a, b, options));
    }

    /** Runs {@code neff} with {@code base}, forks it with {@code change} and diffs the two (the CLI's form). */
    public static Result run(NeffFile neff, RunOptions base, ForkParameter change, DiffOptions options)
            throws InputException {
        return fork(EmulationSession.open(neff, base), change, options);
    }
}
