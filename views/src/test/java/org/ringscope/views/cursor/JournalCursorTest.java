package org.ringscope.views.cursor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.JournalEvent;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;

/**
 * The cursor over a real journal (a vring with appended transfers, as the trace tests build it): seeks run
 * on the journal thread, listeners run on the "FX" executor (here a queue the test thread drains), requests
 * and publications coalesce, steps clamp, and journal growth moves the end.
 */
class JournalCursorTest {
    /** The test's stand-in for the FX thread: runnables queue up until the test drains them. */
    private final LinkedBlockingQueue<Runnable> fxQueue = new LinkedBlockingQueue<>();
    private final List<CursorEvent> events = new ArrayList<>();
    private final Set<String> journalThreads = ConcurrentHashMap.newKeySet();
    private final List<JournalEvent> moves = new CopyOnWriteArrayList<>();
    private final List<Integer> usedAtStep = new ArrayList<>();
    private Journal journal;
    private Vring vring;
    private JournalCursor cursor;

    @BeforeEach
    void history() throws Exception {
        journal = new Journal();
        new VringDomain(journal);
        vring = new Vring("v", Arch.CAYMAN);
        VringDomain.of(journal).attach(vring);
        usedAtStep.add(0); // step 0: nothing
        usedAtStep.add(0); // step 1: attached
        for (int k = 1; k <= 6; k++) {
            vring.vringAddDescTransfer(0x1000L * k, 0x100000L * k, 70_000L * k); // 2, 3, 4, … descriptors
            usedAtStep.add(vring.tx().usedDescCount());
        }
        assertEquals(usedAtStep.size() - 1, journal.size());
        journal.addListener(e -> {
            journalThreads.add(Thread.currentThread().getName());
            if (e instanceof JournalEvent.Stepped || e instanceof JournalEvent.Reversed) {
                moves.add(e);
            }
        });
        cursor = JournalCursor.onOwnThread(journal, fxQueue::add);
        cursor.addListener(e -> {
            assertEquals(Thread.currentThread().getName(), testThread, "listeners run on the FX executor");
            events.add(e);
        });
        drainUntil(() -> cursor.maxStep() == journal.size());
    }

    private final String testThread = Thread.currentThread().getName();

    @AfterEach
    void close() {
        cursor.close();
    }

    /** Runs queued FX work on the test thread until {@code done} holds (10 s at most). */
    private void drainUntil(BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!done.getAsBoolean()) {
            Runnable r = fxQueue.poll(50, TimeUnit.MILLISECONDS);
            if (r != null) {
                r.run();
            }
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out; events " + events);
            }
        }
    }

    private int usedNow() throws Exception {
        return cursor.query(j -> vring.tx().usedDescCount()).get(10, TimeUnit.SECONDS).value();
    }

    @Test
    void queriesListenersMakeWhileAMoveIsDeliveredRunTogetherAfterItInOrder() throws Exception {
        List<String> order = new CopyOnWriteArrayList<>();
        List<CompletableFuture<JournalCursor.At<Integer>>> answers = new ArrayList<>();
        CursorListener views = e -> {
            if (e.step() == 2) {
                for (String v : List.of("vring", "pring", "packets")) {
                    answers.add(cursor.query(j -> {
                        order.add(v);
                        return j.position();
                    }));
                }
                order.add("delivered");
            }
        };
        cursor.addListener(views);
        cursor.seek(2);
        drainUntil(() -> answers.size() == 3);
        for (var a : answers) {
            assertEquals(2, a.get(10, TimeUnit.SECONDS).value());
        }
        assertEquals(List.of("delivered", "vring", "pring", "packets"), order,
                "held until every listener heard the move, then run in the order asked");
        assertEquals(usedAtStep.get(2), usedNow(), "a query outside a delivery runs as before");
    }

    @Test
    void startsAtTheJournalsPositionAndSeeksExactlyOffTheTestThread() throws Exception {
        int end = journal.size();
        assertEquals(end, cursor.step());
        cursor.seek(3);
        drainUntil(() -> cursor.step() == 3);
        assertEquals(usedAtStep.get(3), usedNow());
        CursorEvent last = events.get(events.size() - 1);
        assertEquals(end, last.previous());
        assertTrue(last.moved() && last.reversed());
        cursor.seek(5);
        drainUntil(() -> cursor.step() == 5);
        assertEquals(usedAtStep.get(5), usedNow());
        assertFalse(events.get(events.size() - 1).reversed());
        assertEquals(Set.of("ringscope-journal"), journalThreads, "only the journal thread moved the journal");
    }

    @Test
    void requestsMadeWhileASeekRunsCollapseIntoTheLast() throws Exception {
        CountDownLatch hold = new CountDownLatch(1);
        var blocked = cursor.query(j -> {
            try {
                hold.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return j.position();
        });
        cursor.seek(1);
        cursor.seek(6);
        cursor.seek(0);
        cursor.stepForward();
        cursor.stepForward();
        cursor.stepForward();
        hold.countDown(); // the requests are all made: let the journal thread go (it waited out its 10 s before)
        blocked.get(10, TimeUnit.SECONDS);
        drainUntil(() -> cursor.step() == 3);
        assertEquals(1, moves.size(), "one seek for six requests: " + moves);
        assertEquals(usedAtStep.get(3), usedNow());
        int before = events.size();
        // publications the FX thread has not taken yet collapse too
        cursor.seek(2);
        cursor.query(j -> 0).get(10, TimeUnit.SECONDS);
        cursor.seek(4);
        cursor.query(j -> 0).get(10, TimeUnit.SECONDS);
        drainUntil(() -> cursor.step() == 4);
        assertEquals(before + 1, events.size(), "the FX thread rendered only the latest state");
        assertEquals(3, events.get(events.size() - 1).previous());
    }

    @Test
    void stepsClampAtBothEnds() throws Exception {
        int end = journal.size();
        cursor.stepForward();
        cursor.query(j -> 0).get(10, TimeUnit.SECONDS);
        drainUntil(fxQueue::isEmpty);
        assertEquals(end, cursor.step());
        cursor.seek(end + 50);
        cursor.query(j -> 0).get(10, TimeUnit.SECONDS);
        drainUntil(fxQueue::isEmpty);
        assertEquals(end, cursor.step());
        cursor.seek(1);
        drainUntil(() -> cursor.step() == 1);
        cursor.stepBack();
        drainUntil(() -> cursor.step() == 0);
        cursor.stepBack();
        cursor.stepBack();
        cursor.query(j -> 0).get(10, TimeUnit.SECONDS);
        drainUntil(fxQueue::isEmpty);
        assertEquals(0, cursor.step());
        cursor.stepForward();
        drainUntil(() -> cursor.step() == 1);
        assertEquals(usedAtStep.get(1), usedNow());
    }

    @Test
    void newRecordsMoveTheEndAndCloseStopsListening() throws Exception {
        int end = journal.size();
        cursor.query(j -> {
            try {
                vring.vringAddDescTransfer(1, 2, 3);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            return j.publish();
        }).get(10, TimeUnit.SECONDS);
        drainUntil(() -> cursor.maxStep() == end + 1);
        assertEquals(end + 1, cursor.step(), "the cursor follows a recording at the end");
        assertEquals(end + 1, cursor.maxStepProperty().get());
        cursor.close();
        int seen = events.size();
        cursor.seek(0);
        Thread.sleep(100);
        fxQueue.forEach(Runnable::run);
        assertEquals(seen, events.size());
    }
}
