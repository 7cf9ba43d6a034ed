package org.ringscope.model.device;

import java.util.Random;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDump;
import org.ringscope.model.vring.VringException;

/** A journaled device and the steps the runtime takes to run a vring on it. */
final class Rig {
    final Journal journal = new Journal();
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
        journal.vrings().attach(v);
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

    byte[] read(long addr, int len) throws DeviceException {
        return dev.read(addr, len);
    }
}
