package org.ringscope.app;

import org.ringscope.app.cli.RingScopeCommand;

/**
 * Entry point of the fat jar: the CLI and the GUI. Deliberately not a JavaFX {@code Application}
 * so that the jar starts from the class path.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line without exiting; returns the exit code. */
    public static int run(String... args) {
        return RingScopeCommand.execute(RingScopeCommand.commandLine(), args);
    }
}
