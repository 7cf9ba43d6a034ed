package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.DescriptorFields;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;

/**
 * Property tests of the append / pack / dump invariants over many generated cases. Written with a
 * seeded {@link Random} rather than jqwik (decision 0100): every case is reproducible from the seed in
 * the failure message.
 */
class VringPropertiesTest {
    private static final Arch[] ARCHS = Arch.values();

    /** Sizes that hit the chunk boundaries often: 1, 64 KiB ± 1, multiples, and random ones. */
    private static long size(Random r) {
        return switch (r.nextInt(6)) {
            case 0 -> 1 + r.nextInt(64);
            case 1 -> 65536 + r.nextInt(3) - 1;
            case 2 -> 65536L * (1 + r.nextInt(4)) + r.nextInt(3) - 1;
            case 3 -> r.nextInt(3);
            default -> 1 + r.nextInt(5 * 65536);
        };
    }

    @Test
    void appendTotalsEqualTheSumOfChunksAndBarriersFollowTheRules() throws VringException {
        for (int seed = 0; seed < 300; seed++) {
            Random r = new Random(seed);
            Arch arch = ARCHS[r.nextInt(ARCHS.length)];
            Vring v = new Vring("p" + seed, arch);
            long sum = 0;
            long pairs = 0;
            int transfers = 1 + r.nextInt(12);
            for (int t = 0; t < transfers; t++) {
                long size = size(r);
                boolean ex = r.nextBoolean();
                long src = r.nextLong() & 0xFFFFFFFFFFL;
                long dst = r.nextLong() & 0xFFFFFFFFFFL;
                int start = v.tx().usedDescCount();
                if (ex) {
                    v.vringAddDescTransferEx(src, dst, size);
                } else {
                    v.vringAddDescTransfer(src, dst, size);
                }
                boolean sow = !ex && arch.isSowSupported();
                int n = v.tx().usedDescCount() - start;
                assertEquals((size + 65535) / 65536, n, "seed " + seed + ": one pair per <= 64 KiB chunk");
                long chunkSum = 0;
                for (int i = 0; i < n; i++) {
                    DescriptorFields tx = v.tx().decode(start + i);
                    DescriptorFields rx = v.rx().decode(start + i);
                    assertEquals(tx.size(), rx.size(), "seed " + seed);
                    assertTrue(tx.size() <= 65536);
                    if (i < n - 1) {
                        assertEquals(65536, tx.size(), "seed " + seed + ": only the last chunk is short");
                    }
                    assertEquals(src + chunkSum, tx.bufPtr());
                    assertEquals(dst + chunkSum, rx.bufPtr());
                    chunkSum += tx.size();
                    assertEquals(!sow && i == n - 1, tx.dmb(), "seed " + seed + ": DMB on the last chunk only, never with SOW");
                    assertEquals(sow, rx.sow(), "seed " + seed);
                    assertFalse(tx.dmb() && rx.sow(), "SOW is exclusive of DMB");
                    assertTrue(tx.first() && tx.last());
                    assertFalse(rx.first() || rx.last());
                }
                assertEquals(size, chunkSum, "seed " + seed + ": chunks add up to the transfer");
                sum += size;
                pairs += n;
            }
            assertEquals(sum, v.totalTxSize(), "seed " + seed + ": total_tx_size");
            assertEquals(sum, v.totalRxSize(), "seed " + seed + ": total_rx_size");
            assertEquals(pairs, v.tx().usedDescCount());
            assertEquals(pairs, v.rx().usedDescCount());
        }
    }

    private static Vring randomVring(Random r, Arch arch, int maxOps) throws VringException {
        Vring v = new Vring("rv", arch);
        int ops = 1 + r.nextInt(maxOps);
        for (int i = 0; i < ops; i++) {
            switch (r.nextInt(4)) {
                case 0, 1 -> v.vringAddDescTransfer(r.nextInt(1 << 20), r.nextInt(1 << 20), size(r));
                case 2 -> VringPackets.vringAddDmaPacket(v, r.nextInt(1 << 20), r.nextInt(1 << 20), 1 + r.nextInt(8 * 65536));
                default -> VringPackets.vringAddDmaPacketCce(v, CceOp.ADD, new long[] {1, 2}, new long[] {3},
                        1 + r.nextInt(3 * 65536), 0, 1f);
            }
        }
        return v;
    }

    @Test
    void packMakesWellFormedPacketsWithinTheLimits() throws VringException {
        for (int seed = 0; seed < 200; seed++) {
            Random r = new Random(1000 + seed);
            Arch arch = ARCHS[r.nextInt(ARCHS.length)];
            Vring v = randomVring(r, arch, 30);
            int used = v.tx().usedDescCount();
            int start = r.nextInt(used);
            int end = start + 1 + r.nextInt(used - start);
            long maxBytes = r.nextBoolean() ? 1 + r.nextInt(300_000) : 1 + r.nextInt(200);
            long cur = r.nextInt(100);
            long[] before = new long[used * 2];
            v.tx().copyTo(0, used, before, 0);
            long delta = VringPack.vringPackDescs(v, start, end, maxBytes, cur);
            long packets = PacketChecks.checkPackets(v.tx(), start, end, arch.maxDescPerPacket(), maxBytes);
            assertEquals(packets, delta + cur, "seed " + seed + ": packet_delta = after - before");
            int packetBits = LenCtrl.FIRST | LenCtrl.LAST | LenCtrl.CONCAT;
            for (int i = 0; i < used; i++) {
                long w0 = v.tx().word0(i);
                if (i < start || i >= end) {
                    assertEquals(before[2 * i], w0, "seed " + seed + ": outside the window untouched");
                } else {
                    assertEquals(before[2 * i] & ~(packetBits & 0xFFFFFFFFL), w0 & ~(packetBits & 0xFFFFFFFFL),
                            "seed " + seed + ": only FIRST/LAST/CONCAT change");
                }
                assertEquals(before[2 * i + 1], v.tx().word1(i));
            }
        }
    }

