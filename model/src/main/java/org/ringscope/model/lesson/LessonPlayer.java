package org.ringscope.model.lesson;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.session.EmulationSession;

/**
 * Plays a lesson headless: one run of the NEFF per {@link RunSpec} the lesson uses (opened and run on first use,
 * cursor at step 0), each step's target reached from where the previous step of the same run left the cursor.
 * The same order of moves the workbench's lesson panel makes with Next.
 */
public final class LessonPlayer {
    private final NeffFile neff;
    private final Map<RunSpec, EmulationSession> sessions = new HashMap<>();

    public LessonPlayer(NeffFile neff) {
        this.neff = neff;
    }

    /** The session of {@code spec}, run once and put at step 0 on first use. */
    public EmulationSession session(RunSpec spec) throws InputException {
        EmulationSession s = sessions.get(spec);
        if (s == null) {
            s = EmulationSession.open(neff, spec.options());
            s.run();
            if (s.runtime().inputError() != null) {
                throw s.runtime().inputError();
            }
            s.seek(0);
            sessions.put(spec, s);
        }
        return s;
    }

    /** Plays every step of {@code lesson} in order. */
    public LessonReport play(Lesson lesson) throws InputException {
        List<LessonReport.Step> out = new ArrayList<>();
        for (LessonStep step : lesson.steps()) {
            EmulationSession s = session(step.run());
            int at = Targets.reach(s, step.target());
            out.add(new LessonReport.Step(step.title(), step.target().text(), at >= 0, at, s.result().arch()
                    + (step.run().async() ? " async" : "")));
        }
        return new LessonReport(lesson.name(), lesson.title(), out);
    }
}
