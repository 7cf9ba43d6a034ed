package org.ringscope.app.bench;

import java.util.List;
import java.util.Map;

/**
 * What {@code ringscope bench gui} measured (milliseconds throughout; {@code null} where a measurement failed — its
 * reason is in {@code errors}).
 *
 * @param input       the session measured
 * @param environment where it was measured
 * @param openFile    {@code loadAndRun}: opening FILE until its run is the window's session; {@code viewsReady}: from
 *                    then until every view of the window has read and rendered it
 * @param openView    view → opening it afresh on the session (built with the window's context) until its first
 *                    content is rendered
 * @param showView    view → bringing its tab forward in the window until it is rendered
 * @param showAfterSteps view → bringing its tab forward after the step scenarios, until rendered: a view behind
 *                    another tab holds the cursor's moves while hidden and catches up here (decision 0872)
 * @param idle        the window doing nothing for a second: {@code pulsesPerSecond} that reached its scene and the
 *                    CPU milliseconds per second of the FX thread and the renderer
 * @param frames      scenario → frame times while scrolling, panning or zooming (one change per frame)
 * @param framesCpu   scenario → {@code fx}, {@code render} → CPU time of the FX thread and of the renderer per
 *                    frame (what the frame cost, without waiting for a core on a shared machine; headless, the
 *                    renderer is the software pipeline)
 * @param paint       scenario → the pring view's own canvas drawing per frame (part of the frame time)
 * @param step        scenario → from a cursor move until every view has updated and rendered
 * @param stepCpu     scenario → {@code fx}, {@code render}, {@code journal} → CPU time of those threads per step
 * @param goals       the responsiveness goals against these figures
 * @param skipped     scenario → why it was not measured
 * @param errors      measurements that failed, each naming what and why
 * @param notes       what was measured how
 */
public record GuiBenchResult(Input input, Environment environment, Map<String, Double> openFile,
                             Map<String, Double> openView, Map<String, Double> showView, Map<String, Double> showAfterSteps,
                             Map<String, Double> idle,
                             Map<String, FrameStats> frames,
                             Map<String, Map<String, FrameStats>> framesCpu, Map<String, FrameStats> paint,
                             Map<String, FrameStats> step, Map<String, Map<String, FrameStats>> stepCpu, List<Goal> goals,
                             Map<String, String> skipped, List<String> errors, List<String> notes) {

    /**
     * @param file                 the NEFF opened
     * @param generated            whether the harness generated it ({@code gen --profile copy})
     * @param descriptors          descriptors in the session's vrings at the last step (TX and RX)
     * @param steps                the session's last step
     * @param events               device events the timeline indexed
     * @param largestHalf          the vring half scrolled (the one with the most descriptors)
     * @param largestHalfRows      its descriptors
     */
    public record Input(String file, boolean generated, long descriptors, int steps, int events, String largestHalf,
                        int largestHalfRows) {
    }

    /** The machine and the toolkit's setup. */
    public record Environment(int cpus, String loadAverageBefore, String loadAverageAfter, String java,
                              String platform, String window, boolean fullSpeedPulses) {
    }

    /**
     * A responsiveness goal.
     *
     * @param goal     what it asks
     * @param measure  the figure compared
     * @param limit    its limit in milliseconds
     * @param measured the figure ({@code null} when not measured)
     * @param met      {@code measured <= limit} ({@code null} when not measured)
     */
    public record Goal(String goal, String measure, double limit, Double measured, Boolean met) {
        static Goal of(String goal, String measure, double limit, Double measured) {
            return new Goal(goal, measure, limit, measured, measured == null ? null : measured <= limit);
        }
    }
}
