package org.ringscope.model.lint;

import java.util.List;
import org.ringscope.model.location.Location;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.session.DgeTraffic;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.trace.Journal;

/**
 * The expert checks of a run ("Problems"; decision 0873): descriptor and packet limits per arch,
 * vring halves near their cap of 16,777,200 descriptors, pring padding below the ring guard, ring wrap and ring-id
 * phase errors, doorbells that publish nothing new, descriptors never published, barriers missing on the last
 * chunk, DMA aborts, the DGE's out-of-bounds accesses, instructions with no rings and bounds, and the engines a
 * hang blocked and the event double sets. Each
 * {@link Problem} names its ring, descriptor or instruction, a {@link Location} and the journal step
 * at which it shows.
 *
 * <p>The checks read the vrings as they stand at the end of the journal and the device's records of the whole
 * journal, so their result does not depend on where the cursor is: {@link #check(EmulationSession)} moves the
 * journal to its end for the duration and back. Call it on the thread that owns the session.
 *
 * <pre>{@code
 * EmulationSession s = EmulationSession.open(neff, RunOptions.defaults());
 * s.run();
 * for (Problem p : Lint.check(s)) System.out.println(p.severity() + " " + p.code() + ": " + p.message());
 * }</pre>
 */
public final class Lint {
    private Lint() {
    }

    /** The problems of a session's run (none before it ran). */
    public static List<Problem> check(EmulationSession s) {
        if (s.result() == null) {
            return List.of();
        }
        Journal j = s.journal();
        int at = j.position();
        if (at != j.size()) {
            j.seek(j.size());
        }
        try {
            Findings out = new Findings();
            check(LintInput.of(s), out);
            dge(s, out);
            return out.problems();
        } finally {
            if (j.position() != at) {
                j.seek(at);
            }
        }
    }

    /** The problems of {@code in}, read as its vrings stand now and from its whole journal. */
    public static List<Problem> check(LintInput in) {
        Findings out = new Findings();
        check(in, out);
        return out.problems();
    }

    private static void check(LintInput in, Findings out) {
        Touches touches = new Touches(in.journal());
        VringChecks vc = new VringChecks(out, touches, in.arch());
        for (LintInput.VringRef v : in.vrings()) {
            vc.check(v.key(), v.vring());
        }
        if (in.device() != null) {
            new RingChecks(out, in).run();
        }
    }

    /**
     * The DGE checks: out-of-bounds accesses, instructions and dynamic sets with no rings, bounds (decision 1181); and
     * the sequencer's: the engines blocked in a hang, event double sets (decision 1265).
     */
    private static void dge(EmulationSession s, Findings out) {
        Manifest m = s.manifest();
        new DgeChecks(out, m, s.result(), DgeTraffic.of(s), s.steps(),
                s.neffName()).run();
        new SyncChecks(out, m, SyncDomain.of(s.journal()), s.neffName(), s.journal().size())
                .run();
    }
}
