package org.ringscope.model.log.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The run-length steps of a numbered log against a plain array of one step a line, searched the plain way. */
class LineStepsTest {
    @Test
    void everyRowsStepAndEveryStepsRowAgreeWithThePlainArray() {
        Random r = new Random(1343);
        for (int round = 0; round < 200; round++) {
            int[] plain = new int[2000];
            int n = 0;
            LineSteps steps = new LineSteps();
            int step = 1 + r.nextInt(3);
            for (int s = 0; s < 300 + r.nextInt(300); s++) {
                // mostly one line a step, as a large run's packets print; some steps none, some several
                int lines = switch (r.nextInt(10)) {
                    case 0 -> 0;
                    case 1 -> 2 + r.nextInt(3);
                    default -> 1;
                };
                for (int k = 0; k < lines && n < plain.length; k++) {
                    plain[n++] = step;
                    steps.add(step);
                }
                step += r.nextInt(12) == 0 ? 2 + r.nextInt(5) : 1;
            }
            int[] a = Arrays.copyOf(plain, n);
            assertEquals(n, steps.size());
            for (int row = 0; row < n; row++) {
                assertEquals(a[row], steps.step(row), "round " + round + " row " + row);
            }
            for (int s = 0; s <= step + 2; s++) {
                assertEquals(plainRowAt(a, s), steps.rowAt(s), "round " + round + " step " + s);
            }
        }
    }

    @Test
    void linesAtConsecutiveStepsCostOneRun() {
        LineSteps steps = new LineSteps();
        for (int s = 5; s < 1_000_005; s++) {
            steps.add(s);
        }
        steps.add(1_000_004); // a second line at the last step starts a run
        assertEquals(1_000_001, steps.size());
        assertEquals(2, steps.runs());
        assertEquals(999_999, steps.rowAt(1_000_004));
        assertEquals(1_000_004, steps.step(1_000_000));
        assertEquals(0, steps.rowAt(3), "before the first line: the first");
        assertEquals(999_999, steps.rowAt(2_000_000), "past the end: the last step's first line");
        assertThrows(IndexOutOfBoundsException.class, () -> steps.step(1_000_001));
        assertEquals(-1, new LineSteps().rowAt(7));
    }

    /** {@link LogIndex#rowAt} as a binary search of one step a line. */
    private static int plainRowAt(int[] steps, int step) {
        if (steps.length == 0) {
            return -1;
        }
        int i = Arrays.binarySearch(steps, step);
        if (i < 0) {
            int before = -i - 2;
            if (before < 0) {
                return 0;
            }
            i = before;
        }
        int s = steps[i];
        while (i > 0 && steps[i - 1] == s) {
            i--;
        }
        return i;
    }
}
