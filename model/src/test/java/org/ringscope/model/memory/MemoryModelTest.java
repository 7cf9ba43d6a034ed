package org.ringscope.model.memory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DevicePackets;
import org.ringscope.model.device.DeviceWalk;
import org.ringscope.model.device.MemoryRewind;
import org.ringscope.model.device.WriteIndex;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.trace.Journal;

/**
 * The Memory view's model on real runs (the sample and the public NEFFs where present): an output's bytes at the end
 * are what {@code run --write-outputs} writes; the bytes rebuilt for an earlier step from the journal's old bytes are
 * the bytes a seek to that step shows; the ranges a packet wrote are the ranges its record names; a change between
 * two steps lies inside what they wrote; write activity counts the writes.
 */
class MemoryModelTest {
    static Stream<Path> neffs() {
        return Stream.concat(Fixtures.sharedNeffs().stream().filter(p -> p.getFileName().toString()
                .matches("matmul_small.neff|chengli2003__part1_transpose_1024.neff")),
                Stream.of(Fixtures.repo("resources/samples/sample.neff")));
    }

    private static final Map<Path, EmulationSession> RUNS = new HashMap<>();

    /** One run per NEFF for the class: each test seeks where it reads. */
    private static EmulationSession run(Path neff) throws Exception {
        EmulationSession s = RUNS.get(neff);
        if (s == null) {
            RunOptions o = RunOptions.defaults();
            if (neff.getFileName().toString().equals("sample.neff")) {
                o = o.withInput("x", pattern(131072, 7, 1), "x.bin").withInput("u", pattern(8192, 3, 5), "u.bin");
            }
            s = EmulationSession.open(NeffReader.read(neff), o);
            s.run();
            RUNS.put(neff, s);
        }
        s.seek(s.steps());
        return s;
    }

