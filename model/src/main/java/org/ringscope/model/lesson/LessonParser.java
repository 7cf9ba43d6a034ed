package org.ringscope.model.lesson;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringscope.model.InputException;
import org.ringscope.model.io.InputFiles;
import org.ringscope.model.spine.Spine;

/**
 * Reads a lesson file (decision 0950): Markdown with anchored headings and a block of {@code key: value} lines
 * under each heading.
 *
 * <pre>
 * # From NEFF to doorbell {#neff-to-doorbell}
 * run: cayman                       (optional: the lesson's default RunSpec)
 *
 * Intro paragraphs…
 *
 * ## The runtime wakes up {#init}
 * target: node nrt_init
 * look: spine node nrt_init
 * run: sunda async                  (optional: else the lesson's)
 * question: …
 * answer: …
 *
 * Narration paragraphs…
 * </pre>
 *
 * Every error is a {@link LessonException} naming the file, the line and the field.
 */
public final class LessonParser {
    private static final Pattern FIELD = Pattern.compile("^([a-z]+):\\s*(.*)$");
    private static final List<String> STEP_FIELDS = List.of("target", "look", "run", "question", "answer");

    private final String file;
    private final Spine spine;

    private LessonParser(String file, Spine spine) {
        this.file = file;
        this.spine = spine;
    }

    /** U+FEFF, the byte order mark as the first character of a UTF-8 file. */
    static final String BOM = "\uFEFF";

    /** The largest lesson file read (1 MiB: a lesson is a few pages of prose). */
    public static final int MAX_BYTES = 1 << 20;

    /**
     * Reads, parses and validates a lesson file ({@code -} for standard input): at most {@link #MAX_BYTES},
     * counted as they arrive, UTF-8 (a malformed byte is an error naming its offset and line).
     */
    public static Lesson read(Path path) throws InputException {
        String name = InputFiles.name(path);
        byte[] b = InputFiles.readAll(path, MAX_BYTES, "a lesson file is at most 1 MiB");
        return parse(name, InputFiles.utf8(b, name));
    }

    /** Parses and validates the text of lesson file {@code file}. */
    public static Lesson parse(String file, String text) throws LessonException {
        return new LessonParser(file, Spine.load()).parse(text);
    }

    private LessonException error(int line, String field, String reason) {
        return new LessonException(file, line, field, reason);
    }

