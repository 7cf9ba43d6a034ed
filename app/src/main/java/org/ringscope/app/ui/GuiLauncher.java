package org.ringscope.app.ui;

import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.application.Application;
import org.ringscope.app.ui.log.AppLog;

/**
 * Starts the JavaFX toolkit for the CLI. For a screenshot it first selects the Monocle headless platform
 * (software rendering, a virtual screen of the requested size), so no display is needed.
 */
public final class GuiLauncher {
    /**
     * JavaFX's own logger, held strongly so a level sticks. Quiet while the toolkit starts (it warns that it
     * runs from the class path, which is how the fat jar works); {@link #toolkitStarted()} restores it.
     */
    private static final Logger JAVAFX_LOG = Logger.getLogger("javafx");

    private GuiLauncher() {
    }

    /** Runs the window until it closes (or, headless, until the PNG is saved); returns the exit code. */
    public static int launch(RingScopeApp.Options options) {
        if (options.screenshot().isPresent()) {
            AppLog.quietConsole(); // a render leaves the user's log alone
            useHeadlessPlatform(options.width(), options.height());
        } else if (System.getProperty("prism.order", "").strip().startsWith("sw")) {
            tuneSoftwareRendering();
        }
        if (options.screenshot().isEmpty()) {
            AppLog.install();
        }
        JAVAFX_LOG.setLevel(Level.SEVERE);
        RingScopeApp.configure(options);
        Application.launch(RingScopeApp.class);
        return RingScopeApp.exitCode();
    }

    /** Called once the window starts: JavaFX warnings (CSS, layout) are shown again. */
    static void toolkitStarted() {
        JAVAFX_LOG.setLevel(null);
    }

    /** The system properties that select Monocle's headless glass platform; set before the toolkit starts. */
    static void useHeadlessPlatform(int width, int height) {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("java.awt.headless", "true");
        System.setProperty("headless.geometry", String.format(Locale.ROOT, "%dx%d-32", width, height));
        tuneSoftwareRendering();
    }

    /**
     * For Prism's software pipeline, before the toolkit starts: draw region backgrounds directly instead of through
     * Prism's per-region background cache, whose scaled 9-slice image draws were most of a frame's rendering in
     * software (decision 0872). Left alone when the user set the property.
     */
    public static void tuneSoftwareRendering() {
        if (System.getProperty("prism.disableRegionCaching") == null) {
            System.setProperty("prism.disableRegionCaching", "true");
        }
    }
}
