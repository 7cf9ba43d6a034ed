package org.ringscope.app.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Application;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.ringscope.app.ui.dialogs.Dialogs;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.load.ErrorReporter;
import org.ringscope.app.ui.load.RecentFiles;
import org.ringscope.app.ui.log.UncaughtErrors;
import org.ringscope.app.ui.prefs.Settings;
import org.ringscope.app.ui.prefs.WindowGeometry;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.views.Theme;
import org.ringscope.views.neff.NeffView;

/**
 * The JavaFX application: builds the {@link MainWindow} and opens the files it was given (or the bundled
 * sample) — NEFFs in NEFF views, ucode libraries ({@code .so}) in relocation views after prelink. With a
 * screenshot path it renders headless (light theme, Load perspective unless told otherwise, the user's
 * settings untouched), saves the PNG and exits. Started by
 * {@link GuiLauncher}; {@code Main} itself is not an Application so the jar starts from the class path.
 */
public final class RingScopeApp extends Application {
    /**
     * What to open and how.
     *
     * @param screenshot when present: render, save this PNG, exit
     * @param section    the NEFF view tab to bring to the front, empty for the default
     * @param member     a member to select (shown in the Member tab), empty for the default
     * @param view        the kind of view to bring to the front ({@code neff}, {@code descriptor}, …)
     * @param theme       the theme, empty for the user's (headless: light)
     * @param perspective the perspective, empty for the user's last (headless: Load)
     * @param runTo       after the run, move the cursor to the first entry of this spine node
     * @param step        after the run, move the cursor to this step (clamped to the run's last)
     * @param slot        with {@code member} an instruction stream: the slot to select in it
     */
    public record Options(List<Path> files, Optional<Path> screenshot, int width, int height,
                          Optional<NeffView.Section> section, Optional<String> member, Optional<ViewKind> view,
                          Optional<Theme> theme, Optional<Perspective> perspective, Optional<String> runTo,
                          Optional<Integer> step, Optional<Integer> slot) {
        public Options {
            files = List.copyOf(files);
        }

        /** Without a slot to select. */
        public Options(List<Path> files, Optional<Path> screenshot, int width, int height,
                       Optional<NeffView.Section> section, Optional<String> member, Optional<ViewKind> view,
                       Optional<Theme> theme, Optional<Perspective> perspective, Optional<String> runTo,
                       Optional<Integer> step) {
            this(files, screenshot, width, height, section, member, view, theme, perspective, runTo, step,
                    Optional.empty());
        }

        /** Without a cursor move. */
        public Options(List<Path> files, Optional<Path> screenshot, int width, int height,
                       Optional<NeffView.Section> section, Optional<String> member, Optional<ViewKind> view,
                       Optional<Theme> theme, Optional<Perspective> perspective) {
            this(files, screenshot, width, height, section, member, view, theme, perspective, Optional.empty(),
                    Optional.empty());
        }

        public static Options defaults() {
            return new Options(List.of(), Optional.empty(), 1400, 900, Optional.empty(), Optional.empty(),
                    Optional.empty(), Optional.empty(), Optional.empty());
        }
    }

    private static volatile Options options = Options.defaults();
    private static volatile int exitCode;

    private ExecutorService background;

    /** Whether the command line gave the window's size (else the size it had when it last closed). */
    public static void sizeGiven(boolean given) {
        WindowGeometry.sizeGiven(given);
    }

    /** Sets the options of the next launch (the toolkit instantiates this class itself). */
    public static void configure(Options o) {
        options = o;
        exitCode = 0;
    }

    /** The exit code after a headless render: 0 saved, 1 an input failed to load, 3 rendering failed. */
    public static int exitCode() {
        return exitCode;
    }

    static void setExitCode(int code) {
        exitCode = code;
    }

    @Override
    public void start(Stage stage) {
        GuiLauncher.toolkitStarted();
        Options o = options;
        background = newBackgroundExecutor();
        boolean headless = o.screenshot().isPresent();
        ErrorReporter reporter = headless
                ? (header, msg) -> System.err.println("ringscope: " + msg)
                : null;
        new UncaughtErrors(headless ? (h, m) -> System.err.println("ringscope: " + h + ": " + m)
                : (h, m) -> Dialogs.error(stage, h, m)).install();
        Settings settings = headless ? Settings.memoryOnly() : Settings.user();
        MainWindow window = new MainWindow(stage, background, headless ? RecentFiles.memoryOnly() : RecentFiles.user(),
                settings, ReadLimits.DEFAULT, reporter);
        o.perspective().ifPresent(window::switchPerspective);
        o.theme().ifPresent(t -> window.prefs().themeProperty().set(t));
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        // a window larger than the screen is clipped (and breaks Monocle's framebuffer): fit it
        if (headless || !WindowGeometry.restore(stage, settings)) {
            stage.setWidth(Math.min(o.width(), screen.getWidth()));
            stage.setHeight(Math.min(o.height(), screen.getHeight()));
        }
        if (!headless) {
            WindowGeometry.saveOnClose(stage, settings);
        }
        DiffStartup.install(window.diffs(), window.sessions());
        if (!o.files().isEmpty() || !DiffStartup.twoDumps()) {
            window.openAll(o.files()); // the sample too, unless the window is for two dumps
        }
        LessonLaunch.apply(window::idle, window.lessonPanel());
        if (!headless) { // the headless shot brings it forward itself, before it shoots
            o.view().ifPresent(v -> WhenIdle.then(window::idle, () -> {
                if (!window.dock().reveal(v)) {
                    System.err.println("ringscope: warning: no " + v + " view is open");
                }
            }));
        }
        stage.show();
        if (headless) {
            new HeadlessShot(new HeadlessShot.Parts(window::idle, window::currentView, window.dock(),
                    window.sessions(), window.context().selection(), window::showDocument, window::failures,
                    window::scene, window.diffs(), window.lessonPanel()), o).start();
        }
    }

    @Override
    public void stop() {
        if (background != null) {
            background.shutdownNow();
        }
    }

    /** Two daemon workers: loading and preparing views never block the FX thread or the JVM's exit. */
    public static ExecutorService newBackgroundExecutor() {
        AtomicInteger n = new AtomicInteger();
        return Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "ringscope-worker-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }
}
