package org.ringscope.app.ui.prefs;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/**
 * The window's size, position and maximized state, kept in the settings ({@code window}: {@code x,y,w,h,max})
 * when it closes and given back when it opens, fitted into the visible part of the screen it is on — unless the
 * command line asked for a size, or the saved place is on no screen any more (a monitor was unplugged), where the
 * window opens centred at the asked size.
 */
public final class WindowGeometry {
    static final String KEY = "window";
    private static volatile boolean sizeGiven;

    /** A saved geometry. */
    public record Saved(double x, double y, double width, double height, boolean maximized) {
        public String encode() {
            return String.format(Locale.ROOT, "%.0f,%.0f,%.0f,%.0f,%b", x, y, width, height, maximized);
        }

        /**
         * This place fitted into {@code visible} (a screen's visual bounds): no wider or taller than it, moved in
         * so no edge is off it — a size saved on a larger display restored whole on a smaller one.
         */
        public Saved fitTo(Rectangle2D visible) {
            double w = Math.min(width, visible.getWidth());
            double h = Math.min(height, visible.getHeight());
            double nx = Math.max(visible.getMinX(), Math.min(x, visible.getMaxX() - w));
            double ny = Math.max(visible.getMinY(), Math.min(y, visible.getMaxY() - h));
            return new Saved(nx, ny, w, h, maximized);
        }

        public static Optional<Saved> decode(String s) {
            if (s == null) {
                return Optional.empty();
            }
            String[] p = s.split(",");
            try {
                if (p.length == 5) {
                    Saved g = new Saved(Double.parseDouble(p[0]), Double.parseDouble(p[1]), Double.parseDouble(p[2]),
                            Double.parseDouble(p[3]), Boolean.parseBoolean(p[4]));
                    return g.width() >= 320 && g.height() >= 240 ? Optional.of(g) : Optional.empty();
                }
            } catch (NumberFormatException e) {
                // a damaged entry is no geometry
            }
            return Optional.empty();
        }
    }

    private WindowGeometry() {
    }

    /** The command line gave {@code --size}: it wins over the saved size. */
    public static void sizeGiven(boolean given) {
        sizeGiven = given;
    }

    /**
     * Puts the window where it was, when it was on a screen that is still there, fitted into that screen's visible
     * part (a size saved on a larger display is cut down to this one's, the window moved in so no edge is off it);
     * true when it did.
     */
    public static boolean restore(Stage stage, Settings settings) {
        if (sizeGiven) {
            return false;
        }
        var saved = Saved.decode(settings.get(KEY, null));
        if (saved.isEmpty()) {
            return false;
        }
        Saved was = saved.get();
        Rectangle2D r = new Rectangle2D(was.x(), was.y(), was.width(), was.height());
        List<Screen> on = Screen.getScreensForRectangle(r);
        if (on.isEmpty()) {
            return false;
        }
        Saved g = was.fitTo(on.get(0).getVisualBounds());
        stage.setX(g.x());
        stage.setY(g.y());
        stage.setWidth(g.width());
        stage.setHeight(g.height());
        stage.setMaximized(g.maximized());
        return true;
    }

    /** Remembers the window's place as it closes (the size before maximizing, when maximized). */
    public static void saveOnClose(Stage stage, Settings settings) {
        double[] normal = {stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight()};
        Runnable remember = () -> {
            if (!stage.isMaximized() && !stage.isIconified()) {
                normal[0] = stage.getX();
                normal[1] = stage.getY();
                normal[2] = stage.getWidth();
                normal[3] = stage.getHeight();
            }
        };
        stage.xProperty().addListener(o -> remember.run());
        stage.yProperty().addListener(o -> remember.run());
        stage.widthProperty().addListener(o -> remember.run());
        stage.heightProperty().addListener(o -> remember.run());
        stage.addEventHandler(WindowEvent.WINDOW_HIDING, e -> settings.put(KEY,
                new Saved(normal[0], normal[1], normal[2], normal[3], stage.isMaximized()).encode()));
    }
}
