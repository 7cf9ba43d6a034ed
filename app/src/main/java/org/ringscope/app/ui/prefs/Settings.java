package org.ringscope.app.ui.prefs;

import java.util.HashMap;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * Key/value settings that survive restarts ({@link Preferences}), or live only as long as the window
 * ({@link #memoryOnly()}: headless rendering and tests must not touch the user's settings).
 */
public final class Settings {
    private static final Logger LOG = Logger.getLogger(Settings.class.getName());

    private final Preferences prefs;
    private final Map<String, String> memory = new HashMap<>();

    public Settings(Preferences prefs) {
        this.prefs = prefs;
    }

    private Settings() {
        this.prefs = null;
    }

    public static Settings memoryOnly() {
        return new Settings();
    }

    /** The user's settings (Preferences node {@code /org/ringscope/app/ui/workbench}). */
    public static Settings user() {
        return new Settings(Preferences.userNodeForPackage(Settings.class).node("workbench"));
    }

    public String get(String key, String def) {
        if (prefs == null) {
            return memory.getOrDefault(key, def);
        }
        try {
            return prefs.get(key, def);
        } catch (IllegalStateException e) {
            return def; // the node was removed (tests clean up before the window closes)
        }
    }

    public double getDouble(String key, double def) {
        try {
            return Double.parseDouble(get(key, Double.toString(def)));
        } catch (NumberFormatException e) {
            return def;
        }
    }

    public void put(String key, String value) {
        if (prefs == null) {
            memory.put(key, value);
            return;
        }
        try {
            prefs.put(key, value);
            flush();
        } catch (IllegalStateException e) {
            LOG.log(Level.FINE, "the settings node is gone; " + key + " not saved", e);
        }
    }

    public void remove(String key) {
        if (prefs == null) {
            memory.remove(key);
            return;
        }
        try {
            prefs.remove(key);
            flush();
        } catch (IllegalStateException e) {
            LOG.log(Level.FINE, "the settings node is gone", e);
        }
    }

    private void flush() {
        try {
            prefs.flush();
        } catch (BackingStoreException | SecurityException e) {
            LOG.log(Level.FINE, "could not save the settings", e);
        }
    }
}
