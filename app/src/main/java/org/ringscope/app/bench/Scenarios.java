package org.ringscope.app.bench;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;
import javafx.scene.Parent;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.VirtualFlow;
import org.ringscope.app.ui.MainWindow;
import org.ringscope.app.ui.dock.DockItem;
import org.ringscope.model.InputException;
import org.ringscope.model.diff.ForkParameter;
import org.ringscope.model.diff.RingDiff;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.HeapEstimate;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.diff.DiffView;
import org.ringscope.views.memory.MemoryView;
import org.ringscope.views.pring.PringView;
import org.ringscope.views.vring.VringView;

/**
 * The scripted interactions of {@link GuiBench}, in the main window; the frame scenarios with their view's dock area
 * maximized (the view at its largest, the costliest case), the steps in the Execute perspective as it is:
 * <ul>
 *   <li>{@code vringScroll}: the vring view's descriptor table on the largest half, scrolled 3 rows (66 px) a frame
 *       like a mouse wheel; {@code vringJump}: to a random row of the page shown each frame, like dragging the
 *       scroll bar's thumb; {@code vringGoto}: to a random descriptor of the half each frame (its page first);</li>
 *   <li>{@code timelinePan} / {@code timelineZoom}: the pring view's timeline fitted to the device's events, panned
 *       24 px / zoomed ×1.06 a frame (direction reversed every 60 frames); {@code timelinePanZoomedIn}: the same pan
 *       400× zoomed in; {@code ringsZoom}: the ring strips zoomed ×1.08 a frame;</li>
 *   <li>{@code diffScroll} / {@code diffJump}: the diff view on a fork and diff of the session with
 *       {@code arch=sunda}, scrolled 3 rows a frame / to a random row each frame — see {@link #diffScroll}.</li>
 * </ul>
 * Steps: {@code stepForward} / {@code stepBack} one step at a time from the middle of the device's events, and
 * {@code seekRandom}, each timed from the cursor move on the FX thread until every view has read the new step and
 * it is rendered. Before them {@code warmup}: {@link #WARMUP_STEPS} steps forward and back again, timed alike and
 * reported, held to no goal — the first steps of a JVM run the views' step paths before the JIT has compiled them.
 */
final class Scenarios {
    private static final Object SOURCE = new Object(); // selections made by the harness
    /** Steps before the timed ones, half forward and half back to where they began. */
    static final int WARMUP_STEPS = 20;

    private final GuiBench bench;
    private final FxSync sync;
    private final MainWindow window;
    private final GuiBench.Facts facts;
    private final Random rnd = new Random(6);
    private final Map<String, Map<String, FrameStats>> framesCpu = new LinkedHashMap<>();
    private final Map<String, Map<String, FrameStats>> stepCpu = new LinkedHashMap<>();
    private CpuClock stepClock;
    private String suffix = "";
    private boolean forked;
    private int events;

    Scenarios(GuiBench bench, GuiBench.Facts facts) {
        this.bench = bench;
        this.sync = bench.sync();
        this.window = bench.window();
        this.facts = facts;
    }

    int events() {
        return events;
    }

    /** Scenario → {@code fx}, {@code render} → CPU milliseconds of those threads per frame. */
    Map<String, Map<String, FrameStats>> framesCpu() {
        return framesCpu;
    }

    /** Scenario → {@code fx}, {@code render}, {@code journal} → CPU milliseconds of those threads per step. */
    Map<String, Map<String, FrameStats>> stepCpu() {
        return stepCpu;
    }

    private <V extends WorkbenchView> Optional<V> view(ViewKind kind, Class<V> type) throws BenchException {
        return sync.fx("the " + kind + " view", () -> window.dock().items().stream().filter(d -> d.kind() == kind)
                .map(DockItem::view).filter(type::isInstance).map(type::cast).findFirst());
    }

