package org.ringscope.app.cli;

import picocli.CommandLine.Command;

/** {@code ringscope lesson …}: the bundled lessons (decision 0950). */
@Command(name = "lesson", description = "List the bundled lessons or play one headless on the bundled sample.",
        mixinStandardHelpOptions = true, subcommands = {LessonListCommand.class, LessonRunCommand.class})
public final class LessonCommand {
}
