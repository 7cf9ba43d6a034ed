package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.quicktheories.QuickTheory;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.DescriptorFields;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;

/**
 * Property tests of the append / pack / dump / undo invariants, written with QuickTheories rather than
 * jqwik (decision 0100). Every case is a plain value (records and lists of records) drawn from
 * generators biased toward the 64 KiB chunk boundaries; a failing case is shrunk and reported as the
 * smallest falsifying value. The seeds are fixed so CI is reproducible; to explore further, change a seed
 * or raise an example count locally.
 */
class VringPropertiesTest {
    private static final long KIB64 = 65536;

    /** Bounds the shrinker so that a failure is reported in seconds, not minutes. */
    private static final int SHRINK_CYCLES = 2_000;

    private static QuickTheory qtWith(long seed, int examples) {
        return qt().withFixedSeed(seed).withExamples(examples).withShrinkCycles(SHRINK_CYCLES);
    }

    // ---- generators -----------------------------------------------------------------------------

    private static final Gen<Arch> ARCHS = Generate.enumValues(Arch.class);

    /**
     * Transfer sizes that hit the chunk boundaries often: 0..2, 1..64, 65535..65537, k·64 KiB ± 1
     * (k = 1..4), and any size up to 5·64 KiB (twice as often as each of the others).
     */
    private static Gen<Long> sizes() {
        return Generate.frequency(List.of(
                Pair.of(1, Generate.longRange(0, 2)),
                Pair.of(1, Generate.longRange(1, 64)),
                Pair.of(1, Generate.longRange(KIB64 - 1, KIB64 + 1)),
                Pair.of(1, Generate.range(1, 4).zip(Generate.range(-1, 1), (k, d) -> KIB64 * k + d)),
                Pair.of(2, Generate.longRange(1, 5 * KIB64))));
    }

    /** Positive sizes up to {@code max}: the boundary-biased {@link #sizes()} (at least 1), or uniform. */
    private static Gen<Long> positiveSizes(long max) {
        return sizes().map(s -> Math.min(max, Math.max(1, s))).mix(Generate.longRange(1, max));
    }

    /** A 40-bit address, as the bus gives it. */
    private static Gen<Long> addresses40() {
        return Generate.longRange(0, 0xFF_FFFF_FFFFL);
    }

    // ---- append ---------------------------------------------------------------------------------

    /** One {@code vring_add_desc_transfer} ({@code ex = false}) or {@code _ex} call. */
    record Transfer(long src, long dst, long size, boolean ex) {
    }

    private static Gen<Transfer> transfers() {
        return addresses40().zip(addresses40(), sizes(), Generate.booleans(), Transfer::new);
    }

