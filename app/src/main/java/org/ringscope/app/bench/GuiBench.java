package org.ringscope.app.bench;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.ringscope.app.ui.GuiLauncher;
import org.ringscope.app.ui.MainWindow;
import org.ringscope.app.ui.RingScopeApp;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.load.RecentFiles;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.Theme;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.neff.NeffDocument;
import org.ringscope.views.session.SessionQueries;

/**
 * The responsiveness harness ({@code ringscope bench gui}): the workbench window ({@link MainWindow},
 * Execute perspective, 1400×900, light theme) headless on Monocle, opening a NEFF as a user would, then
 * <ul>
 *   <li>{@code openFile}: the file loaded and run, then every view of the window reading and rendering the run;</li>
 *   <li>{@code openView}: each view built afresh on that session in a second window until its first content is
 *       rendered; {@code showView}: each view's tab brought forward in the main window;</li>
 *   <li>{@code frames}: frame times ({@link FrameProbe}) while scrolling the vring view's descriptor table and
 *       panning / zooming the pring view's timeline ({@link Scenarios});</li>
 *   <li>{@code step}: from a cursor move until every view has updated and rendered.</li>
 * </ul>
 * Not a test: nothing here asserts a time; the figures go to {@code docs/benchmarks.md}. Every wait has a deadline,
 * and a measurement that fails is reported in {@code errors} without stopping the others.
 */
public final class GuiBench {
    static final int WIDTH = 1400;
    static final int HEIGHT = 900;

    /**
     * What to measure.
     *
     * @param file      the NEFF to open
     * @param generated whether the harness generated it (reported)
     * @param frames    frames per frame scenario
     * @param steps     cursor moves per step scenario
     * @param timeout   seconds any single wait may take
     */
    public record Options(Path file, boolean generated, int frames, int steps, long timeout) {
        /** Frames per scenario by default. */
        public static final int FRAMES = 300;
    }

    /** Fewer frames or steps than this make a p95 their slowest (one in twenty is the 95th percentile). */
    private static final int FEW = 20;

    private final Options options;
    private final PrintWriter log;
    private final CountingExecutor background = new CountingExecutor(RingScopeApp.newBackgroundExecutor());
    private final FxSync sync;
    private final List<String> notes = new ArrayList<>();
    private final List<String> errors = Collections.synchronizedList(new ArrayList<>());
    private MainWindow window;
    private Stage stage;
    private volatile long sessionAt;

    private GuiBench(Options options, PrintWriter log) {
        this.options = options;
        this.log = log;
        this.sync = new FxSync(options.timeout(), background);
    }

    /**
     * Selects Monocle's headless platform with back-to-back pulses; call before the JavaFX toolkit starts (a toolkit
     * that already runs keeps its own platform and pulse, and the frame times then read ≈ 16.7 ms at best).
     */
    public static void useHeadlessFullSpeed() {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        GuiLauncher.tuneSoftwareRendering();
        System.setProperty("java.awt.headless", "true");
        System.setProperty("headless.geometry", String.format(Locale.ROOT, "%dx%d-32", WIDTH + 200, HEIGHT + 200));
        if (System.getProperty("javafx.animation.fullspeed") == null) {
            System.setProperty("javafx.animation.fullspeed", "true");
        }
    }

