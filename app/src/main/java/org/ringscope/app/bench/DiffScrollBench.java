package org.ringscope.app.bench;

import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.ringscope.model.diff.DiffOptions;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.dump.DumpReader;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.views.Theme;
import org.ringscope.views.ViewContext;
import org.ringscope.views.diff.DiffView;
import org.ringscope.views.session.SessionSource;

/**
 * Frame times of the diff view while scrolling a large diff (the goal: ≤ 16 ms a frame), headless like {@link GuiBench}: two
 * raw TX rings of N descriptors (A with DMB on every descriptor, B with SOW instead on every third, and an address
 * changed every 1,000th), index-aligned, shown in a {@link DiffView} in a 1400×900 window; one scripted change per
 * pulse — nothing (the baseline: an empty pulse on this machine now), scroll 3 rows (a jump to a random row every
 * 40th), the same with only changes shown, and F7 — measured with
 * {@link FrameProbe}, plus the view's own paint time per frame. Not a test: it asserts nothing.
 *
 * <pre>java -cp ringscope.jar org.ringscope.app.bench.DiffScrollBench [N] [FRAMES]</pre>
 */
public final class DiffScrollBench {
    private DiffScrollBench() {
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        int frames = args.length > 1 ? Integer.parseInt(args[1]) : 300;
        GuiBench.useHeadlessFullSpeed();
        PrintWriter out = new PrintWriter(System.out, true);
        Map<String, FrameStats> r = run(n, frames, out);
        r.forEach((k, v) -> out.printf(Locale.ROOT, "frames %-22s %s%n", k, v));
        out.flush();
        Platform.exit();
        System.exit(0);
    }

    /** Measures; call {@link GuiBench#useHeadlessFullSpeed()} before the toolkit starts. */
    public static Map<String, FrameStats> run(int n, int frames, PrintWriter log) throws Exception {
        Path dir = Files.createTempDirectory("diffbench");
        Path a = ring(dir.resolve("a.bin"), n, false);
        Path b = ring(dir.resolve("b.bin"), n, true);
        long t0 = System.nanoTime();
        DumpDiff diff = DumpDiff.of(DumpReader.readRaw(a, Direction.TX), DumpReader.readRaw(b, Direction.TX),
                DiffOptions.defaults());
        log.printf(Locale.ROOT, "diff of %,d | %,d descriptors: %,d differ, %.0f ms%n", n, n,
                diff.rings().get(0).differences(), (System.nanoTime() - t0) / 1e6);
        try {
            Platform.startup(() -> { });
        } catch (IllegalStateException already) {
            // running
        }
        Platform.setImplicitExit(false);
        ExecutorService bg = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "diffbench");
            t.setDaemon(true);
            return t;
        });
        try {
            DiffView view = fx(() -> {
                DiffView v = new DiffView(ViewContext.of(bg), SessionSource.of(null));
                Stage stage = new Stage();
                Scene scene = new Scene(new BorderPane(v.node()), 1400, 900);
                Theme.LIGHT.apply(scene);
                stage.setScene(scene);
                stage.show();
                v.show(diff);
                return v;
            });
            poll(view::idle);
            Map<String, FrameStats> out = new LinkedHashMap<>();
            Random rnd = new Random(7);
            int rows = fx(view::rows);
            fx(view::takePaintMillis);
            out.put("idleBaseline", frames(frames, k -> { }));
            out.put("diffScroll", frames(frames, k -> {
                if (k % 40 == 39) {
                    view.scrollRows(rnd.nextInt(rows) - view.topRow()); // a frame script runs on the FX thread
                } else {
                    view.scrollRows(3);
                }
            }));
            out.put("diffScrollPaint", FrameStats.of(fx(view::takePaintMillis)));
            fx(() -> {
                view.setOnlyChanges(true);
                return null;
            });
            poll(view::idle);
            fx(view::takePaintMillis);
            out.put("diffScrollOnlyChanges", frames(frames, k -> view.scrollRows(k % 40 == 39 ? -200 : 3)));
            out.put("diffScrollOnlyChangesPaint", FrameStats.of(fx(view::takePaintMillis)));
            fx(() -> {
                view.setOnlyChanges(false);
                return null;
            });
            poll(view::idle);
            fx(view::takePaintMillis);
            out.put("diffNextDifference", frames(frames, k -> view.nextDifference()));
            out.put("diffNextDifferencePaint", FrameStats.of(fx(view::takePaintMillis)));
            return out;
        } finally {
            bg.shutdownNow();
            Files.deleteIfExists(a);
            Files.deleteIfExists(b);
            Files.deleteIfExists(dir);
        }
    }

    /** N TX descriptors: A has DMB on each; B has SOW instead on every third and another address every 1,000th. */
    private static Path ring(Path file, int n, boolean b) throws Exception {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer buf = ByteBuffer.allocate(16 * 4096).order(ByteOrder.LITTLE_ENDIAN);
            for (int i = 0; i < n; i++) {
                int lc = 2048 | 1 << 24 | (i % 8 == 0 ? LenCtrl.FIRST : 0) | (i % 8 == 7 ? LenCtrl.LAST : 0);
                lc |= b && i % 3 == 0 ? LenCtrl.STRONG_ORDER_WR : b ? 0 : LenCtrl.DMB;
                long addr = 0x2000000000L + 2048L * i + (b && i % 1000 == 0 ? 0xd0000000L : 0);
                buf.putInt(lc).putInt(0x01080003).putLong(addr);
                if (!buf.hasRemaining()) {
                    ch.write(buf.flip());
                    buf.clear();
                }
            }
            ch.write(buf.flip());
        }
        return file;
    }

    private static FrameStats frames(int frames, IntConsumer script) throws Exception {
        return fx(() -> FrameProbe.run(15, frames, script)).get(300, TimeUnit.SECONDS).wall();
    }

    private static void poll(BooleanSupplier done) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!fx(done::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new TimeoutException("the view did not get idle in 120 s");
            }
            Thread.sleep(2);
        }
    }

    private static <T> T fx(Callable<T> c) throws Exception {
        return FxSync.onFx(c).get(120, TimeUnit.SECONDS);
    }
}
