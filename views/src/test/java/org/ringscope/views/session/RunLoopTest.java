package org.ringscope.views.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.trace.Breakpoints;
import org.ringscope.model.trace.StopReason;
import org.ringscope.views.cursor.CursorEvent;
import org.ringscope.views.cursor.JournalCursor;

/**
 * Run / pause: the loop moves the cursor in bounded ticks on the journal thread, stops at a breakpoint met on
 * the way (never skipping it, whatever the speed), runs on to the end after it, and pauses where it is. The
 * ticks come from a {@link ManualTicker}, so each test decides when one happens instead of sleeping.
 */
class RunLoopTest {
    private final LinkedBlockingQueue<Runnable> fx = new LinkedBlockingQueue<>();

    private final ManualTicker ticker = new ManualTicker();

    /** Handles what the loop posted to the FX thread until {@code done}, firing a tick whenever one is due. */
    private void run(RunLoop loop, BooleanSupplier done) throws InterruptedException {
        until(() -> {
            if (!done.getAsBoolean() && ticker.scheduled()) {
                ticker.fire();
            }
            return done.getAsBoolean();
        });
    }

    /** The journal thread's position once every tick fired so far has been handled (its queue is in order). */
    private static int settled(JournalCursor c) throws Exception {
        return c.query(j -> j.position()).get(10, TimeUnit.SECONDS).value();
    }

    private void until(BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!done.getAsBoolean()) {
            Runnable r = fx.poll(20, TimeUnit.MILLISECONDS);
            if (r != null) {
                r.run();
            }
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out");
            }
        }
    }

    @Test
    void runsToABreakpointThenToTheEnd() throws Exception {
        EmulationSession s = SampleSession.run();
        s.seek(0);
        int add = s.runToNode("kbl_model_add");
        s.seek(0);
        JournalCursor c = JournalCursor.onOwnThread(s.journal(), fx::add);
        List<CursorEvent> moves = new ArrayList<>();
        c.addListener(moves::add);
        until(() -> !moves.isEmpty());
        Breakpoints bps = new Breakpoints();
        bps.toggle("kbl_model_add");
        RunLoop loop = new RunLoop(c, bps, fx::add, ticker);
        loop.setSpeed(1000);
        loop.start();
        assertTrue(loop.isRunning());
        assertEquals(1000 / RunLoop.TICKS_PER_SECOND, ticker.periodMillis());
        run(loop, () -> !loop.isRunning());
        assertEquals(new StopReason.AtBreakpoint("kbl_model_add"), loop.stoppedProperty().get());
        assertFalse(ticker.scheduled(), "a stopped run asks for no more ticks");
        until(() -> c.step() == add + 1);
        int ticks = moves.size();
        assertTrue(ticks >= 2, "the views saw the run move: " + moves);

        bps.clear();
        loop.start();
        run(loop, () -> !loop.isRunning());
        assertEquals(new StopReason.AtEnd(), loop.stoppedProperty().get());
        until(() -> c.step() == c.maxStep());

        c.seek(0);
        until(() -> c.step() == 0);
        loop.setSpeed(1);
        loop.start();
        run(loop, () -> c.step() >= 1);
        loop.pause();
        assertEquals(new StopReason.Paused(), loop.stoppedProperty().get());
        assertFalse(ticker.scheduled(), "a paused run asks for no more ticks");
        int at = settled(c);
        for (int i = 0; i < 40; i++) { // two seconds' worth of ticks of the paused run, already on their way
            ticker.fireLate();
        }
        assertEquals(at, settled(c), "a paused loop does not move the cursor");
        until(() -> fx.isEmpty() && c.step() == at); // the window's cursor shows where the run paused
        c.close();
    }

    @Test
    void aBusyFxThreadDoesNotLetTheRunPassTheBreakpoint() throws Exception {
        EmulationSession s = SampleSession.run();
        s.seek(0);
        int add = s.runToNode("kbl_model_add");
        s.seek(0);
        JournalCursor c = JournalCursor.onOwnThread(s.journal(), fx::add);
        until(() -> c.maxStep() > 0);
        Breakpoints bps = new Breakpoints();
        bps.toggle("kbl_model_add");
        RunLoop loop = new RunLoop(c, bps, fx::add, ticker);
        loop.setSpeed(1000);
        loop.start();
        assertTrue(loop.isRunning());
        // the FX thread is busy (nothing runs on it): ticks keep coming while the stop waits to be handled
        int ticks = 0;
        while (settled(c) != add + 1) {
            assertTrue(++ticks <= add + 1, "never reached the breakpoint after " + ticks + " ticks");
            ticker.fire();
        }
        assertTrue(ticker.scheduled(), "the FX thread has not stopped the run yet");
        for (int i = 0; i < 40; i++) { // two seconds' worth of ticks before the stop is handled
            ticker.fire();
        }
        assertEquals(add + 1, settled(c), "later ticks of the stopped run leave the cursor at the breakpoint");
        until(() -> !loop.isRunning());
        assertEquals(new StopReason.AtBreakpoint("kbl_model_add"), loop.stoppedProperty().get());
        c.close();
    }
}
