package org.ringscope.app.ui;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.scene.Scene;
import javafx.scene.input.TransferMode;
import org.ringscope.app.ui.actions.DiffActions;
import org.ringscope.app.ui.load.DocumentLoader;
import org.ringscope.app.ui.load.Loads;
import org.ringscope.views.session.SessionHolder;

/**
 * Tells the files a user opens apart — dumps ({@code .rsdump}: a zip archive, {@code PK\3\4}), runtime logs
 * ({@code .log}, {@code .txt}: to the Log Compare view) and profile folders (to the Profile Compare view) from NEFFs
 * and ucode libraries — and sends dumps to the diff
 * view: two at once are compared with each other, one is compared with the
 * current run, or shown against itself when no run is open (decision 1151). Also the window's drop target.
 * Documents go straight to the loads, which run a NEFF once it is shown (decision 1355).
 */
public final class FileOpening {
    private FileOpening() {
    }

    /**
     * What opening files binds.
     *
     * @param loads    where documents (NEFFs, ucode libraries) load
     * @param diffs    where dumps go
     * @param sessions whether a run is open (one dump is compared with it)
     * @param logs     where runtime logs go (the Log Compare view)
     * @param profiles where profile folders go (the Profile Compare view)
     */
    record Targets(Loads loads, DiffActions diffs, SessionHolder sessions, Consumer<Path> logs,
            Consumer<Path> profiles) {
    }

    /** Whether the file starts with a zip archive's local header (a RingScope dump); false when unreadable. */
    public static boolean isDump(Path p) {
        try (InputStream in = Files.newInputStream(p)) {
            byte[] b = in.readNBytes(4);
            return b.length == 4 && b[0] == 'P' && b[1] == 'K' && b[2] == 3 && b[3] == 4;
        } catch (IOException e) {
            return p.getFileName() != null && p.getFileName().toString().endsWith(".rsdump");
        }
    }

    /** Whether the file is a runtime log to set beside the NEFF ({@code .log}, {@code .txt}; decision 1343). */
    public static boolean isLog(Path p) {
        String n = p.getFileName() == null ? "" : p.getFileName().toString().toLowerCase(Locale.ROOT);
        return n.endsWith(".log") || n.endsWith(".txt");
    }

    /** Whether {@code p} is a folder: a Neuron Explorer profile's tables (decision 1424). */
    public static boolean isProfile(Path p) {
        return Files.isDirectory(p);
    }

    /** The files split into dumps, logs, profile folders and everything else, each in the order given. */
    record Split(List<Path> dumps, List<Path> logs, List<Path> profiles, List<Path> documents) {
    }

    static Split split(List<Path> files) {
        List<Path> dumps = new ArrayList<>();
        List<Path> logs = new ArrayList<>();
        List<Path> profiles = new ArrayList<>();
        List<Path> docs = new ArrayList<>();
        for (Path f : files) {
            (isProfile(f) ? profiles : isDump(f) ? dumps : isLog(f) ? logs : docs).add(f);
        }
        return new Split(List.copyOf(dumps), List.copyOf(logs), List.copyOf(profiles), List.copyOf(docs));
    }

    /** Opens files: documents as documents, dumps in the diff view, logs beside the NEFF. */
    static void open(Targets t, List<Path> files) {
        Split s = split(files);
        s.documents().forEach(f -> t.loads().load(DocumentLoader.Source.file(f)));
        s.logs().forEach(t.logs());
        s.profiles().forEach(t.profiles());
        List<Path> d = s.dumps();
        for (int i = 0; i + 1 < d.size(); i += 2) {
            t.diffs().openDumps(d.get(i), d.get(i + 1));
        }
        if (d.size() % 2 == 1) {
            Path last = d.get(d.size() - 1);
            if (t.sessions().current().isPresent()) {
                t.diffs().compareWith(last);
            } else {
                t.diffs().openDumps(last, last);
            }
        }
    }

    /** Files dropped on the window open as {@link #open} opens them. */
    static void acceptDrops(Scene scene, Targets t) {
        scene.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        scene.setOnDragDropped(e -> {
            boolean ok = e.getDragboard().hasFiles();
            if (ok) {
                open(t, e.getDragboard().getFiles().stream().map(File::toPath).toList());
            }
            e.setDropCompleted(ok);
            e.consume();
        });
    }
}