    /**
     * Brings {@code kind} forward with its dock area maximized (the whole window but the toolbar and status bar):
     * the frame scenarios scroll, pan and zoom the view at its largest, the costliest case.
     */
    private void maximize(ViewKind kind) throws BenchException {
        sync.fxRun("maximize " + kind, () -> window.dock().items().stream().filter(d -> d.kind() == kind)
                .findFirst().ifPresent(d -> {
                    if (window.dock().maximized().isPresent()) {
                        window.dock().toggleMaximize(d); // every area again first
                    }
                    window.dock().toggleMaximize(d);
                }));
        bench.settled("the " + kind + " view maximized");
    }

    private void restore() throws BenchException {
        sync.fxRun("restore the dock", () -> window.dock().restoreAreas());
        bench.settled("the dock restored");
    }

    /**
     * Every frame scenario twice: with the view where the Execute perspective docks it (the names as they are),
     * then with its dock area maximized (the names + {@code Maximized}: the view at its largest, the costliest).
     */
    void frames(int n, Map<String, FrameStats> frames, Map<String, FrameStats> paint, Map<String, String> skipped)
            throws BenchException {
        for (String layout : List.of("", "Maximized")) {
            suffix = layout;
            Optional<VringView> vring = view(ViewKind.VRING, VringView.class);
            if (vring.isEmpty() || facts.largestRows == 0) {
                skipped.put("vringScroll" + suffix, vring.isEmpty() ? "no vring view" : "the session has no descriptors");
            } else {
                arrange(ViewKind.VRING);
                vringScroll(vring.get(), n, frames);
            }
            Optional<PringView> pring = view(ViewKind.PRING, PringView.class);
            if (pring.isEmpty()) {
                skipped.put("timelinePan" + suffix, "no pring view");
            } else {
                arrange(ViewKind.PRING);
                timeline(pring.get(), n, frames, paint);
            }
            Optional<MemoryView> memory = view(ViewKind.MEMORY, MemoryView.class);
            if (memory.isEmpty()) {
                skipped.put("memoryScroll" + suffix, "no memory view");
            } else {
                arrange(ViewKind.MEMORY);
                memoryScroll(memory.get(), n, frames, skipped);
            }
            diffScroll(n, frames, paint, skipped);
            restore();
        }
        suffix = "";
        frames.forEach((k, v) -> bench.say(String.format(Locale.ROOT, "frames %-28s %s", k, v)));
    }

    /** Brings {@code kind} forward, maximized when the layout is. */
    private void arrange(ViewKind kind) throws BenchException {
        if (suffix.isEmpty()) {
            restore();
            sync.fxRun("show " + kind, () -> window.showView(kind));
            bench.settled("the " + kind + " view in front");
        } else {
            maximize(kind);
        }
    }

    private void vringScroll(VringView v, int n, Map<String, FrameStats> frames) throws BenchException {
        Half half = Half.of(facts.largestKey, Direction.TX);
        sync.fxRun("select " + half, () -> window.context().selection().select(half, SOURCE));
        sync.poll("the vring view showing " + half, () -> v.shownHalf().filter(half::equals).isPresent()
                && v.rowCount() == facts.largestRows);
        bench.settled("the vring view on " + half);
        TableView<?> table = sync.fx("the descriptor table", () -> (TableView<?>) ((Parent) v.node())
                .lookup("#vring-descriptors"));
        VirtualFlow<?> flow = sync.fx("its flow", () -> (VirtualFlow<?>) table.lookup(".virtual-flow"));
        if (table == null || flow == null) {
            bench.error("vringScroll: the vring view has no descriptor table (#vring-descriptors) with a virtual flow");
            return;
        }
        sync.fxRun("top", () -> table.scrollTo(0));
        put(frames, "vringScroll", n, k -> flow.scrollPixels(66));
        // the table holds one page of the half (65,536 rows at most): a thumb drag jumps within it; "go to
        // descriptor N" anywhere in the half switches the page first
        put(frames, "vringJump", n, k -> table.scrollTo(rnd.nextInt(Math.max(1, table.getItems().size()))));
        put(frames, "vringGoto", n, k -> v.reveal(rnd.nextInt(facts.largestRows)));
    }

