package org.ringscope.views.pring;

import java.util.Arrays;
import java.util.Optional;
import org.ringscope.model.location.Doorbell;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.timeline.AxisMode;
import org.ringscope.model.timeline.EventKind;
import org.ringscope.model.timeline.TimelineIndex;

/**
 * The timeline's presentation model, without JavaFX (tested without a window): the index, the axis (what the x
 * pixels show), the lanes' vertical layout and scroll, the cursor step, the hovered and selected event, hit
 * testing, level of detail (at most a few events per pixel column), the flow from a doorbell to the slots it
 * published and the packets that consumed them, and the mapping between events and {@link Location}s.
 *
 * <p>Coordinates are the canvas's: the lane labels take {@link #labelWidth()} pixels on the left, the axis header
 * {@link #header()} pixels on top; {@link TimelineAxis} maps plot pixels ({@code x - labelWidth}) to axis values.
 */
final class TimelineModel {
    /** At most this many events of one pixel column are looked at to pick the one drawn. */
    static final int BUCKET_SCAN = 32;
    /** A click or hover hits an event within this many pixels. */
    static final double HIT_PX = 6;
    /** Curves from a doorbell to its packets: above this many, a band instead. */
    static final int MAX_FLOW_CURVES = 48;

    private TimelineIndex index;
    private AxisMode mode = AxisMode.STEP;
    private final TimelineAxis axis = new TimelineAxis();
    private double font = 13;
    private double width = 800;
    private double height = 300;
    private double scroll;
    private int cursor;
    private int hovered = -1;
    private int selected = -1;
    private int[] buffer = new int[4096];
    /** A profile's packets drawn under their queues' lanes, or null. */
    private RealPackets real;

    TimelineIndex index() {
        return index;
    }

    /** Shows {@code idx}; the first index fits the axis to it, a later one keeps the window. */
    void setIndex(TimelineIndex idx) {
        boolean first = index == null;
        index = idx;
        hovered = -1;
        selected = selected >= 0 && selected < idx.size() ? selected : -1;
        axis.setMax(idx.maxValue(mode));
        if (first) {
            fitEvents();
        }
        clampScroll();
    }

    boolean ready() {
        return index != null;
    }

    /** The profile's packets drawn with the run's, or null. */
    RealPackets real() {
        return real;
    }

    void setReal(RealPackets r) {
        real = r;
    }

    AxisMode mode() {
        return mode;
    }

    /** Switches between steps and the device clock, keeping the cursor's place in view. */
    void setMode(AxisMode m) {
        if (m == mode || index == null) {
            mode = m;
            return;
        }
        double from = index.valueOfStep(index.stepAt(axis.start(), mode), m);
        double to = index.valueOfStep(index.stepAt(axis.end(), mode), m);
        mode = m;
        axis.setMax(index.maxValue(m));
        axis.show(from, Math.max(from + 1, to));
        axis.reveal(index.valueOfStep(cursor, m));
    }

    TimelineAxis axis() {
        return axis;
    }

    // ---- layout ------------------------------------------------------------------------------------

    void setFont(double px) {
        font = px;
        axis.setWidth(width - labelWidth());
        clampScroll();
    }

    double font() {
        return font;
    }

    void setSize(double w, double h) {
        width = w;
        height = h;
        axis.setWidth(Math.max(1, w - labelWidth()));
        clampScroll();
    }

    double width() {
        return width;
    }

    double height() {
        return height;
    }

    double labelWidth() {
        return Math.round(font * 17);
    }

    double header() {
        return Math.round(font * 2);
    }

    double laneHeight() {
        return Math.round(font * 2.1);
    }

    int lanes() {
        return index == null ? 0 : index.lanes().size();
    }

    double scroll() {
        return scroll;
    }

    /** Scrolls the lanes by {@code dy} pixels. */
    void scrollBy(double dy) {
        scroll += dy;
        clampScroll();
    }

    double maxScroll() {
        return Math.max(0, lanes() * laneHeight() - (height - header()));
    }

    private void clampScroll() {
        scroll = Math.max(0, Math.min(maxScroll(), scroll));
    }

    /** Top of lane {@code l} on the canvas. */
    double laneY(int l) {
        return header() + l * laneHeight() - scroll;
    }

    /** The lane under canvas {@code y}, or -1. */
    int laneAt(double y) {
        if (y < header() || index == null) {
            return -1;
        }
        int l = (int) Math.floor((y - header() + scroll) / laneHeight());
        return l >= 0 && l < lanes() ? l : -1;
    }

