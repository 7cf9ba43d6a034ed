package org.ringscope.app.bench;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.ringscope.model.gen.GenProfiles;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Vring;
import org.ringscope.views.Theme;
import org.ringscope.views.ViewContext;
import org.ringscope.views.cursor.JournalCursor;
import org.ringscope.views.descriptor.DescriptorView;
import org.ringscope.views.neff.NeffDocument;
import org.ringscope.views.neff.NeffView;
import org.ringscope.views.pring.PringDescriptorSource;
import org.ringscope.views.pring.PringView;
import org.ringscope.views.select.Location;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.SessionSource;

/**
 * The responsiveness harness of issue #6 ({@code ringscope bench gui}): generates {@code gen --profile copy} with N
 * descriptors, runs it, opens the views headless (Monocle, software rendering) in a 1400×900 window and measures
 * <ul>
 *   <li>opening each view: from asking for it to the first pulse after it is ready and painted;</li>
 *   <li>frame times ({@link FrameProbe}) while scrolling the descriptor table and panning / zooming the timeline
 *       and the ring strips, one change per frame;</li>
 *   <li>a step: from a cursor move (a seek to a random step, or one step forward) to the pring view painting it.</li>
 * </ul>
 * Not a test: nothing here asserts a time; the figures go to {@code docs/benchmarks.md}.
 */
public final class GuiBench {
    private static final int WIDTH = 1400;
    private static final int HEIGHT = 900;

    private final PrintWriter log;
    private final List<String> notes = new ArrayList<>();

    private GuiBench(PrintWriter log) {
        this.log = log;
    }

    /**
     * Selects Monocle's headless platform with back-to-back pulses; call before the JavaFX toolkit starts (a
     * toolkit that already runs keeps its own pulse, and the intervals then read ≈ 16.7 ms at best).
     */
    public static void useHeadlessFullSpeed() {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("java.awt.headless", "true");
        System.setProperty("headless.geometry", String.format(Locale.ROOT, "%dx%d-32", WIDTH + 200, HEIGHT + 200));
        if (System.getProperty("javafx.animation.fullspeed") == null) {
            System.setProperty("javafx.animation.fullspeed", "true");
        }
    }

    /** Runs the whole harness; {@code log} hears progress (may be a sink). */
    public static GuiBenchResult run(int descriptors, int frames, int steps, PrintWriter log) throws Exception {
        return new GuiBench(log).measure(descriptors, frames, steps);
    }

    private void say(String s) {
        log.println(s);
        log.flush();
    }

