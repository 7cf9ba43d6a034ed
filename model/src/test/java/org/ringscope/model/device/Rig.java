package org.ringscope.model.device;

import java.util.Random;
import java.util.function.UnaryOperator;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;
import org.ringscope.model.vring.VringDump;
import org.ringscope.model.vring.VringException;

/** A journaled device and the steps the runtime takes to run a vring on it. */
final class Rig {
    final Journal journal = new Journal();
    final VringDomain vrings = new VringDomain(journal);
    final Device dev;
    final Arch arch;

    Rig(Arch arch) {
        this.arch = arch;
        this.dev = new Device(arch, journal);
    }

    static byte[] random(int n, long seed) {
        byte[] b = new byte[n];
        new Random(seed).nextBytes(b);
        return b;
    }

    Allocation buffer(String name, long size) throws DeviceException {
        return dev.alloc(name, MemCategory.IO, size, 64);
    }

    Allocation filled(String name, int size, long seed) throws DeviceException {
        Allocation a = buffer(name, size);
        dev.write(a.address(), random(size, seed));
        return a;
    }

    Vring vring(String name) {
        Vring v = new Vring(name, arch);
        VringDomain.of(journal).attach(v);
        return v;
    }

    /** Places prings for {@code v}, dumps it, binds queue {@code eng.q}; does not ring. */
    DmaQueue load(Vring v, int eng, int q) throws DeviceException, VringException {
        Pring tx = dev.allocPring(v.name() + ".tx", RingType.TX, v.tx().usedDescCount(), false);
        Pring rx = dev.allocPring(v.name() + ".rx", RingType.RX, v.rx().usedDescCount(), false);
        VringDump.vringDumpToPring(v, tx, rx);
        DmaQueue queue = dev.queue(eng, q);
        queue.init(tx, rx);
        return queue;
    }

    /** {@link #load}, the doorbell for every descriptor, and a run. */
    DmaQueue run(Vring v, int eng, int q) throws DeviceException, VringException {
        DmaQueue queue = load(v, eng, q);
        if (queue.copyStart(v.tx().usedDescCount(), v.rx().usedDescCount()) != 0) {
            throw new IllegalStateException("doorbell refused");
        }
        dev.engine().run();
        return queue;
    }

    /**
     * Runs {@code v}'s descriptors on queue {@code eng.q} after {@code edit} rewrote the TX words (word pairs,
     * as {@link org.ringscope.model.vring.VringPages#copyTo} gives them) — for packets the builders do not make.
     */
    DmaQueue runEdited(Vring v, int eng, int q, UnaryOperator<long[]> edit)
            throws DeviceException, VringException {
        long[] tx = new long[2 * v.tx().usedDescCount()];
        v.tx().copyTo(0, v.tx().usedDescCount(), tx, 0);
        long[] rx = new long[2 * v.rx().usedDescCount()];
        v.rx().copyTo(0, v.rx().usedDescCount(), rx, 0);
        tx = edit.apply(tx);
        Pring ptx = dev.allocPring(v.name() + ".tx", RingType.TX, tx.length / 2, false);
        Pring prx = dev.allocPring(v.name() + ".rx", RingType.RX, rx.length / 2, false);
        DmaQueue queue = dev.queue(eng, q);
        queue.init(ptx, prx);
        queue.copyDescriptors(Direction.TX, 0, tx, 0, tx.length / 2);
        queue.copyDescriptors(Direction.RX, 0, rx, 0, rx.length / 2);
        if (queue.copyStart(tx.length / 2, rx.length / 2) != 0) {
            throw new IllegalStateException("doorbell refused");
        }
        dev.engine().run();
        return queue;
    }

    byte[] read(long addr, int len) throws DeviceException {
        return dev.read(addr, len);
    }
}
