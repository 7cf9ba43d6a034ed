package org.ringscope.app.cli.ucode;

import picocli.CommandLine.Command;

/** {@code ringscope ucode}: GPSIMD ucode libraries (Xtensa PI libraries). */
@Command(name = "ucode",
        mixinStandardHelpOptions = true,
        description = "GPSIMD ucode libraries: inspect an Xtensa PI library, or prelink and relocate it.",
        subcommands = {UcodeInspectCommand.class, UcodePrelinkCommand.class})
public final class UcodeCommand {
}
