package org.ringscope.app.cli.ucode;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.InputException;
import org.ringscope.model.io.InputFiles;
import org.ringscope.model.ucode.Inspection;
import org.ringscope.model.ucode.LayoutRequest;
import org.ringscope.model.ucode.XtlibLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ringscope ucode inspect LIB [--json]}: header, layout, segments, dynamic info, relocation table. */
@Command(name = "inspect", mixinStandardHelpOptions = true,
        description = {"Shows a PI library's ELF header, layout, segments, dynamic info and relocation table.",
            "Exit 0 when the loader would accept it, 1 otherwise (the report is still printed)."})
public final class UcodeInspectCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "LIB", description = "The Xtensa PI library (ELF32 .so).")
    Path lib;

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    @Option(names = "--layout", paramLabel = "auto|single|split", converter = Converters.Layout.class,
            description = "Which loader to validate against (default: auto).")
    LayoutRequest layout = LayoutRequest.AUTO;

    @Override
    public Integer call() throws InputException {
        byte[] bytes = XtlibLoader.readFile(lib);
        Inspection in = XtlibLoader.inspect(bytes, InputFiles.name(lib), layout);
        if (json) {
            JsonOut.print(spec.commandLine().getOut(), UcodeJson.inspect(in));
        } else {
            UcodeText.inspect(spec.commandLine().getOut(), in);
        }
        if (!in.ok()) {
            spec.commandLine().getErr().println("ringscope: " + InputFiles.name(lib) + ": the loader refuses it: "
                    + "status " + in.status().code() + " " + in.status().name() + ": " + in.message());
            spec.commandLine().getErr().flush();
        }
        return in.ok() ? 0 : 1;
    }
}
