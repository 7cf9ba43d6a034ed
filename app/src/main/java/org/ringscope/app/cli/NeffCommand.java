package org.ringscope.app.cli;

import picocli.CommandLine.Command;

/** {@code ringscope neff …}: NEFF container commands. */
@Command(name = "neff", description = "Inspect NEFF files.", mixinStandardHelpOptions = true,
        subcommands = {NeffInfoCommand.class})
public final class NeffCommand {
}
