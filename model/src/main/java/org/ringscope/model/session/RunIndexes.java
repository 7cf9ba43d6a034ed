package org.ringscope.model.session;

import java.util.HashMap;
import java.util.Map;
import org.ringscope.model.device.WriteIndex;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.spine.SpineTrace;
import org.ringscope.model.timeline.TimelineIndex;

/**
 * The indexes derived from one finished run of a session, each built the first time it is asked for, on the
 * journal's thread, and kept for as long as the run's history stands: the vrings by key, the DGE traffic, the
 * timeline (every device event with the doorbell → packet linkage), the walk over the spine (which the Spine and
 * Explain views read) and the write index. The session drops them when its history is cut or grows (a new run of
 * records); the write index follows the journal by itself (it trims on a cut and extends over what was appended),
 * so the session keeps that one for its life. Every reader — views, checks, provenance, the CLI — asks the session
 * ({@link EmulationSession#indexes()}), so each index is built once however many ask.
 */
public final class RunIndexes {
    private final EmulationSession s;
    private final WriteIndex writes;
    private SessionVrings vrings;
    private DgeTraffic dge;
    private TimelineIndex timeline;
    private SpineTrace spine;

    RunIndexes(EmulationSession s, WriteIndex writes) {
        this.s = s;
        this.writes = writes;
    }

    /** The run's vrings by session key ({@code sg00:qSPIO0_0}, {@code sg00@1:qSPIO0_0}). */
    public synchronized SessionVrings vrings() {
        if (vrings == null) {
            vrings = SessionVrings.of(s);
        }
        return vrings;
    }

    /** The run's DGE rings, lowered instructions and the descriptors each generated. */
    public synchronized DgeTraffic dge() {
        if (dge == null) {
            dge = DgeTraffic.build(s);
        }
        return dge;
    }

    /** Every device event of the run in primitive columns, the queues named as the run names them. */
    public synchronized TimelineIndex timeline() {
        if (timeline == null) {
            Map<Integer, String> names = new HashMap<>();
            Map<Integer, String> tags = new HashMap<>();
            if (s.result() != null) {
                for (DgeTraffic.Ring g : DgeTraffic.ringsOf(s.result(), s.device().topology().queuesPerEngine())) {
                    names.put(g.queue(), g.queueName());
                    tags.put(g.queue(), g.tag());
                }
            }
            timeline = TimelineIndex.build(s.journal(), s.device(), s.result(), names, tags);
        }
        return timeline;
    }

    /** The run's walk over the spine: each marker with the edge it took. */
    public synchronized SpineTrace spine() {
        if (spine == null) {
            spine = SpineTrace.of(s.journal(), Spine.load());
        }
        return spine;
    }

    /** Which record wrote which device bytes (built on its first query, extended over appended records). */
    public WriteIndex writes() {
        return writes;
    }
}
