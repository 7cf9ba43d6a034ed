package org.ringscope.app.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.ringscope.app.ui.DiffStartup;
import org.ringscope.app.ui.FileOpening;
import org.ringscope.app.ui.GuiLauncher;
import org.ringscope.app.ui.LessonLaunch;
import org.ringscope.app.ui.RingScopeApp;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.load.RunFaults;
import org.ringscope.app.ui.prefs.WorkbenchPrefs;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.diff.ForkParameter;
import org.ringscope.model.lesson.Lessons;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.util.AsciiDigits;
import org.ringscope.views.Theme;
import org.ringscope.views.neff.NeffView;
import org.ringscope.views.session.PreflightSource;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ringscope gui [FILE…] [--screenshot PNG] [--size WxH] [--view V] [--theme T] [--perspective P]
 * [--section S] [--member NAME] [--run-to NODE | --step N] [--fault FAULT…]}.
 */
@Command(name = "gui", mixinStandardHelpOptions = true,
        description = {"Open the workbench on NEFFs, ucode libraries and dumps (the bundled sample when none are given).",
                "Ucode libraries (.so) open in the relocation view after prelink with default options.",
                "With --screenshot it renders the window without a display, saves a PNG and exits with 0 when saved, "
                        + "1 when a file failed to load (the PNG is still written), 2 for usage errors, 3 when rendering "
                        + "failed."})
