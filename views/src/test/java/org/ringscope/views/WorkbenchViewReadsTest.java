package org.ringscope.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.views.FxCall.fx;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import javafx.application.Platform;
import javafx.scene.Node;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringscope.model.InputException;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.cursor.JournalCursor;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.SampleSession;
import org.ringscope.views.session.SessionSource;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * How a view reads (decision 1240): one request token per view — a newer request makes older answers stale, and a
 * stale answer is dropped whenever it comes; the answer is rendered on the FX thread; a failed read is logged as a
 * bug of the view (a refusal of the model's, as its message) and rendered as its error state; the session is followed
 * until the view is disposed.
 */
@ExtendWith(ApplicationExtension.class)
class WorkbenchViewReadsTest {

    /** A view whose reads the test answers by hand, and what it rendered (with the thread it rendered on). */
    static final class Reader extends WorkbenchView {
        final List<String> shown = Collections.synchronizedList(new ArrayList<>());
        final List<Boolean> onFx = Collections.synchronizedList(new ArrayList<>());

        Reader() {
            super(ViewKind.EXPLAIN, "Reader");
        }

        CompletableFuture<String> read(CompletableFuture<String> answer) {
            return refresh(() -> answer, this::show, err -> "error: " + err.getMessage());
        }

        void readSession(ViewContext ctx, EmulationSession s, Function<EmulationSession, String> f) {
            read(ctx, s, f, this::show, err -> "error: " + err.getMessage());
        }

        void refreshThatThrows() {
            refresh(() -> {
                throw new IllegalStateException("no journal");
            }, this::show, err -> "error: " + err.getMessage());
        }

        void nothing() {
            renderNow(() -> show("empty"));
        }

        void follows(SessionSource s, Consumer<EmulationSession> onChange) {
            follow(s, onChange);
        }

        private void show(String s) {
            onFx.add(Platform.isFxApplicationThread());
            shown.add(s);
        }

        @Override public Node node() {
            return null;
        }
    }

    private final List<LogRecord> logged = Collections.synchronizedList(new ArrayList<>());
    private final Handler handler = new Handler() {
        @Override public void publish(LogRecord r) {
            logged.add(r);
        }

        @Override public void flush() {
        }

        @Override public void close() {
        }
    };
    private final Logger log = Logger.getLogger(ViewReads.class.getName());

    @BeforeEach
    void listenToTheLog() {
        log.addHandler(handler);
    }

    @AfterEach
    void stopListening() {
        log.removeHandler(handler);
    }

    /** Asks {@code v} for one read an answer, in order, on the FX thread. */
    @SafeVarargs
    private static void start(Reader v, CompletableFuture<String>... answers) {
        fx(() -> {
            for (CompletableFuture<String> a : answers) {
                v.read(a);
            }
            return null;
        });
    }

    @Test
    void aNewerRequestMakesAnOlderAnswerStaleEvenWhenTheOlderComesLast() {
        Reader v = new Reader();
        CompletableFuture<String> older = new CompletableFuture<>();
        CompletableFuture<String> newer = new CompletableFuture<>();
        start(v, older, newer);
        newer.complete("step 2");
        older.complete("step 1");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("step 2"), v.shown);
    }

    @Test
    void aNewerRequestMakesAnOlderAnswerStaleWhenTheOlderComesFirst() {
        Reader v = new Reader();
        CompletableFuture<String> older = new CompletableFuture<>();
        CompletableFuture<String> newer = new CompletableFuture<>();
        start(v, older, newer);
        older.complete("step 1");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), v.shown, "the older answer is dropped, not shown until the newer comes");
        newer.complete("step 2");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("step 2"), v.shown);
    }

    @Test
    void anAnswerFromAWorkerIsRenderedOnTheFxThread() throws Exception {
        Reader v = new Reader();
        CompletableFuture<String> answer = new CompletableFuture<>();
        start(v, answer);
        Thread worker = new Thread(() -> answer.complete("read off the FX thread"), "journal");
        worker.start();
        worker.join();
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("read off the FX thread"), v.shown);
        assertEquals(List.of(true), v.onFx);
    }

    @Test
    void renderingWithNothingToReadDropsTheReadsUnderWay() {
        Reader v = new Reader();
        CompletableFuture<String> answer = new CompletableFuture<>();
        fx(() -> {
            v.read(answer);
            v.nothing(); // the session closed
            return null;
        });
        answer.complete("the closed session's rows");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("empty"), v.shown);
    }

    @Test
    void aFailedReadIsLoggedAsAViewBugAndRenderedAsTheErrorState() {
        Reader v = new Reader();
        CompletableFuture<String> answer = new CompletableFuture<>();
        start(v, answer);
        answer.completeExceptionally(new IllegalStateException("no vring sg00:q0"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("error: no vring sg00:q0"), v.shown, "the cause, unwrapped, reaches the error state");
        assertEquals(1, logged.size());
        assertEquals(Level.SEVERE, logged.get(0).getLevel());
        assertTrue(logged.get(0).getMessage().contains("view bug in explain"), logged.get(0).getMessage());
        assertEquals("no vring sg00:q0", logged.get(0).getThrown().getMessage());
    }

    @Test
    void aReadTheModelRefusedIsNoViewBug() {
        Reader v = new Reader();
        CompletableFuture<String> answer = new CompletableFuture<>();
        start(v, answer);
        InputException refused = new InputException("max.neff", 0, "heap", "a fork would not fit the heap");
        answer.completeExceptionally(new IllegalStateException("Cannot fork max.neff", refused));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, v.shown.size(), "rendered as the error state");
        assertTrue(v.shown.get(0).startsWith("error: "), v.shown.get(0));
        assertEquals(1, logged.size());
        assertEquals(Level.INFO, logged.get(0).getLevel(), "a refusal, with the user's message: " + logged.get(0)
                .getMessage());
        assertTrue(logged.get(0).getMessage().contains("a fork would not fit the heap"), logged.get(0).getMessage());
    }

    @Test
    void aStaleFailureIsNeitherRenderedNorLogged() {
        Reader v = new Reader();
        CompletableFuture<String> older = new CompletableFuture<>();
        CompletableFuture<String> newer = new CompletableFuture<>();
        start(v, older, newer);
        older.completeExceptionally(new IllegalStateException("the old session is gone"));
        newer.complete("rows");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("rows"), v.shown);
        assertEquals(List.of(), logged);
    }

    @Test
    void aReadThatThrowsWhileStartingIsAFailedRead() {
        Reader v = new Reader();
        fx(() -> {
            v.refreshThatThrows();
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("error: no journal"), v.shown);
        assertEquals(1, logged.size());
    }

    @Test
    void aSessionReadRunsOnTheCursorsJournalThread() throws Exception {
        EmulationSession s = SampleSession.run();
        JournalCursor cursor = JournalCursor.onOwnThread(s.journal(), Fx::later);
        try {
            Thread journal = cursor.query(j -> Thread.currentThread()).get().value();
            ViewContext ctx = new ViewContext(new Selection(), cursor, Runnable::run);
            Reader v = new Reader();
            List<Thread> ranOn = Collections.synchronizedList(new ArrayList<>());
            fx(() -> {
                v.readSession(ctx, s, x -> {
                    ranOn.add(Thread.currentThread());
                    return "steps " + x.steps();
                });
                return null;
            });
            cursor.query(j -> null).get(); // the read queued before this one has run
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(List.of(journal), ranOn);
            assertEquals(List.of("steps " + s.steps()), v.shown);
            assertEquals(List.of(true), v.onFx);
        } finally {
            cursor.close();
        }
    }

    /**
     * With no journal under the cursor a session read fails, and says so: it is never run again on another thread
     * (the session is single-threaded; decision 1350).
     */
    @Test
    void withNoJournalUnderTheCursorASessionReadFailsAndIsShownNotRunElsewhere() {
        EmulationSession s = SampleSession.run();
        ViewContext ctx = new ViewContext(new Selection(), Cursor.none(), Runnable::run);
        Reader v = new Reader();
        List<Thread> ranOn = Collections.synchronizedList(new ArrayList<>());
        fx(() -> {
            v.readSession(ctx, s, x -> {
                ranOn.add(Thread.currentThread());
                return "read anyway";
            });
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("error: no session is open"), v.shown);
        assertEquals(List.of(), ranOn, "the read never touched the session");
        assertEquals(1, logged.size());
    }

    @Test
    void everyRequestHearsItsOwnAnswerOnceRenderedOrDropped() throws Exception {
        Reader v = new Reader();
        CompletableFuture<String> older = new CompletableFuture<>();
        CompletableFuture<String> newer = new CompletableFuture<>();
        List<CompletableFuture<String>> answered = fx(() -> List.of(v.read(older), v.read(newer)));
        older.complete("step 1");
        assertEquals("step 1", answered.get(0).get(), "the stale request still hears how it ended");
        newer.completeExceptionally(new IllegalStateException("the dump is cut"));
        Throwable e = answered.get(1).handle((x, t) -> t).get();
        assertEquals("the dump is cut", e.getMessage(), "a failure comes back unwrapped");
        assertEquals(List.of("error: the dump is cut"), v.shown, "rendered before the answer is handed back");
    }

    @Test
    void aDisposedViewRendersNoLateAnswer() {
        Reader v = new Reader();
        CompletableFuture<String> answer = new CompletableFuture<>();
        start(v, answer);
        fx(() -> {
            v.dispose();
            return null;
        });
        answer.complete("rows for a closed tab");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), v.shown);
    }

    @Test
    void theSessionIsFollowedOnTheFxThreadUntilDisposed() {
        Reader v = new Reader();
        FakeSessions s = new FakeSessions();
        List<Boolean> heard = Collections.synchronizedList(new ArrayList<>());
        v.follows(s, x -> heard.add(Platform.isFxApplicationThread() && x == null));
        assertEquals(1, s.listeners.size());
        fx(() -> {
            s.fire();
            return null;
        });
        assertEquals(List.of(true), heard, "told on the FX thread that no session is open");
        v.dispose();
        assertEquals(List.of(), s.listeners);
    }

    /** A source whose changes the test fires. */
    static final class FakeSessions implements SessionSource {
        final List<Consumer<Optional<EmulationSession>>> listeners = new ArrayList<>();

        void fire() {
            List.copyOf(listeners).forEach(l -> l.accept(Optional.empty()));
        }

        @Override public Optional<EmulationSession> current() {
            return Optional.empty();
        }

        @Override public void addListener(Consumer<Optional<EmulationSession>> l) {
            listeners.add(l);
        }

        @Override public void removeListener(Consumer<Optional<EmulationSession>> l) {
            listeners.remove(l);
        }
    }
}
