package org.ringscope.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.ringscope.app.cli.ucode.UcodeCommand;
import org.ringscope.app.ui.RingScopeApp;
import org.ringscope.model.InputException;
import org.ringscope.model.io.InputFiles;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The top-level {@code ringscope} command. With no subcommand it starts the workbench on the bundled
 * sample. Exit codes: 0 ok, 1 invalid input (a message on stderr names the file, offset and field) —
 * running out of heap or stack on an input included —, 2 usage ({@code diff}: 2 for input errors too), 3 a bug.
 */
@Command(name = "ringscope",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Emulates the AWS Neuron runtime host path, from a NEFF to the doorbell.",
        subcommands = {GuiCommand.class, NeffCommand.class, GenCommand.class, RunCommand.class, CheckCommand.class, TriageCommand.class,
                ProfileCommand.class,
                WhyCommand.class, DiffCommand.class,
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
        AsciiNumbers.register(cl);
        cl.setParameterExceptionHandler(RingScopeCommand::usageError);
        return cl;
    }

    /**
     * A usage error: the one thing that is wrong (and, for a mistyped option, the options it may have meant), then the
     * command's usage line — not its whole help, which {@code --help} prints.
     */
    private static int usageError(ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        PrintWriter err = cmd.getErr();
        err.println(ex.getMessage());
        if (ex instanceof UnmatchedArgumentException u && !u.getSuggestions().isEmpty()) {
            err.println("Did you mean " + String.join(" or ", u.getSuggestions()) + "?");
        }
        CommandSpec spec = cmd.getCommandSpec();
        err.println("Usage: " + new Help(spec, Help.defaultColorScheme(Help.Ansi.OFF)).abbreviatedSynopsis().strip()
                + "   (" + spec.qualifiedName(" ") + " --help lists every option)");
        err.flush();
        return spec.exitCodeOnInvalidInput();
    }

    /** Runs a command line with the given streams (tests, embedding); returns the exit code. */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = commandLine();
        cl.setOut(out);
        cl.setErr(err);
        return execute(cl, args);
    }

    /**
     * Runs {@code args} on {@code cl}. picocli hands exceptions to {@link #handle}, but lets an {@link Error} through:
     * running out of heap or stack is caught here and reported as itself with advice, never as a stack trace.
     */
    public static int execute(CommandLine cl, String... args) {
        try {
            return cl.execute(args);
        } catch (OutOfMemoryError | StackOverflowError e) {
            return ResourceExhaustion.report(cl, e, args);
        }
    }

    private static int handle(Exception ex, CommandLine cl, CommandLine.ParseResult parsed) {
        PrintWriter err = cl.getErr();
        String message = inputProblem(ex);
        if (message != null) {
            err.println("ringscope: " + message);
            err.flush();
            return EXIT_INVALID_INPUT;
        }
        err.println("ringscope: internal error (please report): " + ex);
        ex.printStackTrace(err);
        err.flush();
        return EXIT_INTERNAL;
    }

    /**
     * The message for an exception that is a problem of the input or the file system — naming the file and the
     * reason — or {@code null} for anything else (a bug).
     */
    static String inputProblem(Throwable ex) {
        if (ex instanceof InputException ie) {
            return ie.getMessage();
        }
        if (ex instanceof UncheckedIOException u) {
            return inputProblem(u.getCause());
        }
        if (ex instanceof FileSystemException fs) {
            String file = fs.getFile() == null ? "" : fs.getFile() + ": ";
            String other = fs.getOtherFile() == null ? "" : " (" + fs.getOtherFile() + ")";
            return file + InputFiles.reason(fs) + other;
        }
        if (ex instanceof IOException io) {
            return io.getMessage() != null ? io.getMessage() : io.toString();
        }
        return null;
    }

    @picocli.CommandLine.Spec
    CommandSpec spec;

    @picocli.CommandLine.Parameters(arity = "0..*", paramLabel = "FILE", description = "NEFFs, ucode libraries "
            + "(.so), dumps (.rsdump), runtime logs (.log, .txt) and Neuron Explorer profiles (a folder of .parquet "
            + "tables) to open in the workbench, as `ringscope gui FILE…` does")
    List<Path> files = new ArrayList<>();

    /** {@code ringscope} alone opens the workbench on the bundled sample; {@code ringscope FILE…} on the files. */
    @Override
    public Integer call() {
        for (Path f : files) {
            if (!Files.exists(f)) {
                throw new ParameterException(spec.commandLine(), "no such command or file: " + f
                        + " (ringscope --help lists the commands)");
            }
        }
        if (files.isEmpty()) {
            return GuiCommand.launch(RingScopeApp.Options.defaults(), spec.commandLine());
        }
        List<String> args = new ArrayList<>(List.of("gui"));
        files.forEach(f -> args.add(f.toString()));
        CommandLine gui = commandLine();
        gui.setOut(spec.commandLine().getOut());
        gui.setErr(spec.commandLine().getErr());
        return gui.execute(args.toArray(String[]::new));
    }
}
