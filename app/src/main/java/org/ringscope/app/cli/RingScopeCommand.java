package org.ringscope.app.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top-level {@code ringscope} command: with no subcommand it starts the workbench. */
@Command(name = "ringscope",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Emulates the AWS Neuron runtime host path, from a NEFF to the doorbell.",
        subcommands = {CommandLine.HelpCommand.class})
public final class RingScopeCommand implements Callable<Integer> {

    /** Exit code for invalid input (a message on stderr names the file, offset and field). */
    public static final int EXIT_INVALID_INPUT = 1;
    /** Exit code for usage errors (picocli's default). */
    public static final int EXIT_USAGE = 2;

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new RingScopeCommand());
        cl.setExitCodeExceptionMapper(t -> EXIT_INVALID_INPUT);
        return cl;
    }

    @Override
    public Integer call() {
        return 0;
    }
}
