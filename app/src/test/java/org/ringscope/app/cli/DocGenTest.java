package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * What the installers ship beside the launcher, and the README's command reference, come from the command line's
 * own model: a man page per command, a completion script that knows every command, and a README that lists every
 * option of every command (regenerate with {@code DocGen --markdown} when this fails).
 */
class DocGenTest {
    @TempDir
    Path dir;

    @Test
    void manPagesAndCompletionForEveryCommand() throws Exception {
        List<Path> files = DocGen.write(dir);
        CommandLine cl = RingScopeCommand.commandLine();
        List<CommandLine> commands = DocGen.commands(cl);
        assertEquals(commands.size() + 1, files.size(), files.toString());
        String completion = Files.readString(dir.resolve("ringscope.bash"));
        for (CommandLine c : commands) {
            Path page = dir.resolve("man/man1/" + DocGen.pageName(c.getCommandSpec()) + ".1");
            String troff = Files.readString(page);
            assertTrue(troff.startsWith(".TH " + DocGen.pageName(c.getCommandSpec()).toUpperCase(Locale.ROOT)),
                    page.toString());
            for (OptionSpec o : c.getCommandSpec().options()) {
                assertTrue(troff.contains(DocGen.esc(o.longestName())), page + " lacks " + o.longestName());
            }
            assertTrue(completion.contains(c.getCommandName()), "completion knows " + c.getCommandName());
        }
        assertTrue(completion.contains("complete -F"), "a bash completion function");
        assertEquals("\\&.hidden \\e \\-\\-x", DocGen.esc(".hidden \\ --x"), "troff requests and escapes are escaped");
    }

    @Test
    void theReadmeListsEveryOptionAndExitCode() throws Exception {
        String readme = Files.readString(Path.of(System.getProperty("ringscope.root", ".."), "README.md"));
        String reference = readme.substring(readme.indexOf("## Command reference"));
        List<String> missing = new ArrayList<>();
        for (CommandLine c : DocGen.commands(RingScopeCommand.commandLine())) {
            if (!c.getCommandSpec().subcommands().isEmpty() && c.getCommandSpec().parent() != null) {
                continue;
            }
            String head = "#### `" + c.getCommandSpec().qualifiedName(" ") + "`";
            int at = reference.indexOf(head);
            if (at < 0) {
                missing.add(head);
                continue;
            }
            int end = reference.indexOf("#### ", at + head.length());
            String section = reference.substring(at, end < 0 ? reference.length() : end);
            for (OptionSpec o : c.getCommandSpec().options()) {
                if (!o.usageHelp() && !o.versionHelp() && !section.contains("`" + o.longestName())
                        && !section.contains(", `" + o.longestName())) {
                    missing.add(head + " " + o.longestName());
                }
            }
            assertTrue(section.contains("3 an internal error") || section.contains("3 internal"), head);
        }
        assertTrue(missing.isEmpty(), "the README's command reference lacks " + missing
                + " — regenerate it: java -cp app/target/ringscope.jar org.ringscope.app.cli.DocGen --markdown");
    }
}
