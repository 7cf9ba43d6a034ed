package org.ringscope.app.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ringscope.model.Version;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Writes what the installers put beside the launcher, from the command line's own model (so it never drifts from
 * {@code --help}): the bash completion script (picocli's {@link AutoComplete}) and one troff man page per command
 * ({@code ringscope.1}, {@code ringscope-run.1}, {@code ringscope-neff-info.1}, …). Usage:
 * {@code java -cp ringscope.jar org.ringscope.app.cli.DocGen OUT_DIR}.
 */
public final class DocGen {
    private DocGen() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 1 && args[0].equals("--markdown")) {
            System.out.print(markdown(RingScopeCommand.commandLine()));
            return;
        }
        if (args.length != 1) {
            System.err.println("usage: DocGen OUT_DIR | --markdown");
            System.exit(2);
        }
        write(Path.of(args[0]));
    }

    /** The README's command reference: per command its arguments, every option and its exit codes. */
    static String markdown(CommandLine cl) {
        StringBuilder b = new StringBuilder();
        for (CommandLine c : commands(cl)) {
            CommandSpec spec = c.getCommandSpec();
            if (!spec.subcommands().isEmpty() && spec.parent() != null) {
                continue; // a group (neff, ucode, lesson, bench): its commands follow
            }
            b.append("#### `").append(spec.qualifiedName(" ")).append("`\n\n").append(first(spec)).append("\n\n");
            b.append("| argument or option | meaning |\n|---|---|\n");
            for (PositionalParamSpec p : spec.positionalParameters()) {
                b.append("| `").append(p.paramLabel()).append(p.arity().max() > 1 ? "…" : "").append("` | ")
                        .append(cell(text(p))).append(" |\n");
            }
            for (OptionSpec o : spec.options()) {
                if (o.hidden() || o.usageHelp() || o.versionHelp()) {
                    continue;
                }
                b.append("| `").append(String.join("`, `", o.names()));
                if (o.arity().max() > 0) {
                    b.append(' ').append(o.paramLabel());
                }
                b.append("` | ").append(cell(text(o))).append(" |\n");
            }
            b.append("\nExit: ").append(exitStatus(spec)).append("\n\n");
        }
        return b.toString().strip() + "\n";
    }

    private static String cell(String s) {
        return s.replace("|", "\\|");
    }

    /** Writes {@code ringscope.bash} and {@code man/man1/*.1} under {@code out}; returns the files written. */
    public static List<Path> write(Path out) throws IOException {
        CommandLine cl = RingScopeCommand.commandLine();
        List<Path> written = new ArrayList<>();
        Files.createDirectories(out);
        Path completion = out.resolve("ringscope.bash");
        Files.writeString(completion, AutoComplete.bash("ringscope", cl), StandardCharsets.UTF_8);
        written.add(completion);
        Path man = out.resolve("man").resolve("man1");
        Files.createDirectories(man);
        for (CommandLine c : commands(cl)) {
            Path page = man.resolve(pageName(c.getCommandSpec()) + ".1");
            Files.writeString(page, manPage(c.getCommandSpec()), StandardCharsets.UTF_8);
            written.add(page);
        }
        return written;
    }

    /** The command and every subcommand below it, depth first (the help command left out). */
    static List<CommandLine> commands(CommandLine cl) {
        List<CommandLine> out = new ArrayList<>();
        out.add(cl);
        for (CommandLine sub : cl.getSubcommands().values()) {
            if (!sub.getCommandName().equals("help") && !out.contains(sub)) {
                out.addAll(commands(sub));
            }
        }
        return out.stream().distinct().toList();
    }

    /** {@code ringscope}, {@code ringscope-run}, {@code ringscope-neff-info}. */
    static String pageName(CommandSpec spec) {
        return spec.qualifiedName("-");
    }

    /** One command's man page in troff (man(7) macros). */
    static String manPage(CommandSpec spec) {
        StringBuilder b = new StringBuilder();
        String name = pageName(spec);
        b.append(".TH ").append(name.toUpperCase(Locale.ROOT)).append(" 1 \"").append(LocalDate.of(2026, 1, 1).getYear())
                .append("\" \"RingScope ").append(Version.TOOL_VERSION).append("\" \"RingScope Manual\"\n");
        b.append(".SH NAME\n").append(esc(name)).append(" \\- ").append(esc(first(spec))).append('\n');
        b.append(".SH SYNOPSIS\n.B ").append(esc(spec.qualifiedName(" "))).append('\n');
        String synopsis = new CommandLine.Help(spec, CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF))
                .synopsis(0).strip();
        String rest = synopsis.startsWith(spec.qualifiedName(" ")) ? synopsis.substring(spec.qualifiedName(" ").length())
                : synopsis;
        b.append(esc(rest.replaceAll("\\s+", " ").strip())).append('\n');
        b.append(".SH DESCRIPTION\n");
        for (String line : spec.usageMessage().description()) {
            b.append(esc(line)).append("\n.PP\n");
        }
        if (!spec.positionalParameters().isEmpty()) {
            b.append(".SH ARGUMENTS\n");
            for (PositionalParamSpec p : spec.positionalParameters()) {
                b.append(".TP\n.I ").append(esc(p.paramLabel())).append('\n').append(esc(text(p))).append('\n');
            }
        }
        if (!spec.options().isEmpty()) {
            b.append(".SH OPTIONS\n");
            for (OptionSpec o : spec.options()) {
                if (o.hidden()) {
                    continue;
                }
                b.append(".TP\n.B ").append(esc(String.join(", ", o.names())));
                if (o.arity().max() > 0) {
                    b.append(" \\fI").append(esc(o.paramLabel())).append("\\fR");
                }
                b.append('\n').append(esc(text(o))).append('\n');
            }
        }
        if (!spec.subcommands().isEmpty()) {
            b.append(".SH COMMANDS\n");
            spec.subcommands().forEach((n, sub) -> {
                if (!n.equals("help")) {
                    b.append(".TP\n.B ").append(esc(n)).append('\n').append(esc(first(sub.getCommandSpec())))
                            .append(" See \\fB").append(esc(pageName(sub.getCommandSpec()))).append("\\fR(1).\n");
                }
            });
        }
        b.append(".SH EXIT STATUS\n").append(esc(exitStatus(spec))).append('\n');
        if (spec.parent() != null) {
            b.append(".SH SEE ALSO\n\\fBringscope\\fR(1)\n");
        }
        return b.toString();
    }

    static String exitStatus(CommandSpec spec) {
        String name = spec.qualifiedName(" ");
        if (name.equals("ringscope diff")) {
            return "0 the two are identical, 1 they differ, 2 usage or input error, 3 an internal error.";
        }
        if (name.equals("ringscope profile")) {
            return "0 every queue matched, 1 a queue parts, 2 usage or input error, 3 an internal error.";
        }
        if (name.equals("ringscope why")) {
            return "0 the chain was printed, 1 nothing wrote the bytes before the step (or invalid input), 2 usage "
                    + "error, 3 an internal error (please report it).";
        }
        if (name.equals("ringscope bench hostile")) {
            return "0 every case kept the promises, 1 a case broke one (the report lists it), 2 usage error, 3 an "
                    + "internal error (please report it).";
        }
        return "0 success, 1 invalid input (the message on standard error names the file, the offset and the field) "
                + "or a failed run, 2 usage error, 3 an internal error (please report it).";
    }

    private static String first(CommandSpec spec) {
        String[] d = spec.usageMessage().description();
        return d.length == 0 ? spec.name() : d[0];
    }

    private static String text(ArgSpec a) {
        String d = String.join(" ", a.description());
        return d.replace("${DEFAULT-VALUE}", String.valueOf(a.defaultValue()));
    }

    /** Escapes what troff reads as a request or an escape: backslashes, and a dot or quote that starts a line. */
    static String esc(String s) {
        String t = s.replace("\\", "\\e").replace("-", "\\-");
        return t.startsWith(".") || t.startsWith("'") ? "\\&" + t : t;
    }
}
