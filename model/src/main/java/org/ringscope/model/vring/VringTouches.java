package org.ringscope.model.vring;

import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;

/**
 * Questions to the vring domain's records, each decoded from the record alone, never from the vrings' state: what
 * a record did to its vring's descriptors (an append, an edit, a dump …), which record appended or last wrote a
 * descriptor, whether one changed between two steps.
 */
final class VringTouches {
    private final VringDomain d;
    private final Journal journal;

    VringTouches(VringDomain d, Journal journal) {
        this.d = d;
        this.journal = journal;
    }

    /** The dump record {@code i} describes, or {@code null} when it is another kind of record. */
    VringDomain.Dump dumpOf(int i) {
        if (!d.owns(i) || journal.kind(i) != VringDomain.PRING) {
            return null;
        }
        ArenaReader r = journal.payload(i);
        r.getVarInt();
        Direction h = Direction.values()[r.getVarInt()];
        int real = r.getVarInt();
        int padded = r.getVarInt();
        r.getVarInt();
        r.getSigned();
        return new VringDomain.Dump(d.vringOf(i), h, d.pring((int) journal.b(i)), real, padded, r.getVar() != 0);
    }

    /** The append record {@code i} describes, or {@code null} when it is another kind of record. */
    VringDomain.Append appendOf(int i) {
        if (!d.owns(i) || journal.kind(i) != VringDomain.APPENDED) {
            return null;
        }
        ArenaReader r = journal.payload(i);
        r.getVarInt();
        int tx = r.getVarInt();
        int rx = r.getVarInt();
        long b = journal.b(i);
        return new VringDomain.Append(d.vringOf(i), (int) (b >>> 32), tx, (int) b, rx);
    }

