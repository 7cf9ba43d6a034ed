package org.ringscope.model.runtime;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.device.DeviceException;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.dge.RegisterOps;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.runtime.load.EntryLocation;
import org.ringscope.model.udma.Direction;

/**
 * The device side of one execution of a kelf, after the doorbell (decision 0705). Each core's sequencer waits
 * on the INFERENCE_START semaphore, takes it, and hands the hw exec queue's new descriptors to its DMA engine
 * ({@code drtp_inc}, RX then TX): the request lands in the mailbox, the request-load event is poked and the
 * tail-increment pair publishes the instruction fetch, which copies every engine's image into its instruction
 * buffer. Then the engines run their streams out of those buffers: each PseudoDMATrigger publishes its entry's
 * descriptor range ({@code DmaProgram.locate}) with {@code drtp_inc}, RX then TX, and the DMA engine executes
 * it — bytes move, semaphores rise. Streams run in one deterministic global order that respects data flow:
 * by the compiler's instruction number ({@code inst.N} in the entry's {@code #comment}) where present, else
 * inputs before outputs by queue-set type, then core and engine; each stream always in its own order, each
 * instruction when its wait holds ({@link IssueLoop}, decision 1104). A lowered DGE word generates its
 * descriptors on the core's 16 DMA engines ({@link DgeIssuer}, decision 1103).
 */
final class Sequencer {
    /** The semaphore the ucode load's LOAD_POOL_ARGUMENT names as its completion (decision 0703). */
    static final int UCODE_LOAD_SEM = 254;

    private final Emulation em;
    private final DgeIssuer dge;
    private boolean hung;

    Sequencer(Emulation em) {
        this.em = em;
        this.dge = new DgeIssuer(em);
    }

    /** A trigger slot waiting in a stream. */
    private record Pending(Tpb tpb, Engine engine, int slot, byte[] bytes, long instN, int rank) {
    }

    /** Runs the kelf's cores for execution {@code execution}; returns false when the DMA engine aborted a queue. */
    boolean run(List<Tpb> tpbs, int execution) throws DeviceException {
        int errors = em.dev.errors().size();
        for (Tpb t : tpbs) {
            if (em.dev.sync().semaphore(t.nc, Kickoff.INFERENCE_START) < 1) {
                em.notes.add(t.sg.name() + ": INFERENCE_START not raised; the core stays idle");
                continue;
            }
            em.dev.semaphoreDecrement(t.nc, Kickoff.INFERENCE_START, 1);
            if (t.unpublished > 0) {
                t.execQueue.drtpInc(Direction.RX, t.unpublished);
                t.execQueue.drtpInc(Direction.TX, t.unpublished);
                em.hostDoorbells += 2;
                if (t.instrVring != null) {
                    em.dmaDoorbells += 2;
                }
                t.unpublished = 0;
            }
            em.dev.engine().run();
        }
        List<IssueLoop.Stream> streams = new ArrayList<>();
        for (Tpb t : tpbs) {
            for (Engine e : Engine.values()) {
                Tpb.Image img = t.images.get(e);
                if (img != null) {
                    byte[] buf = em.dev.read(img.ibuf().address(), img.bytes());
                    streams.add(new IssueLoop.Stream(t, e, IssueLoop.instructions(t, img, buf,
                            en -> instNumber(en.comment()), q -> rank(t, q))));
                }
            }
        }
        IssueLoop loop = new IssueLoop(em, streams, execution);
        boolean done;
        try {
            done = loop.run(new IssueLoop.Device() {
                @Override
                public boolean[] trigger(IssueLoop.Stream st, IssueLoop.Instr i) throws Exception {
                    return fire(new Pending(st.tpb, st.engine, i.slot(), i.bytes(), i.instN(), i.rank()), execution,
                            loop.plan());
                }

                @Override
                public boolean dge(IssueLoop.Stream st, IssueLoop.Instr i) throws Exception {
                    return dge.issue(st, i, execution, loop.plan());
                }

                @Override
                public void register(IssueLoop.Stream st, IssueLoop.Instr i) {
                    long sb = em.dev.addressMap().sbAddress(st.tpb.nc, 0, 0);
                    RegisterOps.execute(i.bytes(), st.regs,
                            (addr, len) -> em.dev.read(sb + addr, len), st.engine.displayName() + " slot " + i.slot()
                                    + " (" + Opcodes.name(i.bytes()[0]) + ")");
                }
            });
        } catch (DeviceException e) {
            throw e;
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        hung = !done;
        return em.dev.errors().size() == errors;
    }

    /** Whether the last {@link #run} hung: no engine could issue although streams remained. */
    boolean hung() {
        return hung;
    }

    /** N of {@code inst.N-…}, or -1 (sorts last, unsigned). */
    static long instNumber(String comment) {
        if (comment == null || !comment.startsWith("inst.")) {
            return -1;
        }
        int end = 5;
        while (end < comment.length() && Character.isDigit(comment.charAt(end))) {
            end++;
        }
        return end == 5 ? -1 : Long.parseLong(comment.substring(5, end));
    }

    private static int rank(Tpb t, String queue) {
        for (QueueSet qs : t.sg.queueSets()) {
            if (qs.name().equals(queue) || qs.queueInstances().contains(queue)) {
                return "in".equals(qs.type()) ? 0 : "out".equals(qs.type()) ? 2 : 1;
            }
        }
        return 1;
    }

    /**
     * Publishes the trigger's entries (RX then TX) and runs the DMA engine; an entry a fault drops publishes
     * nothing. Returns, per entry, whether its DMA ran.
     */
    private boolean[] fire(Pending p, int execution, IssuePlan plan) throws DeviceException {
        Tpb t = p.tpb;
        InstructionStream s = new InstructionStream("slot", p.bytes);
        InstructionStream.DmaTrigger tr = s.dmaTrigger(0).orElseThrow();
        List<EntryLocation> locs = t.program.locate(tr);
        boolean[] ran = new boolean[locs.size()];
        for (int k = 0; k < locs.size(); k++) {
            EntryLocation loc = locs.get(k);
            if (plan.dropOf(tr.queue(), tr.dmaId()) != null) {
                em.notes.add(String.format("%s: --fault: %s id %d (%s slot %d) not published", t.sg.name(), tr.queue(),
                        tr.dmaId(), p.engine.displayName(), p.slot));
                continue;
            }
            ran[k] = true;
            Tpb.Binding b = t.binding(loc.vring());
            DmaQueue q = b.queue;
            if (q.tail(Direction.TX) != loc.txStart() % q.descCount(Direction.TX)) {
                em.notes.add(String.format("%s: trigger of %s id %d publishes from ring slot %d, but its descriptors "
                        + "start at %d", t.sg.name(), tr.queue(), tr.dmaId(), q.tail(Direction.TX), loc.txStart()));
            }
            if (loc.rxCount() > 0) {
                q.drtpInc(Direction.RX, loc.rxCount());
                em.hostDoorbells++;
            }
            if (loc.txCount() > 0) {
                q.drtpInc(Direction.TX, loc.txCount());
                em.hostDoorbells++;
            }
            em.dev.engine().run();
        }
        em.triggers.add(new FiredTrigger(execution, t.sg.name(), t.nc, p.engine.displayName(), p.slot, tr.queue(),
                tr.dmaId(), p.instN, locs.size()));
        return ran;
    }

    private static String name(byte[] b, int off) {
        int end = off;
        while (end < b.length && end < off + 32 && b[end] != 0) {
            end++;
        }
        return new String(b, off, end - off, StandardCharsets.US_ASCII);
    }
}
