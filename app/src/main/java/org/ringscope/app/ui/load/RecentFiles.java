package org.ringscope.app.ui.load;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * The File ▸ Open Recent list and the last folder of the file chooser, kept in {@link Preferences} so they
 * survive restarts. Most recent first, no duplicates, at most {@link #MAX} entries. Tests pass their own node.
 */
public final class RecentFiles {
    public static final int MAX = 10;
    private static final Logger LOG = Logger.getLogger(RecentFiles.class.getName());
    private static final String KEY = "recent.";
    private static final String LAST_DIR = "lastDirectory";

    private final Preferences prefs;
    private final Map<String, String> memory = new HashMap<>();

    /** A list kept in {@code prefs}. */
    public RecentFiles(Preferences prefs) {
        this.prefs = prefs;
    }

    private RecentFiles() {
        this.prefs = null;
    }

    /** A list that lives only as long as the window (headless rendering must not touch the user's list). */
    public static RecentFiles memoryOnly() {
        return new RecentFiles();
    }

    /** The user's own list (Preferences node {@code /org/ringscope/app/ui}). */
    public static RecentFiles user() {
        return new RecentFiles(Preferences.userNodeForPackage(RecentFiles.class));
    }

    public List<Path> list() {
        List<Path> out = new ArrayList<>();
        for (int i = 0; i < MAX; i++) {
            String p = get(KEY + i, null);
            if (p != null && !p.isBlank()) {
                out.add(Path.of(p));
            }
        }
        return out;
    }

    /** Puts {@code file} first (moving it up when already listed) and remembers its folder. */
    public void add(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        List<Path> l = new ArrayList<>(list());
        l.remove(abs);
        l.add(0, abs);
        store(l);
        Path dir = abs.getParent();
        if (dir != null) {
            put(LAST_DIR, dir.toString());
            flush();
        }
    }

    public void remove(Path file) {
        List<Path> l = new ArrayList<>(list());
        l.remove(file.toAbsolutePath().normalize());
        store(l);
    }

    public void clear() {
        store(List.of());
    }

    /** The folder of the most recently opened file, for the file chooser. */
    public Optional<Path> lastDirectory() {
        return Optional.ofNullable(get(LAST_DIR, null)).map(Path::of);
    }

    private void store(List<Path> l) {
        for (int i = 0; i < MAX; i++) {
            if (i < l.size()) {
                put(KEY + i, l.get(i).toString());
            } else {
                removeKey(KEY + i);
            }
        }
        flush();
    }

    private String get(String key, String def) {
        return prefs == null ? memory.getOrDefault(key, def) : prefs.get(key, def);
    }

    private void put(String key, String value) {
        if (prefs == null) {
            memory.put(key, value);
        } else {
            prefs.put(key, value);
        }
    }

    private void removeKey(String key) {
        if (prefs == null) {
            memory.remove(key);
        } else {
            prefs.remove(key);
        }
    }

    private void flush() {
        if (prefs == null) {
            return;
        }
        try {
            prefs.flush();
        } catch (BackingStoreException | SecurityException e) {
            LOG.log(Level.FINE, "could not save the recent-files list", e);
        }
    }
}
