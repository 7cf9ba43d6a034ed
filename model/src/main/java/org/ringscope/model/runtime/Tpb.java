package org.ringscope.model.runtime;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.device.Allocation;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.dge.InstructionPatch;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.runtime.load.DmaProgram;
import org.ringscope.model.runtime.load.DynamicRings;
import org.ringscope.model.runtime.load.QueueProgram;
import org.ringscope.model.runtime.load.QueueRings;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.Vring;

/**
 * One subgraph staged on one NeuronCore: the runtime's {@code model_t} (7744 bytes, one per subgraph and core;
 * docs/reference/load-path.md) as far as RingScope emulates it — the placed variables, the translated DMA program and the
 * device queues its rings are bound to, the instruction images and their fetch ring, the hw exec queue with
 * its request buffer, and the staged ucode libraries.
 */
final class Tpb {
    /** One queue of a queue set bound to a device DMA queue; {@code fixed} are its load-time rings (null for templates). */
    static final class Binding {
        final QueueProgram program;
        final int q;
        final DmaQueue queue;
        QueueRings fixed;
        QueueRings current;
        long txDescriptors;
        long rxDescriptors;
        long txBytes;
        long rxBytes;
        long packets;

        Binding(QueueProgram program, int q, DmaQueue queue) {
            this.program = program;
            this.q = q;
            this.queue = queue;
        }

        String vring() {
            return program.vrings().get(q).name();
        }
    }

    /** An engine's instruction image in HBM, its instruction buffer and where each stream slot landed. */
    record Image(Engine engine, Allocation image, Allocation ibuf, int bytes, int[] slotAt) {
    }

    final Subgraph sg;
    final String kelf;
    final int index;
    final int nc;
    VarPlacement vars;
    DmaProgram program;
    final List<Binding> bindings = new ArrayList<>();
    final Map<Engine, Image> images = new EnumMap<>(Engine.class);
    Vring instrVring;
    QueueRings instrRings;
    DmaQueue instrQueue;
    DmaQueue execQueue;
    Pring execTx;
    Pring execRx;
    Allocation requestBuffer;
    Allocation mailbox;
    int unpublished;
    DynamicRings ddrs;
    final List<UcodeImage> libs = new ArrayList<>();
    final List<Long> libDmem = new ArrayList<>();
    int embeddingUpdates;
    /** The core's DGE queue sets (decision 1103). */
    final List<DgeSet> dge = new ArrayList<>();
    /** Every instruction the load patched (a pseudo lowered to its real word), in stream order. */
    final List<InstructionPatch> patches = new ArrayList<>();

    Tpb(Subgraph sg, String kelf, int index, int nc) {
        this.sg = sg;
        this.kelf = kelf;
        this.index = index;
        this.nc = nc;
    }

    String prefix() {
        return sg.name() + ":";
    }

    Binding binding(String vring) {
        for (Binding b : bindings) {
            if (b.vring().equals(vring)) {
                return b;
            }
        }
        return null;
    }
}