    /** The canvas x of an axis value. */
    double xOf(double value) {
        return labelWidth() + axis.x(value);
    }

    double xOfEvent(int e) {
        return xOf(index.value(e, mode));
    }

    double xOfStep(int step) {
        return xOf(index.valueOfStep(step, mode));
    }

    /** The cursor step a canvas x stands for. */
    int stepAtX(double x) {
        return index.stepAt(axis.value(x - labelWidth()), mode);
    }

    // ---- navigation ------------------------------------------------------------------------------

    void zoom(double factor, double x) {
        axis.zoom(factor, Math.max(0, x - labelWidth()));
    }

    void pan(double dx) {
        axis.pan(dx);
    }

    void fit() {
        axis.fit();
    }

    /** Shows the span of every event (the run's device activity) and the cursor. */
    void fitEvents() {
        if (index == null || index.size() == 0) {
            axis.fit();
            return;
        }
        double c = index.valueOfStep(Math.min(cursor, index.steps()), mode);
        double lo = Math.min(c, index.value(0, mode));
        double hi = Math.max(c, index.value(index.size() - 1, mode));
        double pad = Math.max(2, (hi - lo) * 0.04);
        axis.show(lo - pad, hi + pad);
    }

    int cursor() {
        return cursor;
    }

    void setCursor(int step) {
        cursor = step;
    }

    /** Keeps the cursor in view (when it left the window). */
    void revealCursor() {
        if (index != null) {
            axis.reveal(index.valueOfStep(cursor, mode));
        }
    }

    // ---- hit testing and level of detail --------------------------------------------------------

    /** The event drawn nearest canvas (x, y) within {@link #HIT_PX}, or -1. */
    int hit(double x, double y) {
        int l = laneAt(y);
        if (l < 0 || x < labelWidth()) {
            return -1;
        }
        double v0 = axis.value(x - HIT_PX - labelWidth());
        double v1 = axis.value(x + HIT_PX - labelWidth());
        int[] ev = index.laneEvents(l);
        int best = -1;
        double bestD = HIT_PX + 1;
        for (int k = index.lowerBoundInLane(l, v0, mode); k < ev.length; k++) {
            double v = index.value(ev[k], mode);
            if (v > v1) {
                break;
            }
            double d = Math.abs(xOfEvent(ev[k]) - x);
            if (d < bestD || (d == bestD && rank(ev[k]) > rank(best))) {
                best = ev[k];
                bestD = d;
            }
        }
        return best;
    }

    /** Which of several events at one place to show and hit: doorbells and kickoffs first, then aborts, sync, packets. */
    int rank(int e) {
        if (e < 0) {
            return -1;
        }
        EventKind k = index.kind(e);
        return k.doorbell() || k == EventKind.KICKOFF ? 4 : k == EventKind.ABORT || k == EventKind.HANG ? 3
                : k.sync() || k.engine() ? 2 : 1;
    }

    /**
     * The events of lane {@code l} to draw in the window, in order: all of them when there are few per pixel,
     * else one per pixel column (the highest ranked of the first {@link #BUCKET_SCAN} there). Returns how many; the
     * events are in {@link #drawn()}.
     */
    int visible(int l) {
        int[] ev = index.laneEvents(l);
        double v0 = axis.value(-HIT_PX);
        double v1 = axis.value(axis.width() + HIT_PX);
        int from = index.lowerBoundInLane(l, v0, mode);
        int to = index.lowerBoundInLane(l, Math.nextUp(v1), mode);
        int n = to - from;
        int columns = (int) Math.ceil(axis.width()) + 2;
        if (n <= columns * 2) {
            ensure(n);
            System.arraycopy(ev, from, buffer, 0, n);
            return n;
        }
        ensure(columns + 1);
        int out = 0;
        int k = from;
        while (k < to) {
            double v = index.value(ev[k], mode);
            double colEnd = axis.value(Math.floor(axis.x(v)) + 1);
            int best = ev[k];
            int j = k + 1;
            for (int scanned = 1; j < to && scanned < BUCKET_SCAN && index.value(ev[j], mode) < colEnd; j++, scanned++) {
                if (rank(ev[j]) > rank(best)) {
                    best = ev[j];
                }
            }
            if (out == buffer.length) {
                ensure(out * 2);
            }
            buffer[out++] = best;
            if (j < to && index.value(ev[j], mode) < colEnd) {
                j = Math.max(j + 1, index.lowerBoundInLane(l, colEnd, mode));
            }
            k = j;
        }
        return out;
    }