    /**
     * Starts the JavaFX toolkit unless it runs already; returns whether it started it (then the caller ends it with
     * {@code Platform.exit()} when done — a toolkit cannot start twice in one JVM).
     */
    public static boolean startToolkit() {
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

    /** Runs the harness on a running toolkit; {@code log} hears progress. */
    public static GuiBenchResult run(Options options, PrintWriter log) throws BenchException {
        if (!Files.isRegularFile(options.file())) {
            throw new BenchException(options.file() + ": no such file");
        }
        GuiBench b = new GuiBench(options, log);
        try {
            return b.measure();
        } finally {
            b.close();
        }
    }

    void say(String s) {
        log.println(s);
        log.flush();
    }

    void error(String s) {
        errors.add(s);
        say("error: " + s);
    }

    FxSync sync() {
        return sync;
    }

    MainWindow window() {
        return window;
    }

    private GuiBenchResult measure() throws BenchException {
        String loadBefore = loadAverage();
        Map<String, Double> openFile = new LinkedHashMap<>();
        openFile.put("loadAndRun", openFile());
        openFile.put("viewsReady", ms(sessionAt, settled("every view reading the run")));
        say("opened " + options.file() + ": " + openFile);
        EmulationSession s = window.sessions().current().orElseThrow();
        Facts facts = facts(s);
        NeffDocument doc = sync.fx("the NEFF document", () -> window.currentView().flatMap(v -> v.document()))
                .orElseThrow(() -> new BenchException("the window shows no NEFF document for " + options.file()));

        Map<String, Double> showView = showEach("");
        say("show view (tab brought forward): " + showView);

        Map<String, Double> openView = openViews(doc, facts);
        say("open view (built afresh): " + openView);

        Scenarios sc = new Scenarios(this, facts);
        Map<String, FrameStats> frames = new LinkedHashMap<>();
        Map<String, FrameStats> paint = new LinkedHashMap<>();
        Map<String, String> skipped = new LinkedHashMap<>();
        sc.frames(options.frames(), frames, paint, skipped);
        Map<String, Double> idle = sc.idle(1.0);
        Map<String, FrameStats> step = sc.steps(options.steps());
        Map<String, Double> showAfterSteps = showEach("after the steps");
        say("show view after the steps (a hidden view catches up): " + showAfterSteps);

        sync.fxRun("switch perspective", () -> window.switchPerspective(Perspective.EXECUTE));
        notes.add("a frame: the interval between the starts of two consecutive FX pulses, with one scripted change "
                + "(scroll, pan, zoom) made at the start of each; with back-to-back pulses (javafx.animation.fullspeed)"
                + " it is what that frame cost the FX thread — the change, CSS, layout, the views' canvas drawing, "
                + "synchronizing the scene for rendering — and waiting for the renderer (software, prism.order=sw) to"
                + " finish the frame before; at the normal 60 Hz pulse it would read ≈ 16.7 ms whenever none is late");
        notes.add("rendered: two pulses begun after the view is ready — the first lays it out and hands it to the "
                + "renderer, the second starts once that frame is synchronized; ready = settled (every journal query,"
                + " background task and FX hand-off done, checked in rounds) and the view's own content check");
        if (options.frames() < FEW) {
            notes.add("few frames: " + options.frames() + " a scenario, so a p95 is their slowest, and the first frame "
                    + "after a scenario begins is among them; compare figures measured with the default " + Options.FRAMES);
        }
        if (options.steps() < FEW) {
            notes.add("few steps: " + options.steps() + " a scenario, so a p95 is their slowest");
        }
        notes.add("warmup: " + Scenarios.WARMUP_STEPS + " steps, forward then back, before the timed ones and held to "
                + "no goal: the first steps after the views are in place run code the JIT has not compiled yet (on "
                + "conv2d_3 the first eight took 40-70 ms, the next 15-25 ms, the FX and renderer threads' CPU time"
                + " falling by half as C2 compiled the renderer's and the views' step paths); a user pays it once per JVM");
        notes.add("openView: the view built with the window's context on the current session, in a second window "
                + "of 1000x700, until rendered with content; the window's own views are already open and follow the"
                + " cursor, so a user never waits for that — it is the cost of a view that has to read everything");
        return new GuiBenchResult(
                new GuiBenchResult.Input(options.file().toString(), options.generated(), facts.descriptors,
                        facts.steps, sc.events(), facts.largestKey + ".tx", facts.largestRows),
                new GuiBenchResult.Environment(Runtime.getRuntime().availableProcessors(), loadBefore, loadAverage(),
                        System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                        System.getProperty("glass.platform", "default") + "/" + System.getProperty("prism.order",
                                "default"), WIDTH + "x" + HEIGHT,
                        Boolean.getBoolean("javafx.animation.fullspeed")),
                openFile, openView, showView, showAfterSteps, idle, frames, sc.framesCpu(), paint, step, sc.stepCpu(), goals(openView, frames, step), skipped,
                List.copyOf(errors), notes);
    }

    /** Brings each view's tab forward in turn; milliseconds until it is rendered, per view kind. */
    private Map<String, Double> showEach(String when) throws BenchException {
        Map<String, Double> out = new LinkedHashMap<>();
        for (ViewKind kind : sync.fx("the dock's views", () -> window.dock().items().stream().map(d -> d.kind())
                .distinct().toList())) {
            out.put(kind.id(), attempt("show the " + kind + " view " + when, () -> {
                long t0 = sync.fx("show " + kind, () -> {
                    long t = System.nanoTime();
                    window.showView(kind);
                    return t;
                });
                return ms(t0, settled("the " + kind + " view shown"));
            }));
        }
        return out;
    }

    /** Builds the window, opens FILE, and waits for its run to become the session; milliseconds. */
    private double openFile() throws BenchException {
        sync.fxRun("build the window", () -> {
            stage = new Stage();
            window = new MainWindow(stage, background, RecentFiles.memoryOnly(), ReadLimits.DEFAULT,
                    (header, msg) -> error(header + ": " + msg));
            window.switchPerspective(Perspective.EXECUTE);
            window.prefs().themeProperty().set(Theme.LIGHT);
            stage.setWidth(WIDTH);
            stage.setHeight(HEIGHT);
            stage.show();
            DirtyProbe.attachIfAsked(stage.getScene(), log);
            window.sessions().addListener(x -> sessionAt = System.nanoTime());
        });
        settled("the empty window");
        long t0 = sync.fx("open " + options.file(), () -> {
            long t = System.nanoTime();
            window.open(options.file());
            return t;
        });
        sync.poll("loading and running " + options.file(), () -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0);
        if (!errors.isEmpty() || sync.fx("failures", () -> window.failures()) > 0) {
            throw new BenchException("cannot open " + options.file() + ": " + String.join("; ", errors));
        }
        if (sync.fx("the session", () -> window.sessions().current().isEmpty())) {
            throw new BenchException(options.file() + " did not run (no session)");
        }
        return ms(t0, sessionAt);
    }

    /** The session's size, and the vring half with the most descriptors (what the vring scroll scenario shows). */
    static final class Facts {
        long descriptors;
        int steps;
        String largestKey = "";
        int largestRows;
    }

    private Facts facts(EmulationSession s) throws BenchException {
        Facts f = sync.await("count the descriptors", sync.fx("count", () -> window.sessions().cursor().query(j -> {
            Facts x = new Facts();
            for (SessionVrings.Entry e : SessionQueries.vrings(s).entries()) {
                int tx = e.vring().tx().usedDescCount();
                x.descriptors += tx + e.vring().rx().usedDescCount();
                if (tx > x.largestRows) {
                    x.largestRows = tx;
                    x.largestKey = e.key();
                }
            }
            return x;
        }))).value();
        f.steps = sync.fx("steps", () -> window.sessions().cursor().maxStep());
        say(String.format(Locale.ROOT, "session: %,d descriptors, %,d steps; largest half %s.tx (%,d)", f.descriptors,
                f.steps, f.largestKey, f.largestRows));
        return f;
    }

    /** Each view built afresh on the session, in a second window, until it shows its content rendered. */
    private Map<String, Double> openViews(NeffDocument doc, Facts facts) throws BenchException {
        Optional<Location> inspect = facts.largestRows == 0 ? Optional.empty()
                : Optional.of(Half.of(facts.largestKey, Direction.TX).descriptor(facts.largestRows / 2));
        List<ViewProbes.Probe> probes = sync.fx("the probes", () -> ViewProbes.all(window.context(), window.sessions(), doc, inspect, notes));
        StackPane host = sync.fx("a second window", () -> {
            StackPane p = new StackPane();
            Stage s = new Stage();
            Scene scene = new Scene(p, 1000, 700);
            Theme.LIGHT.apply(scene);
            s.setScene(scene);
            s.show();
            return p;
        });
        Map<String, Double> out = new LinkedHashMap<>();
        for (ViewProbes.Probe p : probes) {
            WorkbenchView[] v = new WorkbenchView[1];
            out.put(p.kind().id(), attempt("open the " + p.kind() + " view", () -> {
                long t0 = sync.fx("build the " + p.kind() + " view", () -> {
                    long t = System.nanoTime();
                    v[0] = p.build().get();
                    host.getChildren().setAll(v[0].node());
                    return t;
                });
                settle("the " + p.kind() + " view reading the session");
                sync.poll("the " + p.kind() + " view's first content", () -> p.ready().test(v[0]));
                return ms(t0, settled("the " + p.kind() + " view"));
            }));
            sync.fxRun("close the " + p.kind() + " view", () -> {
                host.getChildren().clear();
                if (v[0] != null) {
                    v[0].dispose();
                }
            });
        }
        sync.fxRun("close the second window", () -> host.getScene().getWindow().hide());
        return out;
    }

    /** Settles, then waits for two pulses; the nanoTime at the second (the change is rendered). */
    long settled(String what) throws BenchException {
        settle(what);
        return sync.pulses(what, 2);
    }

    void settle(String what) throws BenchException {
        sync.settle(what, window.sessions().cursor());
    }

    /** A measurement that may fail: its figure, or {@code null} with the reason in {@code errors}. */
    interface Measure {
        double run() throws BenchException;
    }

    Double attempt(String what, Measure m) {
        try {
            return m.run();
        } catch (BenchException e) {
            error(what + ": " + e.getMessage());
            return null;
        }
    }

    private static List<GuiBenchResult.Goal> goals(Map<String, Double> open, Map<String, FrameStats> frames,
                                                   Map<String, FrameStats> step) {
        List<GuiBenchResult.Goal> g = new ArrayList<>();
        Double worstOpen = open.values().stream().anyMatch(v -> v == null) ? null
                : open.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
        g.add(GuiBenchResult.Goal.of("opening any view <= 1.5 s", "max openView", 1500, worstOpen));
        for (String layout : List.of("", "Maximized")) {
            for (String s : List.of("vringScroll", "vringJump", "vringGoto", "timelinePan", "timelineZoom", "timelinePanZoomedIn",
                    "diffScroll", "memoryScroll", "memoryJump")) {
                FrameStats f = frames.get(s + layout);
                g.add(GuiBenchResult.Goal.of("p95 frame <= 16 ms while " + s + layout, "frames." + s + layout + ".p95",
                        16, f == null ? null : f.p95()));
            }
        }
        for (String s : List.of("stepForward", "stepBack")) {
            FrameStats f = step.get(s);
            g.add(GuiBenchResult.Goal.of("a step updates every view <= 50 ms", "step." + s + ".max", 50,
                    f == null ? null : f.max()));
        }
        return g;
    }

    private void close() {
        try {
            if (stage != null) {
                sync.fxRun("close the window", () -> stage.hide());
            }
        } catch (BenchException e) {
            say("could not close the window: " + e.getMessage());
        }
        background.shutdown();
    }

    static double ms(long t0, long t1) {
        return Math.round((t1 - t0) / 1e5) / 10.0;
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (Exception e) {
            return String.format(Locale.ROOT, "%.2f", ManagementFactory.getOperatingSystemMXBean()
                    .getSystemLoadAverage());
        }
    }
}
