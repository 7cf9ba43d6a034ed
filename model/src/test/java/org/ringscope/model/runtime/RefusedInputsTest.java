package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.ringscope.model.check.Version;
import org.ringscope.model.lesson.Lesson;
import org.ringscope.model.lesson.LessonParser;
import org.ringscope.model.testing.Fixtures;

/**
 * Inputs that looked valid or ran long before they failed (decision 1336): an empty {@code --input}, a count of
 * executions the heap cannot hold, a version with a digit of another script or a line end, a lesson whose first
 * character is a byte order mark.
 */
class RefusedInputsTest {
    private static final Path SAMPLE = Fixtures.repo("resources/samples/sample.neff");

    @Test
    void anEmptyInputFileIsRefusedNamingTheFileAndTheVariable() throws Exception {
        RunResult r = Runs.run(SAMPLE, RunOptions.defaults().withInput("x", new byte[0], "empty.bin")).result();
        assertEquals(NrtStatus.NRT_INVALID.code(), r.status(), r.message());
        assertTrue(r.message().contains("empty.bin"), r.message());
        assertTrue(r.message().contains("the file is empty (0 bytes): there is nothing to copy into variable x"),
                r.message());
    }

    @Test
    void executionsTheHeapCannotHoldAreRefusedUpFrontWithTheNumbers() throws Exception {
        RunResult r = Runs.run(SAMPLE, RunOptions.defaults().withExecutions(Integer.MAX_VALUE)).result();
        assertEquals(NrtStatus.NRT_INVALID.code(), r.status(), r.message());
        assertTrue(r.message().contains("2147483647 executions do not fit the heap: before its queues ran, the first "
                + "had already added "), r.message());
        assertEquals(0, r.executions().size(), "not even the first execution ran to its end");
        assertEquals(0, r.kickoffs(), "no queue of the first execution was rung");
        RunResult two = Runs.run(SAMPLE, RunOptions.defaults().withExecutions(2)).result();
        assertEquals(0, two.status(), two.message());
        assertEquals(2, two.executions().size());
    }

    @Test
    void aVersionIsAsciiDigitsAndDotsOnly() {
        assertEquals(new Version(2, 10, 11, 0, "2.10.11.0"), Version.parse("2.10.11.0"));
        IllegalArgumentException arabic = assertThrows(IllegalArgumentException.class,
                () -> Version.parse("\u0662.\u0661\u0660.\u0661\u0661.\u0660"));
        assertTrue(arabic.getMessage().contains("U+0662 ARABIC-INDIC DIGIT TWO"), arabic.getMessage());
        assertTrue(arabic.getMessage().contains("at character 1 is not an ASCII digit"), arabic.getMessage());
        IllegalArgumentException newline = assertThrows(IllegalArgumentException.class,
                () -> Version.parse("2.10.11.0\n"));
        assertTrue(newline.getMessage().startsWith("'2.10.11.0\\u000a' is not a version: U+000A"),
                newline.getMessage());
        assertTrue(newline.getMessage().contains("at character 10"), newline.getMessage());
    }

    @Test
    void aLessonWithAByteOrderMarkReadsAsWithout() throws Exception {
        Path file = Fixtures.repo("resources/lessons/barriers.md");
        String text = Files.readString(file, StandardCharsets.UTF_8);
        Lesson plain = LessonParser.parse("barriers.md", text);
        Lesson marked = LessonParser.parse("barriers.md", "\uFEFF" + text);
        assertEquals(plain, marked);
    }
}
