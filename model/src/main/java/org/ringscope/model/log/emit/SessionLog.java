package org.ringscope.model.log.emit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Optional;
import org.ringscope.model.InputException;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckArch;
import org.ringscope.model.check.CheckInput;
import org.ringscope.model.check.CheckOptions;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.check.Preflight;
import org.ringscope.model.check.Profile;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.check.SessionChecks;
import org.ringscope.model.check.Stamps;
import org.ringscope.model.log.LogClock;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.udma.Arch;

/**
 * The log {@code run --log} writes for a session, in one place for the command and the workbench (its Log view and
 * File &gt; Export Runtime Log): the load checked on the named profile or the current profile of the run's arch, the
 * plan at the asked levels, the lines written in the runtime's layout.
 */
public final class SessionLog {
    private SessionLog() {
    }

    /**
     * The profile the log's load is checked on: {@code name}, or (null) the current profile of {@code runArch}.
     *
     * @throws IllegalArgumentException when no profile has that name or fits the NEFF
     */
    public static Profile profile(Catalog c, String name, Arch runArch, CheckInput in) {
        ProfileRequest r = name != null ? ProfileRequest.named(name) : new ProfileRequest(Optional.empty(),
                Optional.of(CheckArch.of(runArch)), Optional.empty(), Optional.empty(), Optional.empty());
        return r.resolve(c, in.neffArch()).profile();
    }

    /**
     * The plan of {@code session}'s log at {@code levels}, its load checked on {@code profile}; a run that allowed
     * another arch's NEFF ({@code --allow-arch-mismatch}) is checked as the runtime with
     * {@code NEURON_RT_ALLOW_LEGACY_NEFF=1}, which loads it with a warning, as the run did.
     */
    public static LogPlan plan(EmulationSession session, LogLevels levels, Profile profile, Catalog c)
            throws InputException {
        CheckReport check = Preflight.evaluate(input(session), profile, c, Stamps.FIXED,
                new CheckOptions(session.options().allowArchMismatch()));
        return LogPlan.of(levels, check, c);
    }

    /** The plan of {@code session}'s log at {@code levels} on the current profile of the run's arch. */
    public static LogPlan plan(EmulationSession session, LogLevels levels) throws InputException {
        Catalog c = Catalog.standard();
        String arch = session.result() == null ? "cayman" : session.result().arch();
        Profile p = profile(c, null, Arch.valueOf(arch.toUpperCase(Locale.ROOT)), input(session));
        return plan(session, levels, p, c);
    }

    /** The pre-flight input of {@code session}'s NEFF, shared with every other check of the session. */
    private static CheckInput input(EmulationSession session) {
        return SessionChecks.input(session);
    }

    /** Writes the log of {@code session} on {@code plan} to {@code out}; returns the lines written. */
    public static long write(EmulationSession session, LogPlan plan, LogClock clock, Appendable out)
            throws IOException {
        LogWriter lw = new LogWriter(out, clock, plan.fractionDigits(), false);
        try {
            new RunLog(session, plan).walk(lw);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return lw.lines();
    }
}
