package org.ringscope.views.pring;

/**
 * The timeline's horizontal mapping, pure arithmetic (tested without a window): the visible window
 * {@code [start, start + span)} of axis values (steps or clock ticks) over {@code width} pixels. Zooming keeps the
 * value under the anchor pixel where it is; panning moves by pixels; both stay inside {@code [0, max]} with a little
 * margin, and the span stays between {@link #MIN_SPAN} values and the whole extent.
 */
final class TimelineAxis {
    /** The narrowest window: a few steps across the whole width. */
    static final double MIN_SPAN = 8;
    /** Margin on each side of the extent, as a fraction of it. */
    static final double MARGIN = 0.02;

    private double max = 1;
    private double start;
    private double span = 1;
    private double width = 1;

    /** The extent {@code [0, max]}; the window is kept inside it. */
    void setMax(double max) {
        this.max = Math.max(1, max);
        clamp();
    }

    void setWidth(double px) {
        width = Math.max(1, px);
    }

    double max() {
        return max;
    }

    double start() {
        return start;
    }

    double span() {
        return span;
    }

    double end() {
        return start + span;
    }

    double width() {
        return width;
    }

    /** Pixels per axis value. */
    double scale() {
        return width / span;
    }

    double x(double value) {
        return (value - start) * width / span;
    }

    double value(double x) {
        return start + x * span / width;
    }

    private double lo() {
        return -max * MARGIN;
    }

    private double hi() {
        return max * (1 + MARGIN);
    }

    /** Shows the whole extent. */
    void fit() {
        start = lo();
        span = hi() - lo();
    }

    /** Shows {@code [from, to]} (at least {@link #MIN_SPAN} wide, centred on it). */
    void show(double from, double to) {
        double s = Math.max(MIN_SPAN, to - from);
        start = (from + to) / 2 - s / 2;
        span = s;
        clamp();
    }

    /** Zooms by {@code factor} (greater than 1: in) keeping the value under pixel {@code anchorX} in place. */
    void zoom(double factor, double anchorX) {
        double anchor = value(anchorX);
        double s = Math.max(MIN_SPAN, Math.min(hi() - lo(), span / factor));
        start = anchor - (anchorX / width) * s;
        span = s;
        clamp();
    }

    /** Moves the window by {@code dx} pixels (positive: later values come into view). */
    void pan(double dx) {
        start += dx * span / width;
        clamp();
    }

    /** Centres {@code value} unless it is already inside the middle 80 % of the window. */
    void reveal(double value) {
        if (value < start + span * 0.1 || value > start + span * 0.9) {
            start = value - span / 2;
            clamp();
        }
    }

    private void clamp() {
        span = Math.max(MIN_SPAN, Math.min(hi() - lo(), span));
        start = Math.max(lo(), Math.min(hi() - span, start));
    }
}