    @Test
    void appendTotalsEqualTheSumOfChunksAndBarriersFollowTheRules() {
        qtWith(1, 1_000).forAll(ARCHS, lists().of(transfers()).ofSizeBetween(1, 12)).checkAssert((arch, ts) -> {
            Vring v = new Vring("p", arch);
            long sum = 0;
            long pairs = 0;
            for (Transfer t : ts) {
                int start = v.tx().usedDescCount();
                unchecked(() -> {
                    if (t.ex()) {
                        v.vringAddDescTransferEx(t.src(), t.dst(), t.size());
                    } else {
                        v.vringAddDescTransfer(t.src(), t.dst(), t.size());
                    }
                });
                boolean sow = !t.ex() && arch.isSowSupported();
                int n = v.tx().usedDescCount() - start;
                assertEquals((t.size() + KIB64 - 1) / KIB64, n, "one pair per <= 64 KiB chunk");
                long chunkSum = 0;
                for (int i = 0; i < n; i++) {
                    DescriptorFields tx = v.tx().decode(start + i);
                    DescriptorFields rx = v.rx().decode(start + i);
                    assertEquals(tx.size(), rx.size(), "tx and rx chunk sizes agree");
                    assertTrue(tx.size() <= KIB64, "chunk of " + tx.size() + " bytes");
                    if (i < n - 1) {
                        assertEquals(KIB64, tx.size(), "only the last chunk is short");
                    }
                    assertEquals(t.src() + chunkSum, tx.bufPtr(), "tx buf_ptr of chunk " + i);
                    assertEquals(t.dst() + chunkSum, rx.bufPtr(), "rx buf_ptr of chunk " + i);
                    chunkSum += tx.size();
                    assertEquals(!sow && i == n - 1, tx.dmb(), "DMB on the last chunk only, never with SOW");
                    assertEquals(sow, rx.sow(), "SOW iff not _ex and the arch supports it");
                    assertFalse(tx.dmb() && rx.sow(), "SOW is exclusive of DMB");
                    assertTrue(tx.first() && tx.last(), "tx FIRST|LAST");
                    assertFalse(rx.first() || rx.last(), "rx neither FIRST nor LAST");
                }
                assertEquals(t.size(), chunkSum, "chunks add up to the transfer");
                sum += t.size();
                pairs += n;
            }
            assertEquals(sum, v.totalTxSize(), "total_tx_size");
            assertEquals(sum, v.totalRxSize(), "total_rx_size");
            assertEquals(pairs, v.tx().usedDescCount(), "tx used");
            assertEquals(pairs, v.rx().usedDescCount(), "rx used");
        });
    }

    // ---- authoring ops (a vring built from a list of them) ----------------------------------------

    /** An authoring call that builds part of a vring. */
    sealed interface Build {
        void apply(Vring v) throws VringException;
    }

    record AddTransfer(long src, long dst, long size) implements Build {
        @Override
        public void apply(Vring v) throws VringException {
            v.vringAddDescTransfer(src, dst, size);
        }
    }

    record AddDmaPacket(long src, long dst, long size) implements Build {
        @Override
        public void apply(Vring v) throws VringException {
            VringPackets.vringAddDmaPacket(v, src, dst, size);
        }
    }

    record AddCcePacket(CceOp op, long size) implements Build {
        @Override
        public void apply(Vring v) throws VringException {
            VringPackets.vringAddDmaPacketCce(v, op, new long[] {1, 2}, new long[] {3}, size, 0, 1f);
        }
    }

    /**
     * {@code count} back-to-back small transfers: long runs of small descriptors, so that a pack reaches
     * the per-arch descriptor cap (65 or 128) before the byte budget.
     */
    record AddSmallTransfers(int count, long size) implements Build {
        @Override
        public void apply(Vring v) throws VringException {
            for (int i = 0; i < count; i++) {
                v.vringAddDescTransfer(0x1000L * i, 0x8000_0000L + 0x1000L * i, size);
            }
        }
    }

    private static Gen<Build> builds() {
        Gen<Long> addr20 = Generate.longRange(0, (1 << 20) - 1);
        return Generate.frequency(List.of(
                Pair.of(2, addr20.zip(addr20, sizes(), AddTransfer::new)),
                Pair.of(1, Generate.range(1, 300).zip(Generate.longRange(1, 64).mix(Generate.longRange(1, 4096)),
                        AddSmallTransfers::new)),
                Pair.of(1, addr20.zip(addr20, positiveSizes(8 * KIB64), AddDmaPacket::new)),
                Pair.of(1, Generate.pick(List.of(CceOp.ADD, CceOp.MIN, CceOp.MAX))
                        .zip(positiveSizes(3 * KIB64), AddCcePacket::new))));
    }

    private static Vring build(Arch arch, List<Build> ops) {
        Vring v = new Vring("rv", arch);
        for (Build op : ops) {
            unchecked(() -> op.apply(v));
        }
        return v;
    }

    /**
     * Packet byte budgets: tiny (1..200), around the chunk boundaries, anything up to 300,000, or
     * unlimited (only the descriptor cap closes packets).
     */
    private static Gen<Long> budgets() {
        return Generate.frequency(List.of(
                Pair.of(2, Generate.longRange(1, 200)),
                Pair.of(1, Generate.constant(Long.MAX_VALUE)),
                Pair.of(1, positiveSizes(5 * KIB64)),
                Pair.of(2, Generate.longRange(1, 300_000))));
    }

