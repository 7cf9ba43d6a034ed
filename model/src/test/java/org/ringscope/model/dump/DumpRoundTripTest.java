package org.ringscope.model.dump;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.device.Allocation;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.Region;
import org.ringscope.model.device.SparseMemory;
import org.ringscope.model.diff.DiffOptions;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.StagedRing;
import org.ringscope.model.runtime.UcodeImage;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.VringDomain;
import org.ringscope.model.vring.VringPages;

/** Dump → read gives the session's state at the dumped step: rings bit for bit, memory pages, ucode images. */
class DumpRoundTripTest {
    static EmulationSession sample(RunOptions o) throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")), o);
        s.run();
        return s;
    }

    @Test
    void everyStepDumpedIsThatStepsStateAndTheCursorComesBack(@TempDir Path dir) throws Exception {
        EmulationSession s = sample(RunOptions.defaults());
        int end = s.steps();
        int[] steps = {0, end / 4, end / 2, 3 * end / 4, end};
        long endHash = s.stateHash();
        for (int step : steps) {
            Path f = dir.resolve("at" + step + ".rsdump");
            DumpWriter.write(s, step, f);
            assertEquals(end, s.cursor(), "the cursor is back");
            assertEquals(endHash, s.stateHash(), "the state is back");
            Dump d = DumpReader.read(f);
            assertEquals(step, d.manifest().step());
            assertEquals(end, d.manifest().steps());
            s.seek(step);
            assertEqualsSession(s, d);
            assertTrue(DumpDiff.of(d, DumpCapture.capture(s, step), DiffOptions.defaults()).identical(),
                    "the file and the in-memory capture agree at step " + step);
            s.seek(end);
        }
        Dump first = DumpReader.read(dir.resolve("at0.rsdump"));
        assertTrue(first.rings().isEmpty(), "nothing is staged at step 0");
        assertTrue(first.memory().stream().allMatch(m -> m.count() == 0), "nothing is written at step 0");
        Dump last = DumpReader.read(dir.resolve("at" + end + ".rsdump"));
        assertFalse(DumpDiff.of(DumpReader.read(dir.resolve("at" + end / 2 + ".rsdump")), last, DiffOptions.defaults())
                .identical(), "the middle of the run is not its end");
    }

    /** The dump holds exactly what the session has at its cursor. */
    static void assertEqualsSession(EmulationSession s, Dump d) throws Exception {
        Device dev = s.device();
        int rings = 0;
        for (StagedRing r : s.runtime().rings()) {
            if (r.vring() != null && VringDomain.of(s.journal()).attachedBefore(r.vring(), s.cursor())) {
                for (VringPages half : new VringPages[] {r.vring().tx(), r.vring().rx()}) {
                    DumpRing dr = ring(d, RingKind.VRING, r, half.direction());
                    long[] w = new long[2 * half.usedDescCount()];
                    half.copyTo(0, half.usedDescCount(), w, 0);
                    assertWords(w, dr);
                    rings++;
                }
            }
            for (Pring p : new Pring[] {r.tx(), r.rx()}) {
                if (p == null) {
                    continue;
                }
                Allocation a = dev.allocator(Region.HBM).find(p.memory().deviceAddress());
                if (a != null && a.address() == p.memory().deviceAddress()) {
                    DumpRing dr = ring(d, RingKind.PRING, r, p == r.tx() ? Direction.TX : Direction.RX);
                    assertWords(p.words(0, p.allocatedDescCount()), dr);
                    assertEquals(p.usedDescCount(), dr.entry().used());
                    assertEquals(a.name(), dr.entry().name());
                    rings++;
                }
            }
        }
        assertEquals(rings, d.rings().size(), "no ring more, no ring less");
        for (Region region : Region.values()) {
            if (!region.isMemory()) {
                continue;
            }
            SparseMemory m = dev.memory(region);
            MemoryPages pages = d.memory(region.name()).orElseThrow();
            Set<Long> written = new HashSet<>();
            for (long p = m.nextResidentPage(0); p >= 0; p = m.nextResidentPage(p + 1)) {
                if (!m.isZero(p << 12, 4096)) {
                    written.add(dev.addressMap().base(region) + (p << 12));
                }
            }
            assertEquals(written.size(), pages.count(), region + " pages");
            byte[] got = new byte[4096];
            for (int i = 0; i < pages.count(); i++) {
                assertTrue(written.contains(pages.address(i)), region + " page 0x" + Long.toHexString(pages.address(i)));
                pages.read(i, got);
                assertArrayEquals(dev.read(pages.address(i), 4096), got, "page 0x" + Long.toHexString(pages.address(i)));
            }
        }
        int k = 0;
        for (UcodeImage u : s.runtime().ucodeImages()) {
            DumpUcode du = d.ucode().get(k++);
            assertEquals(u.source().name(), du.entry().name());
            Allocation a = dev.allocator(Region.HBM).find(u.deviceAddr());
            if (a != null && a.address() == u.deviceAddr()) {
                assertArrayEquals(dev.read(u.deviceAddr(), u.image().length), du.imageBytes(), u.source().name());
            } else {
                assertEquals(0, du.imageBytes().length, u.source().name() + " is not staged yet");
            }
        }
    }

    private static DumpRing ring(Dump d, RingKind kind, StagedRing r, Direction dir) {
        RingId id = new RingId(kind, r.subgraph(), r.queueSet(), r.queue(), dir, r.occurrence());
        return d.ring(id).orElseThrow(() -> new AssertionError("no " + id + " in " + d.rings()));
    }

    private static void assertWords(long[] words, DumpRing r) {
        assertEquals(words.length / 2, r.count(), r.id() + " length");
        for (int i = 0; i < r.count(); i++) {
            if (words[2 * i] != r.word0(i) || words[2 * i + 1] != r.word1(i)) {
                throw new AssertionError(r.id() + " descriptor " + i + " differs");
            }
        }
    }

    @Test
    void theManifestNamesTheInputsTheOptionsAndTheArch(@TempDir Path dir) throws Exception {
        EmulationSession s = sample(RunOptions.defaults().withExecutions(2).withPack(false));
        Path f = dir.resolve("x.rsdump");
        DumpWriter.write(s, s.steps(), f);
        DumpManifest m = DumpReader.read(f).manifest();
        assertEquals(DumpManifest.FORMAT, m.format());
        assertEquals(DumpManifest.VERSION, m.formatVersion());
        assertEquals("cayman", m.arch());
        assertEquals(2, m.options().executions());
        assertFalse(m.options().pack());
        assertEquals("neff", m.inputs().get(0).role());
        assertEquals(s.neff().sha256(), m.inputs().get(0).sha256());
        assertEquals(64, m.inputs().get(0).sha256().length());
        assertTrue(m.ucode().stream().allMatch(u -> u.patches().size() > 0), "patches are listed");
        assertTrue(Files.list(dir).allMatch(p -> p.equals(f)), "no temporary file is left beside the dump");
    }

    @Test
    void aDumpRewrittenFromItsReadFormIsTheSame(@TempDir Path dir) throws Exception {
        EmulationSession s = sample(RunOptions.defaults());
        Path a = dir.resolve("a.rsdump");
        Path b = dir.resolve("b.rsdump");
        DumpWriter.write(s, s.steps(), a);
        DumpWriter.write(DumpReader.read(a), b);
        assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b), "equal states give equal files");
    }
}
