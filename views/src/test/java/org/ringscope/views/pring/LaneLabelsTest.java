package org.ringscope.views.pring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/**
 * A lane label never runs into its count: with a column 204 px wide (the timeline's at the default font) a queue lane's
 * label ends at least {@link LaneLabels#GAP} before its count, cut with an ellipsis when longer ("0.11" and "3" read as
 * "0.113" when they touched).
 */
class LaneLabelsTest {
    /** 7 px a character, as a monospaced 12 px font. */
    private static final ToDoubleFunction<String> SEVEN = s -> 7.0 * s.length();

    @Test
    void aLabelEndsAGapBeforeItsCount() {
        double width = 204;
        double x = 18;
        String count = "3";
        double room = LaneLabels.room(width, x, SEVEN.applyAsDouble(count));
        String shown = LaneLabels.fit("sg00 qDVESpillReload0_11 0.11", room, SEVEN);
        double end = x + SEVEN.applyAsDouble(shown);
        double countStart = width - LaneLabels.RIGHT - SEVEN.applyAsDouble(count);
        assertTrue(end + LaneLabels.GAP <= countStart, shown + " ends at " + end + ", the count starts at " + countStart);
        assertTrue(shown.endsWith("…"), "cut at its end: " + shown);
        assertEquals("qSPIO0 0.4", LaneLabels.fit("qSPIO0 0.4", room, SEVEN), "a label that fits is whole");
        assertEquals("", LaneLabels.fit("abc", 3, SEVEN), "no room, no label");
    }
}
