package org.ringscope.model.vring;

import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.Journal;

import org.ringscope.model.udma.Direction;

/**
 * Moves the vring domain's records one at a time: back through {@link VringUndo} (an event rebuilt from
 * the record, with the old words it kept — an edit's from the bits it flipped and the words the vring holds),
 * forward through {@link VringRedo} with the words the event
 * does not carry; appends go through {@link AppendRuns} (soft truncation, kept pages). Also decodes
 * records for display.
 */
final class VringReplay {
    private final VringDomain d;

    VringReplay(VringDomain d) {
        this.d = d;
    }



    void revert(Journal j, int i) {
        Vring v = d.vringOf(i);
        ArenaReader r = j.payload(i);
        long b = j.b(i);
        switch (j.kind(i)) {
            case VringDomain.ATTACH -> { }
            case VringDomain.APPENDED -> d.runs().softRevert(j.a(i), appended(j, i, r));
            case VringDomain.EDITED -> {
                String f = d.function(r.getVarInt());
                int n = r.getVarInt();
                int start = (int) b;
                // the vring holds the edit's new words: its flips turn them back into the old
                long[] words = v.half(VringDomain.half(b)).snapshot(start, start + n);
                EditRuns.apply(r, words, n);
                VringUndo.revert(v, new VringEvent.Edited(v.name(), f, VringDomain.half(b), start, start + n, words));
            }
            case VringDomain.TEMPLATE -> {
                String f = d.function(r.getVarInt());
                boolean oldT = r.getVar() != 0;
                int oldMax = r.getVarInt();
                VringUndo.revert(v, new VringEvent.TemplateChanged(v.name(), f, VringDomain.half(b), oldT, oldMax,
                        r.getVar() != 0, r.getVarInt()));
            }
            case VringDomain.FREED -> {
                String f = d.function(r.getVarInt());
                int n = r.getVarInt();
                VringUndo.revert(v, new VringEvent.PagesFreed(v.name(), f, VringDomain.half(b), r.getWords(n)));
                d.runs().keep(j.a(i));
            }
            case VringDomain.PRING -> revertDump(j, i, v, r);
            default -> throw new IllegalStateException("vring record kind " + j.kind(i));
        }
    }

    VringEvent.Appended appended(Journal j, int i, ArenaReader r) {
        String f = d.function(r.getVarInt());
        int txCount = r.getVarInt();
        int rxCount = r.getVarInt();
        long txBytes = r.getSigned();
        long rxBytes = r.getSigned();
        long b = j.b(i);
        return new VringEvent.Appended(d.vringOf(i).name(), f, (int) (b >>> 32), txCount, (int) b, rxCount, txBytes, rxBytes);
    }

    private void revertDump(Journal j, int i, Vring v, ArenaReader r) {
        Pring p = d.pring((int) j.b(i));
        String f = d.function(r.getVarInt());
        Direction h = Direction.values()[r.getVarInt()];
        int real = r.getVarInt();
        int padded = r.getVarInt();
        int oldUsed = r.getVarInt();
        r.getSigned();
        boolean trap = r.getVar() != 0;
        long[] old = r.getVar() != 0 ? r.getWords(padded) : null; // none: the ring held zeros
        VringUndo.revert(v, new VringEvent.PringWritten(v.name(), f, h, p, real, padded, oldUsed, old, trap));
    }

    void redo(Journal j, int i) {
        Vring v = d.vringOf(i);
        ArenaReader r = j.payload(i);
        long b = j.b(i);
        switch (j.kind(i)) {
            case VringDomain.ATTACH -> { }
            case VringDomain.APPENDED -> {
                VringEvent.Appended a = appended(j, i, r);
                if (!d.runs().fastRedo(j.a(i), a)) {
                    long[] tx = new long[2 * a.txCount()];
                    long[] rx = new long[2 * a.rxCount()];
                    AppendRuns.getHalf(r, v.tx(), a.txStart(), tx, 0, a.txCount());
                    AppendRuns.getHalf(r, v.rx(), a.rxStart(), rx, 0, a.rxCount());
                    VringRedo.append(v, a, tx, rx);
                    d.runs().keep(j.a(i));
                }
            }
            case VringDomain.EDITED -> {
                String f = d.function(r.getVarInt());
                int n = r.getVarInt();
                int start = (int) b;
                // the vring holds the edit's old words (a walk's state before a record is exact): flip them
                long[] nw = v.half(VringDomain.half(b)).snapshot(start, start + n);
                EditRuns.apply(r, nw, n);
                VringRedo.edit(v, new VringEvent.Edited(v.name(), f, VringDomain.half(b), start, start + n, null), nw);
            }
            case VringDomain.TEMPLATE -> {
                String f = d.function(r.getVarInt());
                boolean oldT = r.getVar() != 0;
                int oldMax = r.getVarInt();
                VringRedo.template(v, new VringEvent.TemplateChanged(v.name(), f, VringDomain.half(b), oldT, oldMax,
                        r.getVar() != 0, r.getVarInt()));
            }
            case VringDomain.FREED -> {
                VringRedo.freePages(v, VringDomain.half(b));
                d.runs().keep(j.a(i));
            }
            case VringDomain.PRING -> {
                r.getVarInt();
                Direction h = Direction.values()[r.getVarInt()];
                int real = r.getVarInt();
                int padded = r.getVarInt();
                r.getVarInt();
                long padAddr = r.getSigned();
                VringRedo.dump(v, h, d.pring((int) b), real, padded, padAddr, r.getVar() != 0);
            }
            default -> throw new IllegalStateException("vring record kind " + j.kind(i));
        }
    }

    String describe(Journal j, int i) {
        Vring v = d.vringOf(i);
        ArenaReader r = j.payload(i);
        return switch (j.kind(i)) {
            case VringDomain.ATTACH -> "attach " + v.name();
            case VringDomain.APPENDED -> {
                VringEvent.Appended a = appended(j, i, r);
                yield String.format("%s %s: +%d tx, +%d rx descriptors, %d bytes", a.function(), v.name(), a.txCount(),
                        a.rxCount(), a.txBytes());
            }
            case VringDomain.EDITED -> String.format("%s %s: %s [%d, +%d)", d.function(r.getVarInt()), v.name(), VringDomain.half(j.b(i)),
                    (int) j.b(i), r.getVarInt());
            case VringDomain.TEMPLATE -> d.function(r.getVarInt()) + " " + v.name() + " " + VringDomain.half(j.b(i));
            case VringDomain.FREED -> d.function(r.getVarInt()) + " " + v.name() + " " + VringDomain.half(j.b(i));
            case VringDomain.PRING -> {
                String f = d.function(r.getVarInt());
                Direction h = Direction.values()[r.getVarInt()];
                int real = r.getVarInt();
                yield String.format("%s %s %s → pring #%d: %d descriptors padded to %d", f, v.name(), h, j.b(i), real,
                        r.getVarInt());
            }
            default -> "vring record kind " + j.kind(i);
        };
    }
}
