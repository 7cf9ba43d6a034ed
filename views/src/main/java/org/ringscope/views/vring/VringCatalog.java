package org.ringscope.views.vring;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.VringPages;

/**
 * The vrings that exist at one step, grouped as the runtime made them — subgraph → vring set (a queue set's
 * {@code vring_set_t}, the instruction ring) → vring → TX / RX half — with each half's descriptor count. Read on
 * the journal thread; immutable.
 */
record VringCatalog(int step, List<Row> rows) {
    /** One vring at the step. */
    record Row(String key, String subgraph, String set, int queue, String kind, int occurrence, String name, int tx,
               int rx, boolean txTemplate, boolean rxTemplate, int limit) {
        int count(Direction d) {
            return d == Direction.TX ? tx : rx;
        }

        boolean template(Direction d) {
            return d == Direction.TX ? txTemplate : rxTemplate;
        }
    }

    static final VringCatalog EMPTY = new VringCatalog(0, List.of());

    static VringCatalog read(EmulationSession s, SessionVrings vr) {
        int step = s.journal().position();
        List<Row> rows = new ArrayList<>();
        for (SessionVrings.Entry e : vr.entries()) {
            if (!SessionVrings.existsAt(s.journal(), e, step)) {
                continue;
            }
            VringPages tx = e.vring().tx();
            VringPages rx = e.vring().rx();
            rows.add(new Row(e.key(), e.subgraph(), e.queueSet(), e.queue(), e.kind(), e.occurrence(), e.name(),
                    tx.usedDescCount(), rx.usedDescCount(), tx.isTemplate(), rx.isTemplate(), tx.limit()));
        }
        return new VringCatalog(step, List.copyOf(rows));
    }

    /** Subgraph → vring set → its rows, in staging order. */
    Map<String, Map<String, List<Row>>> groups() {
        Map<String, Map<String, List<Row>>> g = new LinkedHashMap<>();
        for (Row r : rows) {
            g.computeIfAbsent(r.subgraph(), k -> new LinkedHashMap<>()).computeIfAbsent(r.set(), k -> new ArrayList<>())
                    .add(r);
        }
        return g;
    }

    Row row(String key) {
        for (Row r : rows) {
            if (r.key().equals(key)) {
                return r;
            }
        }
        return null;
    }

    /** The first half with descriptors (what the view shows before anything is chosen), or {@code null}. */
    Row firstNonEmpty() {
        for (Row r : rows) {
            if (r.tx() > 0) {
                return r;
            }
        }
        return rows.isEmpty() ? null : rows.get(0);
    }
}
