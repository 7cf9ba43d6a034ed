package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringscope.app.ui.prefs.Settings;
import org.ringscope.app.ui.prefs.WindowGeometry;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A window size saved on a larger display and restored on a smaller one is fitted into the visible screen: no wider
 * or taller than it and no edge off it, on the numbers of a 1200×700 window restored on a 1024×700 display and on the
 * headless screen itself.
 */
@ExtendWith(ApplicationExtension.class)
class WindowGeometryTest {
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
    }

    @Test
    void aSizeSavedOnA1200WideDisplayIsCutToA1024By700One() {
        Rectangle2D small = new Rectangle2D(0, 0, 1024, 700);
        WindowGeometry.Saved saved = new WindowGeometry.Saved(0, 0, 1200, 700, false);
        assertEquals(new WindowGeometry.Saved(0, 0, 1024, 700, false), saved.fitTo(small));
        assertEquals(new WindowGeometry.Saved(24, 40, 1000, 660, false),
                new WindowGeometry.Saved(300, 90, 1000, 660, false).fitTo(small), "moved in: the right and bottom "
                + "edges on the screen");
        assertEquals(new WindowGeometry.Saved(0, 0, 1024, 700, true),
                new WindowGeometry.Saved(-50, -20, 1600, 900, true).fitTo(small), "the size before maximizing too");
        WindowGeometry.Saved fits = new WindowGeometry.Saved(10, 20, 800, 600, false);
        assertEquals(fits, fits.fitTo(small), "a place that fits stays");
    }

    @Test
    void aSavedWindowLargerThanTheScreenOpensInsideItsVisibleBounds() {
        Rectangle2D screen = fx(() -> Screen.getPrimary().getVisualBounds());
        Settings settings = Settings.memoryOnly();
        settings.put("window", new WindowGeometry.Saved(screen.getMinX() + 100, screen.getMinY() + 50,
                screen.getWidth() + 400, screen.getHeight() + 300, false).encode());
        WindowGeometry.sizeGiven(false);
        assertTrue(fx(() -> WindowGeometry.restore(stage, settings)), "restored: its place is on the screen");
        Rectangle2D placed = fx(() -> new Rectangle2D(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight()));
        assertTrue(placed.getWidth() <= screen.getWidth() && placed.getHeight() <= screen.getHeight(), placed + " in "
                + screen);
        assertTrue(placed.getMinX() >= screen.getMinX() && placed.getMinY() >= screen.getMinY()
                && placed.getMaxX() <= screen.getMaxX() && placed.getMaxY() <= screen.getMaxY(), placed + " in " + screen);
    }
}