public final class GuiCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;


    @Parameters(arity = "0..*", paramLabel = "FILE", description = "NEFF files, ucode libraries "
            + "(.so) and dumps (two dumps are compared with each other, one with the run of the NEFF given, or alone "
            + "with itself), runtime logs (.log, .txt: beside the NEFF's emulated log in the Log Compare view) and "
            + "Neuron Explorer profiles (a folder of .parquet tables: beside the NEFF's run in the Profile Compare view)")
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

    @Option(names = "--slot", paramLabel = "N", description = "with --member an instruction stream (sg00/Pool.bin): "
            + "the slot to select; a DGE slot shows its fields beside the word the load lowered it to")
    Integer slot;

    @Option(names = "--view", paramLabel = "VIEW", description = "view to bring to the front of the centre, in any perspective, once the "
                    + "files have loaded and run: neff, relocations, patches, semaphores, descriptor, spine, vring, packets, pring, "
                    + "problems, ringmemory, properties, diff, explain, lesson, memory, provenance, log, logcompare, profile", converter = ViewKindConverter.class)
    ViewKind view;

    @Option(names = "--check-profile", paramLabel = "NAME", description = "the pre-flight profile of the Problems and "
            + "Ring Memory views: auto, a profile of check --profiles, or versions as check takes them, e.g. 'driver "
            + "2.8.4.0' (default: the saved one)")
    String checkProfile;

    @Option(names = "--run-to", paramLabel = "NODE",
            description = "after the run, move the cursor to the first entry of spine node NODE (see run --list-nodes)")
    String runTo;

    @Option(names = "--step", paramLabel = "N", description = "after the run, move the cursor to step N")
    Integer step;

    @Option(names = "--theme", paramLabel = "THEME", description = "light or dark (default: the user's; light headless)")
    String theme;

    @Option(names = "--perspective", paramLabel = "NAME", description = "load, execute, diff or teach")
    String perspective;

    @Option(names = "--compare", paramLabel = "DUMP", description = "once: compare the run (A) with DUMP (B); twice: "
            + "compare the two dumps (A B) — in the diff view")
    List<Path> compare = new ArrayList<>();

    @Option(names = "--fork", paramLabel = "NAME=VALUE", description = "fork and diff: run the NEFF again with one "
            + "parameter changed (arch, executions, pack, packet-size, async, fault) and diff the fork (B) against the run (A)")
    String fork;

    @Option(names = "--fault", paramLabel = "FAULT", description = "inject a fault into every run the window starts, "
            + "as run --fault does: drop-doorbell:QUEUE, sem-index:DMA:DELTA, skip-dma:DMA, double-set:EVENT "
            + "(docs/faults.md); the Semaphores view explains the hang")
    List<String> faults = new ArrayList<>();

    @Option(names = "--dump-trap", description = "what-if: every run the window starts ends each vring dump's device "
            + "ring with the trap descriptor, as run --dump-trap does (the Pring view marks it)")
    boolean dumpTrap;

    @Option(names = "--lesson", paramLabel = "NAME", description = "open the Teach perspective on this lesson (ringscope lesson list)")
    String lesson;

    @Option(names = "--lesson-step", paramLabel = "N", description = "with --lesson: run to step N (1-based) of it")
    Integer lessonStep;

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
        if (slot != null && (member == null || slot < 0)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--slot needs --member (an instruction stream) "
                    + "and a slot ≥ 0");
        }
        if (runTo != null && step != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--run-to and --step exclude each other");
        }
        if (runTo != null && Spine.load().node(runTo).isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "unknown spine node " + runTo
                    + " (ringscope run --list-nodes lists them)");
        }
        if (step != null && step < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--step must be 0 or more, not " + step);
        }
        Optional<Theme> t = Optional.empty();
        if (theme != null) {
            t = Optional.of(Theme.parse(theme).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
                    "unknown --theme " + theme + " (light, dark)")));
        }
        Optional<Perspective> p = Optional.empty();
        if (perspective != null) {
            p = Optional.of(Perspective.parse(perspective).orElseThrow(() -> new CommandLine.ParameterException(
                    spec.commandLine(), "unknown --perspective " + perspective + " (load, execute, diff, teach)")));
        }
        ForkParameter forkWith = null;
        if (fork != null) {
            try {
                forkWith = ForkParameter.parse(fork);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--fork: " + e.getMessage());
            }
        }
        // dumps among the files open in the diff view: two with each other, one with the run (or alone, against itself)
        List<Path> dumps = files.stream().filter(FileOpening::isDump).toList();
        if (!dumps.isEmpty()) {
            if (!compare.isEmpty() || forkWith != null || dumps.size() > 2) {
                throw new CommandLine.ParameterException(spec.commandLine(), "give at most two dumps, and not with "
                        + "--compare or --fork");
            }
            files = new ArrayList<>(files);
            files.removeAll(dumps);
            compare = dumps.size() == 1 && files.isEmpty() ? List.of(dumps.get(0), dumps.get(0)) : dumps;
        }
        if (compare.size() > 2 || forkWith != null && !compare.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--compare takes one dump (with the run) or two; --fork excludes --compare");
        }
        DiffStartup.configure(compare, forkWith);

        if (lessonStep != null && lesson == null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--lesson-step needs --lesson");
        }
        if (lesson != null) {
            var l = Lessons.find(lesson).orElseThrow(() -> new CommandLine.ParameterException(
                    spec.commandLine(), "unknown --lesson " + lesson + " (" + String.join(", ",
                            Lessons.names()) + ")"));
            if (lessonStep != null && (lessonStep < 0 || lessonStep > l.steps().size())) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--lesson-step: " + lesson + " has steps 1 to "
                        + l.steps().size() + ", not " + lessonStep);
            }
            p = Optional.of(p.orElse(Perspective.TEACH));
        }
        LessonLaunch.configure(lesson, lessonStep == null ? 0 : lessonStep);
        try {
            RunFaults.configure(faults);
            RunFaults.configureTrap(dumpTrap);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        RingScopeApp.sizeGiven(spec.commandLine().getParseResult().hasMatchedOption("--size"));
        if (checkProfile != null && !checkProfile.equals(PreflightSource.AUTO)) {
            try {
                ProfileRequest.parse(checkProfile, Catalog.standard());
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--check-profile: " + e.getMessage());
            }
        }
        WorkbenchPrefs.launchWithCheckProfile(checkProfile);
        if (screenshot != null) {
            t = Optional.of(t.orElse(Theme.LIGHT));
            p = Optional.of(p.orElse(Perspective.LOAD));
        }
        return launch(new RingScopeApp.Options(files, Optional.ofNullable(screenshot), size.width(), size.height(), s,
                Optional.ofNullable(member), Optional.ofNullable(view), t, p,
                Optional.ofNullable(runTo), Optional.ofNullable(step), Optional.ofNullable(slot)),
                spec.commandLine());
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
            String why = "";
            try {
                if (p.length == 2) {
                    int w = AsciiDigits.parseInt(p[0].strip(), "width");
                    int h = AsciiDigits.parseInt(p[1].strip(), "height");
                    if (w >= 320 && h >= 240 && w <= 8192 && h <= 8192) {
                        return new Size(w, h);
                    }
                }
            } catch (NumberFormatException e) {
                why = " (" + e.getMessage() + ")";
            }
            throw new CommandLine.TypeConversionException("expected WIDTHxHEIGHT between 320x240 and 8192x8192, got '"
                    + value + "'" + why);
        }
    }
}
