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

/**
 * Tells the files a user opens apart — dumps ({@code .rsdump}: a zip archive, {@code PK\3\4}) and runtime logs
 * ({@code .log}, {@code .txt}: to the Log Compare view) from NEFFs and ucode libraries — and sends dumps to the diff
 * view: two at once are compared with each other, one is compared with the
 * current run, or shown against itself when no run is open (decision 1151). Also the window's drop target.
 */
public final class FileOpening {
    private FileOpening() {
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

    /** The files split into dumps, logs and everything else, each in the order given. */
    record Split(List<Path> dumps, List<Path> logs, List<Path> documents) {
    }

    static Split split(List<Path> files) {
        List<Path> dumps = new ArrayList<>();
        List<Path> logs = new ArrayList<>();
        List<Path> docs = new ArrayList<>();
        for (Path f : files) {
            (isDump(f) ? dumps : isLog(f) ? logs : docs).add(f);
        }
        return new Split(List.copyOf(dumps), List.copyOf(logs), List.copyOf(docs));
    }

    /** Opens files in the window: documents as documents, dumps in the diff view. */
    static void open(MainWindow w, List<Path> files, Consumer<Path> openDocument) {
        Split s = split(files);
        s.documents().forEach(openDocument);
        s.logs().forEach(l -> LogActions.compare(w, l));
        List<Path> d = s.dumps();
        for (int i = 0; i + 1 < d.size(); i += 2) {
            w.diffs().openDumps(d.get(i), d.get(i + 1));
        }
        if (d.size() % 2 == 1) {
            Path last = d.get(d.size() - 1);
            if (w.sessions().current().isPresent()) {
                w.diffs().compareWith(last);
            } else {
                w.diffs().openDumps(last, last);
            }
        }
    }

    /** Files dropped on the window open as {@link #open} opens them. */
    static void acceptDrops(Scene scene, MainWindow w, Consumer<Path> openDocument) {
        scene.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        scene.setOnDragDropped(e -> {
            boolean ok = e.getDragboard().hasFiles();
            if (ok) {
                open(w, e.getDragboard().getFiles().stream().map(File::toPath).toList(), openDocument);
            }
            e.setDropCompleted(ok);
            e.consume();
        });
    }
}