    // ---- pack -----------------------------------------------------------------------------------

    /**
     * A pack of the window {@code [start, end)} where {@code start = startPick mod used} and
     * {@code end = start + 1 + endPick mod (used - start)}, so every window is valid and both shrink
     * toward the smallest one.
     */
    record PackCase(Arch arch, List<Build> ops, int startPick, int endPick, long maxBytes, long cur) {
    }

    @Test
    void packMakesWellFormedPacketsWithinTheLimits() {
        Gen<PackCase> cases = ARCHS.zip(lists().of(builds()).ofSizeBetween(1, 30),
                Generate.range(0, Integer.MAX_VALUE).zip(Generate.range(0, Integer.MAX_VALUE), Pair::of),
                budgets().zip(Generate.longRange(0, 99), Pair::of),
                (arch, ops, window, budget) -> new PackCase(arch, ops, window._1, window._2, budget._1, budget._2));
        qtWith(2, 500).forAll(cases).checkAssert(c -> {
            Vring v = build(c.arch(), c.ops());
            int used = v.tx().usedDescCount();
            if (used == 0) {
                return; // every op was a 0-byte transfer: nothing to pack
            }
            int start = c.startPick() % used;
            int end = start + 1 + c.endPick() % (used - start);
            long[] before = new long[used * 2];
            v.tx().copyTo(0, used, before, 0);
            long delta = value(() -> VringPack.vringPackDescs(v, start, end, c.maxBytes(), c.cur()));
            long packets = PacketChecks.checkPackets(v.tx(), start, end, c.arch().maxDescPerPacket(), c.maxBytes(),
                    true);
            assertEquals(packets, delta + c.cur(), "packet_delta = after - before, window [" + start + ", " + end + ")");
            long packetBits = (LenCtrl.FIRST | LenCtrl.LAST | LenCtrl.CONCAT) & 0xFFFFFFFFL;
            for (int i = 0; i < used; i++) {
                long w0 = v.tx().word0(i);
                if (i < start || i >= end || !VringPack.packable(before[2 * i])) {
                    assertEquals(before[2 * i], w0, "outside the window, or not a CME descriptor: untouched, at " + i);
                } else {
                    assertEquals(before[2 * i] & ~packetBits, w0 & ~packetBits, "only FIRST/LAST/CONCAT change, at " + i);
                }
                assertEquals(before[2 * i + 1], v.tx().word1(i), "word1 untouched, at " + i);
            }
        });
    }

    // ---- dump -----------------------------------------------------------------------------------

    /** Padding of one half's dump: {@code extra} no-op descriptors of {@code padAddr}. */
    record Padding(int extra, long padAddr, boolean wraparound) {
    }

    /** A vring from {@code ops}, optionally packed over all of it with {@code pack} bytes, dumped both ways. */
    record DumpCase(Arch arch, List<Build> ops, Optional<Long> pack, List<Padding> paddings) {
    }

