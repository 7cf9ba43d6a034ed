package org.ringscope.model.lesson;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The bundled lessons: {@code resources/lessons/*.md}, packaged into the model jar under
 * {@value #RESOURCE_DIR} with the list {@code lessons.txt} (one file name per line, in teaching order).
 */
public final class Lessons {
    /** Where the lessons live on the class path. */
    public static final String RESOURCE_DIR = "/org/ringscope/lessons/";

    private static volatile List<Lesson> bundled;

    private Lessons() {
    }

    /** Every bundled lesson, in the order of {@code lessons.txt}; a broken lesson file is a bug of the build. */
    public static List<Lesson> bundled() {
        List<Lesson> l = bundled;
        if (l == null) {
            try {
                l = readBundled();
            } catch (LessonException e) {
                throw new IllegalStateException("a bundled lesson is broken: " + e.getMessage(), e);
            }
            bundled = l;
        }
        return l;
    }

    /** Reads the bundled lessons afresh (tests: every file parses and validates). */
    public static List<Lesson> readBundled() throws LessonException {
        List<Lesson> out = new ArrayList<>();
        for (String f : read("lessons.txt").split("\n")) {
            if (!f.isBlank() && !f.startsWith("#")) {
                out.add(LessonParser.parse(f.strip(), read(f.strip())));
            }
        }
        return List.copyOf(out);
    }

    public static Optional<Lesson> find(String name) {
        return bundled().stream().filter(x -> x.name().equals(name)).findFirst();
    }

    /** The names of the bundled lessons. */
    public static List<String> names() {
        return bundled().stream().map(Lesson::name).toList();
    }

    private static String read(String file) {
        try (InputStream in = Lessons.class.getResourceAsStream(RESOURCE_DIR + file)) {
            if (in == null) {
                throw new IllegalStateException("lesson resource " + RESOURCE_DIR + file + " is missing");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
