package org.ringscope.app.ui.load;

import java.util.function.BiConsumer;

/** How the window reports a failed load (header, message): a dialog normally, stderr when rendering headless. */
public interface ErrorReporter extends BiConsumer<String, String> {
}