    @Test
    void dumpPreservesEveryDescriptorBitForBit() {
        Gen<Integer> opCounts = Generate.frequency(List.of(
                Pair.of(19, Generate.range(1, 20)),
                Pair.of(1, Generate.range(1, 400))));
        Gen<Padding> paddings = Generate.range(0, 99).zip(longs().all(),
                Generate.booleans(), Padding::new);
        Gen<DumpCase> cases = ARCHS.zip(lists().of(builds()).ofSizes(opCounts),
                Generate.longRange(1, 200_000).toOptionals(67),
                lists().of(paddings).ofSize(Direction.values().length), DumpCase::new);
        qtWith(3, 200).forAll(cases).checkAssert(c -> {
            Vring v = build(c.arch(), c.ops());
            c.pack().ifPresent(max -> value(() -> VringPack.vringPackDescs(v, 0, v.tx().usedDescCount(), max, 0)));
            for (Direction d : Direction.values()) {
                Padding pad = c.paddings().get(d.ordinal());
                VringPages half = v.half(d);
                int n = half.usedDescCount();
                int padded = n + pad.extra();
                Pring p = Pring.dmaRingInfoAlloc(d == Direction.TX ? RingType.TX : RingType.RX, padded, pad.wraparound());
                unchecked(() -> VringDump.vringDumpToPringDescriptorsPadded(v, d, p, padded, false, pad.padAddr()));
                assertEquals(padded, p.usedDescCount(), d + " used after the dump");
                for (int i = 0; i < n; i++) {
                    assertEquals(half.word0(i), p.word0(i), d + " word0 of " + i);
                    assertEquals(half.word1(i), p.word1(i), d + " word1 of " + i);
                }
                for (int i = n; i < padded; i++) {
                    DescriptorFields f = p.decode(i);
                    assertEquals(4, f.size(), d + " pad size at " + i);
                    assertEquals(pad.padAddr(), f.bufPtr(), d + " pad address at " + i);
                    assertEquals(d == Direction.TX, f.first() && f.last(), d + " pad FIRST|LAST at " + i);
                }
            }
        });
    }

    // ---- undo -----------------------------------------------------------------------------------

    /** Any state-changing call on a small vring (400 descriptors a half) and a 600-descriptor TX pring. */
    sealed interface Op {
        void apply(Vring v, Pring pring) throws VringException;
    }

    record Add(long src, long dst, long size) implements Op {
        @Override
        public void apply(Vring v, Pring pring) throws VringException {
            v.vringAddDescTransfer(src, dst, size);
        }
    }

    record Packet(long size) implements Op {
        @Override
        public void apply(Vring v, Pring pring) throws VringException {
            VringPackets.vringAddDmaPacket(v, 0x100, 0x200, size);
        }
    }

    /** Packs {@code [startPick mod used, used)}. */
    record Pack(int startPick, long maxBytes) implements Op {
        @Override
        public void apply(Vring v, Pring pring) throws VringException {
            int used = v.tx().usedDescCount();
            if (used > 0) {
                VringPack.vringPackDescs(v, startPick % used, used, maxBytes, 0);
            }
        }
    }

    record Rewrite() implements Op {
        @Override
        public void apply(Vring v, Pring pring) {
            VringEdits.vringAddrRewrite(v, 0, 1 << 15, 1 << 30);
        }
    }

    record Semaphore(int csrIdx, int semaphore, boolean sow) implements Op {
        @Override
        public void apply(Vring v, Pring pring) {
            if (v.rx().usedDescCount() > 0) {
                VringEdits.vringSetEmbeddedSemaphoreIncOnLastDesc(v, csrIdx, semaphore, sow);
            }
        }
    }

    record DmbOnLastPacket() implements Op {
        @Override
        public void apply(Vring v, Pring pring) {
            if (v.tx().usedDescCount() > 0) {
                VringEdits.vringSetDmbOnLastPacket(v);
            }
        }
    }

    record Template(boolean isTemplate, int maxVarId) implements Op {
        @Override
        public void apply(Vring v, Pring pring) {
            VringTemplates.vringSetTemplate(v, Direction.RX, isTemplate, maxVarId);
        }
    }

    record Dump(int extra, boolean freeOnDump) implements Op {
        @Override
        public void apply(Vring v, Pring pring) throws VringException {
            int used = v.tx().usedDescCount();
            if (used <= 500) {
                VringDump.vringDumpToPringDescriptorsPadded(v, Direction.TX, pring, used + extra, freeOnDump, 0xAB);
            }
        }
    }

