package org.ringscope.model.stop;

import java.lang.ref.WeakReference;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.BooleanSupplier;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.JournalEvent;

/**
 * Forward and reverse runs to a {@link StopCondition} over a session's journal (decision 1300). Forward from step
 * {@code s}: the first matching record {@code r >= s}, found at step {@code r + 1} (so the change shows, and a
 * forward run always moves on). Backward from step {@code s}: the last matching record {@code r < s - 1}, at step
 * {@code r + 1 < s} (it never stops where it stands, as {@code Navigator.runBackTo}). Neither runs off an end: with
 * nothing there the answer is {@link StopResult.NotFound}.
 *
 * <p>Memory, slot and pring writes are answered by the session's {@link org.ringscope.model.device.WriteIndex}; a
 * semaphore or event by the sequencer's index together with a scan of the device's own register writes; flips,
 * doorbells, publications and executions by a list of records built on the first question and kept until the history
 * changes or grows; the rest by a scan that looks at {@code cancelled} every {@value Matcher#CHECK_EVERY} records. A cancelled
 * search answers {@link StopResult.Cancelled}. Call it on the journal's thread (the workbench's journal thread); only
 * {@link #runTo} moves the cursor.
 *
 * <pre>{@code
 * StopSearch q = StopSearch.of(session);
 * StopCondition c = StopCondition.parse("descriptor sg00@1:qSPIO0_0 tx 5 executed");
 * StopResult r = q.backward(c, session.cursor(), () -> false);
 * if (r instanceof StopResult.Found f) session.seek(f.step());
 * }</pre>
 */
public final class StopSearch {
    /** Compiled conditions kept a session. */
    private static final int KEEP = 32;
    private static final Map<EmulationSession, WeakReference<StopSearch>> CACHE = new WeakHashMap<>();

    private final EmulationSession s;
    private final Journal j;
    private final StopCompiler compiler;
    private final Map<StopCondition, Matcher> compiled = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<StopCondition, Matcher> e) {
            return size() > KEEP;
        }
    };

    private StopSearch(EmulationSession s) {
        this.s = s;
        this.j = s.journal();
        this.compiler = new StopCompiler(s, Provenance.of(s).index());
        j.addListener(e -> {
            if (e instanceof JournalEvent.Truncated || e instanceof JournalEvent.Reset
                    || e instanceof JournalEvent.Recorded) {
                compiled.clear(); // a new or longer history: the lists built from the old one are stale
            }
        });
    }

    /** The search over {@code s}'s journal, one per session (held weakly, as the session's provenance). */
    public static StopSearch of(EmulationSession s) {
        synchronized (CACHE) {
            WeakReference<StopSearch> ref = CACHE.get(s);
            StopSearch q = ref == null ? null : ref.get();
            if (q == null) {
                q = new StopSearch(s);
                CACHE.put(s, new WeakReference<>(q));
            }
            return q;
        }
    }

    /** Checks that the names {@code c} uses exist in this run; an {@link IllegalArgumentException} says which not. */
    public void check(StopCondition c) {
        matcher(c);
    }

    private Matcher matcher(StopCondition c) {
        Matcher m = compiled.get(c);
        if (m == null) {
            m = compiler.compile(c);
            compiled.put(c, m);
        }
        return m;
    }

    /** The first match at or after record {@code fromStep}, at the step after it. */
    public StopResult forward(StopCondition c, int fromStep, BooleanSupplier cancelled) {
        int from = Math.max(0, Math.min(fromStep, j.size()));
        return result(matcher(c).next(from, cancelled));
    }

    /** The last match that shows before step {@code fromStep} (a record before {@code fromStep - 1}). */
    public StopResult backward(StopCondition c, int fromStep, BooleanSupplier cancelled) {
        int before = Math.max(0, Math.min(fromStep, j.size()) - 1);
        return result(matcher(c).last(before, cancelled));
    }

    /** {@link #backward} when {@code back}, else {@link #forward}. */
    public StopResult find(StopCondition c, int fromStep, boolean back, BooleanSupplier cancelled) {
        return back ? backward(c, fromStep, cancelled) : forward(c, fromStep, cancelled);
    }

    /** Searches from the cursor and, on a match, moves the cursor to it; the cursor stays otherwise. */
    public StopResult runTo(StopCondition c, boolean back, BooleanSupplier cancelled) {
        StopResult r = find(c, s.cursor(), back, cancelled);
        if (r instanceof StopResult.Found f) {
            s.seek(f.step());
        }
        return r;
    }

    private StopResult result(int record) {
        if (record == Matcher.CANCELLED) {
            return new StopResult.Cancelled();
        }
        if (record < 0 || record >= j.size()) {
            return new StopResult.NotFound();
        }
        return new StopResult.Found(record + 1, record, j.describe(record));
    }
}