    private void timeline(PringView v, int n, Map<String, FrameStats> frames, Map<String, FrameStats> paint)
            throws BenchException {
        sync.poll("the pring view's index", v::idle);
        events = sync.fx("events", v::events);
        sync.fxRun("fit the events", v::fitEvents);
        bench.settled("the timeline fitted");
        sync.fx("paint record", v::takePaintMillis);
        put(frames, "timelinePan", n, k -> v.panTimeline((k / 60) % 2 == 0 ? 24 : -24));
        paint.put("timelinePan" + suffix, FrameStats.of(sync.fx("paint record", v::takePaintMillis)));
        put(frames, "timelineZoom", n, k -> v.zoomTimeline((k / 60) % 2 == 0 ? 1.06 : 1 / 1.06, Double.NaN));
        paint.put("timelineZoom" + suffix, FrameStats.of(sync.fx("paint record", v::takePaintMillis)));
        sync.fxRun("zoom in", () -> {
            v.fitEvents();
            v.zoomTimeline(400, Double.NaN);
        });
        bench.settled("the timeline zoomed in");
        sync.fx("paint record", v::takePaintMillis);
        put(frames, "timelinePanZoomedIn", n, k -> v.panTimeline((k / 60) % 2 == 0 ? 24 : -24));
        paint.put("timelinePanZoomedIn" + suffix, FrameStats.of(sync.fx("paint record", v::takePaintMillis)));
        put(frames, "ringsZoom", n, k -> v.zoomRings((k / 60) % 2 == 0 ? 1.08 : 1 / 1.08));
        paint.put("ringsZoom" + suffix, FrameStats.of(sync.fx("paint record", v::takePaintMillis)));
        sync.fxRun("fit", v::fitEvents);
    }

    /**
     * The diff view's frame goal (≤ 16 ms while scrolling), on this session: once, fork and diff with
     * {@code arch=sunda} (the same NEFF run again on the other arch — every TX descriptor differs in its barrier
     * bits), the ring with the most rows shown; then the rows scrolled 3 a frame like a wheel ({@code diffScroll}) and
     * to a random row every frame ({@code diffJump}). A window without a diff view skips it with the reason.
     */
    private void diffScroll(int n, Map<String, FrameStats> frames, Map<String, FrameStats> paint,
                            Map<String, String> skipped) throws BenchException {
        Optional<DiffView> diff = view(ViewKind.DIFF, DiffView.class);
        if (diff.isEmpty()) {
            skipped.put("diffScroll" + suffix, "no diff view in this build");
            return;
        }
        DiffView v = diff.get();
        arrange(ViewKind.DIFF);
        if (!forked) {
            Optional<EmulationSession> session = sync.fx("the session", () -> window.sessions().current());
            if (session.isPresent()) {
                try { // a fork the workbench refuses (it would not fit the heap) is no failure of the bench's
                    HeapEstimate.checkFork(session.get().neff().source(), session.get().manifest());
                } catch (InputException e) {
                    skipped.put("diffScroll" + suffix, "the workbench refuses the fork: " + e.getMessage());
                    return;
                }
            }
            forked = true;
            ForkParameter change = ForkParameter.parse("arch=sunda");
            bench.say("fork and diff with " + change);
            Double ok = bench.attempt("diff: fork and diff " + change, () -> {
                sync.await("fork and diff " + change, sync.fx("fork", () -> v.forkAndDiff(change)));
                sync.poll("the diff view painting the diff", v::idle);
                String ring = sync.fx("the largest ring", () -> v.diff().rings().stream()
                        .max(Comparator.comparingInt(RingDiff::rows)).map(r -> r.id().toString()).orElse(""));
                sync.fxRun("show " + ring, () -> v.showRing(ring));
                sync.poll("the diff view showing " + ring, v::idle);
                return 0;
            });
            if (ok == null) {
                return;
            }
        }
        if (sync.fx("diff rows", v::rows) == 0) {
            skipped.put("diffScroll" + suffix, "the diff has no rows");
            return;
        }
        bench.settled("the diff view");
        int rows = sync.fx("diff rows", v::rows);
        sync.fx("paint record", v::takePaintMillis);
        put(frames, "diffScroll", n, k -> v.scrollRows((k / 100) % 2 == 0 ? 3 : -3));
        paint.put("diffScroll" + suffix, FrameStats.of(sync.fx("paint record", v::takePaintMillis)));
        put(frames, "diffJump", n, k -> v.scrollRows(rnd.nextInt(rows) - v.topRow()));
        paint.put("diffJump" + suffix, FrameStats.of(sync.fx("paint record", v::takePaintMillis)));
    }

