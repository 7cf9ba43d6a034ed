package org.ringscope.views.session;

/** A {@link RunLoop.Ticker} the test drives: {@link #fire()} runs one tick on the calling thread, now. */
final class ManualTicker implements RunLoop.Ticker {
    private Runnable tick;
    private Runnable last;
    private long periodMillis;

    @Override
    public synchronized Runnable schedule(Runnable t, long period) {
        Runnable mine = t;
        tick = t;
        last = t;
        periodMillis = period;
        return () -> {
            synchronized (this) {
                if (tick == mine) {
                    tick = null;
                }
            }
        };
    }

    /** Whether a run is scheduled (started and not cancelled). */
    synchronized boolean scheduled() {
        return tick != null;
    }

    /** The period the run asked for. */
    synchronized long periodMillis() {
        return periodMillis;
    }

    /** Runs the scheduled tick once; fails when none is scheduled. */
    void fire() {
        Runnable t;
        synchronized (this) {
            t = tick;
        }
        if (t == null) {
            throw new AssertionError("no run is scheduled");
        }
        t.run();
    }

    /** Runs the last tick that was scheduled even if it was cancelled since: a tick already on its way. */
    void fireLate() {
        Runnable t;
        synchronized (this) {
            t = last;
        }
        t.run();
    }
}
