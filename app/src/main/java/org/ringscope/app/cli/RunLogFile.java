package org.ringscope.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.ringscope.app.output.TextFileOutput;
import org.ringscope.model.InputException;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckArch;
import org.ringscope.model.check.CheckInput;
import org.ringscope.model.check.CheckOptions;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.check.Level;
import org.ringscope.model.check.Preflight;
import org.ringscope.model.check.Profile;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.check.Stamps;
import org.ringscope.model.log.LogClock;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.log.emit.LogPlan;
import org.ringscope.model.log.emit.LogWriter;
import org.ringscope.model.log.emit.RunLog;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.udma.Arch;

/**
 * {@code run --log FILE}: the run's log as the runtime would write it (decision 1342), at the levels of
 * {@code NEURON_RT_LOG_LEVEL} and {@code NEURON_RT_LOG_LEVEL_<MOD>}, {@code --log-level} overriding the first; its
 * load checked on {@code --log-profile} (default: the current profile of the run's arch).
 */
final class RunLogFile {
    private RunLogFile() {
    }

    /** The levels the environment and {@code --log-level} set. */
    static LogLevels levels(Map<String, String> env, String level) {
        LogLevels l = LogLevels.fromEnvironment(env);
        if (level != null) {
            l = l.withGlobal(Level.parse(level).orElseThrow(() -> new IllegalArgumentException("--log-level: " + level
                    + " is not error, warn, info, debug or trace")));
        }
        return l;
    }

    /** The profile the log's load is checked on. */
    static Profile profile(Catalog c, String name, Arch runArch, CheckInput in) {
        ProfileRequest r = name != null ? ProfileRequest.named(name) : new ProfileRequest(Optional.empty(),
                Optional.of(CheckArch.of(runArch)), Optional.empty(), Optional.empty(), Optional.empty());
        return r.resolve(c, in.neffArch()).profile();
    }

    /**
     * Writes the log of {@code session}'s run to {@code target}; returns the lines written.
     *
     * @param now whether the times start now (else at the fixed start, so two runs write the same log)
     */
    static long write(EmulationSession session, LogLevels levels, Profile profile, boolean now, Path target,
            PrintWriter stdout) throws IOException, InputException {
        Catalog c = Catalog.standard();
        CheckReport check = Preflight.evaluate(CheckInput.of(session.neff(), session.manifest()), profile, c, Stamps.FIXED,
                CheckOptions.DEFAULTS);
        LogPlan plan = LogPlan.of(levels, check, c);
        RunLog log = new RunLog(session, plan);
        long[] lines = {0};
        TextFileOutput.write(target, stdout, w -> {
            LogWriter lw = new LogWriter(w, now ? LogClock.now() : LogClock.FIXED, plan.fractionDigits(), false);
            log.walk(lw);
            lines[0] = lw.lines();
        });
        return lines[0];
    }
}
