package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.io.InputFiles;
import org.ringscope.model.lesson.Lesson;
import org.ringscope.model.lesson.LessonParser;
import org.ringscope.model.lesson.LessonPlayer;
import org.ringscope.model.lesson.LessonReport;
import org.ringscope.model.lesson.Lessons;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ringscope lesson run NAME [--json]}: plays a lesson headless on the bundled sample and reports
 * {@code {"name", "steps": [{"title", "target", "reached"}]}}. Exit 0 when every step reached its target, 1 when one
 * did not, 2 for usage errors (an unknown name lists the known ones).
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Play a lesson headless on the bundled sample: run to each step's target and report whether it was reached.")
public final class LessonRunCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "NAME", description = "the lesson (ringscope lesson list)")
    String name;

    @Option(names = "--file", paramLabel = "LESSON.md", description = "play a lesson file instead of a bundled lesson "
            + "('-': standard input; for lesson authors: errors name the line and the field)")
    Path file;

    @Option(names = "--json", description = "print {name, steps: [{title, target, reached}]} as JSON")
    boolean json;

    /** The JSON report. */
    public record Report(String name, List<Step> steps) {
    }

    /** One step of the JSON report. */
    public record Step(String title, String target, boolean reached) {
    }

    @Override
    public Integer call() throws Exception {
        if ((name == null) == (file == null)) {
            throw new ParameterException(spec.commandLine(), "lesson run needs a NAME or --file (one of them); the lessons are: "
                    + String.join(", ", Lessons.names()));
        }
        Lesson lesson = file != null
                ? LessonParser.read(file)
                : Lessons.find(name).orElseThrow(() -> new ParameterException(spec.commandLine(),
                        "no lesson named '" + name + "'; the lessons are: " + String.join(", ", Lessons.names())));
        LessonReport r = new LessonPlayer(RunCommand.readSample()).play(lesson);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonOut.print(out, new Report(r.name(), r.steps().stream()
                    .map(s -> new Step(s.title(), s.target(), s.reached())).toList()));
        } else {
            out.printf("lesson %s: %s%n", r.name(), r.title());
            int k = 1;
            for (LessonReport.Step s : r.steps()) {
                out.printf("%2d. %-8s %-34s %s%s%n", k++, s.reached() ? "reached" : "MISSED", s.title(), s.target(),
                        s.reached() ? "  (step " + s.cursor() + ", " + s.run() + ")" : "  (" + s.run() + ")");
            }
            long missed = r.steps().stream().filter(s -> !s.reached()).count();
            out.println(missed == 0 ? "every step reached its target" : missed + " step(s) did not reach their target");
            out.flush();
        }
        if (!r.allReached()) {
            long missed = r.steps().stream().filter(s -> !s.reached()).count();
            spec.commandLine().getErr().println("ringscope: " + (file != null ? InputFiles.name(file) : "lesson " + name)
                    + ": " + missed + " step(s) did not reach their target");
            spec.commandLine().getErr().flush();
        }
        return r.allReached() ? 0 : 1;
    }
}
