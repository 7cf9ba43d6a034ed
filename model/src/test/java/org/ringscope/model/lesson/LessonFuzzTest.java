package org.ringscope.model.lesson;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringscope.model.InputException;
import org.ringscope.model.io.InputFiles;
import org.ringscope.model.testing.Corpus;

/**
 * Jazzer fuzz test of the lesson reader: for any bytes, decoding (UTF-8) and parsing end in a lesson or an
 * {@link InputException} naming the line and the field — and in linear time (the heading of thousands of spaces is
 * a seed). In {@code mvn verify} it replays {@code src/test/resources/org/ringscope/model/lesson/
 * LessonFuzzTestInputs/}: the bundled lessons and the hostile ones. A bounded fuzzing run (30 s):
 * {@code JAZZER_FUZZ=1 mvn -B -ntp -pl model test -Dtest=LessonFuzzTest}.
 */
class LessonFuzzTest {
    @FuzzTest(maxDuration = "30s")
    void lessonNeverCrashes(byte[] data) {
        try {
            if (data.length <= LessonParser.MAX_BYTES) {
                LessonParser.parse("fuzz.md", InputFiles.utf8(data, "fuzz.md"));
            }
        } catch (InputException expected) {
            // the declared outcome for a bad lesson
        }
    }

    @Test
    void seedCorpus() throws IOException {
        Map<String, byte[]> seeds = new LinkedHashMap<>();
        for (String f : bundled("lessons.txt").split("\n")) {
            if (!f.isBlank() && !f.startsWith("#")) {
                seeds.put("bundled-" + f.strip().replace(".md", ""), bundled(f.strip()).getBytes(StandardCharsets.UTF_8));
            }
        }
        String step = "## S {#s}\ntarget: end\nlook: spine\nquestion: q\nanswer: a\n\nN.\n\n";
        seeds.put("hostile-heading-spaces", ("# T" + " ".repeat(6000) + "x" + " ".repeat(6000) + "{#a b}\n")
                .getBytes(StandardCharsets.UTF_8));
        seeds.put("hostile-latin1", ("# T {#t}\n\ncaf\u00e9\n\n" + step).getBytes(StandardCharsets.ISO_8859_1));
        seeds.put("hostile-duplicate-anchors", ("# T {#t}\n\nIntro.\n\n" + step + step).getBytes(StandardCharsets.UTF_8));
        seeds.put("hostile-unknown-field", ("# T {#t}\n\nIntro.\n\n" + step.replace("answer", "answr"))
                .getBytes(StandardCharsets.UTF_8));
        seeds.put("hostile-bad-target", ("# T {#t}\n\nIntro.\n\n" + step.replace("target: end", "target: node nope"))
                .getBytes(StandardCharsets.UTF_8));
        seeds.put("hostile-nul-and-crlf", ("# T {#t}\r\n\r\n\0\r\n" + step).getBytes(StandardCharsets.UTF_8));
        Corpus.check(LessonFuzzTest.class, "lessonNeverCrashes", seeds);
    }

    private static String bundled(String file) throws IOException {
        try (InputStream in = Lessons.class.getResourceAsStream(Lessons.RESOURCE_DIR + file)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
