package org.ringscope.app.ui.prefs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;
import org.ringscope.views.Theme;

/** Preferences survive a restart through java.util.prefs and refuse nonsense — without a window. */
class PrefsAndPerspectivesTest {
    @Test
    void preferencesAreSavedAndClamped() throws Exception {
        Preferences node = Preferences.userRoot().node("org/ringscope/test/prefs" + System.nanoTime());
        try {
            WorkbenchPrefs p = new WorkbenchPrefs(new Settings(node));
            assertEquals(Theme.LIGHT, p.themeProperty().get());
            assertEquals(WorkbenchPrefs.DEFAULT_SPEED, p.runSpeedProperty().get());
            p.themeProperty().set(Theme.DARK);
            p.runSpeedProperty().set(120);
            p.presenterScaleProperty().set(1.8);
            WorkbenchPrefs again = new WorkbenchPrefs(new Settings(node));
            assertEquals(Theme.DARK, again.themeProperty().get());
            assertEquals(120, again.runSpeedProperty().get());
            assertEquals(1.8, again.presenterScaleProperty().get(), 1e-9);
            node.put("runSpeed", "999999");
            node.put("presenterScale", "nonsense");
            node.put("theme", "purple");
            WorkbenchPrefs odd = new WorkbenchPrefs(new Settings(node));
            assertEquals(WorkbenchPrefs.MAX_SPEED, odd.runSpeedProperty().get());
            assertEquals(WorkbenchPrefs.DEFAULT_PRESENTER_SCALE, odd.presenterScaleProperty().get(), 1e-9);
            assertEquals(Theme.LIGHT, odd.themeProperty().get());
        } finally {
            node.removeNode();
        }
    }

    @Test
    void memorySettingsForgetWithTheWindow() {
        Settings s = Settings.memoryOnly();
        s.put("a", "1");
        assertEquals("1", s.get("a", null));
        assertEquals(2.5, s.getDouble("b", 2.5));
        s.remove("a");
        assertEquals("x", s.get("a", "x"));
        assertEquals(Settings.memoryOnly().get("a", "none"), "none");
    }
}
