package org.ringscope.views.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.cursor.CursorEvent;

/**
 * The window's cursor over the current session: it follows a session handed over with the thread that owns it,
 * listeners survive a switch of session (hearing the new session's state with the step they showed before),
 * session listeners hear the change after the cursor switched, commands run on the session's thread, and a
 * cleared holder moves the views to step 0 of 0.
 */
class SessionCursorTest {
    private final LinkedBlockingQueue<Runnable> fx = new LinkedBlockingQueue<>();
    private final ExecutorService t1 = Executors.newSingleThreadExecutor();
    private final ExecutorService t2 = Executors.newSingleThreadExecutor();

    @AfterEach
    void stop() {
        t1.shutdownNow();
        t2.shutdownNow();
    }

    private void until(BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!done.getAsBoolean()) {
            Runnable r = fx.poll(50, TimeUnit.MILLISECONDS);
            if (r != null) {
                r.run();
            }
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out");
            }
        }
        Runnable r;
        while ((r = fx.poll()) != null) {
            r.run();
        }
    }

    private EmulationSession runOn(ExecutorService t) throws Exception {
        return t.submit(SampleSession::run).get(60, TimeUnit.SECONDS);
    }

    @Test
    void followsTheCurrentSessionAcrossSwitches() throws Exception {
        SessionHolder h = new SessionHolder(fx::add);
        List<CursorEvent> events = new ArrayList<>();
        List<Optional<EmulationSession>> changes = new ArrayList<>();
        h.cursor().addListener(events::add);
        h.addListener(changes::add);
        assertTrue(h.current().isEmpty());
        assertTrue(h.cursor().query(j -> 1).isCompletedExceptionally(), "no session: queries fail");

        EmulationSession a = runOn(t1);
        h.set(a, t1);
        assertEquals(List.of(Optional.of(a)), changes);
        until(() -> !events.isEmpty());
        int end = a.steps();
        assertEquals(end, h.cursor().step(), "a finished run is at its last step");
        assertEquals(end, h.cursor().maxStep());
        assertTrue(h.openProperty().get());

        h.cursor().seek(10);
        until(() -> h.cursor().step() == 10);
        int node = h.cursor().withSession(s -> s.runToNode("kbl_model_add")).get(10, TimeUnit.SECONDS).value();
        until(() -> h.cursor().step() == node + 1);
        String thread = h.cursor().query(j -> Thread.currentThread().getName()).get(10, TimeUnit.SECONDS).value();
        assertEquals(t1.submit(() -> Thread.currentThread().getName()).get(), thread, "queries run on the session's thread");

        EmulationSession b = runOn(t2);
        events.clear();
        h.set(b, t2);
        until(() -> !events.isEmpty());
        CursorEvent e = events.get(events.size() - 1);
        assertEquals(node + 1, e.previous(), "the step the views showed");
        assertEquals(b.steps(), e.step());
        h.cursor().seek(3);
        until(() -> h.cursor().step() == 3);
        assertEquals(3, t2.submit(b::cursor).get(), "the new session moved");
        assertEquals(node + 1, t1.submit(a::cursor).get(), "the old session stays where it was");

        events.clear();
        h.clear();
        assertFalse(h.openProperty().get());
        assertEquals(Optional.empty(), changes.get(changes.size() - 1));
        assertEquals(0, h.cursor().step());
        assertEquals(0, h.cursor().maxStep());
        assertEquals(3, events.get(0).previous());
    }
}