    /** {@code (k × i + c) & 0xFF}: inputs whose every byte says where it came from. */
    private static byte[] pattern(int n, int k, int c) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (k * i + c);
        }
        return b;
    }

    @Test
    void theSamplesOutputsHoldTheInputsTheyCopy() throws Exception {
        EmulationSession s = run(Fixtures.repo("resources/samples/sample.neff"));
        List<MemoryArea> areas = MemoryAreas.of(s);
        MemoryArea y = areas.stream().filter(a -> a.name().equals("sg00:y")).findFirst().orElseThrow();
        MemoryArea v = areas.stream().filter(a -> a.name().equals("sg10,sg11:v")).findFirst().orElseThrow();
        assertArrayEquals(Arrays.copyOf(pattern(131072, 7, 1), 32768), MemoryReader.read(s.device(), y,
                y.address(), (int) y.size()), "y is the first 32 KiB of x");
        assertArrayEquals(pattern(8192, 3, 5), MemoryReader.read(s.device(), v, v.address(), (int) v.size()),
                "v is u, and both subgraphs name it");
        assertEquals(AreaKind.OUTPUT, v.kind());
        s.seek(0);
        assertTrue(MemoryChanges.written(s.device(), WriteIndex.of(s.device(), s.journal()), y, 0, s.steps()).bytes() >= y.size(),
                "the run wrote every byte of y");
        s.seek(s.steps());
    }

    @ParameterizedTest
    @MethodSource("neffs")
    void outputsAtTheEndAreWhatTheRunWrites(Path neff) throws Exception {
        EmulationSession s = run(neff);
        List<MemoryArea> areas = MemoryAreas.of(s);
        assertTrue(areas.stream().anyMatch(a -> a.name().startsWith("SB nc")), "every run has a State Buffer");
        assertTrue(areas.stream().anyMatch(a -> a.kind() == AreaKind.SEMAPHORES), "and semaphores");
        int outputs = 0;
        for (String name : s.runtime().outputs()) {
            MemoryArea a = areas.stream().filter(x -> x.kind() == AreaKind.OUTPUT && x.name().endsWith(":" + name))
                    .findFirst().orElseThrow(() -> new AssertionError("no area for output " + name + " in " + areas));
            assertEquals(s.runtime().tensorSize(name), a.size());
            assertArrayEquals(s.runtime().readTensor(name), MemoryReader.read(s.device(), a, a.address(),
                    (int) a.size()), name);
            outputs++;
        }
        assertTrue(outputs > 0, "the NEFF has outputs");
    }

    @ParameterizedTest
    @MethodSource("neffs")
    void bytesRebuiltForAnEarlierStepAreTheBytesASeekShows(Path neff) throws Exception {
        EmulationSession s = run(neff);
        Journal j = s.journal();
        Device dev = s.device();
        List<MemoryArea> areas = MemoryAreas.of(s).stream().filter(a -> !a.kind().registers()).toList();
        int end = j.size();
        j.seek(end);
        int[] probes = {0, end / 5, end / 3, end / 2, 2 * end / 3, end - 3, end - 1};
        List<byte[][]> rebuilt = new ArrayList<>();
        for (int step : probes) {
            byte[][] b = new byte[areas.size()][];
            for (int k = 0; k < areas.size(); k++) {
                MemoryArea a = areas.get(k);
                MemoryRewind.Bytes at = MemoryReader.readAt(dev, j, a, a.address(), (int) Math.min(a.size(), 1 << 20),
                        step);
                assertTrue(at.exact() || a.kind() == AreaKind.ALLOCATION || a.kind() == AreaKind.REGION,
                        "a variable is never a pring: " + a);
                b[k] = at.exact() ? at.data() : null;
            }
            rebuilt.add(b);
        }
        int compared = 0;
        for (int p = 0; p < probes.length; p++) {
            j.seek(probes[p]);
            for (int k = 0; k < areas.size(); k++) {
                MemoryArea a = areas.get(k);
                if (rebuilt.get(p)[k] != null) {
                    assertArrayEquals(MemoryReader.read(dev, a, a.address(), (int) Math.min(a.size(), 1 << 20)),
                            rebuilt.get(p)[k], a.name() + " at step " + probes[p]);
                    compared++;
                }
            }
        }
        assertTrue(compared > areas.size(), "compared " + compared);
    }

    @ParameterizedTest
    @MethodSource("neffs")
    void aPacketWritesWhatItsRecordNamesAndChangesLieInsideWrites(Path neff) throws Exception {
        EmulationSession s = run(neff);
        Journal j = s.journal();
        Device dev = s.device();
        j.seek(j.size());
        WriteIndex ix = WriteIndex.of(dev, j);
        List<MemoryArea> areas = MemoryAreas.of(s);
        MemoryArea sb = areas.stream().filter(a -> a.name().equals("SB nc0")).findFirst().orElseThrow();
        MemoryArea hbm = areas.stream().filter(a -> a.name().equals("HBM")).findFirst().orElseThrow();
        List<long[]> dma = new ArrayList<>();
        DeviceWalk.walk(dev, j, 0, j.size(), new DeviceWalk.Visitor() {
            @Override
            public void dmaWrite(int record, long address, long len) {
                dma.add(new long[] {record, address, len});
            }
        });
        assertFalse(dma.isEmpty(), "the run's DMAs wrote memory");
        int checked = 0;
        for (long[] w : dma.subList(0, Math.min(dma.size(), 40))) {
            int rec = (int) w[0];
            assertTrue(DevicePackets.isPacket(dev, j, rec));
            for (MemoryArea a : List.of(sb, hbm)) {
                if (!a.contains(w[1])) {
                    continue;
                }
                Ranges r = MemoryChanges.written(dev, ix, a, rec, rec + 1);
                assertTrue(r.contains(w[1]) && r.contains(w[1] + w[2] - 1), r + " holds the write at 0x"
                        + Long.toHexString(w[1]) + " +" + w[2]);
                checked++;
            }
        }
        assertTrue(checked > 0);
        int mid = j.size() / 2;
        for (MemoryArea a : List.of(sb, hbm)) {
            int len = (int) Math.min(a.size(), 1 << 20);
            Ranges written = MemoryChanges.written(dev, ix, a, mid, j.size());
            Ranges changed = MemoryChanges.changed(dev, j, a, a.address(), len, mid, j.size());
            for (int i = 0; i < changed.count(); i++) {
                assertTrue(written.contains(changed.start(i)) && written.contains(changed.end(i) - 1),
                        changed + " inside " + written);
            }
            int[] heat = MemoryChanges.activity(dev, ix, a, 0, j.size());
            long pages = 0;
            for (int c : heat) {
                pages += c > 0 ? 1 : 0;
            }
            Ranges all = MemoryChanges.written(dev, ix, a, 0, j.size());
            assertEquals(all.isEmpty(), pages == 0, a.name());
            for (int i = 0; i < all.count(); i++) {
                assertTrue(heat[(int) ((all.start(i) - a.address()) / MemoryChanges.PAGE)] > 0);
            }
        }
    }
}
