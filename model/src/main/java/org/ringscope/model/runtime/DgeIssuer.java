package org.ringscope.model.runtime;

import org.ringscope.model.device.DeviceException;
import org.ringscope.model.dge.DgeContext;
import org.ringscope.model.dge.DgeExecutor;
import org.ringscope.model.dge.DgeGaps;
import org.ringscope.model.dge.DgeOutcome;
import org.ringscope.model.dge.DgeWords;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.sync.DropReason;

/**
 * The sequencer reaching a lowered DGE word (decision 1103): the queue set is the core's dynamic set whose owner
 * is the issuing engine (docs/reference/dge.md); every kind — DMAMemcpy, DmaIndirect, DmaTranspose, DmaGatherTranspose —
 * runs through {@link DgeExecutor}, which reports what it cannot run as not emulated with why, its completion still
 * delivered; so is a word whose engine owns no dynamic set.
 * Each is a {@link DgeIssue}; an out-of-bounds access is kept for the execution's status (1006).
 */
final class DgeIssuer {
    /** The runtime's log line of a DGE out-of-bounds notification (nrt-troubleshoot, docs/reference/dge.md). */
    static final String OOB_NOTIFICATION = "Received notification generated at runtime: failed to run scatter/gather "
            + "(indirect memory copy via vector DGE), due to out-of-bound access. model name = %s";
    /** The line that follows it. */
    static final String OOB_MODEL = "Out of bounds access on model %s";

    /** A DGE word the device could not run: where it is, then what failed. */
    static final String FAILED = "DGE %s %s slot %d (offset 0x%x, %s) failed: %s";

    private final Emulation em;

    DgeIssuer(Emulation em) {
        this.em = em;
    }

    /** Issues the word; returns whether its DMAs ran (a dropped doorbell publishes nothing). */
    boolean issue(IssueLoop.Stream st, IssueLoop.Instr i, int execution, IssuePlan plan) throws Exception {
        Tpb t = st.tpb;
        byte[] w = i.bytes();
        DgeSet set = set(t, st.engine);
        long bytes = DgeWords.sourceBytes(w);
        DgeOutcome o;
        boolean dropped = set != null && plan.dropOf(set.set.name(), -1) == DropReason.NEVER_DOORBELLED;
        if (dropped) {
            o = new DgeOutcome(false, bytes, 0, "--fault drop-doorbell:" + set.set.name() + ": the queue's doorbell "
                    + "was lost", null, 0, 0);
        } else if (set == null) {
            o = new DgeOutcome(false, bytes, 0, DgeGaps.noBackend(st.engine), null, 0, 0);
        } else {
            try {
                o = DgeExecutor.execute(w, i.ext(), st.regs, context(t, set));
            } catch (DeviceException e) {
                String where = String.format(FAILED, t.sg.name(), st.engine.displayName(), i.slot(),
                        (long) i.slot() * InstructionStream.SLOT,
                        Opcodes.name(DgeWords.opcode(w)), e.getMessage());
                em.dgeIssues.add(new DgeIssue(execution, t.sg.name(), st.engine.displayName(), i.slot(),
                        DgeWords.opcode(w), set.set.name(), set.kind(), bytes, 0, false, where, true));
                throw new DeviceException(e.status(), where);
            }
        }
        em.dmaDoorbells += o.doorbells();
        em.triggers.add(new FiredTrigger(execution, t.sg.name(), t.nc, st.engine.displayName(), i.slot(),
                set == null ? "" : set.set.name(), -1, -1, 0));
        em.dgeIssues.add(new DgeIssue(execution, t.sg.name(), st.engine.displayName(), i.slot(), DgeWords.opcode(w),
                set == null ? "" : set.set.name(), set == null ? "" : set.kind(), o.bytes(), o.descriptors(),
                o.executed(), o.reason(), false));
        if (o.oob() != null) {
            String model = em.neff.source();
            em.dgeOob.add(String.format(OOB_NOTIFICATION, model) + " (" + t.sg.name() + " " + st.engine.displayName()
                    + " slot " + i.slot() + ": " + o.oob() + ")");
            em.dgeOob.add(String.format(OOB_MODEL, model));
        }
        return !dropped;
    }

    private static DgeSet set(Tpb t, Engine e) {
        for (DgeSet s : t.dge) {
            if (s.owner == e) {
                return s;
            }
        }
        return null;
    }

    private DgeContext context(Tpb t, DgeSet s) {
        long base = 0;
        int len = 0;
        for (VarPlacement.Placed p : t.vars.all().values()) {
            if ("dge-table".equals(p.var().type()) && p.allocation() != null) {
                base = p.address().base();
                len = p.var().list().size();
                break;
            }
        }
        return new DgeContext(em.dev, t.nc, s.queues, base, len, s.hardware, s.set.name());
    }
}
