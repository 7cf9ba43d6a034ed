package org.ringscope.model.sync;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.Journal;

/**
 * The sequencer's records as values for views that draw them (the pring timeline's semaphore lanes): the changes of
 * the bank a record made, the start of a wait, the hang.
 */
public final class SyncEvents {
    private SyncEvents() {
    }

    /** What one sequencer record did. */
    public sealed interface Event {
        int core();
    }

    /** A semaphore (or event) of {@code core} went from {@code old} to {@code now}, by {@code by}. */
    public record Changed(int core, boolean event, int index, int old, int now, String by) implements Event {
    }

    /** An engine started waiting at an instruction for {@code event ? E : S}[{@code index}]. */
    public record Waited(int core, boolean event, int index, String engine, int slot, String condition, int have)
            implements Event {
    }

    /** No engine of {@code core}'s kelf could issue: the execution hung. */
    public record Hung(int core, int blocked, long timeoutMs) implements Event {
    }

    /** The events of record {@code i}, empty when it is not the sequencer's or changes nothing drawn. */
    public static List<Event> of(SyncDomain d, int i) {
        Journal j = d.journal();
        if (!d.owns(i)) {
            return List.of();
        }
        List<Event> out = new ArrayList<>(1);
        ArenaReader r = j.payload(i);
        switch (j.kind(i)) {
            case SyncRecords.ISSUE, SyncRecords.DELIVER -> {
                for (SyncPayload.Change c : SyncPayload.of(j, i)) {
                    Producer p = d.producers().get(c.producer());
                    out.add(new Changed(c.core(), c.event(), c.index(), c.old(), c.now(), SyncText.producer(d, p)));
                }
            }
            case SyncRecords.WAIT -> {
                SyncStream s = d.streams().get(j.a(i));
                int pos = (int) j.b(i);
                EventsField f = s.events()[pos];
                out.add(new Waited(s.core(), f.waitMode().onEvent(), f.waitIdx(), s.label(), s.slots()[pos], f.text(),
                        (int) r.getSigned()));
            }
            case SyncRecords.HANG -> {
                int core = 0;
                for (SyncStream s : d.streams()) {
                    if (HangExplainer.position(d, s, i) < s.size()) {
                        core = s.core();
                        break;
                    }
                }
                out.add(new Hung(core, j.a(i), j.b(i)));
            }
            default -> {
            }
        }
        return out;
    }
}
