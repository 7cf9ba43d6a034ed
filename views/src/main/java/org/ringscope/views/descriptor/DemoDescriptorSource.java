package org.ringscope.views.descriptor;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringException;
import org.ringscope.model.vring.VringPackets;
import org.ringscope.model.vring.VringPages;

/**
 * A real vring built in memory by the model's own append functions, as a {@link DescriptorSource} for the
 * inspector until the session provides vrings at the cursor. MARIANA (v4), so every bit has a
 * case: a 70,000-byte transfer (a 65,536-byte chunk whose LENGTH is 0, SOW on the RX side), a
 * {@code _ex} transfer (DMB on its last chunk), a 150,000-byte packet (FIRST / CONCAT / LAST), a packet
 * with the notification mask, and a template source pointer (var_id 7, offset 0x1200).
 */
public final class DemoDescriptorSource implements DescriptorSource {
    /** The demo vring's name. */
    public static final String VRING = "demo";

    private final Arch arch = Arch.MARIANA;
    private final long[][] words = new long[2][];

    public DemoDescriptorSource() {
        Vring v = new Vring(VRING, arch);
        try {
            v.vringAddDescTransfer(0x4_0000_0000L, 0x8_0010_0000L, 70_000);
            v.vringAddDescTransferEx(0x4_0002_0000L, 0x8_0020_0000L, 4_096);
            VringPackets.vringAddDmaPacket(v, 0x4_0010_0000L, 0x8_0030_0000L, 150_000);
            VringPackets.vringAddDmaPacketV2(v, 0x4_0020_0000L, 0x8_0040_0000L, 2_048, true, true);
            v.vringAddDescTransfer(BufPtr.template(7, 0x1200), 0x8_0050_0000L, 512);
        } catch (VringException e) {
            throw new IllegalStateException("the demo vring could not be built: " + e.getMessage(), e);
        }
        for (Direction d : Direction.values()) {
            VringPages half = v.half(d);
            long[] w = new long[half.usedDescCount() * 2];
            half.copyTo(0, half.usedDescCount(), w, 0);
            words[d.ordinal()] = w;
        }
    }

    /** The first TX descriptor: what the inspector shows before anything is selected. */
    public Descriptor first() {
        return Half.of(VRING, Direction.TX).descriptor(0);
    }

    /** Descriptors in a half. */
    public int count(Direction d) {
        return words[d.ordinal()].length / 2;
    }

    @Override
    public String name() {
        return "demo vring (" + arch.name() + ")";
    }

    @Override
    public CompletionStage<Optional<DescriptorWords>> read(Location location) {
        return CompletableFuture.completedFuture(readNow(location));
    }

    /** The words of a demo descriptor, at once. */
    public Optional<DescriptorWords> readNow(Location location) {
        if (location instanceof Descriptor d && d.half().vring().name().equals(VRING)) {
            long[] w = words[d.half().direction().ordinal()];
            int i = d.index();
            if (i * 2L + 1 < w.length) {
                return Optional.of(new DescriptorWords(d.half().direction(), arch, w[2 * i], w[2 * i + 1], w.length / 2));
            }
        }
        return Optional.empty();
    }
}
