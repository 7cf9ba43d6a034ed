package org.ringscope.views.provenance;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.DmaEntry;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.provenance.Produced;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.provenance.Row;
import org.ringscope.model.session.EmulationSession;

/**
 * What the Provenance view shows for a question, read on the journal thread: the model's provenance rows (or, going
 * forward, the byte ranges the bytes produced) as {@link ProvenanceLine}s, with a heading. No JavaFX.
 */
final class ProvenanceModel {
    /** Forward answers are cut at this many ranges. */
    static final int FORWARD_LIMIT = 500;

    private ProvenanceModel() {
    }

    /** The answer shown: a heading, the lines, and why there are none when there are none. */
    record Answer(Question question, String heading, List<ProvenanceLine> lines, String empty) {
        static Answer none(String why) {
            return new Answer(null, "Why is this here?", List.of(), why);
        }
    }

    /** A question: why does {@code place} hold what it holds at {@code step} (or, {@code forward}, what it made). */
    record Question(Location place, int step, int depth, boolean forward) {
    }

    /** Whether provenance answers for {@code place}. */
    static boolean answers(Location place, boolean forward) {
        return place instanceof Memory || place instanceof DmaEntry || !forward
                && (place instanceof PringSlot || place instanceof Descriptor);
    }

    /** Whether {@code q} is answered forward: asked so, or about a NEFF entry (which only produces). */
    static boolean forward(Question q) {
        return q.forward() || q.place() instanceof DmaEntry;
    }

    /** The answer to {@code q} in session {@code s} (journal thread; the cursor is put back). */
    static Answer answer(EmulationSession s, Question q) {
        if (!answers(q.place(), q.forward())) {
            return new Answer(q, heading(q), List.of(), q.forward()
                    ? "Produced answers for device memory bytes and NEFF entries: select some bytes in the Memory view."
                    : "Why? answers for device memory bytes, vring descriptors and ring slots, not for a "
                    + q.place().kind() + ".");
        }
        Provenance p = Provenance.of(s);
        List<ProvenanceLine> lines = new ArrayList<>();
        if (forward(q)) {
            List<Produced> made = q.place() instanceof DmaEntry e ? p.producedBy(e, FORWARD_LIMIT)
                    : p.produced(((Memory) q.place()).address(), ((Memory) q.place()).length(),
                            q.step(), FORWARD_LIMIT);
            for (Produced x : made) {
                lines.add(new ProvenanceLine(x.step(), ProvenanceLine.Kind.PRODUCED, String.format(
                        "step %d: 0x%x +%d written%s (record %d)%s", x.step(), x.address(), x.length(), x.source() < 0
                                ? " by an op that mixes its sources" : String.format(" from 0x%x", x.source()),
                        x.record(), p.variableAt(x.address()).map(v -> " — " + v).orElse("")), x.location()));
            }
        } else {
            for (Row r : p.explain(q.place(), q.step(), q.depth())) {
                lines.add(new ProvenanceLine(r.step(), kindOf(r), r.text(), r.location()));
            }
        }
        String empty = lines.isEmpty() ? (forward(q) ? "Nothing the run did after step " + q.step()
                + " read these bytes." : "Nothing made " + q.place().label() + " before step " + q.step() + ".") : "";
        return new Answer(q, heading(q), List.copyOf(lines), empty);
    }

    static String heading(Question q) {
        if (q.place() instanceof DmaEntry) {
            return "What " + q.place().label() + " produced";
        }
        return (q.forward() ? "What " + q.place().label() + " produced after step " : "Why " + q.place().label()
                + " holds what it holds at step ") + q.step();
    }

    static ProvenanceLine.Kind kindOf(Row r) {
        if (r instanceof Row.Bytes) {
            return ProvenanceLine.Kind.BYTES;
        } else if (r instanceof Row.Write) {
            return ProvenanceLine.Kind.WRITE;
        } else if (r instanceof Row.Slot) {
            return ProvenanceLine.Kind.SLOT;
        } else if (r instanceof Row.Dumped) {
            return ProvenanceLine.Kind.DUMPED;
        } else if (r instanceof Row.Authored) {
            return ProvenanceLine.Kind.AUTHORED;
        } else if (r instanceof Row.Edited) {
            return ProvenanceLine.Kind.EDITED;
        } else if (r instanceof Row.Template) {
            return ProvenanceLine.Kind.TEMPLATE;
        } else if (r instanceof Row.Entry) {
            return ProvenanceLine.Kind.ENTRY;
        } else if (r instanceof Row.Dge) {
            return ProvenanceLine.Kind.DGE;
        } else if (r instanceof Row.Spine) {
            return ProvenanceLine.Kind.SPINE;
        }
        return ProvenanceLine.Kind.ORIGIN;
    }
}
