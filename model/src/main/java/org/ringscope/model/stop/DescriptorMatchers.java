package org.ringscope.model.stop;

import java.util.function.BooleanSupplier;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceEvents;
import org.ringscope.model.device.SlotReads;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.trace.Condition;
import org.ringscope.model.trace.IntList;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;

/**
 * The phases of one vring descriptor as matchers: the vring records that appended, edited or dumped it (read from
 * their kind and vring columns first, decoded only when they are that vring's), the doorbell that published a dump of
 * it and the DMA packets that read its pring slot.
 */
final class DescriptorMatchers {
    /** The vring function that packs descriptors in place. */
    static final String PACK = "vring_pack_descs";

    private final SessionVrings.Entry entry;
    private final StopCompiler c;
    private final VringDomain vd;
    private final Vring v;

    DescriptorMatchers(SessionVrings.Entry entry, StopCompiler c) {
        this.entry = entry;
        this.c = c;
        this.vd = c.vrings();
        this.v = entry.vring();
    }

    Matcher compile(Descriptor d, StopCondition.Phase phase) {
        Direction h = d.half().direction();
        int idx = d.index();
        Journal j = c.journal();
        return switch (phase) {
            case AUTHORED -> Matchers.scan(j, authored(h, idx));
            case EDITED -> Matchers.scan(j, edited(h, idx, false));
            case PACKED -> Matchers.scan(j, edited(h, idx, true));
            case DUMPED -> Matchers.scan(j, dumped(h, idx));
            case ANY -> {
                Condition a = authored(h, idx);
                Condition e = edited(h, idx, false);
                Condition u = dumped(h, idx);
                yield Matchers.scan(j, (jj, i) -> a.matches(jj, i) || e.matches(jj, i) || u.matches(jj, i));
            }
            case PUBLISHED -> Matchers.listed(cancelled -> published(h, idx, cancelled));
            case EXECUTED -> {
                Pring p = entry.pring(h);
                yield Matchers.listed(cancelled -> p == null || p.memory() == null ? new IntList()
                        : SlotReads.of(c.device(), j, StopCompiler.base(p), h, idx, cancelled));
            }
            case FLIP -> throw new IllegalArgumentException("a descriptor has no phase flip");
        };
    }

    private boolean mine(int i) {
        return vd.owns(i) && vd.vringOf(i) == v;
    }

    /** An append that wrote it; for a per-execution build, the attach that brought its descriptors. */
    private Condition authored(Direction h, int idx) {
        boolean build = "dynamic".equals(entry.kind());
        return (j, i) -> {
            if (!mine(i)) {
                return false;
            }
            VringDomain.Touch.Kind k = vd.kindOf(i);
            if (k == VringDomain.Touch.Kind.APPEND) {
                return vd.appendOf(i).wrote(h, idx);
            }
            return build && k == VringDomain.Touch.Kind.ATTACH;
        };
    }

    private Condition edited(Direction h, int idx, boolean packOnly) {
        return (j, i) -> {
            if (!mine(i) || vd.kindOf(i) != VringDomain.Touch.Kind.EDIT) {
                return false;
            }
            VringDomain.Touch t = vd.touchOf(i);
            return t.wrote(h, idx, idx + 1) && (!packOnly || PACK.equals(t.function()));
        };
    }

    private Condition dumped(Direction h, int idx) {
        return (j, i) -> {
            if (!mine(i) || !vd.isDump(i)) {
                return false;
            }
            VringDomain.Dump d = vd.dumpOf(i);
            return d.half() == h && idx < d.paddedSize();
        };
    }

    /** The first doorbell on the queue its pring is bound to after each dump that copied it. */
    private IntList published(Direction h, int idx, BooleanSupplier cancelled) {
        IntList out = new IntList();
        Pring p = entry.pring(h);
        if (p == null || p.memory() == null) {
            return out;
        }
        long base = StopCompiler.base(p);
        Device dev = c.device();
        Journal j = c.journal();
        Condition dump = dumped(h, idx);
        int[] queue = {-1};
        boolean[] pending = {false};
        DeviceEvents.Sink sink = new DeviceEvents.Sink() {
            @Override
            public void queueInit(int record, int q, long txBase, int txCount, long rxBase, int rxCount) {
                if ((h == Direction.TX ? txBase : rxBase) == base) {
                    queue[0] = q;
                }
            }

            @Override
            public void doorbell(int record, int ring, int num, int byQueue, boolean aborted) {
                if (pending[0] && ring / 2 == queue[0]) {
                    out.add(record);
                    pending[0] = false;
                }
            }
        };
        for (int i = 0; i < j.size(); i++) {
            if (i % Matcher.CHECK_EVERY == 0 && cancelled.getAsBoolean()) {
                return null;
            }
            if (dump.matches(j, i)) {
                pending[0] = true;
            } else if (DeviceEvents.isDevice(dev, j, i)) {
                DeviceEvents.read(dev, j, i, sink);
            }
        }
        return out;
    }
}
