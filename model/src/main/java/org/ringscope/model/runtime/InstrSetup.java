package org.ringscope.model.runtime;

import java.io.ByteArrayOutputStream;
import org.ringscope.model.device.Allocation;
import org.ringscope.model.device.MemCategory;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.ucode.LoadPoolArgument;
import org.ringscope.model.vring.ArchAddressMap;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;

/**
 * {@code sequencer_setup_instr} (0x4483d0) for one subgraph: each engine's instruction image is assembled
 * ("assembled, not copied": the POOL preamble carries each staged library's load sequence, 0x1095, and its
 * LOAD_POOL_ARGUMENT, 0x107A; docs/reference/load-path.md) and placed in HBM beside an instruction buffer for the engine, and
 * a pseudo PseudoEmbeddingUpdate (0xCA) slot is lowered by {@code translate_one_pseudo_instr_v2} →
 * {@code translate_one_pseudo_embedding_update_instr_v2} → {@code add_load_pool_arguments} into the 0x107A
 * instruction (docs/reference/load-path.md). The copies image → instruction buffer form the subgraph's instruction-fetch
 * vring (a MODEL ring), which the exec request's tail-increment pair publishes each execution (decision 0705).
 * Other pseudo instructions stay as they are: their lowering is not in the references.
 */
final class InstrSetup {
    /** PseudoEmbeddingUpdate. */
    static final int PSEUDO_EMBEDDING_UPDATE = 0xCA;
    /** RingScope's layout of the 0xCA slot: the embedding table's SB offset (u32) and the completion semaphore (u8). */
    static final int EMB_SB_OFFSET = 0x10;
    static final int EMB_SEMAPHORE = 0x14;

    /** A stream whose length is not a whole number of slots (decision 1335). */
    static final String PARTIAL_SLOT = "%s: instruction stream %s (%s) is %d bytes, not a whole number of 64-byte "
            + "slots: %d bytes after the last whole slot, at offset 0x%x";

    private final Emulation em;
    private final Calls calls;
    private final DgeSetup dge;

    InstrSetup(Emulation em) {
        this.em = em;
        this.calls = em.calls;
        this.dge = new DgeSetup(em);
    }

    void setup(Tpb t) throws Exception {
        Vring v = null;
        for (EngineProgram ep : t.sg.engines()) {
            if (ep.instructions().isEmpty()) {
                continue;
            }
            InstructionStream s = ep.instructions().get();
            if (s.trailingBytes() != 0) {
                throw new NrtFailure("sequencer_setup_instr", NrtStatus.NRT_INVALID, false, String.format(PARTIAL_SLOT,
                        t.sg.name(), s.member(), ep.engine().displayName(), s.byteOffset(s.slotCount()) + s.trailingBytes(),
                        s.trailingBytes(), s.byteOffset(s.slotCount())), null);
            }
            if (s.slotCount() == 0) {
                continue;
            }
            ByteArrayOutputStream img = new ByteArrayOutputStream();
            if (ep.engine() == Engine.POOL) {
                for (UcodeImage lib : t.libs) {
                    img.writeBytes(lib.loadSequence());
                    img.writeBytes(lib.poolArgument());
                }
            }
            int[] slotAt = new int[s.slotCount()];
            for (int i = 0; i < s.slotCount(); i++) {
                slotAt[i] = img.size() / InstructionStream.SLOT;
                if (s.opcode(i) == PSEUDO_EMBEDDING_UPDATE) {
                    img.writeBytes(embeddingUpdate(t, s.slotBytes(i)));
                } else if (s.opcode(i) == Opcodes.PSEUDO_DMA_DIRECT_2D) {
                    byte[] ext = i + 1 < s.slotCount() && s.isExtension(i + 1) ? s.slotBytes(i + 1) : null;
                    img.writeBytes(dge.lower(t, ep.engine(), i, img.size(), s.slotBytes(i), ext));
                } else {
                    img.writeBytes(s.slotBytes(i));
                }
            }
            byte[] bytes = img.toByteArray();
            String name = t.prefix() + ep.engine().displayName();
            Allocation image = em.dev.alloc(name + ".instr", MemCategory.RUNTIME, bytes.length, 64);
            Allocation ibuf = em.dev.alloc(name + ".ibuf", MemCategory.RUNTIME, bytes.length, 64);
            em.dev.write(image.address(), bytes);
            if (v == null) {
                v = new Vring(t.sg.name() + "_instr", em.arch);
                VringDomain.of(em.journal).attach(v);
            }
            v.vringAddDescTransfer(image.address(), ibuf.address(), bytes.length);
            t.images.put(ep.engine(), new Tpb.Image(ep.engine(), image, ibuf, bytes.length, slotAt));
        }
        t.instrVring = v;
    }

    /**
     * {@code translate_one_pseudo_instr_v2} (the dispatcher, jump table @0x9da260) →
     * {@code translate_one_pseudo_embedding_update_instr_v2}: one 0xCA slot → the 64-byte 0x107A instruction.
     */
    private byte[] embeddingUpdate(Tpb t, byte[] slot) {
        return calls.fn("translate_one_pseudo_instr_v2", () -> translateEmbeddingUpdate(t, slot));
    }

    private byte[] translateEmbeddingUpdate(Tpb t, byte[] slot) {
        return calls.fn("translate_one_pseudo_embedding_update_instr_v2", () -> {
            long sbOffset = (slot[EMB_SB_OFFSET] & 0xFFL) | (slot[EMB_SB_OFFSET + 1] & 0xFFL) << 8
                    | (slot[EMB_SB_OFFSET + 2] & 0xFFL) << 16 | (slot[EMB_SB_OFFSET + 3] & 0xFFL) << 24;
            int sem = slot[EMB_SEMAPHORE] & 0xFF;
            ArchAddressMap map = em.dev.addressMap().archMap();
            byte[] out = new byte[LoadPoolArgument.SIZE];
            calls.run("add_load_pool_arguments", () -> {
                LoadPoolArgument.addLoadPoolArguments(out, 0, sbOffset, map.awsHalStpbGetAxiOffset(t.nc),
                        map.tdrvArchGetEvtAccelAddr(t.nc, true), map.tdrvArchGetSemIncAddr(t.nc, sem), 0);
                calls.leaf("add_ins");
            });
            t.embeddingUpdates++;
            return out;
        });
    }
}
