package org.ringscope.model.device;

import org.ringscope.model.vring.RingMemory;

/**
 * A pring's {@code ring_mem} inside the device's HBM (decision 0501): the bytes a dump writes are the
 * bytes the DMA engine fetches. Writes made while the journal records must be explained by a journal
 * record before the next one starts (a vring dump's {@code PringWritten}, or {@link DmaQueue}'s copy
 * methods); otherwise the device refuses to record anything further (see {@link Device}).
 */
final class DeviceRingMemory implements RingMemory {
    private final Device device;
    private final long hbmOffset;
    private final long size;
    private final String name;

    DeviceRingMemory(Device device, String name, long hbmOffset, long size) {
        this.device = device;
        this.name = name;
        this.hbmOffset = hbmOffset;
        this.size = size;
    }

    String name() {
        return name;
    }

    @Override
    public long sizeBytes() {
        return size;
    }

    private long at(long byteOffset, long len) {
        if (byteOffset < 0 || len < 0 || byteOffset + len > size) {
            throw new IndexOutOfBoundsException("ring " + name + ": [" + byteOffset + ", +" + len + ") outside " + size);
        }
        return hbmOffset + byteOffset;
    }

    @Override
    public long getLong(long byteOffset) {
        return device.hbm().getLong(at(byteOffset, 8));
    }

    @Override
    public void putLongs(long byteOffset, long[] src, int srcOff, int n) {
        long a = at(byteOffset, 8L * n);
        device.ringWritten(this);
        device.hbm().putLongs(a, src, srcOff, n);
    }

    @Override
    public void sharePlanes(long byteOffset, long[] plane0, long[] plane1, int at, int count) {
        if (device.ringViews()) {
            long a = at(byteOffset, 16L * count);
            device.ringWritten(this);
            device.hbm().sharePlanes(a, plane0, plane1, at, count);
        } else {
            RingMemory.super.sharePlanes(byteOffset, plane0, plane1, at, count);
        }
    }

    @Override
    public void getLongs(long byteOffset, long[] dst, int dstOff, int n) {
        device.hbm().getLongs(at(byteOffset, 8L * n), dst, dstOff, n);
    }

    @Override
    public boolean isZero(long byteOffset, int n) {
        return device.hbm().isZero(at(byteOffset, 8L * n), 8L * n); // pages never written are zero without a read
    }

    @Override
    public boolean checkpointed() {
        return true;
    }

    @Override
    public void writesRecorded() {
        device.ringWritesRecorded(this);
    }

    @Override
    public long deviceAddress() {
        return DeviceAddressMap.HBM_BASE + hbmOffset;
    }
}
