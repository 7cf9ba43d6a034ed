package org.ringscope.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import org.ringscope.app.output.TextFileOutput;
import org.ringscope.model.InputException;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckInput;
import org.ringscope.model.check.Level;
import org.ringscope.model.check.Profile;
import org.ringscope.model.log.LogClock;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.log.emit.LogPlan;
import org.ringscope.model.log.emit.SessionLog;
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
        return SessionLog.profile(c, name, runArch, in);
    }

    /**
     * Writes the log of {@code session}'s run to {@code target}; returns the lines written.
     *
     * @param now whether the times start now (else at the fixed start, so two runs write the same log)
     */
    static long write(EmulationSession session, LogLevels levels, Profile profile, boolean now, Path target,
            PrintWriter stdout) throws IOException, InputException {
        LogPlan plan = SessionLog.plan(session, levels, profile, Catalog.standard());
        long[] lines = {0};
        TextFileOutput.write(target, stdout, w -> lines[0] = SessionLog.write(session, plan,
                now ? LogClock.now() : LogClock.FIXED, w));
        return lines[0];
    }
}
