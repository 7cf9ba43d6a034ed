package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.ringscope.app.cli.ucode.UcodeCommand;
import org.ringscope.model.InputException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The top-level {@code ringscope} command. With no subcommand it starts the workbench on the bundled
 * sample. Exit codes: 0 ok, 1 invalid input (a message on stderr names the file, offset and field),
 * 2 usage.
 */
@Command(name = "ringscope",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Emulates the AWS Neuron runtime host path, from a NEFF to the doorbell.",
        subcommands = {GuiCommand.class, NeffCommand.class, GenCommand.class, RunCommand.class, CheckCommand.class,
                DiffCommand.class,
                UcodeCommand.class, LessonCommand.class,
                BenchCommand.class,
                CommandLine.HelpCommand.class})
public final class RingScopeCommand implements Callable<Integer> {

    /** Exit code for invalid input. */
    public static final int EXIT_INVALID_INPUT = 1;
    /** Exit code for usage errors (picocli's default). */
    public static final int EXIT_USAGE = 2;
    /** Exit code for a bug in RingScope itself. */
    public static final int EXIT_INTERNAL = 3;

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new RingScopeCommand());
        cl.setExecutionExceptionHandler(RingScopeCommand::handle);
        return cl;
    }

    /** Runs a command line with the given streams (tests, embedding); returns the exit code. */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = commandLine();
        cl.setOut(out);
        cl.setErr(err);
        return cl.execute(args);
    }

    private static int handle(Exception ex, CommandLine cl, CommandLine.ParseResult parsed) {
        PrintWriter err = cl.getErr();
        if (ex instanceof InputException ie) {
            err.println("ringscope: " + ie.getMessage());
            err.flush();
            return EXIT_INVALID_INPUT;
        }
        if (ex instanceof java.nio.file.NoSuchFileException nf) {
            err.println("ringscope: " + nf.getFile() + ": no such file");
            err.flush();
            return EXIT_INVALID_INPUT;
        }
        if (ex instanceof java.io.IOException io) {
            err.println("ringscope: " + io.getMessage());
            err.flush();
            return EXIT_INVALID_INPUT;
        }
        err.println("ringscope: internal error (please report): " + ex);
        ex.printStackTrace(err);
        err.flush();
        return EXIT_INTERNAL;
    }

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    /** {@code ringscope} alone opens the workbench on the bundled sample. */
    @Override
    public Integer call() {
        return GuiCommand.launch(org.ringscope.app.ui.RingScopeApp.Options.defaults(), spec.commandLine());
    }
}
