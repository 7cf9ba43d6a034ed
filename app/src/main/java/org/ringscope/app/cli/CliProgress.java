package org.ringscope.app.cli;

import java.io.PrintStream;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * A progress line on stderr for work that takes a while: nothing for the first second (a quick command prints
 * nothing extra), then "label: what now" redrawn four times a second on one line, erased when the work ends.
 * Only where stderr is likely a terminal (the JVM has a console) and {@code --quiet} was not given, so pipes,
 * files and scripts see exactly the output they saw before.
 */
final class CliProgress implements AutoCloseable {
    static final long DELAY_MS = 1000;
    static final long PERIOD_MS = 250;
    private static final ScheduledExecutorService TICKS = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "ringscope-progress");
        t.setDaemon(true);
        return t;
    });

    private final PrintStream err;
    private final String label;
    private final Supplier<String> now;
    private final ScheduledFuture<?> ticks;
    private volatile int drawn;

    private CliProgress(PrintStream err, String label, Supplier<String> now, boolean on) {
        this.err = err;
        this.label = label;
        this.now = now;
        this.ticks = on ? TICKS.scheduleAtFixedRate(this::draw, DELAY_MS, PERIOD_MS, TimeUnit.MILLISECONDS) : null;
    }

    /** Starts a progress line for {@code label}; {@code now} tells what the work does at the moment (any thread). */
    static CliProgress start(String label, Supplier<String> now, boolean quiet) {
        return new CliProgress(System.err, label, now, !quiet && System.console() != null);
    }

    /** For tests: to the given stream, drawn only when {@link #draw()} is called. */
    static CliProgress to(PrintStream err, String label, Supplier<String> now) {
        return new CliProgress(err, label, now, false);
    }

    synchronized void draw() {
        String line = label + ": " + now.get();
        if (line.length() > 100) {
            line = line.substring(0, 99) + "…";
        }
        err.print("\r" + line + " ".repeat(Math.max(0, drawn - line.length())));
        err.flush();
        drawn = line.length();
    }

    @Override
    public synchronized void close() {
        if (ticks != null) {
            ticks.cancel(false);
        }
        if (drawn > 0) {
            err.print("\r" + " ".repeat(drawn) + "\r");
            err.flush();
            drawn = 0;
        }
    }
}
