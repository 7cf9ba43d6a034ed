package org.ringscope.views.problems;

import java.util.Optional;
import org.ringscope.model.check.Finding;
import org.ringscope.model.lint.Problem;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.location.Half;
import org.ringscope.views.Format;

/** A row of the problems table: an expert check's problem of the run, or a pre-flight finding of the load. */
sealed interface ProblemRow {
    Severity severity();

    /** {@code desc-unpublished}, {@code load:queue-too-large}. */
    String code();

    String message();

    /** Where it is, as the location column shows it. */
    String place();

    /** The step column: the lint problem's step; empty for a finding (the cursor moves on a double-click). */
    String stepText();

    /** A lint problem. */
    record Lint(Problem problem) implements ProblemRow {
        @Override
        public Severity severity() {
            return problem.severity();
        }

        @Override
        public String code() {
            return problem.code();
        }

        @Override
        public String message() {
            return problem.message();
        }

        @Override
        public String place() {
            return problem.location().label();
        }

        @Override
        public String stepText() {
            return Format.count(problem.step());
        }
    }

    /** A pre-flight finding. */
    record Check(Finding finding) implements ProblemRow {
        /** The prefix that marks pre-flight codes. */
        static final String PREFIX = "load:";

        @Override
        public Severity severity() {
            return finding.severity();
        }

        @Override
        public String code() {
            return PREFIX + finding.rule().id();
        }

        @Override
        public String message() {
            return finding.message();
        }

        @Override
        public String place() {
            Optional<Half> h = Finding.halfOf(finding.location());
            if (h.isPresent()) {
                Integer d = Finding.descriptorOf(finding.location());
                return "vring " + h.get().vring().name() + " " + h.get().direction().name()
                        + (d == null ? "" : " #" + d);
            }
            return finding.subject();
        }

        @Override
        public String stepText() {
            return "";
        }
    }
}
