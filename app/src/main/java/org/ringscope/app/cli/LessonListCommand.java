package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.lesson.Lesson;
import org.ringscope.model.lesson.Lessons;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code ringscope lesson list [--json]}: {@code [{"name", "title", "steps"}]}. */
@Command(name = "list", mixinStandardHelpOptions = true, description = "List the bundled lessons: name, title, steps.")
public final class LessonListCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "print [{name, title, steps}] as JSON")
    boolean json;

    /** One lesson in the list. */
    public record Entry(String name, String title, int steps) {
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<Entry> entries = Lessons.bundled().stream().map(LessonListCommand::entry).toList();
        if (json) {
            JsonOut.print(out, Map.of("lessons", entries));
            return 0;
        }
        for (Entry e : entries) {
            out.printf("%-20s %2d steps  %s%n", e.name(), e.steps(), e.title());
        }
        out.println("Play one with: ringscope lesson run NAME (or in the workbench: Teach perspective, Lesson panel)");
        out.flush();
        return 0;
    }

    private static Entry entry(Lesson l) {
        return new Entry(l.name(), l.title(), l.steps().size());
    }
}
