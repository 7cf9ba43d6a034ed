package org.ringscope.model.log.emit;

import java.util.Objects;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.log.LogLevels;

/**
 * What an emulated log holds: the levels it shows, whether RingScope's own lines are in it, and the load's
 * pre-flight check on the log's profile — its findings' lines are printed where the load meets their rule, its
 * memory report once the load succeeds (decision 1342).
 *
 * @param levels            the levels shown, per component
 * @param emulated          whether RingScope's lines for steps the runtime logs nothing public about are written
 * @param check             the load checked on the log's profile, or {@code null} (no memory report, no findings)
 * @param catalog           the profiles and rules the check came from
 * @param stopAtLoadFailure whether the log ends where the profile's load fails, as the real runtime's does
 */
public record LogPlan(LogLevels levels, boolean emulated, CheckReport check, Catalog catalog,
                      boolean stopAtLoadFailure) {
    public LogPlan {
        Objects.requireNonNull(levels, "levels");
        Objects.requireNonNull(catalog, "catalog");
    }

    /** The log {@code run --log} writes: {@code levels}, RingScope's lines at TRACE, the load's findings. */
    public static LogPlan of(LogLevels levels, CheckReport check, Catalog catalog) {
        return new LogPlan(levels, true, check, catalog, true);
    }

    /** The same showing {@code l}. */
    public LogPlan withLevels(LogLevels l) {
        return new LogPlan(l, emulated, check, catalog, stopAtLoadFailure);
    }

    /** The fraction digits of the runtime's times on the profile: 6, or 4 before runtime 2.18.14.0. */
    public int fractionDigits() {
        return check == null ? 6 : catalog.logFractionDigits(check.profile());
    }
}
