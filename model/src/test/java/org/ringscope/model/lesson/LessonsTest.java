package org.ringscope.model.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.gen.SampleNeffs;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;

/** The bundled lessons parse, validate, and every step of every lesson reaches its target on the sample. */
class LessonsTest {
    private static NeffFile sample;

    @BeforeAll
    static void sample() throws Exception {
        sample = NeffReader.read(SampleNeffs.SAMPLE_NAME, SampleNeffs.sample().build(), ReadLimits.DEFAULT);
    }

    @Test
    void theSixLessonsAreBundledInOrder() throws Exception {
        List<Lesson> all = Lessons.readBundled();
        assertEquals(List.of("neff-to-doorbell", "vring-inside", "relocate-ucode", "barriers", "async-execute",
                "dge-traffic"),
                all.stream().map(Lesson::name).toList());
        for (Lesson l : all) {
            assertTrue(l.steps().size() >= 5, l.name() + " has " + l.steps().size() + " steps");
            assertFalse(l.intro().isBlank(), l.name());
            for (LessonStep s : l.steps()) {
                assertFalse(s.question().equals(s.answer()), s.title());
                assertTrue(s.narration().length() > 80, l.name() + " / " + s.title() + ": narration too short");
            }
        }
    }

    static Stream<String> lessonNames() {
        return Lessons.names().stream();
    }

    @ParameterizedTest
    @MethodSource("lessonNames")
    void everyStepReachesItsTargetOnTheSample(String name) throws Exception {
        Lesson lesson = Lessons.find(name).orElseThrow();
        LessonReport r = new LessonPlayer(sample).play(lesson);
        assertEquals(lesson.steps().size(), r.steps().size());
        for (LessonReport.Step s : r.steps()) {
            assertTrue(s.reached(), name + ": step '" + s.title() + "' did not reach " + s.target());
        }
        assertTrue(r.allReached());
    }

    @Test
    void stepsOfOneRunMoveForward() throws Exception {
        LessonReport r = new LessonPlayer(sample).play(Lessons.find("neff-to-doorbell").orElseThrow());
        int last = -1;
        for (LessonReport.Step s : r.steps()) {
            assertTrue(s.cursor() > last, s.title() + " at " + s.cursor() + " is not after " + last);
            last = s.cursor();
        }
    }

    @Test
    void theBarrierLessonRunsTwoArches() throws Exception {
        LessonReport r = new LessonPlayer(sample).play(Lessons.find("barriers").orElseThrow());
        assertTrue(r.steps().stream().anyMatch(s -> s.run().startsWith("sunda")));
        assertTrue(r.steps().stream().anyMatch(s -> s.run().startsWith("cayman")));
    }

    @Test
    void aTargetTheRunNeverMeetsIsNotReached() throws Exception {
        Lesson l = LessonParser.parse("t.md", """
                # T {#t}

                Intro.

                ## Async only {#a}
                target: node kaew_post_request
                look: spine
                question: q?
                answer: a.

                On the sync run kaew_post_request never runs, so this step cannot reach its target at all.

                ## Unknown queue {#b}
                target: doorbell sg99:nothing
                look: pring
                question: q?
                answer: a.

                No such queue exists in the sample, so the doorbell target is not met either, ever.
                """);
        LessonReport r = new LessonPlayer(sample).play(l);
        assertFalse(r.steps().get(0).reached());
        assertFalse(r.steps().get(1).reached());
        assertFalse(r.allReached());
    }
}
