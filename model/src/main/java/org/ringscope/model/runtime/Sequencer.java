package org.ringscope.model.runtime;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.device.DeviceException;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.neff.DmaEntry;
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
 * inputs before outputs by queue-set type, then core and engine; each stream always in its own order. DGE
 * (PseudoDmaDirect2d) slots are recorded as what they are: descriptors the device generates, not emulated.
 */
final class Sequencer {
    /** The semaphore the ucode load's LOAD_POOL_ARGUMENT names as its completion (decision 0703). */
    static final int UCODE_LOAD_SEM = 254;

    private final Emulation em;

    Sequencer(Emulation em) {
        this.em = em;
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
        List<List<Pending>> streams = new ArrayList<>();
        for (Tpb t : tpbs) {
            for (Engine e : Engine.values()) {
                Tpb.Image img = t.images.get(e);
                if (img != null) {
                    streams.add(triggers(t, img));
                }
            }
        }
        int[] pos = new int[streams.size()];
        while (true) {
            int best = -1;
            for (int s = 0; s < streams.size(); s++) {
                if (pos[s] < streams.get(s).size() && (best < 0 || before(streams.get(s).get(pos[s]),
                        streams.get(best).get(pos[best])))) {
                    best = s;
                }
            }
            if (best < 0) {
                break;
            }
            fire(streams.get(best).get(pos[best]++), execution);
        }
        return em.dev.errors().size() == errors;
    }

    private static boolean before(Pending a, Pending b) {
        if (a.instN != b.instN) {
            return Long.compareUnsigned(a.instN, b.instN) < 0;
        }
        if (a.rank != b.rank) {
            return a.rank < b.rank;
        }
        if (a.tpb.index != b.tpb.index) {
            return a.tpb.index < b.tpb.index;
        }
        return a.engine.ordinal() < b.engine.ordinal();
    }

    /** The trigger slots of one stream, read out of the engine's instruction buffer in device memory. */
    private List<Pending> triggers(Tpb t, Tpb.Image img) throws DeviceException {
        byte[] buf = em.dev.read(img.ibuf().address(), img.bytes());
        InstructionStream s = new InstructionStream("ibuf", buf);
        List<Pending> out = new ArrayList<>();
        for (int i = 0; i < img.slotAt().length; i++) {
            int at = img.slotAt()[i];
            int op = s.opcode(at);
            if (op != Opcodes.PSEUDO_DMA_TRIGGER && op != Opcodes.PSEUDO_DMA_DIRECT_2D) {
                continue;
            }
            byte[] slot = s.slotBytes(at);
            long instN = -1;
            int rank = 1;
            if (op == Opcodes.PSEUDO_DMA_TRIGGER) {
                InstructionStream.DmaTrigger tr = new InstructionStream("slot", slot).dmaTrigger(0).orElseThrow();
                for (EntryLocation loc : t.program.locate(tr)) {
                    DmaEntry e = t.sg.engine(loc.engine()).orElseThrow().dma().get(loc.entryIndex());
                    instN = instNumber(e.comment());
                }
                rank = rank(t, tr.queue());
            }
            out.add(new Pending(t, img.engine(), i, slot, instN, rank));
        }
        return out;
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

    private void fire(Pending p, int execution) throws DeviceException {
        Tpb t = p.tpb;
        InstructionStream s = new InstructionStream("slot", p.bytes);
        if (s.opcode(0) == Opcodes.PSEUDO_DMA_DIRECT_2D) {
            String q = name(p.bytes, 12);
            em.triggers.add(new FiredTrigger(execution, t.sg.name(), t.nc, p.engine.displayName(), p.slot, q, -1, -1, 0));
            return;
        }
        InstructionStream.DmaTrigger tr = s.dmaTrigger(0).orElseThrow();
        List<EntryLocation> locs = t.program.locate(tr);
        for (EntryLocation loc : locs) {
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
    }

    private static String name(byte[] b, int off) {
        int end = off;
        while (end < b.length && end < off + 32 && b[end] != 0) {
            end++;
        }
        return new String(b, off, end - off, java.nio.charset.StandardCharsets.US_ASCII);
    }
}
