package org.ringscope.views.vring;

import java.util.HashMap;
import java.util.Map;
import org.ringscope.model.location.Half;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.HalfWords;
import org.ringscope.model.vring.VringDomain;
import org.ringscope.model.vring.VringPages;

/**
 * One vring half at one step, as the vring view shows it: its descriptor words (lent by the half on the journal
 * thread, {@link VringPages#lease} — the FX thread reads rows by index from here, never from the vring), the page geometry
 * (65,536 descriptors a page, the cap of 16,777,200), whether it is a template and, for a template, the words of
 * the per-execution build resolved from it (the resolved address of each template pointer) and the subgraph's
 * variable names. Immutable once built.
 *
 * @param resolved the build's words of the same half at this step, or {@code null} (not a template, or no build
 *                 exists yet)
 */
record HalfSnapshot(String key, String subgraph, String kind, Arch arch, Direction direction, int step, int used,
                    int limit, boolean template, int maxVarId, HalfWords words, String buildKey, HalfWords resolved,
                    int resolvedCount, Map<Integer, String> varNames, String pring) {

    /** Descriptors per page. */
    static final int PAGE = VringPages.DESCS_PER_PAGE;

    /**
     * Reads {@code key}'s {@code half} at the journal's position (journal thread only). When {@code previous}
     * shows the same half and nothing since wrote it, its words are shared rather than copied again.
     */
    static HalfSnapshot read(EmulationSession s, SessionVrings vr, String key, Direction half, HalfSnapshot previous) {
        SessionVrings.Entry e = vr.get(key).orElse(null);
        int step = s.journal().position();
        if (e == null || !SessionVrings.existsAt(s.journal(), e, step)) {
            return null;
        }
        VringPages p = e.vring().half(half);
        int used = p.usedDescCount();
        HalfWords words = previous != null && previous.sameHalf(key, half) && previous.used == used
                && unchanged(s, e, half, previous.step, step) ? previous.words : p.lease();
        String buildKey = null;
        HalfWords resolved = null;
        int resolvedCount = 0;
        if (p.isTemplate()) {
            for (SessionVrings.Entry b : vr.buildsOf(e)) {
                if (SessionVrings.existsAt(s.journal(), b, step)) {
                    buildKey = b.key();
                    resolvedCount = b.vring().half(half).usedDescCount();
                    // share the previous copy when nothing since wrote the build (a step of the execution)
                    resolved = previous != null && previous.sameHalf(key, half) && b.key().equals(previous.buildKey)
                            && previous.resolved != null && previous.resolvedCount == resolvedCount
                            && unchanged(s, b, half, previous.step, step) ? previous.resolved : b.vring().half(half).lease();
                }
            }
        }
        Map<Integer, String> names = new HashMap<>();
        if (previous != null && previous.words == words) {
            names = previous.varNames; // the same words: the same variables (no pass over a million descriptors)
        } else if (p.isTemplate()) {
            for (int i = 0; i < used; i++) {
                long a = words.word1(i);
                if (BufPtr.isTemplate(a)) {
                    names.computeIfAbsent(BufPtr.varId(a), id -> vr.varName(e.subgraph(), id));
                }
            }
        }
        return new HalfSnapshot(key, e.subgraph(), e.kind(), e.vring().arch(), half, step, used, p.limit(), p.isTemplate(),
                p.maxVarId(), words, buildKey, resolved, resolvedCount, Map.copyOf(names), e.pringName(half));
    }

    /** Whether no record between the two steps changed this half (checked for short hops only). */
    private static boolean unchanged(EmulationSession s, SessionVrings.Entry e, Direction half, int from, int to) {
        return Math.abs(to - from) <= 4096 && !VringDomain.of(s.journal()).changedBetween(e.vring(), half, from, to);
    }

    boolean sameHalf(String k, Direction d) {
        return key.equals(k) && direction == d;
    }

    Half location() {
        return Half.of(key, direction);
    }

    long word0(int i) {
        return words.word0(i);
    }

    long word1(int i) {
        return words.word1(i);
    }

    /** The build's pointer of descriptor {@code i}, or -1 when there is none. */
    long resolvedAddress(int i) {
        return resolved != null && i < resolvedCount ? resolved.word1(i) : -1;
    }

    /** Pages in use: {@code ceil(used / 65,536)}. */
    int pages() {
        return (used + PAGE - 1) / PAGE;
    }

    /** Descriptors on page {@code p}. */
    int onPage(int p) {
        return Math.max(0, Math.min(PAGE, used - p * PAGE));
    }
}
