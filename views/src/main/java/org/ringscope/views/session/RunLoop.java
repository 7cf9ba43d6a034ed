package org.ringscope.views.session;

import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.ringscope.model.trace.Breakpoints;
import org.ringscope.model.trace.Stepper;
import org.ringscope.model.trace.StopReason;
import org.ringscope.views.cursor.Cursor;

/**
 * Run / pause (F5) at an adjustable speed, Ripes style (decision 0851): a ticker thread
 * wakes {@link #TICKS_PER_SECOND} times a second and hands one bounded {@link Stepper#advance advance} of
 * {@code speed / 20} records to the journal thread (fractions carry over), which checks the breakpoints on
 * the way. So the views see at most 20 cursor moves a second whatever the speed (the UI samples the run),
 * queries of the views interleave with the ticks, and a slow journal never queues ticks (one in flight).
 * The run stops at a breakpoint, at the end, or on {@link #pause()}. Start, pause and the properties: FX
 * thread. What wakes the ticks is a {@link Ticker}: a daemon thread in the product, a hand-driven one in tests.
 */
public final class RunLoop {
    /** How often the run moves the cursor (and the views render), per second. */
    public static final int TICKS_PER_SECOND = 20;
    private static final Logger LOG = Logger.getLogger(RunLoop.class.getName());
    private static final ScheduledExecutorService TICKER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "ringscope-run-ticker");
        t.setDaemon(true);
        return t;
    });

    /** What wakes a run: calls {@code tick} every {@code periodMillis} until the returned action cancels it. */
    @FunctionalInterface
    public interface Ticker {
        Runnable schedule(Runnable tick, long periodMillis);
    }

    /** The product's ticker: one daemon thread shared by every run loop, at a fixed rate. */
    public static final Ticker THREAD_TICKER = (tick, periodMillis) -> {
        var f = TICKER.scheduleAtFixedRate(tick, periodMillis, periodMillis, TimeUnit.MILLISECONDS);
        return () -> f.cancel(false);
    };

    private final Cursor cursor;
    private final Breakpoints breakpoints;
    private final Executor fx;
    private final Ticker ticker;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyObjectWrapper<StopReason> stopped = new ReadOnlyObjectWrapper<>(this, "stopped");
    private final AtomicBoolean inFlight = new AtomicBoolean();
    private volatile int speed = 20;
    private double carry;
    private Runnable cancelTicks;
    private volatile long generation;
    /** The generation whose run a tick stopped (journal thread): later ticks of it do nothing. */
    private volatile long halted = -1;

    public RunLoop(Cursor cursor, Breakpoints breakpoints, Executor fx) {
        this(cursor, breakpoints, fx, THREAD_TICKER);
    }

    public RunLoop(Cursor cursor, Breakpoints breakpoints, Executor fx, Ticker ticker) {
        this.cursor = Objects.requireNonNull(cursor, "cursor");
        this.breakpoints = Objects.requireNonNull(breakpoints, "breakpoints");
        this.fx = Objects.requireNonNull(fx, "fx");
        this.ticker = Objects.requireNonNull(ticker, "ticker");
    }

    /** Steps (journal records) per second; any thread. */
    public void setSpeed(int stepsPerSecond) {
        speed = Math.max(1, stepsPerSecond);
    }

    public int speed() {
        return speed;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public boolean isRunning() {
        return running.get();
    }

    /** Why the last run stopped, {@code null} while running and before the first run. */
    public ReadOnlyObjectProperty<StopReason> stoppedProperty() {
        return stopped.getReadOnlyProperty();
    }

    /** Starts running from the cursor (nothing when already running or at the end). */
    public void start() {
        if (running.get() || cursor.step() >= cursor.maxStep()) {
            return;
        }
        running.set(true);
        stopped.set(null);
        carry = 0;
        long gen = ++generation;
        long period = 1000 / TICKS_PER_SECOND;
        cancelTicks = ticker.schedule(() -> tick(gen), period);
    }

    /** Stops the run where it is. */
    public void pause() {
        stop(new StopReason.Paused());
    }

    public void toggle() {
        if (running.get()) {
            pause();
        } else {
            start();
        }
    }

    private void stop(StopReason why) {
        if (!running.get()) {
            return;
        }
        generation++;
        if (cancelTicks != null) {
            cancelTicks.run();
            cancelTicks = null;
        }
        running.set(false);
        stopped.set(why);
    }

    // ticker thread
    private void tick(long gen) {
        if (!inFlight.compareAndSet(false, true)) {
            return; // the journal is still busy with the last tick
        }
        carry += speed / (double) TICKS_PER_SECOND;
        int budget = (int) carry;
        carry -= budget;
        cursor.query(j -> {
            if (gen != generation || gen == halted) {
                return new Stepper.Tick(j.position(), null, false);
            }
            Stepper.Tick t = Stepper.advance(j, budget, breakpoints.snapshot());
            if (t.stops()) {
                // decided here, on the journal thread: the next tick may come before the FX thread has stopped
                // the run, and must not carry the cursor past the breakpoint
                halted = gen;
            }
            return t;
        }).whenComplete((at, err) -> {
            inFlight.set(false);
            if (err != null) {
                LOG.log(Level.WARNING, "run stopped: " + err.getMessage());
                fx.execute(() -> {
                    if (gen == generation) {
                        stop(new StopReason.Failed(err.getMessage()));
                    }
                });
            } else if (at.value().stops() && gen == halted) {
                Stepper.Tick t = at.value();
                fx.execute(() -> {
                    if (gen == generation) {
                        stop(t.reason());
                    }
                });
            }
        });
    }
}