    /**
     * The record that appended descriptor {@code index} to {@code half} of the vring named {@code vring} (the
     * latest such record before {@code beforeStep}), or -1.
     */
    int appendRecordOf(String vring, Direction half, int index, int beforeStep) {
        for (int i = Math.min(beforeStep, journal.size()) - 1; i >= 0; i--) {
            VringDomain.Append a = appendOf(i);
            if (a != null && a.vring().name().equals(vring) && a.wrote(half, index)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * What record {@code i} of this domain did ({@link VringDomain.Touch#kind()}), from its kind column alone: a scan for one
     * kind of touch skips the others without decoding them. {@code null} when it is not a record of this domain.
     */
    VringDomain.Touch.Kind kindOf(int i) {
        if (!d.owns(i)) {
            return null;
        }
        return switch (journal.kind(i)) {
            case VringDomain.APPENDED -> VringDomain.Touch.Kind.APPEND;
            case VringDomain.EDITED -> VringDomain.Touch.Kind.EDIT;
            case VringDomain.TEMPLATE -> VringDomain.Touch.Kind.TEMPLATE;
            case VringDomain.FREED -> VringDomain.Touch.Kind.FREE;
            case VringDomain.PRING -> VringDomain.Touch.Kind.DUMP;
            default -> VringDomain.Touch.Kind.ATTACH;
        };
    }

    /**
     * The {@code used_desc_count} of {@code half} after record {@code i} when it is an append, else -1: what a
     * {@link #touchOf} would give as start plus count, read from the record without making the touch.
     */
    int appendEnd(int i, Direction half) {
        if (!d.owns(i) || journal.kind(i) != VringDomain.APPENDED) {
            return -1;
        }
        long b = journal.b(i);
        ArenaReader r = journal.payload(i);
        r.getVarInt(); // the function
        int tx = r.getVarInt();
        int rx = r.getVarInt();
        return half == Direction.TX ? (int) (b >>> 32) + tx : (int) b + rx;
    }

    /** What {@link #touchOf} gives as the function, reading only the record's first number. */
    String functionOf(int i) {
        if (!d.owns(i)) {
            return null;
        }
        return switch (journal.kind(i)) {
            case VringDomain.APPENDED, VringDomain.EDITED, VringDomain.TEMPLATE, VringDomain.FREED, VringDomain.PRING ->
                    d.function(journal.payload(i).getVarInt());
            default -> "";
        };
    }

    /** The {@link VringDomain.Touch} of record {@code i}, or {@code null} when it is not a record of this domain. */
    VringDomain.Touch touchOf(int i) {
        if (!d.owns(i)) {
            return null;
        }
        Vring v = d.vringOf(i);
        long b = journal.b(i);
        switch (journal.kind(i)) {
            case VringDomain.APPENDED: {
                ArenaReader r = journal.payload(i);
                String f = d.function(r.getVarInt());
                int tx = r.getVarInt();
                int rx = r.getVarInt();
                return new VringDomain.Touch(v, VringDomain.Touch.Kind.APPEND, f, (int) (b >>> 32), tx, (int) b, rx);
            }
            case VringDomain.EDITED: {
                ArenaReader r = journal.payload(i);
                String f = d.function(r.getVarInt());
                int n = r.getVarInt();
                int start = (int) b;
                return VringDomain.half(b) == Direction.TX ? new VringDomain.Touch(v, VringDomain.Touch.Kind.EDIT, f, start, n, 0, 0)
                        : new VringDomain.Touch(v, VringDomain.Touch.Kind.EDIT, f, 0, 0, start, n);
            }
            case VringDomain.TEMPLATE:
                return new VringDomain.Touch(v, VringDomain.Touch.Kind.TEMPLATE, d.function(journal.payload(i).getVarInt()), 0, 0, 0, 0);
            case VringDomain.FREED:
                return new VringDomain.Touch(v, VringDomain.Touch.Kind.FREE, d.function(journal.payload(i).getVarInt()), 0, 0, 0, 0);
            case VringDomain.PRING:
                return new VringDomain.Touch(v, VringDomain.Touch.Kind.DUMP, d.function(journal.payload(i).getVarInt()), 0, 0, 0, 0);
            default:
                return new VringDomain.Touch(v, VringDomain.Touch.Kind.ATTACH, "", 0, 0, 0, 0);
        }
    }

    /**
     * The record before step {@code before} that last wrote descriptor {@code index} of {@code v}'s {@code half} (an
     * append, an edit, a template build), else the one that attached {@code v} with its descriptors already in it (a
     * per-execution build is a deep copy); -1 when neither is in the journal.
     */
    int lastWriter(Vring v, Direction half, int index, int before) {
        int attach = -1;
        for (int i = Math.min(before, journal.size()) - 1; i >= 0; i--) {
            VringDomain.Touch t = touchOf(i);
            if (t == null || t.vring() != v) {
                continue;
            }
            if (t.wrote(half, index, index + 1)) {
                return i;
            }
            if (attach < 0 && t.kind() == VringDomain.Touch.Kind.ATTACH) {
                attach = i;
            }
        }
        return attach;
    }

    /**
     * Whether a record between steps {@code from} and {@code to} (either order; the records {@code [lo, hi)}) edited,
     * freed or wrote descriptors of {@code v}'s {@code half} — so that what a view copied at one step can be shared
     * at the other; a step past the journal's end (a history since cut short) counts as a change. Reads every record
     * in between: callers ask for short hops.
     */
    boolean changedBetween(Vring v, Direction half, int from, int to) {
        int lo = Math.max(0, Math.min(from, to));
        int hi = Math.max(from, to);
        if (hi > journal.size()) {
            return true;
        }
        for (int i = lo; i < hi; i++) {
            VringDomain.Touch t = touchOf(i);
            if (t != null && t.vring() == v && (t.kind() == VringDomain.Touch.Kind.EDIT || t.kind() == VringDomain.Touch.Kind.FREE
                    || t.wrote(half, 0, Integer.MAX_VALUE))) {
                return true;
            }
        }
        return false;
    }
}
