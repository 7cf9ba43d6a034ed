package org.ringscope.app.ui.log;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.application.Platform;
import org.ringscope.views.fx.Fx;

/**
 * The last word on an exception no code caught, on any thread: it goes to the log with its stack trace, and the
 * user sees one dialog that says so and where the log is — one at a time, however many threads fail at once.
 */
public final class UncaughtErrors implements Thread.UncaughtExceptionHandler {
    private static final Logger LOG = Logger.getLogger(UncaughtErrors.class.getName());

    private final BiConsumer<String, String> dialog;
    private final AtomicBoolean showing = new AtomicBoolean();

    /** @param dialog shows a header and a message (on the FX thread); it returns when the user closed it */
    public UncaughtErrors(BiConsumer<String, String> dialog) {
        this.dialog = dialog;
    }

    /** Handles every thread's uncaught exceptions, the FX thread's included. */
    public void install() {
        Thread.setDefaultUncaughtExceptionHandler(this);
        if (Platform.isFxApplicationThread()) {
            Thread.currentThread().setUncaughtExceptionHandler(this);
        }
    }

    @Override
    public void uncaughtException(Thread t, Throwable e) {
        LOG.log(Level.SEVERE, "uncaught on thread " + t.getName(), e);
        if (!showing.compareAndSet(false, true)) {
            return; // one dialog is enough: the log has every one
        }
        String where = AppLog.installedFolder().map(p -> "\n\nThe details are in the log: " + p
                + " (Help ▸ Open Log Folder).").orElse("");
        Runnable show = () -> {
            try {
                dialog.accept("Something went wrong inside RingScope", message(e) + where);
            } finally {
                showing.set(false);
            }
        };
        try {
            Fx.run(show);
        } catch (IllegalStateException toolkitGone) {
            showing.set(false);
        }
    }

    /** One line: the exception's kind and message, without a stack trace. */
    public static String message(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String m = root.getMessage();
        return root.getClass().getSimpleName() + (m == null || m.isBlank() ? "" : ": " + m);
    }
}
