package org.ringscope.app.bench.hostile;

import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs one command line of the CLI in this process, on a worker thread, within a time limit: a case that passes
 * it is a hang (its thread is abandoned, and the next case gets a fresh one). What it prints is kept up to
 * {@value #KEEP} characters per stream.
 */
final class CaseRunner implements AutoCloseable {
    static final int KEEP = 1 << 16;
    private final HostileBench.CommandLineUnderTest cli;
    private final long timeoutMillis;
    private ExecutorService worker = newWorker();

    CaseRunner(HostileBench.CommandLineUnderTest cli, long timeoutMillis) {
        this.cli = cli;
        this.timeoutMillis = timeoutMillis;
    }

    /** What a case did: its exit code (-1 when it hung or threw), what it printed, how long it took. */
    record Outcome(int exit, String out, String err, long millis, boolean hung, Throwable thrown) {
    }

    /**
     * Runs {@code args}. What the command writes to {@link System#out} itself rather than to its writer — the bytes
     * of {@code gen --out -} — goes nowhere while the case runs, so it does not reach the campaign's own output.
     */
    Outcome run(List<String> args) {
        Kept out = new Kept();
        Kept err = new Kept();
        long t0 = System.nanoTime();
        PrintStream stdout = System.out;
        System.setOut(new PrintStream(OutputStream.nullOutputStream(), true));
        Future<Integer> f = worker.submit(() -> cli.execute(new PrintWriter(out, true),
                new PrintWriter(err, true), args.toArray(String[]::new)));
        try {
            int exit = f.get(timeoutMillis, TimeUnit.MILLISECONDS);
            return new Outcome(exit, out.text(), err.text(), (System.nanoTime() - t0) / 1_000_000, false, null);
        } catch (TimeoutException e) {
            f.cancel(true);
            worker.shutdownNow();
            worker = newWorker();
            return new Outcome(-1, out.text(), err.text(), timeoutMillis, true, null);
        } catch (ExecutionException e) {
            return new Outcome(-1, out.text(), err.text(), (System.nanoTime() - t0) / 1_000_000, false, e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Outcome(-1, out.text(), err.text(), 0, false, e);
        } finally {
            System.setOut(stdout);
        }
    }

    private static ExecutorService newWorker() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "hostile-case");
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }

    /** A writer that keeps the first {@value #KEEP} characters. */
    private static final class Kept extends Writer {
        private final StringBuilder sb = new StringBuilder();

        @Override
        public synchronized void write(char[] c, int off, int len) {
            sb.append(c, off, Math.max(0, Math.min(len, KEEP - sb.length())));
        }

        @Override
        public void flush() {
            // kept in memory
        }

        @Override
        public void close() {
            // kept in memory
        }

        synchronized String text() {
            return sb.toString();
        }
    }
}
