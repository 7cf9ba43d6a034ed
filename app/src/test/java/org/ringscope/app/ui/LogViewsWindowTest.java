package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.TextField;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.app.Main;
import org.ringscope.app.ui.dock.Area;
import org.ringscope.app.ui.dock.DockItem;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.check.Level;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.log.LogLine;
import org.ringscope.model.log.emit.RunLog;
import org.ringscope.model.log.emit.SessionLog;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.views.Theme;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.log.LogView;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Runtime Log view on the bundled sample, headless: a "vring is copied to pring" line found and selected moves
 * the cursor to its step and selects its vring half; moving the cursor selects the step's first line; a level
 * shows only its lines; File &gt; Export Runtime Log writes what {@code run --log} writes. Screenshots light and
 * dark under target/screenshots.
 */
class LogViewsWindowTest {
    static final Path OUT = Path.of("target", "screenshots");
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension(1400, 900);
    private static MainWindow window;
    private static List<LogLine> trace;
    private final FxRobot robot = new FxRobot();
    @TempDir
    Path dir;

    @BeforeAll
    static void openSample() throws Exception {
        window = WINDOW.window();
        FxWait.run(() -> window.switchPerspective(Perspective.EXECUTE));
        FxWait.run(() -> window.openSample());
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> fx(() -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && window.sessions().current().isPresent()
                && window.context().cursor().maxStep() > 0));
        FxWait.run(() -> window.showView(ViewKind.LOG));
        FxWait.settle(window, 20);
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults().withInspect(true));
        s.run();
        trace = new ArrayList<>();
        new RunLog(s, SessionLog.plan(s, LogLevels.all(Level.TRACE))).walk(trace::add);
    }

    private static LogView view() throws Exception {
        LogView v = fx(() -> (LogView) window.dock().item(ViewKind.LOG.id()).orElseThrow().view());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> v.size() > 0));
        return v;
    }

    @Test
    void aLineSelectsItsStepAndHalfAndTheCursorSelectsItsStepsLine() throws Exception {
        LogView v = view();
        assertEquals(trace.size(), fx(v::size), "every line of the trace log");
        LogLine copied = trace.stream().filter(l -> l.message().startsWith("vring is copied to pring")).findFirst()
                .orElseThrow();
        TextField search = robot.lookup("#log-search").queryAs(TextField.class);
        Button next = robot.lookup("#log-find-next").queryAs(Button.class);
        FxWait.run(() -> {
            search.setText("copied to pring");
            next.fire();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> v.selectedLine() != null
                && v.selectedLine().message().startsWith("vring is copied to pring")));
        assertEquals(copied, fx(v::selectedLine), "the first such line");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> window.context().cursor().step()
                == copied.step()));
        Location at = fx(() -> window.context().selection().current().orElseThrow());
        assertTrue(at instanceof Half || at instanceof Descriptor, "its vring half: " + at);
        assertEquals(copied.place(), at);

        // the cursor elsewhere: the first line of its step is selected
        LogLine added = trace.stream().filter(l -> l.message().startsWith("Added ") && l.step() != copied.step())
                .findFirst().orElseThrow();
        LogLine firstOfStep = trace.stream().filter(l -> l.step() == added.step()).findFirst().orElseThrow();
        FxWait.run(() -> window.context().cursor().seek(added.step()));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> v.selectedLine() != null
                && v.selectedLine().step() == added.step()));
        assertEquals(firstOfStep, fx(v::selectedLine));
        shoot(window, v, "light", Theme.LIGHT);
        shoot(window, v, "dark", Theme.DARK);
        FxWait.run(() -> window.prefs().themeProperty().set(Theme.LIGHT));

        // a level shows its lines only
        @SuppressWarnings("unchecked")
        ChoiceBox<Level> level = robot.lookup("#log-level").queryAs(ChoiceBox.class);
        long info = trace.stream().filter(l -> Level.INFO.shows(l.level())).count();
        assertTrue(info > 0 && info < trace.size());
        FxWait.run(() -> level.setValue(Level.INFO));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> v.size() == info));
        FxWait.run(() -> level.setValue(Level.TRACE));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fx(() -> v.size() == trace.size()));
    }

    @Test
    void exportRuntimeLogWritesWhatRunLogWrites() throws Exception {
        view();
        Path exported = dir.resolve("exported.log");
        long n = LogActions.write(window.sessions(), Level.TRACE, exported).get(60, TimeUnit.SECONDS);
        Path cli = dir.resolve("cli.log");
        assertEquals(0, Main.run("run", "--sample", "--log", cli.toString(), "--log-level", "trace"));
        assertEquals(Files.readString(cli), Files.readString(exported));
        assertEquals(Files.readAllLines(cli).size(), n);
        assertTrue(Files.readString(exported).contains("vring is copied to pring"));
    }

    static void shoot(MainWindow w, WorkbenchView v, String name, Theme t) throws Exception {
        shoot(w, v, name, t, () -> { });
    }

    /** The view maximized in the centre, {@code arranged} run once it is laid out there, then the shots. */
    static void shoot(MainWindow w, WorkbenchView v, String name, Theme t, Runnable arranged) throws Exception {
        DockItem item = fx(() -> w.dock().item(v.id()).orElseThrow());
        FxWait.run(() -> {
            if (w.dock().maximized().isEmpty()) { // the view alone, as Maximize View shows it
                w.dock().moveTo(item, Area.CENTER);
                w.dock().show(item);
                w.dock().toggleMaximize(item);
            }
            w.prefs().themeProperty().set(t);
        });
        FxWait.settle(w, 20);
        FxWait.run(arranged);
        FxWait.settle(w, 20);
        Files.createDirectories(OUT);
        Path only = fx(() -> Snapshots.save(v.node(), OUT.resolve(v.id() + "-" + name + ".png")));
        fx(() -> Snapshots.save(w.scene(), OUT.resolve(v.id() + "-window-" + name + ".png")));
        BufferedImage img = ImageIO.read(only.toFile());
        assertNotNull(img);
        assertTrue(img.getWidth() > 500 && img.getHeight() > 500, "cramped: " + img.getWidth() + "×" + img.getHeight());
        Set<Integer> seen = new HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 5) {
            for (int x = 0; x < img.getWidth(); x += 5) {
                seen.add(img.getRGB(x, y));
            }
        }
        assertTrue(seen.size() > 12, only + " looks empty");
    }
}
