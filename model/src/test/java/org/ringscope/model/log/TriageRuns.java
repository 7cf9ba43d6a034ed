package org.ringscope.model.log;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckInput;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.check.Preflight;
import org.ringscope.model.check.Profile;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.check.Stamps;
import org.ringscope.model.log.emit.LogPlan;
import org.ringscope.model.log.emit.LogWriter;
import org.ringscope.model.log.emit.RunLog;
import org.ringscope.model.log.triage.Triage;
import org.ringscope.model.log.triage.TriageReport;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;

/** Runs that write their log and triages of logs, for the log tests. */
final class TriageRuns {
    static final Catalog C = Catalog.standard();

    private TriageRuns() {
    }

    static NeffFile neff(Path p) throws Exception {
        return NeffReader.read(p);
    }

    /** The profile the check picks for {@code neff} when none is named. */
    static Profile current(NeffFile neff) throws Exception {
        return ProfileRequest.NONE.resolve(C, CheckInput.of(neff).neffArch()).profile();
    }

    static CheckReport check(NeffFile neff, Profile p) throws Exception {
        return Preflight.check(CheckInput.of(neff), p, C, Stamps.FIXED);
    }

    /** {@code neff} run with {@code options} on {@code p}'s arch, its log at {@code levels}, as a file holds it. */
    static String log(NeffFile neff, RunOptions options, Profile p, LogLevels levels) throws Exception {
        EmulationSession s = EmulationSession.open(neff, options.withArch(p.arch().emulated()));
        s.run();
        LogPlan plan = LogPlan.of(levels, check(neff, p), C);
        StringBuilder out = new StringBuilder();
        new RunLog(s, plan).walk(new LogWriter(out, LogClock.FIXED, plan.fractionDigits(), false));
        return out.toString();
    }

    static LogText read(String text) throws Exception {
        return LogReader.read("run.log", new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), 1L << 30,
                Triage.functions());
    }

    static TriageReport triage(String text, NeffFile neff, Optional<ProfileRequest> p) throws Exception {
        return Triage.run(read(text), neff, p, C);
    }
}
