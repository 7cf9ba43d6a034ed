package org.ringscope.app.ui.prefs;

import java.util.Locale;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.ringscope.views.Theme;
import org.ringscope.views.session.PreflightSource;

/**
 * The preferences of the workbench, as properties the window binds to, saved in {@link Settings} when they
 * change: the theme, the default run speed (steps per second, used by Run once the session exists) and the
 * presenter font scale (the Teach perspective's type size), and the pre-flight check's profile (the Problems and
 * Ring Memory views' selector: {@code auto} or a profile's name).
 */
public final class WorkbenchPrefs {
    public static final int MIN_SPEED = 1;
    public static final int MAX_SPEED = 1000;
    public static final int DEFAULT_SPEED = 20;
    public static final double DEFAULT_PRESENTER_SCALE = 1.4;
    /** Presenter mode runs slowly enough to narrate (steps per second). */
    public static final int DEFAULT_PRESENTER_SPEED = 4;

    private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>(this, "theme", Theme.LIGHT);
    private final IntegerProperty runSpeed = new SimpleIntegerProperty(this, "runSpeed", DEFAULT_SPEED);
    private final IntegerProperty presenterSpeed = new SimpleIntegerProperty(this, "presenterSpeed",
            DEFAULT_PRESENTER_SPEED);
    private final DoubleProperty presenterScale = new SimpleDoubleProperty(this, "presenterScale",
            DEFAULT_PRESENTER_SCALE);
    private final StringProperty checkProfile = new SimpleStringProperty(this, "checkProfile",
            PreflightSource.AUTO);
    private static volatile String launchCheckProfile;
    private boolean launchedWithCheckProfile;

    /** The profile the next window starts with instead of the saved one ({@code gui --check-profile}). */
    public static void launchWithCheckProfile(String name) {
        launchCheckProfile = name;
    }

    public WorkbenchPrefs(Settings s) {
        theme.set(Theme.parse(s.get("theme", "light")).orElse(Theme.LIGHT));
        runSpeed.set(clampSpeed((int) s.getDouble("runSpeed", DEFAULT_SPEED)));
        presenterScale.set(clampScale(s.getDouble("presenterScale", DEFAULT_PRESENTER_SCALE)));
        presenterSpeed.set(clampSpeed((int) s.getDouble("presenterSpeed", DEFAULT_PRESENTER_SPEED)));
        presenterSpeed.addListener((o, was, now) -> s.put("presenterSpeed", Integer.toString(now.intValue())));
        String launch = launchCheckProfile;
        launchedWithCheckProfile = launch != null;
        checkProfile.set(launch != null ? launch : s.get("checkProfile", PreflightSource.AUTO));
        checkProfile.addListener((o, was, now) -> s.put("checkProfile", now == null ? "auto" : now));
        theme.addListener((o, was, now) -> s.put("theme", now.key()));
        runSpeed.addListener((o, was, now) -> s.put("runSpeed", Integer.toString(now.intValue())));
        presenterScale.addListener((o, was, now) -> s.put("presenterScale",
                String.format(Locale.ROOT, "%.2f", now.doubleValue())));
    }

    public ObjectProperty<Theme> themeProperty() {
        return theme;
    }

    /** Run speed in steps per second. */
    public IntegerProperty runSpeedProperty() {
        return runSpeed;
    }

    /** Run speed in presenter mode, steps per second. */
    public IntegerProperty presenterSpeedProperty() {
        return presenterSpeed;
    }

    /** Font scale of the Teach perspective. */
    public DoubleProperty presenterScaleProperty() {
        return presenterScale;
    }

    /** The pre-flight profile: {@code auto}, a profile's name, or versions typed ({@code driver 2.8.4.0}). */
    public StringProperty checkProfileProperty() {
        return checkProfile;
    }

    /** Whether the window started with the profile the command line gave ({@code gui --check-profile}), not a saved one. */
    public boolean launchedWithCheckProfile() {
        return launchedWithCheckProfile;
    }

    public static int clampSpeed(int v) {
        return Math.max(MIN_SPEED, Math.min(MAX_SPEED, v));
    }

    public static double clampScale(double v) {
        return Double.isNaN(v) ? DEFAULT_PRESENTER_SCALE : Math.max(1.0, Math.min(Theme.MAX_SCALE, v));
    }
}