    private GuiBenchResult measure(int n, int frames, int stepCount) throws Exception {
        say("generating gen --profile copy --descriptors " + n);
        byte[] bytes = GenProfiles.build("copy", OptionalInt.of(n), OptionalInt.empty()).build();
        NeffFile file = NeffReader.read("copy.neff", bytes, ReadLimits.DEFAULT);
        EmulationSession session = EmulationSession.open(file, RunOptions.defaults());
        long r0 = System.nanoTime();
        session.run();
        double runSeconds = (System.nanoTime() - r0) / 1e9;
        say(String.format(Locale.ROOT, "run: %,d steps in %.2f s", session.steps(), runSeconds));
        boolean started = startToolkit();
        ExecutorService background = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "bench-background");
            t.setDaemon(true);
            return t;
        });
        JournalCursor cursor = JournalCursor.onOwnThread(session.journal(), Platform::runLater);
        try {
            return measureViews(session, bytes, cursor, background, n, frames, stepCount, runSeconds);
        } finally {
            cursor.close();
            background.shutdownNow();
            if (started) {
                Platform.exit();
            }
        }
    }

    private static boolean startToolkit() throws InterruptedException {
        CompletableFuture<Void> up = new CompletableFuture<>();
        try {
            Platform.startup(() -> up.complete(null));
        } catch (IllegalStateException already) {
            return false;
        }
        up.join();
        Platform.setImplicitExit(false);
        return true;
    }

    private GuiBenchResult measureViews(EmulationSession session, byte[] neffBytes, JournalCursor cursor,
            ExecutorService background, int n, int frames, int stepCount, double runSeconds) throws Exception {
        ViewContext ctx = new ViewContext(new Selection(), cursor, background);
        SessionSource sessions = SessionSource.of(session);
        SplitPane split = fx(() -> {
            SplitPane sp = new SplitPane();
            Stage stage = new Stage();
            Scene scene = new Scene(new BorderPane(sp), WIDTH, HEIGHT);
            Theme.LIGHT.apply(scene);
            stage.setScene(scene);
            stage.show();
            return sp;
        });
        Map<String, Double> open = new LinkedHashMap<>();
        poll(() -> cursor.step() == session.steps());

        // the pring and doorbell view: index the whole journal, read the rings, paint
        PringView[] pv = new PringView[1];
        open.put("pring", open(() -> {
            pv[0] = new PringView(ctx, sessions);
            split.getItems().add(pv[0].node());
            return pv[0].node();
        }, () -> pv[0].idle() && pv[0].frames() > 0));
        PringView view = pv[0];
        say("opened the pring view in " + open.get("pring") + " ms (" + view.events() + " device events)");

        // the descriptor table over a million rows (the vring view's index model): copy the words, build, lay out
        long[][] words = new long[1][];
        TableView<?>[] table = new TableView<?>[1];
        long t0 = System.nanoTime();
        words[0] = cursor.query(j -> {
            Vring best = null;
            for (Vring v : j.vrings().attached()) {
                if (best == null || v.tx().usedDescCount() > best.tx().usedDescCount()) {
                    best = v;
                }
            }
            long[] w = new long[best.tx().usedDescCount() * 2];
            best.tx().copyTo(0, best.tx().usedDescCount(), w, 0);
            return w;
        }).get(60, TimeUnit.SECONDS).value();
        open.put("descriptorTable", openFrom(t0, () -> {
            table[0] = BenchTable.of(words[0], Direction.TX);
            split.getItems().add(0, table[0]);
            split.setDividerPositions(0.36);
            return table[0];
        }, () -> table[0].lookup(".virtual-flow") != null));
        say("opened a table of " + words[0].length / 2 + " descriptors in " + open.get("descriptorTable") + " ms");

        // the descriptor inspector on a slot of the big ring
        String ring = fx(() -> view.ringNames().stream().filter(s -> s.endsWith(".tx")).findFirst().orElse(""));
        DescriptorView[] dv = new DescriptorView[1];
        Location.PringSlot slot = new Location.PringSlot(new Location.Pring(ring), n / 2);
        open.put("descriptor", open(() -> {
            dv[0] = new DescriptorView(ctx, new PringDescriptorSource(sessions, cursor), slot);
            split.getItems().add(dv[0].node());
            split.setDividerPositions(0.36, 0.78);
            return dv[0].node();
        }, () -> dv[0].shown().isPresent()));

        // the NEFF view on the generated file (parse off the FX thread, then the view)
        NeffView[] nv = new NeffView[1];
        long n0 = System.nanoTime();
        NeffDocument doc = CompletableFuture.supplyAsync(() -> {
            try {
                return NeffDocument.load("copy.neff", neffBytes, ReadLimits.DEFAULT);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, background).get(60, TimeUnit.SECONDS);
        double parse = (System.nanoTime() - n0) / 1e6;
        double neffView = open(() -> {
            nv[0] = new NeffView(ctx);
            nv[0].setDocument(doc);
            split.getItems().add(nv[0].node());
            return nv[0].node();
        }, () -> !nv[0].busyProperty().get());
        open.put("neff", round(parse + neffView));
        fx(() -> split.getItems().remove(nv[0].node()));
        say("opened the descriptor inspector in " + open.get("descriptor") + " ms, the NEFF view in " + open.get("neff")
                + " ms");

        // frames
        Map<String, FrameStats> fr = new LinkedHashMap<>();
        VirtualFlow<?> flow = fx(() -> (VirtualFlow<?>) table[0].lookup(".virtual-flow"));
        Random rnd = new Random(6);
        int rows = words[0].length / 2;
        fr.put("tableScroll", frames(frames, k -> {
            if (k % 40 == 39) {
                table[0].scrollTo(rnd.nextInt(rows));
            } else {
                flow.scrollPixels(72);
            }
        }));
        fx(() -> {
            view.fitEvents();
            return null;
        });
        Map<String, FrameStats> paint = new LinkedHashMap<>();
        fx(view::takePaintMillis);
        fr.put("timelinePan", frames(frames, k -> view.panTimeline((k / 60) % 2 == 0 ? 24 : -24)));
        paint.put("timelinePan", FrameStats.of(fx(view::takePaintMillis)));
        fr.put("timelineZoom", frames(frames, k -> view.zoomTimeline((k / 60) % 2 == 0 ? 1.06 : 1 / 1.06, Double.NaN)));
        paint.put("timelineZoom", FrameStats.of(fx(view::takePaintMillis)));
        fx(() -> {
            view.fitEvents();
            view.zoomTimeline(400, Double.NaN);
            return null;
        });
        fx(view::takePaintMillis);
        fr.put("timelinePanZoomedIn", frames(frames, k -> view.panTimeline((k / 60) % 2 == 0 ? 24 : -24)));
        paint.put("timelinePanZoomedIn", FrameStats.of(fx(view::takePaintMillis)));
        fr.put("ringsZoom", frames(frames, k -> view.zoomRings((k / 60) % 2 == 0 ? 1.08 : 1 / 1.08)));
        paint.put("ringsZoom", FrameStats.of(fx(view::takePaintMillis)));
        paint.forEach((k, v) -> fr.put(k + "Paint", v));
        fr.forEach((k, v) -> say(String.format(Locale.ROOT, "frames %-20s %s", k, v)));

        // steps
        Map<String, FrameStats> st = new LinkedHashMap<>();
        int max = session.steps();
        double[] seek = new double[stepCount];
        for (int i = 0; i < stepCount; i++) {
            seek[i] = step(cursor, view, 1 + rnd.nextInt(max));
        }
        st.put("seekRandom", FrameStats.of(seek));
        double[] one = new double[stepCount];
        int from = view.firstEventStep();
        step(cursor, view, from);
        for (int i = 0; i < stepCount; i++) {
            one[i] = step(cursor, view, Math.min(max, from + 1 + i));
        }
        st.put("stepForward", FrameStats.of(one));
        st.forEach((k, v) -> say(String.format(Locale.ROOT, "step   %-20s %s", k, v)));

        notes.add(String.format(Locale.ROOT, "%d CPUs, load average %s when done", Runtime.getRuntime()
                .availableProcessors(), loadAverage()));
        notes.add("headless Monocle, software rendering (prism.order=sw), window " + WIDTH + "x" + HEIGHT
                + ", javafx.animation.fullspeed=" + System.getProperty("javafx.animation.fullspeed", "false"));
        notes.add("frame time = interval between consecutive FX pulses, each performing one scripted change; "
                + "…Paint = the pring view's own drawing per frame on the FX thread (its canvases), apart from layout, "
                + "CSS and the renderer");
        notes.add("descriptorTable: a virtualized TableView over a " + rows + "-row index model of the largest vring's "
                + "TX half (the vring view is not on main yet); its open time includes copying the words off the FX "
                + "thread");
        notes.add("step: cursor move until the pring view has read the rings at the new step and painted them; the "
                + "other views shown do not read state at the cursor");
        return new GuiBenchResult(n, session.steps(), view.events(), round(runSeconds), open, fr, st, notes);
    }

    /** Milliseconds from running {@code create} on the FX thread to the first pulse after {@code ready} holds. */
    private static double open(Supplier<Node> create, BooleanSupplier ready) throws Exception {
        return openFrom(-1, create, ready);
    }

    /** As {@link #open}, counted from {@code t0} (nanoTime) when it is not negative. */
    private static double openFrom(long t0, Supplier<Node> create, BooleanSupplier ready) throws Exception {
        long started = fx(() -> {
            long t = System.nanoTime();
            create.get();
            return t;
        });
        poll(ready);
        long t1 = await(until(() -> true));
        return round((t1 - (t0 >= 0 ? t0 : started)) / 1e6);
    }

    /**
     * Waits until {@code done} holds, asking the FX thread every half millisecond; unlike an animation timer this
     * does not keep the pulse spinning (with full-speed pulses that would starve the journal thread of a CPU).
     */
    private static void poll(BooleanSupplier done) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!fx(done::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new java.util.concurrent.TimeoutException("the window did not get there in 120 s");
            }
            java.util.concurrent.locks.LockSupport.parkNanos(500_000);
        }
    }

    private static FrameStats frames(int frames, java.util.function.IntConsumer script) throws Exception {
        return fx(() -> FrameProbe.run(15, frames, script)).get(120, TimeUnit.SECONDS);
    }

    /** Milliseconds from a seek to {@code target} to the first pulse after the pring view painted it. */
    private static double step(JournalCursor cursor, PringView view, int target) throws Exception {
        long t0 = fx(() -> {
            long t = System.nanoTime();
            cursor.seek(target);
            return t;
        });
        poll(() -> cursor.step() == target && view.shownStep() == target && view.idle());
        long t1 = await(until(() -> true));
        return (t1 - t0) / 1e6;
    }

    private static CompletableFuture<Long> until(BooleanSupplier done) throws Exception {
        return fx(() -> FrameProbe.until(done));
    }

    private static <T> T await(CompletableFuture<T> f) throws Exception {
        return f.get(120, TimeUnit.SECONDS);
    }

    private static <T> T fx(java.util.concurrent.Callable<T> c) throws Exception {
        CompletableFuture<T> out = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                out.complete(c.call());
            } catch (Throwable e) {
                out.completeExceptionally(e);
            }
        });
        return out.get(120, TimeUnit.SECONDS);
    }

    private static String loadAverage() {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).split(" ")[0];
        } catch (Exception e) {
            return String.format(Locale.ROOT, "%.2f", java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                    .getSystemLoadAverage());
        }
    }

    private static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
