package org.ringscope.model.vring;

/**
 * Steps a vring back over one {@link VringEvent} — the proof that the events carry enough to restore
 * every state (the journal of a later issue replays them in reverse). Undo the events of a vring in
 * reverse order; nothing is reported to the listener.
 */
public final class VringUndo {
    private VringUndo() {
    }

    /** Restores the state before {@code event}, which must be the latest not-yet-undone event of {@code vring}. */
    public static void revert(Vring vring, VringEvent event) {
        if (event instanceof VringEvent.Appended a) {
            vring.tx.truncate(a.txStart());
            vring.rx.truncate(a.rxStart());
            vring.totalTxSize -= a.txBytes();
            vring.totalRxSize -= a.rxBytes();
        } else if (event instanceof VringEvent.Edited e) {
            vring.half(e.half()).restore(e.start(), e.oldWords());
        } else if (event instanceof VringEvent.TemplateChanged t) {
            VringPages p = vring.half(t.half());
            p.isTemplate = t.oldIsTemplate();
            p.maxVarId = t.oldMaxVarId();
        } else if (event instanceof VringEvent.PagesFreed f) {
            VringPages p = vring.half(f.half());
            int n = f.oldWords().length / 2;
            for (int i = 0; i < n; i++) {
                p.vringAllocateNextDesc();
            }
            p.restore(0, f.oldWords());
        } else if (event instanceof VringEvent.PringWritten w) {
            if (w.oldRingWords() != null) {
                w.pring().restore(0, w.oldRingWords());
            } else {
                w.pring().zero(w.paddedSize()); // the ring held zeros
            }
            w.pring().usedDescCount = w.oldUsedDescCount();
        } else {
            throw new IllegalArgumentException("unknown event " + event);
        }
    }
}
