package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffInfo;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ringscope neff info FILE [--json] [--max-unpacked BYTES]}. */
@Command(name = "info", mixinStandardHelpOptions = true,
        description = {"Print a NEFF's header, hash check, members and subgraphs.",
                "Exit 0 when the NEFF loads, 1 on invalid input (the message names file, offset and field)."})
public final class NeffInfoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "the NEFF file (- reads it from standard input)")
    Path file;

    @Option(names = "--json", description = "print JSON instead of text")
    boolean json;

    @Option(names = "--max-unpacked", paramLabel = "BYTES", converter = ByteSizeConverter.class,
            description = "refuse payloads that unpack to more than this (default: 1G or a quarter of the heap, "
                    + "whichever is smaller)")
    long maxUnpacked = ReadLimits.DEFAULT.maxUnpacked();

    @Override
    public Integer call() throws Exception {
        NeffFile neff = NeffReader.read(file, new ReadLimits(maxUnpacked));
        Manifest manifest = ManifestParser.parse(neff);
        NeffInfo info = NeffInfo.of(neff, manifest);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        for (String w : info.warnings()) {
            err.println("ringscope: warning: " + w);
        }
        err.flush();
        if (json) {
            JsonOut.print(out, info);
        } else {
            NeffInfoText.print(out, info);
        }
        return 0;
    }
}
