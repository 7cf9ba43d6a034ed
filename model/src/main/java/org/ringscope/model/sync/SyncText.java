package org.ringscope.model.sync;

import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.Journal;

/** One-line descriptions of the sequencer's records and of its producers. */
final class SyncText {
    private SyncText() {
    }

    static String describe(SyncDomain d, Journal j, int i) {
        ArenaReader r = j.payload(i);
        return switch (j.kind(i)) {
            case SyncRecords.RESET -> "execution " + j.a(i) + ": the semaphores and events of its kelf's cores reset to 0";
            case SyncRecords.ISSUE -> {
                SyncStream s = d.streams().get(j.a(i));
                int pos = (int) j.b(i);
                String f = s.events()[pos].text();
                yield String.format("issue nc %d %s slot %d %s%s", s.core(), s.engine().displayName(), s.slots()[pos],
                        Opcodes.name((byte) s.opcodes()[pos]), f.isEmpty() ? "" : " " + f);
            }
            case SyncRecords.WAIT -> {
                SyncStream s = d.streams().get(j.a(i));
                int pos = (int) j.b(i);
                yield String.format("wait nc %d %s slot %d %s (has %d)", s.core(), s.engine().displayName(),
                        s.slots()[pos], s.events()[pos].text(), r.getSigned());
            }
            case SyncRecords.DELIVER -> {
                Producer p = d.producers().get(j.a(i));
                int core = r.getVarInt();
                int bank = r.getVarInt();
                int idx = r.getVarInt();
                long old = r.getSigned();
                long now = r.getSigned();
                yield String.format("complete nc %d %s%d]: %d -> %d by %s", core, bank == SyncRecords.EVT ? "E[" : "S[",
                        idx, old, now, producer(d, p));
            }
            case SyncRecords.DROPPED -> String.format("lost %s: %s", producer(d, d.producers().get(j.a(i))),
                    DropReason.values()[(int) j.b(i)].text());
            case SyncRecords.EVENT_ERROR -> String.format("event error nc %d E[%d]: %s by %s", j.b(i) / 256,
                    j.b(i) % 256, SyncErrors.text(d.producers().get(j.a(i))), producer(d, d.producers().get(j.a(i))));
            case SyncRecords.HANG -> String.format("hang: %d engine%s cannot issue; execution timeout (%d ms)", j.a(i),
                    j.a(i) == 1 ? "" : "s", j.b(i));
            default -> "sequencer record " + j.kind(i);
        };
    }

    /** {@code dma entry qSPIO0 id 3 (sg00 SP slot 19)} or {@code instruction sg00 ACT slot 7}. */
    static String producer(SyncDomain d, Producer p) {
        SyncStream s = d.streams().get(p.stream());
        String at = s.label() + " slot " + p.slot();
        return switch (p.kind()) {
            case STATIC_DMA -> "dma entry " + p.queue() + " id " + p.dmaId() + " (" + at + ")";
            case DGE -> "dge " + p.queue() + " (" + at + ")";
            case FAULT -> "--fault (" + at + ")";
            default -> p.kind().label() + " " + at;
        };
    }
}
