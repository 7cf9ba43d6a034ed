package org.ringscope.app.ui.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class RecentFilesTest {
    private final Preferences node = Preferences.userRoot().node("org/ringscope/test/recent" + System.nanoTime());

    @AfterEach
    void removeNode() throws Exception {
        node.removeNode();
    }

    @Test
    void mostRecentFirstWithoutDuplicatesAndCapped() {
        RecentFiles r = new RecentFiles(node);
        Path a = Path.of("/tmp/a.neff");
        Path b = Path.of("/tmp/dir/b.neff");
        r.add(a);
        r.add(b);
        r.add(a);
        assertEquals(List.of(a, b), r.list());
        assertEquals(Path.of("/tmp"), r.lastDirectory().orElseThrow());
        for (int i = 0; i < 15; i++) {
            r.add(Path.of("/tmp/f" + i + ".neff"));
        }
        assertEquals(RecentFiles.MAX, r.list().size());
        assertEquals(Path.of("/tmp/f14.neff"), r.list().get(0));
    }

    @Test
    void survivesANewInstanceAndClears() {
        new RecentFiles(node).add(Path.of("/tmp/x.neff"));
        RecentFiles again = new RecentFiles(node);
        assertEquals(List.of(Path.of("/tmp/x.neff")), again.list());
        again.remove(Path.of("/tmp/x.neff"));
        assertTrue(again.list().isEmpty());
        again.add(Path.of("/tmp/y.neff"));
        again.clear();
        assertTrue(new RecentFiles(node).list().isEmpty());
    }

    @Test
    void memoryOnlyListsTouchNoPreferences() {
        RecentFiles m = RecentFiles.memoryOnly();
        m.add(Path.of("/tmp/z.neff"));
        assertEquals(List.of(Path.of("/tmp/z.neff")), m.list());
        assertTrue(RecentFiles.memoryOnly().list().isEmpty());
    }
}