    private void ensure(int n) {
        if (buffer.length < n) {
            buffer = Arrays.copyOf(buffer, Math.max(n, buffer.length * 2));
        }
    }

    /** The events {@link #visible} chose (valid until the next call). */
    int[] drawn() {
        return buffer;
    }

    // ---- hover, selection, flows -------------------------------------------------------------------

    int hovered() {
        return hovered;
    }

    /** Sets the hovered event; true when it changed. */
    boolean hover(int e) {
        boolean changed = e != hovered;
        hovered = e;
        return changed;
    }

    int selected() {
        return selected;
    }

    void select(int e) {
        selected = e;
    }

    /** The doorbell whose flow is drawn: the hovered one, else the selected one; -1 for none. */
    int flowDoorbell() {
        if (hovered >= 0 && index.kind(hovered).doorbell()) {
            return hovered;
        }
        return selected >= 0 && index.kind(selected).doorbell() ? selected : -1;
    }

    /**
     * The packets that consumed doorbell {@code d}'s descriptors: the packets of its queue from the first to the last
     * that took any. Returns how many; they are in {@link #drawn()}-independent {@code out}.
     */
    int consumers(int d, int[] out) {
        int first = index.link1(d);
        int last = index.link2(d);
        if (first < 0) {
            return 0;
        }
        int l = index.lane(d);
        int[] ev = index.laneEvents(l);
        int n = 0;
        for (int k = Arrays.binarySearch(ev, first); k >= 0 && k < ev.length && ev[k] <= last; k++) {
            if (index.kind(ev[k]).packet()) {
                if (n < out.length) {
                    out[n] = ev[k];
                }
                n++;
            }
        }
        return n;
    }

    /** The location a click on event {@code e} selects: a doorbell, a kickoff (a doorbell of {@code ncN}), a packet's slot. */
    Optional<Location> locationOf(int e) {
        EventKind k = index.kind(e);
        if (k.doorbell()) {
            return Optional.of(new Doorbell(index.queueName(index.ring(e) / 2), index.ordinal(e)));
        }
        if (k == EventKind.KICKOFF) {
            return Optional.of(new Doorbell("nc" + index.ring(e) / 256, index.ordinal(e)));
        }
        if (k.packet() && index.pring(e) >= 0) {
            return Optional.of(new PringSlot(new Pring(index.prings().get(index.pring(e)).name()),
                    Math.max(0, index.first(e))));
        }
        return Optional.empty();
    }

    /** The event a doorbell location names, or -1. */
    int eventOf(Doorbell d) {
        if (index == null) {
            return -1;
        }
        for (int e = 0; e < index.size(); e++) {
            EventKind k = index.kind(e);
            if (index.ordinal(e) == d.ordinal() && (k.doorbell() && index.queueName(index.ring(e) / 2).equals(d.queue())
                    || k == EventKind.KICKOFF && d.queue().equals("nc" + index.ring(e) / 256))) {
                return e;
            }
        }
        return -1;
    }

    /**
     * The doorbell that published slot {@code slot} of pring {@code p}: the latest one before {@code step}, else the
     * first after it; -1 when none did (a descriptor's timeline event, so selecting a descriptor marks it).
     */
    int publisherOf(int p, int slot, int step) {
        if (index == null || p < 0 || slot < 0) {
            return -1;
        }
        int before = -1;
        int after = -1;
        for (int e = 0; e < index.size(); e++) {
            if (index.kind(e).doorbell() && touches(e, p, slot)) {
                if (index.record(e) < step) {
                    before = e;
                } else if (after < 0) {
                    after = e;
                }
            }
        }
        return before >= 0 ? before : after;
    }

    /** Whether event {@code e} touched slot {@code slot} of pring {@code p} (a doorbell published it, a packet ran it). */
    boolean touches(int e, int p, int slot) {
        EventKind k = index.kind(e);
        if (k.doorbell() && index.pring(e) == p && index.first(e) >= 0) {
            int c = index.prings().get(p).count();
            return Math.floorMod(slot - index.first(e), c) < index.count(e);
        }
        if (k.packet()) {
            int c = p >= 0 && p < index.prings().size() ? index.prings().get(p).count() : 1;
            if (index.pring(e) == p && index.first(e) >= 0) {
                return Math.floorMod(slot - index.first(e), c) < index.count(e);
            }
            if (index.pring2(e) == p && index.link2(e) >= 0) {
                return Math.floorMod(slot - index.link2(e), c) < index.extra(e);
            }
        }
        return false;
    }
}
