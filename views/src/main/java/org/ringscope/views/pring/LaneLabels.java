package org.ringscope.views.pring;

import java.util.function.ToDoubleFunction;

/**
 * A timeline lane's label and its event count in the label column: the count right-aligned at the column's edge, the
 * label from its indent up to a gap before the count, cut at its end with an ellipsis when it is longer (never drawn
 * into the count, nor squeezed).
 */
final class LaneLabels {
    /** The space between a label's end and its count. */
    static final double GAP = 8;
    /** The count's distance from the column's right edge. */
    static final double RIGHT = 6;

    private LaneLabels() {
    }

    /** The room for a label from {@code x} in a column {@code width} wide whose count is {@code countWidth} wide. */
    static double room(double width, double x, double countWidth) {
        return Math.max(0, width - RIGHT - countWidth - GAP - x);
    }

    /** {@code label}, or its longest start with "…" that fits {@code room} as {@code measure} measures text. */
    static String fit(String label, double room, ToDoubleFunction<String> measure) {
        if (measure.applyAsDouble(label) <= room) {
            return label;
        }
        for (int n = label.length() - 1; n > 0; n--) {
            String s = label.substring(0, n) + "…";
            if (measure.applyAsDouble(s) <= room) {
                return s;
            }
        }
        return "";
    }
}