    private static Gen<Op> ops() {
        Gen<Long> addr16 = Generate.longRange(0, (1 << 16) - 1);
        return Generate.frequency(List.of(
                Pair.of(2, addr16.zip(addr16, sizes(), Add::new)),
                Pair.of(1, positiveSizes(4 * KIB64).map(Packet::new)),
                Pair.of(1, Generate.range(0, Integer.MAX_VALUE).zip(positiveSizes(100_000), Pack::new)),
                Pair.of(1, Generate.constant(new Rewrite())),
                Pair.of(1, Generate.range(0, 255).zip(Generate.range(0, 65535), Generate.booleans(), Semaphore::new)),
                Pair.of(1, Generate.constant(new DmbOnLastPacket())),
                Pair.of(1, Generate.booleans().zip(Generate.range(0, 99), Template::new)),
                Pair.of(1, Generate.range(0, 99).zip(Generate.range(0, 3).map(k -> k == 0), Dump::new))));
    }

    @Test
    void everyEventStepsBackToTheStateBeforeIt() {
        qtWith(4, 500).forAll(ARCHS, lists().of(ops()).ofSizeBetween(1, 15)).checkAssert((arch, ops) -> {
            Vring v = new Vring("u", arch, 400);
            List<VringEvent> events = VringState.record(v);
            List<VringState> states = new ArrayList<>();
            List<Integer> eventCounts = new ArrayList<>();
            Pring pring = Pring.dmaRingInfoAlloc(RingType.TX, 600, false);
            for (Op op : ops) {
                states.add(VringState.of(v));
                eventCounts.add(events.size());
                try {
                    op.apply(v, pring);
                } catch (VringException | VringAssertionError e) {
                    // refused ops still report what they changed
                }
            }
            for (int i = ops.size() - 1; i >= 0; i--) {
                for (int e = events.size() - 1; e >= eventCounts.get(i); e--) {
                    VringUndo.revert(v, events.remove(e));
                }
                assertEquals(states.get(i), VringState.of(v), "step back over op " + i + " " + ops.get(i));
            }
            assertEquals(0, pring.usedDescCount(), "pring used restored");
            assertTrue(Arrays.stream(pring.ringMem()).allMatch(w -> w == 0), "ring memory restored");
        });
    }

    // ---- templates ------------------------------------------------------------------------------

    @Test
    void templatePointersSurviveEveryBitOfTheirFields() {
        Gen<Integer> varIds = Generate.range(0, BufPtr.VAR_ID_MASK)
                .mix(Generate.pick(List.of(0, 1, BufPtr.VAR_ID_MASK - 1, BufPtr.VAR_ID_MASK)), 20)
                .mix(Generate.range(0, 18).map(b -> 1 << b), 20);
        Gen<Long> offsets = Generate.longRange(0, BufPtr.OFFSET_MASK)
                .mix(Generate.pick(List.of(0L, 1L, BufPtr.OFFSET_MASK - 1, BufPtr.OFFSET_MASK)), 20)
                .mix(Generate.range(0, 35).map(b -> 1L << b), 20);
        qtWith(5, 10_000).forAll(varIds, offsets).checkAssert((varId, offset) -> {
            long p = BufPtr.template(varId, offset);
            assertTrue(BufPtr.isTemplate(p), "bit 61 set");
            assertEquals(varId, BufPtr.varId(p), "var_id");
            assertEquals(offset, BufPtr.offset(p), "offset");
        });
    }

    // ---- helpers --------------------------------------------------------------------------------

    @FunctionalInterface
    private interface VringCall {
        void run() throws VringException;
    }

    @FunctionalInterface
    private interface VringFunction<T> {
        T get() throws VringException;
    }

    /** Runs a vring call inside a property; a refusal fails the property (and is shrunk like any failure). */
    private static void unchecked(VringCall call) {
        try {
            call.run();
        } catch (VringException e) {
            throw new AssertionError("unexpected refusal: " + e.getMessage(), e);
        }
    }

    /** {@link #unchecked} for a call with a result. */
    private static <T> T value(VringFunction<T> call) {
        try {
            return call.get();
        } catch (VringException e) {
            throw new AssertionError("unexpected refusal: " + e.getMessage(), e);
        }
    }
}
