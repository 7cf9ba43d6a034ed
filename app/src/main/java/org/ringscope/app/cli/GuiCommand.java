package org.ringscope.app.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.ringscope.app.ui.GuiLauncher;
import org.ringscope.app.ui.RingScopeApp;
import org.ringscope.views.neff.NeffView;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ringscope gui [FILE…] [--screenshot PNG] [--size WxH] [--section S] [--member NAME]}. */
@Command(name = "gui", mixinStandardHelpOptions = true,
        description = {"Open the workbench on the given NEFF files (the bundled sample when none are given).",
                "With --screenshot it renders the window without a display, saves a PNG and exits:",
                "0 saved, 1 a file failed to load (the PNG is still written), 3 rendering failed."})
public final class GuiCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "FILE", description = "NEFF files to open")
    List<Path> files = new ArrayList<>();

    @Option(names = "--screenshot", paramLabel = "PNG",
            description = "render headless (no display needed), save the whole window as PNG, exit")
    Path screenshot;

    @Option(names = "--size", paramLabel = "WxH", converter = SizeConverter.class,
            description = "window size (default: ${DEFAULT-VALUE})", defaultValue = "1400x900")
    Size size = new Size(1400, 900);

    @Option(names = "--section", paramLabel = "SECTION",
            description = "NEFF view tab to show: header, member, queues, variables, dma")
    String section;

    @Option(names = "--member", paramLabel = "NAME", description = "member to select, e.g. sg00/def.json")
    String member;

    @Override
    public Integer call() {
        Optional<NeffView.Section> s = Optional.empty();
        if (section != null) {
            try {
                s = Optional.of(NeffView.Section.valueOf(section.toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), "unknown --section " + section
                        + " (header, member, queues, variables, dma)");
            }
        }
        if (member != null && s.isEmpty()) {
            s = Optional.of(NeffView.Section.MEMBER);
        }
        return launch(new RingScopeApp.Options(files, Optional.ofNullable(screenshot), size.width(), size.height(), s,
                Optional.ofNullable(member)), spec.commandLine());
    }

    /** Starts the GUI; a missing display becomes a one-line message, not a stack trace. */
    static int launch(RingScopeApp.Options o, CommandLine cl) {
        try {
            return GuiLauncher.launch(o);
        } catch (RuntimeException | Error e) {
            Throwable root = e;
            while (root.getCause() != null) {
                root = root.getCause();
            }
            cl.getErr().println("ringscope: cannot start the window: " + root.getMessage()
                    + (o.screenshot().isEmpty() ? "\n  (no display? `ringscope gui --screenshot out.png` renders without one)"
                    : ""));
            cl.getErr().flush();
            return RingScopeCommand.EXIT_INTERNAL;
        }
    }

    /** A window size in pixels. */
    public record Size(int width, int height) {
    }

    /** {@code 1400x900} → {@code Size(1400, 900)}. */
    public static final class SizeConverter implements CommandLine.ITypeConverter<Size> {
        @Override
        public Size convert(String value) {
            String[] p = value.toLowerCase(Locale.ROOT).split("x");
            try {
                if (p.length == 2) {
                    int w = Integer.parseInt(p[0].strip());
                    int h = Integer.parseInt(p[1].strip());
                    if (w >= 320 && h >= 240 && w <= 8192 && h <= 8192) {
                        return new Size(w, h);
                    }
                }
            } catch (NumberFormatException e) {
                // fall through to the message
            }
            throw new CommandLine.TypeConversionException("expected WIDTHxHEIGHT between 320x240 and 8192x8192, got '"
                    + value + "'");
        }
    }
}
