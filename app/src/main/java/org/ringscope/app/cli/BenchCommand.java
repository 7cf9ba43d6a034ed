package org.ringscope.app.cli;

import picocli.CommandLine.Command;

/** {@code ringscope bench}: performance measurements that print JSON. */
@Command(name = "bench",
        mixinStandardHelpOptions = true,
        description = "Measures the emulator's hot paths and prints the figures.",
        subcommands = {BenchVringCommand.class, BenchGuiCommand.class, BenchHostileCommand.class, BenchSeekCommand.class,
                BenchCliCommand.class, BenchStopAtCommand.class, BenchSizeCommand.class})
public final class BenchCommand implements Runnable {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(), "Missing subcommand (try: bench vring, bench gui, bench hostile, bench seek, bench cli, bench stop-at, bench size)");
    }
}
