package org.ringscope.views.session;

import org.ringscope.model.trace.Breakpoints;
import org.ringscope.model.trace.StopReason;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.cursor.CursorEvent;
import org.ringscope.views.cursor.JournalCursor;

/**
 * Run / pause: the loop moves the cursor in bounded ticks on the journal thread, stops at a breakpoint met on
 * the way (never skipping it, whatever the speed), runs on to the end after it, and pauses where it is.
 */
class RunLoopTest {
    private final LinkedBlockingQueue<Runnable> fx = new LinkedBlockingQueue<>();

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
        RunLoop loop = new RunLoop(c, bps, fx::add);
        loop.setSpeed(1000);
        loop.start();
        assertTrue(loop.isRunning());
        until(() -> !loop.isRunning());
        assertEquals(new StopReason.AtBreakpoint("kbl_model_add"), loop.stoppedProperty().get());
        until(() -> c.step() == add + 1);
        int ticks = moves.size();
        assertTrue(ticks >= 2, "the views saw the run move: " + moves);

        bps.clear();
        loop.start();
        until(() -> !loop.isRunning());
        assertEquals(new StopReason.AtEnd(), loop.stoppedProperty().get());
        until(() -> c.step() == c.maxStep());

        c.seek(0);
        until(() -> c.step() == 0);
        loop.setSpeed(1);
        loop.start();
        until(() -> c.step() >= 1);
        loop.pause();
        assertEquals(new StopReason.Paused(), loop.stoppedProperty().get());
        int at = c.step();
        Thread.sleep(300); // a paused loop does not move the cursor
        until(() -> fx.isEmpty());
        assertTrue(c.step() <= at + 1, "at most the tick in flight: " + c.step());
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
        RunLoop loop = new RunLoop(c, bps, fx::add);
        loop.setSpeed(1000);
        loop.start();
        assertTrue(loop.isRunning());
        // the FX thread is busy (nothing runs on it): ticks keep coming while the stop waits to be handled
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (c.query(j -> j.position()).get(10, TimeUnit.SECONDS).value() != add + 1) {
            assertTrue(System.nanoTime() < end, "never reached the breakpoint");
            Thread.sleep(10);
        }
        Thread.sleep(300);
        assertEquals(add + 1, c.query(j -> j.position()).get(10, TimeUnit.SECONDS).value(),
                "later ticks of the stopped run leave the cursor at the breakpoint");
        until(() -> !loop.isRunning());
        assertEquals(new StopReason.AtBreakpoint("kbl_model_add"), loop.stoppedProperty().get());
        c.close();
    }
}
