package org.ringscope.model.device.bench;

import org.ringscope.model.device.Allocation;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceException;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.device.MemCategory;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;
import org.ringscope.model.vring.VringDump;
import org.ringscope.model.vring.VringException;

/**
 * The device benchmark scenario (the device performance goals), shared by the JMH benchmark and a future
 * {@code bench device} command: {@code n} small copies appended to one vring (one transfer each), dumped
 * into prings in HBM, one doorbell, and a run of the DMA engine — every step journaled.
 */
public final class DeviceBenchmark {
    /** Bytes per copy. */
    public static final int COPY_BYTES = 8;

    public final Journal journal = new Journal();
    private final VringDomain vrings = new VringDomain(journal);
    public final Device device;
    public final Vring vring;
    public final DmaQueue queue;
    public final int n;
    public final Allocation src;
    public final Allocation dst;

    private DeviceBenchmark(Arch arch, int n) throws DeviceException, VringException {
        this.n = n;
        this.device = new Device(arch, journal);
        src = device.alloc("src", MemCategory.IO, (long) COPY_BYTES * n, 64);
        dst = device.alloc("dst", MemCategory.IO, (long) COPY_BYTES * n, 64);
        byte[] data = new byte[COPY_BYTES * n];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) (i * 31 + 7);
        }
        device.write(src.address(), data);
        vring = new Vring("bench", arch);
        VringDomain.of(journal).attach(vring);
        for (int i = 0; i < n; i++) {
            vring.vringAddDescTransfer(src.address() + (long) COPY_BYTES * i, dst.address() + (long) COPY_BYTES * i,
                    COPY_BYTES);
        }
        Pring tx = device.allocPring("bench.tx", RingType.TX, n, false);
        Pring rx = device.allocPring("bench.rx", RingType.RX, n, false);
        VringDump.vringDumpToPring(vring, tx, rx);
        queue = device.queue(0, 0);
        queue.init(tx, rx);
        if (queue.copyStart(n, n) != 0) {
            throw new IllegalStateException("doorbell refused");
        }
    }

    /** Builds the scenario up to the doorbell (the engine has not run). */
    public static DeviceBenchmark prepare(Arch arch, int n) throws DeviceException, VringException {
        return new DeviceBenchmark(arch, n);
    }

    /** Runs the DMA engine to the end; returns the packets executed. */
    public long run() {
        return device.engine().run();
    }
}
