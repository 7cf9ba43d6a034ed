package org.ringscope.app.ui.help;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.scene.control.Menu;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Window;
import org.ringscope.app.ui.actions.WorkbenchAction;
import org.ringscope.app.ui.dialogs.Dialogs;
import org.ringscope.app.ui.log.AppLog;

/**
 * The Help menu: Getting Started (F1), Keyboard Shortcuts (generated from the window's actions), Open Log Folder
 * and About.
 */
public final class HelpActions {
    private static final Logger LOG = Logger.getLogger(HelpActions.class.getName());

    private HelpActions() {
    }

    public static List<WorkbenchAction> create(Window owner, Supplier<Collection<WorkbenchAction>> all,
                                        Consumer<String> status) {
        return List.of(
                new WorkbenchAction("help-getting-started", "_Getting Started", new KeyCodeCombination(KeyCode.F1),
                        "The stepping keys, the perspectives and the lessons, on one page",
                        () -> HelpDialogs.gettingStarted(owner).show()),
                new WorkbenchAction("help-shortcuts", "_Keyboard Shortcuts", new KeyCodeCombination(KeyCode.F1,
                        KeyCombination.SHORTCUT_DOWN), "Every command that has a key, and its key",
                        () -> HelpDialogs.shortcuts(owner, all.get()).show()),
                new WorkbenchAction("help-log-folder", "Open _Log Folder", null,
                        "Show the folder of RingScope's log files in the file manager", () -> openLogFolder(status)),
                new WorkbenchAction("about", "_About RingScope", null, "Version and credits",
                        () -> Dialogs.about(owner)));
    }

    public static Menu menu(Map<String, WorkbenchAction> a) {
        Menu m = new Menu("_Help");
        m.setId("menu-help");
        m.getItems().addAll(a.get("help-getting-started").menuItem(), a.get("help-shortcuts").menuItem(),
                new SeparatorMenuItem(), a.get("help-log-folder").menuItem(), new SeparatorMenuItem(),
                a.get("about").menuItem());
        return m;
    }

    private static void openLogFolder(Consumer<String> status) {
        Path dir = AppLog.installedFolder().orElse(AppLog.folder());
        try {
            Files.createDirectories(dir);
            new ProcessBuilder(opener(dir)).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            status.accept("The log folder: " + dir);
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.INFO, "could not open " + dir, e);
            status.accept("The log folder is " + dir + " (no file manager could be started: " + e.getMessage() + ")");
        }
    }

    /** The platform's command that opens a folder in its file manager. */
    static List<String> opener(Path dir) {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("win")) {
            return List.of("explorer.exe", dir.toString());
        }
        return List.of(os.contains("mac") ? "open" : "xdg-open", dir.toString());
    }
}
