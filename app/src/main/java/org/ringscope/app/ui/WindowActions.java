package org.ringscope.app.ui;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import org.ringscope.views.neff.NeffView;

/**
 * The main window's verbs, each once: id, label, shortcut, description, handler. The menu bar, the
 * toolbar and (with #6) the command palette are all built from this list.
 */
final class WindowActions {
    private WindowActions() {
    }

    static List<WorkbenchAction> create(MainWindow w, Stage stage, RecentFiles recent) {
        return List.of(
                new WorkbenchAction("open", "_Open…", key(KeyCode.O), "Open a NEFF file",
                        () -> chooseAndOpen(w, stage, recent)),
                new WorkbenchAction("open-sample", "Open _Sample", new KeyCodeCombination(KeyCode.O,
                        KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN), "Open the bundled sample NEFF",
                        w::openSample),
                new WorkbenchAction("reload", "_Reload", key(KeyCode.R), "Read the current NEFF again", w::reload),
                new WorkbenchAction("close", "_Close", key(KeyCode.W), "Close the current NEFF", w::closeCurrent),
                new WorkbenchAction("quit", "_Quit", key(KeyCode.Q), "Quit RingScope", Platform::exit),
                section(w, "show-header", "_Header", KeyCode.DIGIT1, "Show the header and hash check",
                        NeffView.Section.HEADER),
                section(w, "show-member", "_Member", KeyCode.DIGIT2, "Show the selected member",
                        NeffView.Section.MEMBER),
                section(w, "show-queues", "_Queue Sets", KeyCode.DIGIT3, "Show the queue sets",
                        NeffView.Section.QUEUES),
                section(w, "show-variables", "_Variables", KeyCode.DIGIT4, "Show the variables",
                        NeffView.Section.VARIABLES),
                section(w, "show-dma", "_DMA Entries", KeyCode.DIGIT5, "Show the DMA entries", NeffView.Section.DMA),
                new WorkbenchAction("about", "_About RingScope", new KeyCodeCombination(KeyCode.F1),
                        "Version and credits", () -> Dialogs.about(stage)));
    }

    private static WorkbenchAction section(MainWindow w, String id, String text, KeyCode digit, String description,
                                           NeffView.Section s) {
        return new WorkbenchAction(id, text, key(digit), description, () -> w.showSection(s));
    }

    private static KeyCombination key(KeyCode code) {
        return new KeyCodeCombination(code, KeyCombination.SHORTCUT_DOWN);
    }

    private static void chooseAndOpen(MainWindow w, Stage stage, RecentFiles recent) {
        FileChooser fc = new FileChooser();
        fc.setTitle("Open NEFF");
        fc.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("NEFF files (*.neff)", "*.neff"),
                new FileChooser.ExtensionFilter("All files", "*"));
        recent.lastDirectory().map(Path::toFile).filter(File::isDirectory).ifPresent(fc::setInitialDirectory);
        List<File> files = fc.showOpenMultipleDialog(stage);
        if (files != null) {
            files.forEach(f -> w.open(f.toPath()));
        }
    }
}
