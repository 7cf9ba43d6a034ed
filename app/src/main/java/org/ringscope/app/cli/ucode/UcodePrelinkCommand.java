package org.ringscope.app.cli.ucode;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.InputException;
import org.ringscope.model.io.InputFiles;
import org.ringscope.model.ucode.Bounds;
import org.ringscope.model.ucode.LayoutRequest;
import org.ringscope.model.ucode.PrelinkOptions;
import org.ringscope.model.ucode.PrelinkResult;
import org.ringscope.model.ucode.Prelinker;
import org.ringscope.model.ucode.XtlibLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ringscope ucode prelink LIB [--code-base A] [--data-base B] [--scratch-base C] [--bounds NAME]
 * [--json]}: places, loads and relocates a library as the host prelinker does, and shows every patch.
 */
@Command(name = "prelink", mixinStandardHelpOptions = true,
        description = {"Prelinks a PI library: places its segments, relocates them and builds the UCPL header.",
            "Addresses are hex (0x...) or decimal. Without --bounds no region limits apply.",
            "Exit 0 when the status is 0, 1 otherwise (the report, with the patches applied before the error, "
                + "is still printed)."})
public final class UcodePrelinkCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "LIB", description = "The Xtensa PI library (ELF32 .so).")
    Path lib;

    @Option(names = "--code-base", paramLabel = "A", converter = Converters.Address.class,
            description = "Code (IRAM) base; a single-block library goes here (default: the bounds' code window, "
                + "else 0x18000).")
    Long codeBase;

    @Option(names = "--data-base", paramLabel = "B", converter = Converters.Address.class,
            description = "Data (DRAM) base (default: the bounds' data window, else 0xbe000).")
    Long dataBase;

    @Option(names = "--scratch-base", paramLabel = "C", converter = Converters.Address.class,
            description = "Scratch base (default: the scratch segment's link address).")
    Long scratchBase;

    @Option(names = "--bounds", paramLabel = "NAME", converter = Converters.BoundsName.class,
            description = "Device region bounds to enforce: cayman or sunda (status 13 on overflow).")
    Bounds bounds;

    @Option(names = "--layout", paramLabel = "auto|single|split", converter = Converters.Layout.class,
            description = "Which loader to use (default: auto).")
    LayoutRequest layout = LayoutRequest.AUTO;

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    @Override
    public Integer call() throws InputException {
        byte[] bytes = XtlibLoader.readFile(lib);
        PrelinkOptions opts = PrelinkOptions.of(codeBase, dataBase, scratchBase, bounds, layout);
        PrelinkResult r = Prelinker.prelink(bytes, InputFiles.name(lib), opts);
        if (json) {
            JsonOut.print(spec.commandLine().getOut(), UcodeJson.prelink(r, opts));
        } else {
            UcodeText.prelink(spec.commandLine().getOut(), r);
        }
        if (!r.ok()) {
            spec.commandLine().getErr().println("ringscope: " + InputFiles.name(lib) + ": the loader refuses it: "
                    + "status " + r.status().code() + " " + r.status().name() + ": " + r.message());
            spec.commandLine().getErr().flush();
        }
        return r.ok() ? 0 : 1;
    }
}
