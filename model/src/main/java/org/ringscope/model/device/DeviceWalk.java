package org.ringscope.model.device;

import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;

/**
 * The device's ring traffic read back from the journal, for lints and views (no state is touched, nothing is
 * seeked): queue bindings ({@code NEURON_IOCTL_DMA_QUEUE_INIT}), queue resets, descriptor copies into a ring
 * ({@code dma_ring_copy_descriptors} of the sw_dma_queue), doorbells — rung by the host ({@code drtp_inc} /
 * {@code udma_m2m_copy_start}) or written by a DMA packet (the on-device tail increment) — memory writes of DMA
 * packets, and the packets themselves ({@link DevicePackets.PacketInfo}). Addresses are device addresses.
 *
 * <pre>{@code
 * DeviceWalk.walk(device, journal, 0, journal.size(), new DeviceWalk.Visitor() {
 *     public void doorbell(int record, int queue, Direction d, int num, boolean byDma, boolean overrun) { … }
 * });
 * }</pre>
 */
public final class DeviceWalk {
    private DeviceWalk() {
    }

    /** Receives the device's records in journal order; every method defaults to doing nothing. */
    public interface Visitor {
        /** Queue {@code queue} (engine × 16 + q) bound to rings at {@code txBase} / {@code rxBase}. */
        default void queueInit(int record, int queue, long txBase, int txCount, long rxBase, int rxCount) {
        }

        /** Queue {@code queue}'s cursors went back to their initial values. */
        default void queueReset(int record, int queue) {
        }

        /** {@code n} descriptors copied into slots {@code [start, start + n)} of one ring at {@code address}. */
        default void descriptors(int record, int queue, Direction d, int start, int n, long address) {
        }

        /**
         * A doorbell: {@code num} descriptors handed to one ring; {@code byDma} when a DMA packet wrote the
         * {@code drtp_inc}; {@code overrun} when it aborted the queue instead (more in flight than the ring holds).
         */
        default void doorbell(int record, int queue, Direction d, int num, boolean byDma, boolean overrun) {
        }

        /** A DMA packet wrote {@code len} bytes at device address {@code address}. */
        default void dmaWrite(int record, long address, long len) {
        }

        /** A DMA packet executed (or aborted its queue); called after its writes and doorbells. */
        default void packet(DevicePackets.PacketInfo p) {
        }
    }

    /** Visits the device's records {@code [from, to)} of {@code journal}. */
    public static void walk(Device dev, Journal j, int from, int to, Visitor v) {
        if (dev.domain() == null) {
            return;
        }
        int id = dev.domain().id();
        for (int i = Math.max(0, from); i < Math.min(to, j.size()); i++) {
            if (j.domain(i) != id) {
                continue;
            }
            switch (j.kind(i)) {
                case DeviceRecords.QINIT -> init(j, i, v);
                case DeviceRecords.QRESET -> v.queueReset(i, j.a(i));
                case DeviceRecords.DESC -> {
                    ArenaReader r = j.payload(i);
                    int mem = r.getVarInt();
                    long off = r.getVar();
                    int n = r.getVarInt();
                    int ring = j.a(i);
                    v.descriptors(i, ring >> 1, dir(ring), (int) j.b(i), n, address(dev, mem, off));
                }
                case DeviceRecords.DOORBELL -> {
                    ArenaReader r = j.payload(i);
                    r.getVar();
                    r.getVar();
                    r.getVar();
                    int ring = j.a(i);
                    v.doorbell(i, ring >> 1, dir(ring), (int) j.b(i), false, r.getVar() != 0);
                }
                case DeviceRecords.PACKET -> packet(dev, j, i, v);
                default -> {
                }
            }
        }
    }

    private static Direction dir(int ring) {
        return (ring & 1) == 0 ? Direction.TX : Direction.RX;
    }

    private static long address(Device dev, int mem, long off) {
        Region r = switch (mem) {
            case 0 -> Region.HBM;
            case 1 -> Region.STATE_BUFFER;
            case 2 -> Region.DMEM;
            default -> Region.HOST;
        };
        return dev.addressMap().address(r, off);
    }

    private static void init(Journal j, int i, Visitor v) {
        QueueInitRecord q = QueueInitRecord.read(j, i);
        v.queueInit(i, j.a(i), q.txBase(), q.txCount(), q.rxBase(), q.rxCount());
    }

    private static void packet(Device dev, Journal j, int i, Visitor v) {
        ArenaReader r = j.payload(i);
        int n = r.getVarInt();
        int m = r.getVarInt();
        long in = r.getVar();
        long out = r.getVar();
        int notExecuted = r.getVarInt();
        r.getVar();
        PacketWrites pw = new PacketWrites().reset();
        while (true) {
            int tag = r.getByte();
            if (tag == PacketEffects.END) {
                break;
            }
            switch (PacketEffects.type(tag)) {
                case PacketEffects.MEMW -> {
                    pw.get(r, tag);
                    v.dmaWrite(i, address(dev, pw.memory(), pw.offset()), pw.length());
                    PacketEffects.skipOld(r, tag, pw.length());
                }
                case PacketEffects.SEM, PacketEffects.EVT -> {
                    r.getVar();
                    r.getVar();
                    r.getSigned();
                }
                case PacketEffects.BELL -> {
                    int ring = r.getVarInt();
                    int num = r.getVarInt();
                    r.getVar();
                    r.getVar();
                    v.doorbell(i, ring >> 1, dir(ring), num, true, r.getVar() != 0);
                }
                default -> throw new IllegalStateException("packet effect tag " + tag + " in record " + i);
            }
        }
        v.packet(DevicePackets.info(j, i, n, m, in, out, notExecuted));
    }
}
