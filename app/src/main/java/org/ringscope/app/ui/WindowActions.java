package org.ringscope.app.ui;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import org.ringscope.app.ui.actions.Keys;
import org.ringscope.app.ui.actions.ViewActions;
import org.ringscope.app.ui.actions.WorkbenchAction;
import org.ringscope.app.ui.dialogs.PreferencesDialog;
import org.ringscope.app.ui.load.RecentFiles;
import org.ringscope.app.ui.palette.PaletteModel;
import org.ringscope.app.ui.prefs.WorkbenchPrefs;
import org.ringscope.views.neff.NeffView;

/**
 * The window's document verbs, each once: id, label, shortcut, description, handler — open, open a ucode
 * library, the sample, reload, close, preferences, quit, the NEFF view's tabs, about. The menu bar, the
 * toolbar, the keyboard and the command palette are all built from these and {@link ViewActions}.
 */
final class WindowActions {
    private WindowActions() {
    }

    /**
     * What the document verbs bind.
     *
     * @param stage      the owner of the file chooser and the preferences dialog
     * @param recent     where the chooser starts
     * @param open       opens the chosen files (documents, dumps)
     * @param openSample opens the bundled sample
     * @param reload     reads the current document again
     * @param close      closes the current document
     * @param prefs      what the preferences dialog edits
     * @param section    brings a tab of the current NEFF view forward
     */
    record Services(Stage stage, RecentFiles recent, Consumer<List<Path>> open, Runnable openSample, Runnable reload,
                    Runnable close, WorkbenchPrefs prefs, Consumer<NeffView.Section> section) {
    }

    static List<WorkbenchAction> create(Services w) {
        return List.of(
                new WorkbenchAction("open", "_Open…", Keys.shortcut(KeyCode.O), "Open a NEFF, a ucode library or a dump (.rsdump, in the diff view)",
                        () -> choose(w, false)),
                new WorkbenchAction("open-ucode", "Open _Ucode Library…", Keys.shortcut(KeyCode.U),
                        "Prelink a ucode (Xtensa PI) library and show its relocations", () -> choose(w, true)),
                new WorkbenchAction("open-sample", "Open _Sample", new KeyCodeCombination(KeyCode.O,
                        KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN), "Open the bundled sample NEFF",
                        w.openSample()),
                new WorkbenchAction("reload", "_Reload", Keys.shortcut(KeyCode.R), "Read the current document again", w.reload()),
                new WorkbenchAction("close", "_Close", Keys.shortcut(KeyCode.W), "Close the current document", w.close()),
                new WorkbenchAction("preferences", "_Preferences…", Keys.shortcut(KeyCode.COMMA),
                        "Theme, run speed, presenter font scale",
                        () -> PreferencesDialog.create(w.stage(), w.prefs()).show()),
                new WorkbenchAction("quit", "_Quit", Keys.shortcut(KeyCode.Q), "Quit RingScope", Platform::exit),
                section(w, "show-header", "_Header", KeyCode.DIGIT1, "Show the NEFF header and hash check",
                        NeffView.Section.HEADER),
                section(w, "show-member", "_Member", KeyCode.DIGIT2, "Show the selected NEFF member",
                        NeffView.Section.MEMBER),
                section(w, "show-queues", "_Queue Sets", KeyCode.DIGIT3, "Show the NEFF's queue sets",
                        NeffView.Section.QUEUES),
                section(w, "show-variables", "_Variables", KeyCode.DIGIT4, "Show the NEFF's variables",
                        NeffView.Section.VARIABLES),
                section(w, "show-dma", "_DMA Entries", KeyCode.DIGIT5, "Show the NEFF's DMA entries",
                        NeffView.Section.DMA));
    }

    /** The palette's view of the actions, in menu order. */
    static List<PaletteModel.Entry> paletteEntries(Collection<WorkbenchAction> actions) {
        return paletteEntries(actions, List.of());
    }

    /** The palette's id of a recent file's entry: this prefix, then the path. */
    static final String RECENT = "open-recent:";

    /** Every action, then an Open Recent entry per recent file (File ▸ Open Recent's list). */
    static List<PaletteModel.Entry> paletteEntries(Collection<WorkbenchAction> actions, List<Path> recent) {
        List<PaletteModel.Entry> out = new ArrayList<>(actions.stream().map(a -> new PaletteModel.Entry(a.id(),
                a.plainText(), a.description(), a.shortcutText(), !a.disabledProperty().get())).toList());
        for (Path p : recent) {
            out.add(new PaletteModel.Entry(RECENT + p, "Open Recent: " + p.getFileName(), p.toString(), "", true));
        }
        return out;
    }

    private static WorkbenchAction section(Services w, String id, String text, KeyCode digit, String description,
                                           NeffView.Section s) {
        return new WorkbenchAction(id, text, Keys.shortcut(digit), description, () -> w.section().accept(s));
    }

    private static void choose(Services w, boolean ucodeOnly) {
        FileChooser fc = new FileChooser();
        fc.setTitle(ucodeOnly ? "Open Ucode Library" : "Open");
        FileChooser.ExtensionFilter neff = new FileChooser.ExtensionFilter("NEFF files (*.neff)", "*.neff");
        FileChooser.ExtensionFilter so = new FileChooser.ExtensionFilter("Ucode libraries (*.so)", "*.so");
        FileChooser.ExtensionFilter all = new FileChooser.ExtensionFilter("All files", "*");
        if (ucodeOnly) {
            fc.getExtensionFilters().addAll(so, all);
        } else {
            fc.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("NEFF files, ucode libraries and dumps",
                    "*.neff", "*.so", "*.rsdump"), neff, so, new FileChooser.ExtensionFilter("RingScope dumps (*.rsdump)",
                    "*.rsdump"), new FileChooser.ExtensionFilter("Runtime logs (*.log, *.txt; beside the NEFF open)",
                    "*.log", "*.txt"), all);
        }
        w.recent().lastDirectory().map(Path::toFile).filter(File::isDirectory).ifPresent(fc::setInitialDirectory);
        List<File> files = fc.showOpenMultipleDialog(w.stage());
        if (files != null) {
            w.open().accept(files.stream().map(File::toPath).toList());
        }
    }
}
