package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.load.RecentFiles;
import org.ringscope.model.diff.DescField;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.diff.ForkParameter;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.views.Theme;
import org.ringscope.views.diff.DiffView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Dumps and diffs in the window on the bundled sample: Save Dump writes the run at the cursor, Compare With Dump on
 * that dump is identical, Fork and Diff with arch=sunda opens the Diff perspective and F7 walks to a barrier change, a
 * bad dump is an error naming the file and the diff shown stays; screenshots light and dark.
 */
@ExtendWith(ApplicationExtension.class)
class DiffWindowTest {
    private static final Path OUT = Path.of("target", "screenshots");
    private MainWindow window;
    private ExecutorService background;
    private final List<String> errors = new CopyOnWriteArrayList<>();

    @Start
    void start(Stage stage) {
        background = RingScopeApp.newBackgroundExecutor();
        window = new MainWindow(stage, background, RecentFiles.memoryOnly(), ReadLimits.DEFAULT,
                (header, msg) -> errors.add(header + ": " + msg));
        stage.setWidth(1400);
        stage.setHeight(900);
        stage.show();
    }

    @AfterEach
    void tearDown() {
        background.shutdownNow();
    }

    private void sampleRun() throws Exception {
        FxWait.run(window::openSample);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.pendingRunsProperty().get() == 0
                && window.sessions().current().isPresent()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private DiffView view() {
        return fx(() -> window.diffs().view().orElseThrow());
    }

    private void idle() throws Exception {
        DiffView v = view();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(v::idle));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void saveCompareForkAndABadDump(FxRobot robot, @TempDir Path dir) throws Exception {
        sampleRun();
        Path saved = dir.resolve("run.rsdump");
        assertEquals(saved, fx(() -> window.diffs().save(saved)).get(60, TimeUnit.SECONDS));
        Dump d = DumpReader.read(saved);
        assertEquals(fx(() -> window.context().cursor().step()), d.manifest().step(), "the run at the cursor");
        assertTrue(fx(() -> window.statusBar().getText()).startsWith("Saved run.rsdump"));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(saved), files.toList(), "no temporary file left");
        }

        DumpDiff same = fx(() -> window.diffs().compareWith(saved)).get(60, TimeUnit.SECONDS);
        assertTrue(same.identical(), "the run compared with its own dump");
        assertEquals(Perspective.DIFF, fx(window::perspective));

        DumpDiff forked = fx(() -> window.diffs().fork(ForkParameter.parse("arch=sunda"))).get(120, TimeUnit.SECONDS);
        idle();
        assertFalse(forked.identical());
        assertSame(forked, fx(() -> view().diff()));
        robot.clickOn("#diff-grid");
        robot.push(KeyCode.HOME);
        robot.push(KeyCode.F7);
        idle();
        assertTrue((fx(() -> view().caretFieldMask()) & (DescField.DMB.bit() | DescField.SOW.bit())) != 0,
                fx(() -> view().caretText()));
        shot("diff-window-light.png");
        FxWait.run(() -> window.prefs().themeProperty().set(Theme.DARK));
        shot("diff-window-dark.png");

        Path bad = dir.resolve("truncated.rsdump");
        Files.write(bad, Arrays.copyOf(Files.readAllBytes(saved), 100));
        errors.clear();
        var f = fx(() -> window.diffs().openDumps(bad, saved));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> f.isDone() && !errors.isEmpty());
        assertTrue(errors.get(0).contains("truncated.rsdump"), errors.get(0));
        assertSame(forked, fx(() -> view().diff()), "the diff shown stays");
    }

    private void shot(String name) throws Exception {
        idle();
        FxWait.settle(window, 30); // every view's reads answered and the scene laid out before the picture
        Files.createDirectories(OUT);
        fx(() -> Snapshots.save(window.scene(), OUT.resolve(name)));
    }
}
