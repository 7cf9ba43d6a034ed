package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.scene.control.Label;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.app.ui.dock.DockPane;
import org.ringscope.app.ui.load.DocumentLoader;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.ViewContext;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.cursor.JournalCursor;
import org.ringscope.views.descriptor.DemoDescriptorSource;
import org.ringscope.views.descriptor.DescriptorView;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.SessionHolder;
import org.ringscope.views.session.SessionSource;
import org.ringscope.views.vring.VringDescriptorSource;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window's parts that read a run — the status bar's step line, the inspector's first look, Export Run as JSON —
 * show what they read, and a read that fails is said (in the line, the inspector, the error reporter), never
 * dropped. A read fails here the way it does when its run is gone: the cursor it reads through has no journal.
 */
class WindowPartsReadsTest {
    private static EmulationSession session;
    private static ExecutorService journalThread;

    @BeforeAll
    static void toolkitAndRun() throws Exception {
        FxToolkit.registerPrimaryStage();
        session = EmulationSession.open(NeffReader.read("sample.neff", DocumentLoader.sampleBytes(),
                ReadLimits.DEFAULT), RunOptions.defaults());
        session.run();
        journalThread = Executors.newSingleThreadExecutor();
    }

    @AfterAll
    static void stop() {
        journalThread.shutdownNow();
    }

    /** A source whose current session is the sample's run and whose listeners the test calls. */
    private static final class Source implements SessionSource {
        final List<Consumer<Optional<EmulationSession>>> listeners = new CopyOnWriteArrayList<>();

        @Override
        public Optional<EmulationSession> current() {
            return Optional.of(session);
        }

        @Override
        public void addListener(Consumer<Optional<EmulationSession>> l) {
            listeners.add(l);
        }

        @Override
        public void removeListener(Consumer<Optional<EmulationSession>> l) {
            listeners.remove(l);
        }

        void changed() {
            FxWait.run(() -> listeners.forEach(l -> l.accept(current())));
        }
    }

    private static String shown(Label l) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !fx(l::getText).isEmpty());
        return fx(l::getText);
    }

    @Test
    void theStepLineNamesTheStepAtTheCursor() throws Exception {
        JournalCursor c = JournalCursor.onOwnThread(session.journal(), Fx::later);
        try {
            Source src = new Source();
            StepStatus st = fx(() -> new StepStatus(c, src, () -> "no run"));
            src.changed();
            String line = shown(st.node());
            assertTrue(line.startsWith("Step ") && line.contains(String.format(Locale.ROOT, " / %,d · ", session.steps())),
                    line);
        } finally {
            c.close();
        }
    }

    @Test
    void theStepLineSaysItsReadFailed() throws Exception {
        Source src = new Source();
        StepStatus st = fx(() -> new StepStatus(Cursor.none(), src, () -> "no run"));
        src.changed();
        String line = shown(st.node());
        assertTrue(line.startsWith("Could not read the step: "), line);
    }

    private static DescriptorView inspector(ViewContext ctx, SessionHolder holder) {
        return fx(() -> {
            // the window's inspector: the run's vring descriptors first
            DescriptorView d = new DescriptorView(ctx, new VringDescriptorSource(ctx, holder, new DemoDescriptorSource()),
                    null);
            FirstLook.install(ctx, holder, d);
            return d;
        });
    }

    private static String summary(DescriptorView d) {
        return fx(() -> ((Label) d.node().lookup("#desc-summary")).getText());
    }

    @Test
    void theFirstLookShowsTheRunsFirstDescriptor() throws Exception {
        SessionHolder holder = new SessionHolder(Fx::later);
        DescriptorView d = inspector(new ViewContext(new Selection(), holder.cursor(), Runnable::run), holder);
        FxWait.run(() -> holder.set(session, journalThread));
        int end = session.steps();
        FxWait.run(() -> holder.cursor().seek(end)); // at the end the vrings hold descriptors
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(d::shown).isPresent());
        assertTrue(fx(d::shown).orElseThrow() instanceof Descriptor, fx(d::shown).toString());
    }

    @Test
    void theFirstLookSaysItsReadFailed() throws Exception {
        SessionHolder holder = new SessionHolder(Fx::later);
        DescriptorView d = inspector(new ViewContext(new Selection(), Cursor.none(), Runnable::run), holder);
        FxWait.run(() -> holder.set(session, journalThread));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> summary(d).startsWith("Could not read"));
        assertTrue(summary(d).startsWith("Could not read the run's descriptors: "), summary(d));
    }

    private record Reported(String header, String message) {
    }

    private static CopyExport exporter(SessionHolder holder, List<Reported> errors, List<String> status) {
        return fx(() -> new CopyExport(new CopyExport.Services(() -> null, status::add, holder, new Selection(),
                new DockPane(), null, (h, m) -> errors.add(new Reported(h, m)))));
    }

    @Test
    void exportRunAsJsonWritesTheRunsResult(@TempDir Path dir) throws Exception {
        SessionHolder holder = new SessionHolder(Fx::later);
        FxWait.run(() -> holder.set(session, journalThread));
        List<Reported> errors = new CopyOnWriteArrayList<>();
        List<String> status = new CopyOnWriteArrayList<>();
        Path out = dir.resolve("run.json");
        CopyExport x = exporter(holder, errors, status);
        FxWait.run(() -> x.exportJson(out));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !status.isEmpty() || !errors.isEmpty());
        assertEquals(List.of(), errors);
        assertTrue(status.get(0).startsWith("Exported run.json"), status.toString());
        assertTrue(Files.readString(out).contains("\"problems\""), Files.readString(out));
    }

    @Test
    void exportRunAsJsonReportsAReadThatFailed(@TempDir Path dir) throws Exception {
        SessionHolder holder = new SessionHolder(Fx::later); // no run open: the read fails
        List<Reported> errors = new CopyOnWriteArrayList<>();
        List<String> status = new CopyOnWriteArrayList<>();
        Path out = dir.resolve("run.json");
        CopyExport x = exporter(holder, errors, status);
        FxWait.run(() -> x.exportJson(out));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !errors.isEmpty());
        assertEquals(new Reported("Cannot export run.json", "no session is open"), errors.get(0));
        assertTrue(status.isEmpty(), status.toString());
        assertTrue(Files.notExists(out));
    }
}
