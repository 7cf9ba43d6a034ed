package org.ringscope.app.bench.hostile;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs one command line of the CLI in a fresh JVM — the java that runs the campaign, its class path, the
 * application's entry point, {@value #HEAP} of heap, headless — within a time limit (a case that passes it is a
 * hang, and its process is killed). A fresh JVM sees what one command sees from a shell: no state other cases left,
 * the real exit code, the default heap of a user. With {@code fileLimitBlocks} the process runs under {@code ulimit
 * -f} (a disk that fills while it writes: a write past the limit fails with "File too large").
 */
final class FreshJvm {
    /** The heap of every fresh JVM: a user's machine, not the build's. */
    static final String HEAP = "-Xmx1g";
    /** The application's entry point (by name: the bench does not depend on the CLI that runs it). */
    static final String MAIN = "org.ringscope.app.Main";

    private final long timeoutMillis;

    FreshJvm(long timeoutMillis) {
        this.timeoutMillis = timeoutMillis;
    }

    CaseRunner.Outcome run(List<String> args) {
        return run(args, 0);
    }

    /** Runs {@code args}; {@code fileLimitBlocks} above 0 runs it under {@code ulimit -f} of that many blocks. */
    CaseRunner.Outcome run(List<String> args, int fileLimitBlocks) {
        List<String> cmd = new ArrayList<>();
        if (fileLimitBlocks > 0) {
            cmd.addAll(List.of("/bin/sh", "-c", "ulimit -f " + fileLimitBlocks + " && exec \"$0\" \"$@\""));
        }
        cmd.add(java());
        cmd.addAll(List.of(HEAP, "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"), MAIN));
        cmd.addAll(args);
        long t0 = System.nanoTime();
        Process p;
        try {
            p = new ProcessBuilder(cmd).redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                    .start();
        } catch (IOException e) {
            return new CaseRunner.Outcome(-1, "", "", 0, false, e);
        }
        Drain out = new Drain(p.getInputStream());
        Drain err = new Drain(p.getErrorStream());
        try {
            if (!p.waitFor(timeoutMillis, TimeUnit.MILLISECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                p.waitFor(10, TimeUnit.SECONDS);
                return new CaseRunner.Outcome(-1, out.text(), err.text(), timeoutMillis, true, null);
            }
            out.join();
            err.join();
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            return new CaseRunner.Outcome(-1, out.text(), err.text(), 0, false, e);
        }
        return new CaseRunner.Outcome(p.exitValue(), out.text(), err.text(), (System.nanoTime() - t0) / 1_000_000,
                false, null);
    }

    private static String java() {
        return ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /** Reads a stream to its end on a daemon thread, keeping the first {@value CaseRunner#KEEP} characters. */
    private static final class Drain extends Thread {
        private final InputStream in;
        private final StringBuilder sb = new StringBuilder();

        Drain(InputStream in) {
            super("fresh-jvm-drain");
            this.in = in;
            setDaemon(true);
            start();
        }

        @Override
        public void run() {
            byte[] buf = new byte[8192];
            try {
                for (int n = in.read(buf); n >= 0; n = in.read(buf)) {
                    synchronized (sb) {
                        if (sb.length() < CaseRunner.KEEP) {
                            sb.append(new String(buf, 0, n, StandardCharsets.UTF_8));
                        }
                    }
                }
            } catch (IOException e) {
                // the process was killed: what it printed so far is kept
            }
        }

        String text() {
            synchronized (sb) {
                return sb.length() <= CaseRunner.KEEP ? sb.toString() : sb.substring(0, CaseRunner.KEEP);
            }
        }
    }
}