    private Lesson parse(String text) throws LessonException {
        // A UTF-8 byte order mark (what some editors write first) is no part of the title line: it is skipped.
        String body = text.startsWith(BOM) ? text.substring(1) : text;
        String[] lines = body.replace("\r\n", "\n").split("\n", -1);
        int i = 0;
        while (i < lines.length && lines[i].isBlank()) {
            i++;
        }
        if (i == lines.length) {
            throw error(1, "title", "the file is empty: a lesson starts with '# Title {#name}'");
        }
        Heading h = Heading.parse(lines[i]);
        if (h == null || h.level() != 1) {
            throw error(i + 1, "title", "a lesson starts with '# Title {#name}', not '" + clip(lines[i].strip()) + "'");
        }
        if (h.anchor() == null) {
            throw error(i + 1, "name", "the title needs an anchor naming the lesson: '# " + clip(h.title()) + " {#name}'");
        }
        String name = h.anchor();
        String title = h.title();
        int titleLine = i + 1;
        Map<String, Integer> fieldLines = new LinkedHashMap<>();
        Map<String, String> header = new LinkedHashMap<>();
        i = fields(lines, i + 1, header, fieldLines, List.of("run"));
        RunSpec lessonRun = header.containsKey("run") ? run(header.get("run"), fieldLines.get("run")) : RunSpec.DEFAULT;
        StringBuilder intro = new StringBuilder();
        i = prose(lines, i, intro);
        List<LessonStep> steps = new ArrayList<>();
        Set<String> anchors = new HashSet<>();
        while (i < lines.length) {
            Heading s = Heading.parse(lines[i]);
            if (s == null || s.level() != 2) {
                throw error(i + 1, "step", "expected a step heading '## Title {#anchor}', not '" + clip(lines[i].strip())
                        + "'");
            }
            int stepLine = i + 1;
            Map<String, String> f = new LinkedHashMap<>();
            Map<String, Integer> at = new LinkedHashMap<>();
            i = fields(lines, i + 1, f, at, STEP_FIELDS);
            for (String req : List.of("target", "look", "question", "answer")) {
                if (f.getOrDefault(req, "").isBlank()) {
                    throw error(stepLine, req, "step '" + s.title() + "' has no '" + req + ":' line");
                }
            }
            StringBuilder narration = new StringBuilder();
            i = prose(lines, i, narration);
            if (narration.isEmpty()) {
                throw error(stepLine, "narration", "step '" + s.title() + "' has no narration under its fields");
            }
            Target target;
            try {
                target = Target.parse(f.get("target"), spine);
            } catch (IllegalArgumentException e) {
                throw error(at.get("target"), "target", e.getMessage());
            }
            Look look;
            try {
                look = Look.parse(f.get("look"), spine);
            } catch (IllegalArgumentException e) {
                throw error(at.get("look"), "look", e.getMessage());
            }
            RunSpec run = f.containsKey("run") ? run(f.get("run"), at.get("run")) : lessonRun;
            String anchor = s.anchor() != null ? s.anchor() : Integer.toString(steps.size() + 1);
            if (!anchors.add(anchor)) {
                throw error(stepLine, "anchor", "two steps are anchored {#" + anchor + "}");
            }
            steps.add(new LessonStep(stepLine, anchor, s.title(), run, target, look, narration.toString(),
                    f.get("question"), f.get("answer")));
        }
        if (steps.isEmpty()) {
            throw error(titleLine, "step", "lesson '" + name + "' has no steps ('## Title {#anchor}')");
        }
        return new Lesson(name, title, intro.toString(), steps, file);
    }

    /** A line shown in a message, cut to a readable length. */
    private static String clip(String s) {
        return s.length() <= 120 ? s : s.substring(0, 120) + "…";
    }

    private RunSpec run(String value, int line) throws LessonException {
        String[] err = new String[1];
        RunSpec r = RunSpec.parse(value, err);
        if (r == null) {
            throw error(line, "run", err[0]);
        }
        return r;
    }

    /** Reads {@code key: value} lines from {@code i} to the first blank line; returns the next line index. */
    private int fields(String[] lines, int i, Map<String, String> out, Map<String, Integer> at, List<String> allowed)
            throws LessonException {
        for (; i < lines.length && !lines[i].isBlank(); i++) {
            Matcher m = FIELD.matcher(lines[i].strip());
            if (!m.matches()) {
                throw error(i + 1, "field", "expected 'key: value' (" + String.join(", ", allowed) + ") or a blank line, not '"
                        + clip(lines[i].strip()) + "'");
            }
            String key = m.group(1);
            if (!allowed.contains(key)) {
                throw error(i + 1, key, "unknown field '" + key + "' (expected " + String.join(", ", allowed) + ")");
            }
            if (out.containsKey(key)) {
                throw error(i + 1, key, "'" + key + ":' is given twice");
            }
            if (m.group(2).isBlank()) {
                throw error(i + 1, key, "'" + key + ":' is empty");
            }
            out.put(key, m.group(2).strip());
            at.put(key, i + 1);
        }
        return i;
    }

    /** Reads paragraphs up to the next heading; blank lines separate paragraphs. Returns the heading's index. */
    private static int prose(String[] lines, int i, StringBuilder out) {
        StringBuilder para = new StringBuilder();
        for (; i < lines.length && !lines[i].startsWith("#"); i++) {
            if (lines[i].isBlank()) {
                flush(out, para);
            } else {
                para.append(para.isEmpty() ? "" : " ").append(lines[i].strip());
            }
        }
        flush(out, para);
        return i;
    }

    private static void flush(StringBuilder out, StringBuilder para) {
        if (!para.isEmpty()) {
            out.append(out.isEmpty() ? "" : "\n\n").append(para);
            para.setLength(0);
        }
    }
}
