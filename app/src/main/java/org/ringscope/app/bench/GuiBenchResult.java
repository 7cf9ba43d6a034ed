package org.ringscope.app.bench;

import java.util.Map;

/**
 * What {@code ringscope bench gui} measured.
 *
 * @param descriptors copy descriptors in the generated NEFF ({@code gen --profile copy})
 * @param steps       journal records of its run (the last step)
 * @param events      device events the timeline indexed
 * @param runSeconds  the emulated run (not part of opening a view)
 * @param openMillis  view → milliseconds from asking for it to its first complete frame
 * @param frames      scenario → frame intervals while scrolling, panning or zooming (one change per frame)
 * @param step        milliseconds from a cursor move to the pring view painting the new step
 * @param notes       what was measured how
 */
public record GuiBenchResult(int descriptors, int steps, int events, double runSeconds, Map<String, Double> openMillis,
                             Map<String, FrameStats> frames, Map<String, FrameStats> step, java.util.List<String> notes) {
}
