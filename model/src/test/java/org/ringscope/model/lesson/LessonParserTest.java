package org.ringscope.model.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringscope.model.udma.Arch;

/** Lesson files: what parses, and the errors (file:line, field) for what does not. */
class LessonParserTest {
    private static final String GOOD = """
            # A lesson {#good}
            run: sunda

            First paragraph
            continues here.

            Second paragraph.

            ## Step one {#one}
            target: node nrt_init
            look: spine node nrt_init
            question: Why?
            answer: Because.

            Narration of step one.

            ## Step two
            run: cayman async
            target: vring vring_pack_descs qSPIO0_0
            look: vring descriptor qSPIO0_1 tx 0
            question: How many?
            answer: Two.

            Narration of step two.
            """;

    @Test
    void parsesTitleIntroStepsAndFields() throws Exception {
        Lesson l = LessonParser.parse("good.md", GOOD);
        assertEquals("good", l.name());
        assertEquals("A lesson", l.title());
        assertEquals("First paragraph continues here.\n\nSecond paragraph.", l.intro());
        assertEquals(2, l.steps().size());
        LessonStep one = l.steps().get(0);
        assertEquals("one", one.anchor());
        assertEquals(9, one.line());
        assertEquals(new Target.Node("nrt_init"), one.target());
        assertEquals(new RunSpec(Arch.SUNDA, false), one.run());
        assertEquals("spine node nrt_init", one.look().text());
        assertEquals("Narration of step one.", one.narration());
        LessonStep two = l.steps().get(1);
        assertEquals("2", two.anchor());
        assertEquals(new RunSpec(Arch.CAYMAN, true), two.run());
        assertEquals(new Target.VringCall("vring_pack_descs", "qSPIO0_0"), two.target());
        assertEquals("descriptor", two.look().selection());
        assertTrue(two.look().field().isEmpty());
    }

    @Test
    void aDescriptorLookMayNameTheFieldItAsksAbout() throws Exception {
        Lesson l = LessonParser.parse("f.md", GOOD.replace("look: vring descriptor qSPIO0_1 tx 0",
                "look: vring descriptor qSPIO0_1 tx 0 meta_ctrl"));
        Look look = l.steps().get(1).look();
        assertEquals(Optional.of("meta_ctrl"), look.field());
        assertEquals(List.of("qSPIO0_1", "tx", "0", "meta_ctrl"), look.args());
        LessonException e = assertThrows(LessonException.class, () -> LessonParser.parse("f.md", GOOD.replace(
                "look: vring descriptor qSPIO0_1 tx 0", "look: vring page qSPIO0_1 tx 0 meta_ctrl")));
        assertTrue(e.getMessage().contains("expected 'page VRING tx|rx N'"), e.getMessage());
        e = assertThrows(LessonException.class, () -> LessonParser.parse("f.md", GOOD.replace(
                "look: vring descriptor qSPIO0_1 tx 0", "look: vring descriptor qSPIO0_1 tx 0 a b")));
        assertTrue(e.getMessage().contains("expected 'descriptor VRING tx|rx N [FIELD]'"), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "target: node nrt_init|target: node no_such_node|10|target|not a spine node",
        "target: node nrt_init|target: bell x|10|target|not a target kind",
        "target: node nrt_init|target: doorbell hw_exec_queue|10|target|subgraph:queue",
        "target: node nrt_init|target: pages 300|10|target|1 to 256 pages",
        "target: node nrt_init|target: arch x86|10|target|not sunda, cayman or mariana",
        "look: spine node nrt_init|look: canvas|11|look|is not a view",
        "look: spine node nrt_init|look: vring descriptor qSPIO0_1 up 0|11|look|tx or rx",
        "look: spine node nrt_init|look: vring page qSPIO0_1 tx many|11|look|not a number",
        "look: spine node nrt_init|look: vring gizmo x|11|look|not a selection kind",
        "run: sunda|run: pentium|2|run|not sunda, cayman, mariana",
        "question: Why?|colour: blue|12|colour|unknown field",
        "answer: Because.|answer:|13|answer|is empty",
        "target: node nrt_init|just words|10|field|expected 'key: value'",
    })
    void errorsNameTheLineAndField(String from, String to, int line, String field, String reason) {
        LessonException e = assertThrows(LessonException.class, () -> LessonParser.parse("bad.md", GOOD.replaceFirst(
                Pattern.quote(from), Matcher.quoteReplacement(to))));
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(field, e.field(), e.getMessage());
        assertTrue(e.getMessage().startsWith("bad.md:" + line + ": field " + field + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }

    @Test
    void missingPiecesAreNamed() {
        assertTrue(assertThrows(LessonException.class, () -> LessonParser.parse("e.md", "\n\n")).getMessage()
                .contains("e.md:1: field title: the file is empty"));
        assertTrue(assertThrows(LessonException.class, () -> LessonParser.parse("e.md", "# No anchor\n\nText.\n"))
                .getMessage().contains("e.md:1: field name:"));
        assertTrue(assertThrows(LessonException.class, () -> LessonParser.parse("e.md", "# T {#t}\n\nText.\n"))
                .getMessage().contains("has no steps"));
        String noAnswer = GOOD.replace("answer: Because.\n", "");
        LessonException e = assertThrows(LessonException.class, () -> LessonParser.parse("e.md", noAnswer));
        assertEquals(9, e.line());
        assertEquals("answer", e.field());
        String noNarration = GOOD.replace("Narration of step one.\n", "");
        e = assertThrows(LessonException.class, () -> LessonParser.parse("e.md", noNarration));
        assertEquals("narration", e.field());
        String twice = GOOD.replace("## Step two", "## Step two {#one}");
        assertEquals("anchor", assertThrows(LessonException.class, () -> LessonParser.parse("e.md", twice)).field());
    }
}
