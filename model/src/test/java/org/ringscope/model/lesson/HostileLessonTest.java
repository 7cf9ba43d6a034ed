package org.ringscope.model.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.InputException;

/**
 * Lesson files as hostile input: headings of thousands of spaces (a backtracking pattern took a minute on 6,000),
 * files past the size limit (counted on what arrives, so {@code /dev/zero} stops), malformed UTF-8, many steps,
 * and paths that are not files.
 */
class HostileLessonTest {
    @Test
    void headingsParseAsThePatternDid() {
        assertEquals(new Heading(1, "A lesson", "good"), Heading.parse("# A lesson {#good}"));
        assertEquals(new Heading(2, "Step", "s.1-x_y"), Heading.parse("##\t Step \t{#s.1-x_y}  "));
        assertEquals(new Heading(2, "Step {#bad name}", null), Heading.parse("## Step {#bad name}"));
        assertEquals(new Heading(2, "T {#a}", "b"), Heading.parse("## T {#a} {#b}"));
        assertEquals(new Heading(1, "{#}", null), Heading.parse("# {#}"));
        assertEquals(new Heading(1, "", "n"), Heading.parse("# {#n}"));
        assertNull(Heading.parse("### three"));
        assertNull(Heading.parse("#no-space"));
        assertNull(Heading.parse("#"));
        assertNull(Heading.parse("text"));
    }

    @Test
    void aHeadingOfManySpacesIsLinear() {
        String spaces = " ".repeat(200_000);
        String lesson = "# T" + spaces + "x" + spaces + "{#bad" + spaces + "\n";
        LessonException e = assertTimeoutPreemptively(Duration.ofSeconds(5),
                () -> assertThrows(LessonException.class, () -> LessonParser.parse("spaces.md", lesson)));
        assertEquals("name", e.field());
        assertTrue(e.getMessage().length() < 1000, "the message is clipped: " + e.getMessage().length());
    }

    @Test
    void manyStepsWithTheSameAnchorAreFoundAtOnce() {
        StringBuilder sb = new StringBuilder("# Many {#many}\n\nIntro.\n\n");
        for (int i = 0; i < 15_000; i++) {
            sb.append("## S {#s").append(i % 14_999).append("}\ntarget: end\nlook: spine\nquestion: q\nanswer: a\n\nN.\n\n");
        }
        LessonException e = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(LessonException.class, () -> LessonParser.parse("many.md", sb.toString())));
        assertEquals("anchor", e.field());
        assertTrue(e.getMessage().contains("two steps are anchored {#s0}"), e.getMessage());
    }

    @Test
    void aFilePastTheLimitIsRefusedOnTheBytesThatArrive(@TempDir Path dir) throws Exception {
        Path big = dir.resolve("big.md");
        Files.write(big, new byte[LessonParser.MAX_BYTES + 1]);
        InputException e = assertThrows(InputException.class, () -> LessonParser.read(big));
        assertTrue(e.getMessage().contains("more than 1048576 bytes: a lesson file is at most 1 MiB"), e.getMessage());
        Path zero = Path.of("/dev/zero");
        if (Files.exists(zero)) {
            InputException z = assertTimeoutPreemptively(Duration.ofSeconds(5),
                    () -> assertThrows(InputException.class, () -> LessonParser.read(zero)));
            assertTrue(z.getMessage().contains("is a character device"), z.getMessage());
        }
    }

    @Test
    void malformedUtf8NamesTheOffsetAndLine(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("latin1.md");
        byte[] b = "# T {#t}\n\ncaf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
        Files.write(f, b);
        InputException e = assertThrows(InputException.class, () -> LessonParser.read(f));
        assertEquals(13, e.offset());
        assertEquals("line 3", e.field());
        assertTrue(e.getMessage().contains("not UTF-8 text: byte 0xe9"), e.getMessage());
    }

    @Test
    void directoriesAndFifosAreRefusedWithoutBlocking(@TempDir Path dir) throws Exception {
        InputException d = assertThrows(InputException.class, () -> LessonParser.read(dir));
        assertTrue(d.getMessage().contains("is a directory"), d.getMessage());
        Path fifo = dir.resolve("pipe.md");
        Assumptions.assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "no mkfifo");
        InputException p = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(InputException.class, () -> LessonParser.read(fifo)));
        assertTrue(p.getMessage().contains("is a FIFO"), p.getMessage());
    }
}