    /**
     * The Memory view over the first core's State Buffer (128 partitions × 256 KiB, two million rows): scrolled three
     * rows a frame, then jumped to random rows (each jump reads a new window of bytes on the journal thread).
     */
    private void memoryScroll(MemoryView v, int n, Map<String, FrameStats> frames, Map<String, String> skipped)
            throws BenchException {
        boolean shown = sync.fx("show SB nc0", () -> v.showArea("SB nc0"));
        if (!shown) {
            skipped.put("memoryScroll" + suffix, "the run has no SB nc0 area");
            return;
        }
        bench.settled("the memory view on SB nc0");
        long rows = sync.fx("its rows", v::areaRows);
        put(frames, "memoryScroll", n, k -> v.scrollRows((k / 120) % 2 == 0 ? 3 : -3));
        put(frames, "memoryJump", n, k -> v.scrollRows(rnd.nextLong(rows) - rows / 2));
    }

    private void put(Map<String, FrameStats> frames, String scenario, int n, IntConsumer script) {
        String name = scenario + suffix;
        frames.put(name, null);
        Double ok = bench.attempt(name, () -> {
            FrameProbe.Frames f = sync.await(name + " frames", sync.fx(name, () -> FrameProbe.run(Math.min(15, n), n,
                    script)));
            frames.put(name, f.wall());
            framesCpu.put(name, f.cpu());
            return f.wall().p95();
        });
        if (ok == null) {
            frames.remove(name);
        }
    }

    Map<String, FrameStats> steps(int n) throws BenchException {
        Cursor cursor = window.sessions().cursor();
        int max = sync.fx("max step", cursor::maxStep);
        Optional<PringView> pring = view(ViewKind.PRING, PringView.class);
        int from = pring.isPresent() ? sync.fx("first event", pring.get()::firstEventStep) : 0;
        int start = Math.max(from, Math.min(max - n, from + (max - from) / 2));
        Map<String, FrameStats> out = new LinkedHashMap<>();
        sync.fxRun("the vring and pring views in front", () -> {
            window.dock().restoreAreas();
            window.showView(ViewKind.VRING);
            window.showView(ViewKind.PRING);
        });
        bench.settled("the Execute perspective for stepping");
        long journal = sync.await("the journal thread", sync.fx("journal thread", () -> cursor.query(j -> Thread
                .currentThread().getId()))).value();
        stepClock = sync.fx("cpu clock", CpuClock::ofFxAndRenderer).withJournal(journal);
        CpuStats cpu = new CpuStats(1, true);
        step("start", cursor, start, pring, cpu, 0);
        int reach = Math.min(WARMUP_STEPS / 2, max - start);
        double[] warm = new double[2 * reach];
        cpu = new CpuStats(warm.length, true);
        for (int i = 0; i < reach; i++) {
            warm[i] = step("warmup", cursor, start + i + 1, pring, cpu, i);
        }
        for (int i = 0; i < reach; i++) {
            warm[reach + i] = step("warmup", cursor, start + reach - i - 1, pring, cpu, reach + i);
        }
        out.put("warmup", FrameStats.of(warm));
        stepCpu.put("warmup", cpu.stats());
        double[] fwd = new double[Math.min(n, max - start)];
        cpu = new CpuStats(fwd.length, true);
        for (int i = 0; i < fwd.length; i++) {
            fwd[i] = step("stepForward", cursor, start + i + 1, pring, cpu, i);
        }
        out.put("stepForward", FrameStats.of(fwd));
        stepCpu.put("stepForward", cpu.stats());
        int at = start + fwd.length;
        double[] back = new double[Math.min(n, at)];
        cpu = new CpuStats(back.length, true);
        for (int i = 0; i < back.length; i++) {
            back[i] = step("stepBack", cursor, at - i - 1, pring, cpu, i);
        }
        out.put("stepBack", FrameStats.of(back));
        stepCpu.put("stepBack", cpu.stats());
        double[] seek = new double[n];
        cpu = new CpuStats(n, true);
        for (int i = 0; i < n; i++) {
            seek[i] = step("seekRandom", cursor, rnd.nextInt(max + 1), pring, cpu, i);
        }
        out.put("seekRandom", FrameStats.of(seek));
        stepCpu.put("seekRandom", cpu.stats());
        out.forEach((k, v) -> bench.say(String.format(Locale.ROOT, "step   %-20s %s", k, v)));
        return out;
    }

