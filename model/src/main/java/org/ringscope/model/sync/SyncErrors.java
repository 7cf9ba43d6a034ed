package org.ringscope.model.sync;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.trace.IntList;
import org.ringscope.model.trace.Journal;

/**
 * The event errors of a run (docs/reference/sync.md): a set of an event already set is a double set, a clear of one already
 * clear a double clear — the TPB's EVENT_ERROR notification, which the runtime reports as
 * {@code NRT_EXEC_COMPLETED_WITH_ERR} (1004) with the ISA error text.
 */
public final class SyncErrors {
    /** The runtime's line for an error notification (the subtype's text as the user log shows it). */
    public static final String NOTIFICATION = "Error notifications found on NC:%d, model %s, error string:%s";

    private SyncErrors() {
    }

    /** One event error: the core, the event, the producer whose change was the second, and the record. */
    public record EventError(int step, int core, int event, String text, String producer, Producer by) {
    }

    /** The ISA error text of a producer's event error: "Event double set" or "Event double clear". */
    static String text(Producer p) {
        return p.op() == UpdateOp.EVT_CLR ? "Event double clear" : "Event double set";
    }

    /** The event errors recorded before {@code step}. */
    public static List<EventError> before(SyncDomain d, int step) {
        Journal j = d.journal();
        IntList l = d.index().eventErrors();
        List<EventError> out = new ArrayList<>();
        for (int k = 0; k < l.size() && l.get(k) < step; k++) {
            int i = l.get(k);
            Producer p = d.producers().get(j.a(i));
            out.add(new EventError(i + 1, (int) (j.b(i) / 256), (int) (j.b(i) % 256), text(p),
                    SyncText.producer(d, p), p));
        }
        return out;
    }
}