    @Test
    void dumpPreservesEveryDescriptorBitForBit() throws VringException {
        for (int seed = 0; seed < 60; seed++) {
            Random r = new Random(5000 + seed);
            Arch arch = ARCHS[r.nextInt(ARCHS.length)];
            Vring v = seed % 20 == 0 ? randomVring(r, arch, 400) : randomVring(r, arch, 20);
            if (seed % 3 == 0) {
                VringPack.vringPackDescs(v, 0, v.tx().usedDescCount(), 1 + r.nextInt(200_000), 0);
            }
            for (Direction d : Direction.values()) {
                VringPages half = v.half(d);
                int n = half.usedDescCount();
                int padded = n + r.nextInt(100);
                long padAddr = r.nextLong();
                Pring p = Pring.dmaRingInfoAlloc(d == Direction.TX ? RingType.TX : RingType.RX, padded, r.nextBoolean());
                VringDump.vringDumpToPringDescriptorsPadded(v, d, p, padded, false, padAddr);
                assertEquals(padded, p.usedDescCount());
                for (int i = 0; i < n; i++) {
                    assertEquals(half.word0(i), p.word0(i), "seed " + seed + " " + d + " word0 of " + i);
                    assertEquals(half.word1(i), p.word1(i), "seed " + seed + " " + d + " word1 of " + i);
                }
                for (int i = n; i < padded; i++) {
                    DescriptorFields f = p.decode(i);
                    assertEquals(4, f.size());
                    assertEquals(padAddr, f.bufPtr());
                    assertEquals(d == Direction.TX, f.first() && f.last());
                }
            }
        }
    }

    @Test
    void everyEventStepsBackToTheStateBeforeIt() throws VringException {
        for (int seed = 0; seed < 120; seed++) {
            Random r = new Random(9000 + seed);
            Arch arch = ARCHS[r.nextInt(ARCHS.length)];
            Vring v = new Vring("u" + seed, arch, 400);
            List<VringEvent> events = VringState.record(v);
            List<VringState> states = new ArrayList<>();
            List<Integer> eventCounts = new ArrayList<>();
            Pring pring = Pring.dmaRingInfoAlloc(RingType.TX, 600, false);
            int ops = 1 + r.nextInt(15);
            for (int i = 0; i < ops; i++) {
                states.add(VringState.of(v));
                eventCounts.add(events.size());
                try {
                    randomOp(r, v, pring);
                } catch (VringException | VringAssertionError e) {
                    // refused ops still report what they changed
                }
            }
            for (int i = ops - 1; i >= 0; i--) {
                for (int e = events.size() - 1; e >= eventCounts.get(i); e--) {
                    VringUndo.revert(v, events.remove(e));
                }
                assertEquals(states.get(i), VringState.of(v), "seed " + seed + ": step back over op " + i);
            }
            assertEquals(0, pring.usedDescCount());
            assertTrue(java.util.Arrays.stream(pring.ringMem()).allMatch(w -> w == 0), "seed " + seed + ": ring restored");
        }
    }

    private static void randomOp(Random r, Vring v, Pring pring) throws VringException {
        int used = v.tx().usedDescCount();
        switch (r.nextInt(9)) {
            case 0, 1 -> v.vringAddDescTransfer(r.nextInt(1 << 16), r.nextInt(1 << 16), size(r));
            case 2 -> VringPackets.vringAddDmaPacket(v, 0x100, 0x200, 1 + r.nextInt(4 * 65536));
            case 3 -> {
                if (used > 0) {
                    VringPack.vringPackDescs(v, r.nextInt(used), used, 1 + r.nextInt(100_000), 0);
                }
            }
            case 4 -> VringEdits.vringAddrRewrite(v, 0, 1 << 15, 1 << 30);
            case 5 -> {
                if (v.rx().usedDescCount() > 0) {
                    VringEdits.vringSetEmbeddedSemaphoreIncOnLastDesc(v, r.nextInt(256), r.nextInt(65536), r.nextBoolean());
                }
            }
            case 6 -> {
                if (used > 0) {
                    VringEdits.vringSetDmbOnLastPacket(v);
                }
            }
            case 7 -> VringTemplates.vringSetTemplate(v, Direction.RX, r.nextBoolean(), r.nextInt(100));
            default -> {
                if (used <= 500) {
                    VringDump.vringDumpToPringDescriptorsPadded(v, Direction.TX, pring, used + r.nextInt(100),
                            r.nextInt(4) == 0, 0xAB);
                }
            }
        }
    }

    @Test
    void templatePointersSurviveEveryBitOfTheirFields() {
        Random r = new Random(42);
        for (int i = 0; i < 10_000; i++) {
            int varId = r.nextInt(BufPtr.VAR_ID_MASK + 1);
            long offset = r.nextLong() & BufPtr.OFFSET_MASK;
            long p = BufPtr.template(varId, offset);
            assertTrue(BufPtr.isTemplate(p));
            assertEquals(varId, BufPtr.varId(p));
            assertEquals(offset, BufPtr.offset(p));
        }
    }
}
