package org.ringscope.views.pring;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.ringscope.model.device.PringNames;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.session.DgeTraffic;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.views.ViewReads;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.descriptor.DescriptorSource;
import org.ringscope.views.descriptor.DescriptorWords;
import org.ringscope.views.session.SessionSource;

/**
 * The inspector's source for {@link PringSlot}s: the 16 bytes of a device pring's slot as they are in
 * device memory at the cursor ({@code dma_ring_info_t.ring_mem}, which is HBM; decision 0501), read on the journal
 * thread through {@link Cursor#query}. A TX ring's slot is read as the TX arm, an RX ring's as the RX arm.
 */
public final class PringDescriptorSource implements DescriptorSource {
    private final SessionSource sessions;
    private final Cursor cursor;

    public PringDescriptorSource(SessionSource sessions, Cursor cursor) {
        this.sessions = sessions;
        this.cursor = cursor;
    }

    /**
     * A DGE descriptor's origin, one line: {@code DGE · sg00 Pool slot 2 DMAMemcpy (execution 0) · software DGE
     * qPoolDynamic, engine 1 · source leg (TX) · descriptor 3 of 9 of it on this engine}.
     */
    static String origin(DgeTraffic.Generated g) {
        var i = g.issue();
        return String.format("DGE · %s %s slot %d %s (execution %d) · %s %s, engine %d · %s · %sdescriptor %d of %d "
                + "on this engine%s", i.subgraph(), i.engine(), i.slot(), Opcodes.name(
                i.opcode()), i.execution(), g.ring().kindLabel(), g.ring().queueSet(), g.ring().engine(),
                g.leg() == Direction.TX ? "source leg (TX)" : "destination leg (RX)", g.completion()
                ? "completion semaphore write, " : "", g.piece(), g.pieces(), i.executed() ? ""
                : " · not emulated: " + i.reason());
    }

    @Override
    public String name() {
        return "the session's prings";
    }

    @Override
    public CompletionStage<Optional<DescriptorWords>> read(Location location) {
        Optional<EmulationSession> s = sessions.current();
        if (!(location instanceof PringSlot slot) || s.isEmpty()) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        EmulationSession session = s.get();
        return ViewReads.at(cursor, j -> {
            Pring p = PringNames.find(session.device(), slot.ring().name());
            if (p == null || slot.slot() >= p.allocatedDescCount()) {
                return Optional.<DescriptorWords>empty();
            }
            Direction d = p.type() == RingType.RX ? Direction.RX : Direction.TX;
            String origin = session.result() == null ? "" : DgeTraffic.of(session)
                    .descriptor(slot.ring().name(), slot.slot(), j.position()).map(PringDescriptorSource::origin).orElse("");
            return Optional.of(new DescriptorWords(d, session.device().arch(), p.word0(slot.slot()), p.word1(slot.slot()),
                    p.allocatedDescCount(), origin));
        });
    }
}