    /**
     * What the window costs while nothing happens: pulses that reached its scene in {@code seconds}, and the CPU
     * milliseconds per second of the FX and renderer threads meanwhile (an animation left running shows here).
     */
    Map<String, Double> idle(double seconds) throws BenchException {
        bench.settled("idle");
        int[] pulses = new int[1];
        Runnable count = () -> pulses[0]++;
        CpuClock clock = sync.fx("cpu clock", CpuClock::ofFxAndRenderer);
        sync.fxRun("count pulses", () -> window.scene().addPostLayoutPulseListener(count));
        long[] c0 = clock.nanos();
        long t0 = System.nanoTime();
        LockSupport.parkNanos((long) (seconds * 1e9));
        long[] c1 = clock.nanos();
        long t1 = System.nanoTime();
        sync.fxRun("stop counting", () -> window.scene().removePostLayoutPulseListener(count));
        double s = (t1 - t0) / 1e9;
        Map<String, Double> out = new LinkedHashMap<>();
        out.put("pulsesPerSecond", Math.round(pulses[0] / s * 10) / 10.0);
        double[] ms = CpuClock.millis(c0, c1);
        out.put("fxCpuMillisPerSecond", Math.round(ms[0] / s * 10) / 10.0);
        out.put("renderCpuMillisPerSecond", Math.round(ms[1] / s * 10) / 10.0);
        bench.say("idle: " + out);
        return out;
    }

    /** Milliseconds from moving the cursor to {@code target} until every view has updated and rendered. */
    private double step(String what, Cursor cursor, int target, Optional<PringView> pring, CpuStats cpu, int i)
            throws BenchException {
        int now = sync.fx("cursor", cursor::step);
        long[] c0 = stepClock.nanos();
        int[] pulses = new int[1];
        Runnable count = () -> pulses[0]++;
        long t0 = sync.fx(what, () -> {
            window.scene().addPostLayoutPulseListener(count);
            long t = System.nanoTime();
            if (target == now + 1) {
                cursor.stepForward();
            } else if (target == now - 1) {
                cursor.stepBack();
            } else {
                cursor.seek(target);
            }
            return t;
        });
        sync.poll(what + " to step " + target, () -> cursor.step() == target);
        bench.settle(what + " to step " + target);
        if (pring.isPresent()) {
            sync.poll("the pring view at step " + target, () -> pring.get().ready() && pring.get().idle());
        }
        double ms = GuiBench.ms(t0, sync.pulses(what, 2));
        cpu.put(i, CpuClock.millis(c0, stepClock.nanos()));
        sync.fxRun("count", () -> window.scene().removePostLayoutPulseListener(count));
        cpu.pulses(i, pulses[0]);
        return ms;
    }
}
