package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.app.Main;
import org.ringscope.app.ui.load.DocumentLoader;
import org.ringscope.app.ui.load.FileWatch;
import org.ringscope.app.ui.log.AppLog;
import org.ringscope.app.ui.log.UncaughtErrors;
import org.ringscope.app.ui.prefs.WindowGeometry;
import org.ringscope.views.Document;

/** The window's desktop parts that need no window: dumps told from NEFFs, the file watch, geometry, the log. */
class DesktopPartsTest {
    @TempDir
    Path dir;

    @Test
    void aDumpIsToldByItsBytesNotItsName() throws Exception {
        Path dump = dir.resolve("run.rsdump");
        assertEquals(0, Main.run("run", "--sample", "--dump", dump.toString()));
        Path renamed = Files.copy(dump, dir.resolve("renamed.bin"));
        Path neff = dir.resolve("looks-like.rsdump");
        Files.write(neff, DocumentLoader.sampleBytes());
        assertTrue(FileOpening.isDump(dump));
        assertTrue(FileOpening.isDump(renamed), "a renamed dump is still a dump");
        assertFalse(FileOpening.isDump(neff), "a NEFF named .rsdump is a NEFF");
        FileOpening.Split s = FileOpening.split(List.of(neff, dump, renamed));
        assertEquals(List.of(dump, renamed), s.dumps());
        assertEquals(List.of(neff), s.documents());
    }

    @Test
    void aChangedFileIsOfferedOncePerChange() throws Exception {
        Path f = dir.resolve("model.neff");
        Files.write(f, DocumentLoader.sampleBytes());
        List<Path> offered = new ArrayList<>();
        FileWatch w = new FileWatch(offered::add);
        w.track(doc(f));
        w.check();
        assertEquals(List.of(), offered, "unchanged: nothing to offer");
        Files.setLastModifiedTime(f, FileTime.fromMillis(Files.getLastModifiedTime(f).toMillis() + 5000));
        w.check();
        w.check();
        assertEquals(List.of(f), offered, "changed: offered once");
        Files.setLastModifiedTime(f, FileTime.fromMillis(Files.getLastModifiedTime(f).toMillis() + 5000));
        w.check();
        assertEquals(List.of(f, f), offered, "changed again: offered again");
        w.track(doc(f)); // reloaded
        w.check();
        assertEquals(2, offered.size());
    }

    @Test
    void theGeometryComesBackAsSavedAndADamagedOneIsNone() {
        WindowGeometry.Saved g = new WindowGeometry.Saved(40, 60, 1280, 800, true);
        assertEquals(Optional.of(g), WindowGeometry.Saved.decode(g.encode()));
        assertEquals(Optional.empty(), WindowGeometry.Saved.decode("40,60,wide,800,true"));
        assertEquals(Optional.empty(), WindowGeometry.Saved.decode("40,60,100,80,false"), "smaller than a window can be");
        assertEquals(Optional.empty(), WindowGeometry.Saved.decode(null));
    }

    @Test
    void theLogGoesToTheStateFolderAndTheConsoleDropsTheToolkitNote() {
        String old = System.getProperty("ringscope.logDir");
        System.setProperty("ringscope.logDir", dir.toString());
        try {
            assertEquals(dir, AppLog.folder());
        } finally {
            if (old == null) {
                System.clearProperty("ringscope.logDir");
            } else {
                System.setProperty("ringscope.logDir", old);
            }
        }
        assertFalse(AppLog.forTheConsole(new LogRecord(Level.WARNING,
                "Unsupported JavaFX configuration: classes were loaded from 'unnamed module @1'")));
        assertTrue(AppLog.forTheConsole(new LogRecord(Level.WARNING, "could not save the settings")));
        assertTrue(UncaughtErrors.message(new IllegalStateException("outer", new ArithmeticException("/ by zero")))
                .equals("ArithmeticException: / by zero"), "the root cause, one line");
    }

    private static Document doc(Path p) {
        return new Document() {
            @Override
            public Optional<Path> path() {
                return Optional.of(p);
            }

            @Override
            public String displayName() {
                return p.getFileName().toString();
            }

            @Override
            public long loadMillis() {
                return 0;
            }
        };
    }
}
