package org.ringscope.app.ui.log;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.logging.ConsoleHandler;
import java.util.logging.FileHandler;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import org.ringscope.model.Version;

/**
 * The workbench's log: a rotating file in the user's state directory (five files of at most 2 MB:
 * {@code ringscope-0.log} is the newest), everything from INFO up; the console shows warnings and errors only,
 * without the JavaFX toolkit's note that it runs from the class path (which is how the jar works). Installed once,
 * when the window starts; the CLI's commands keep the plain console.
 */
public final class AppLog {
    static final int FILE_LIMIT = 2 * 1024 * 1024;
    static final int FILE_COUNT = 5;
    private static final Logger ROOT = Logger.getLogger("");
    private static Path folder;

    private AppLog() {
    }

    /**
     * The folder the log goes to: {@code $XDG_STATE_HOME/ringscope} (else {@code ~/.local/state/ringscope}) on Linux,
     * {@code ~/Library/Logs/RingScope} on macOS, {@code %LOCALAPPDATA%\RingScope\logs} on Windows. The system
     * property {@code ringscope.logDir} overrides it (tests).
     */
    public static Path folder() {
        String override = System.getProperty("ringscope.logDir");
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        Path home = Path.of(System.getProperty("user.home"));
        if (os.contains("win")) {
            String local = System.getenv("LOCALAPPDATA");
            return (local == null ? home.resolve("AppData").resolve("Local") : Path.of(local)).resolve("RingScope")
                    .resolve("logs");
        }
        if (os.contains("mac")) {
            return home.resolve("Library").resolve("Logs").resolve("RingScope");
        }
        String state = System.getenv("XDG_STATE_HOME");
        return (state == null || state.isBlank() ? home.resolve(".local").resolve("state") : Path.of(state))
                .resolve("ringscope");
    }

    /** Sets up the file and the quiet console; returns the folder, or null when the file could not be opened. */
    public static synchronized Path install() {
        quietConsole();
        if (folder != null) {
            return folder;
        }
        Path dir = folder();
        try {
            Files.createDirectories(dir);
            FileHandler file = new FileHandler(dir.resolve("ringscope-%g.log").toString(), FILE_LIMIT, FILE_COUNT, true);
            file.setFormatter(new SimpleFormatter());
            file.setLevel(Level.INFO);
            file.setEncoding("UTF-8");
            ROOT.addHandler(file);
            folder = dir;
            Logger.getLogger(AppLog.class.getName()).info("RingScope " + Version.TOOL_VERSION
                    + " on Java " + System.getProperty("java.version") + ", " + System.getProperty("os.name"));
            return dir;
        } catch (IOException | SecurityException e) {
            Logger.getLogger(AppLog.class.getName()).warning("no log file in " + dir + ": " + e.getMessage());
            return null;
        }
    }

    /** The console shows warnings and errors, without the toolkit's class-path note. */
    public static void quietConsole() {
        for (Handler h : ROOT.getHandlers()) {
            if (h instanceof ConsoleHandler) {
                h.setLevel(Level.WARNING);
                h.setFilter(AppLog::forTheConsole);
            }
        }
    }

    /** The log folder once {@link #install()} has opened the file. */
    public static synchronized Optional<Path> installedFolder() {
        return Optional.ofNullable(folder);
    }

    /** Whether a record goes to the console: not the toolkit's class-path note, nor the preferences' first-run note. */
    public static boolean forTheConsole(LogRecord r) {
        String m = r.getMessage() == null ? "" : r.getMessage();
        return !m.startsWith("Unsupported JavaFX configuration") && !m.startsWith("Created user preferences directory");
    }
}
