package org.ringscope.model.provenance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringscope.model.device.DeviceWrites;
import org.ringscope.model.location.Location;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;

/**
 * Acceptance: on a NEFF an independent writer made ({@code external/write_chain_neff.py}: input0 → SB → SB → output0
 * through access patterns that cross partitions and transpose cells, the per-execution tensors through template
 * builds), {@code why} on every output byte names the input byte it is, every SB hop the writer recorded, the entry
 * and {@code desc} element of each hop, and steps at which the byte shows its value and no later write touched it.
 */
class ChainedCopiesTest {
    private static EmulationSession s;
    private static JsonNode expected;
    private static byte[] input;
    private static long sb;
    private static long out;
    private static long in;

    @BeforeAll
    static void run() throws Exception {
        Path dir = Fixtures.repo("model/src/test/resources/external");
        expected = new ObjectMapper().readTree(dir.resolve("chain_copies.expected.json").toFile());
        input = Files.readAllBytes(dir.resolve("chain_copies.input0.bin"));
        s = EmulationSession.open(NeffReader.read(dir.resolve("chain_copies.neff")),
                RunOptions.defaults().withInput("input0", input, "chain_copies.input0.bin"));
        assertEquals(0, s.run().status(), s.result().message());
        sb = s.runtime().address("sg00", "SB");
        out = Provenance.of(s).addressOf("output0", 0).orElseThrow();
        in = Provenance.of(s).addressOf("input0", 0).orElseThrow();
    }

    @Test
    void everyOutputByteNamesItsInputByteEveryHopAndStep() throws Exception {
        JsonNode bytes = expected.get("bytes");
        int end = s.steps();
        for (int k = 0; k < bytes.size(); k++) {
            JsonNode want = bytes.get(k);
            Chain c = Provenance.why(s, out + k, 1, end, Provenance.DEFAULT_DEPTH);
            String at = "output0+" + k + ": " + c.rows().stream().map(Row::text).toList();
            List<Row.Write> writes = c.writes();
            assertEquals(4, writes.size(), at);
            assertEquals(Row.Write.Kind.HOST_WRITE, writes.get(3).kind(), at + ": the input's copy-in ends it");
            JsonNode hops = want.get("hops");
            int prev = end + 1;
            for (int h = 0; h < 3; h++) {
                Row.Write w = writes.get(h);
                long addr = (h == 0 ? out : sb) + hops.get(h).get(0).asLong();
                assertEquals(addr, w.address(), at + " hop " + h);
                assertEquals(Row.Write.Kind.DMA, w.kind(), at);
                assertTrue(w.step() < prev, at + ": steps go back");
                prev = w.step();
                // the byte shows the input's value from the write's step on, and no later write before the next hop's
                // step (or the query's) touched it
                s.seek(w.step());
                assertEquals(input[want.get("input").asInt()], s.device().read(addr, 1)[0], at + " hop " + h);
                int until = h == 0 ? end : writes.get(h - 1).record();
                assertTrue(Provenance.of(s).index().writes(memory(addr), offset(addr), 1, w.step(), until).isEmpty(),
                        at + " hop " + h + ": overwritten before it was read");
                Row.Entry e = entryOf(c.hop(h));
                assertEquals(hops.get(h).get(1).asInt(), e.dmaId(), at + " hop " + h);
                assertEquals(hops.get(h).get(2).asInt(), e.element(), at + " hop " + h);
            }
            Row.Origin o = c.origin().orElseThrow();
            assertEquals(Row.Origin.Kind.INPUT, o.kind(), at);
            assertEquals("input0", o.variable(), at);
            assertEquals(want.get("input").asLong(), o.offset(), at);
            assertEquals(in + o.offset(), o.address(), at);
        }
        s.seek(end);
    }

    @Test
    void theHopsThroughTheTensorsAreTemplateBuildsAndTheRowsSelectTheirObjects() {
        Chain c = Provenance.why(s, out + 5, 1, s.steps(), 8);
        List<Row> last = c.hop(0);
        assertTrue(last.stream().anyMatch(r -> r instanceof Row.Template t && "output0".equals(t.variable())),
                "the SB → output0 descriptor was resolved from its template: " + last);
        assertTrue(last.stream().anyMatch(r -> r instanceof Row.Authored a && a.function().startsWith("vring_add")),
                "a packet builder call authored it: " + last);
        assertTrue(last.stream().anyMatch(r -> r instanceof Row.Spine sp && !sp.stack().isEmpty()), "a spine node: " + last);
        for (Row r : c.rows()) {
            assertEquals(r.location(), Location.parse(r.location().text()), "the location round-trips: " + r);
            assertFalse(r.text().isBlank());
        }
        assertEquals(s.steps(), s.cursor(), "why put the cursor back");
    }

    @Test
    void anAddressNothingWroteHasNoWrite() {
        long unwritten = sb + (100L << 18) + 0x9000;
        Chain c = Provenance.why(s, unwritten, 4, s.steps(), 4);
        assertFalse(c.written());
        assertEquals(Row.Origin.Kind.UNWRITTEN, c.origin().orElseThrow().kind());
    }

    @Test
    void aRangeFollowsTheBytesOneHopMovedTogether() {
        Chain c = Provenance.why(s, out, 64, s.steps(), 8);
        Row.Write w = c.writes().get(0);
        assertEquals(out, w.address());
        assertTrue(w.length() >= 1 && w.length() <= 64, "the covered run: " + w);
        assertEquals(Row.Origin.Kind.INPUT, c.origin().orElseThrow().kind());
    }

    @Test
    void forwardAnInputByteProducesExactlyTheBytesTheWriterSaysCameFromIt() {
        JsonNode bytes = expected.get("bytes");
        int copied = Provenance.why(s, out, 1, s.steps(), 8).writes().get(3).step();
        for (int x : new int[] {0, 77, 4096, 4100, 6000}) {
            Set<Long> want = new TreeSet<>();
            for (int k = 0; k < bytes.size(); k++) {
                JsonNode b = bytes.get(k);
                if (b.get("input").asInt() == x) {
                    JsonNode hops = b.get("hops");
                    want.add(out + hops.get(0).get(0).asLong());
                    want.add(sb + hops.get(1).get(0).asLong());
                    want.add(sb + hops.get(2).get(0).asLong());
                }
            }
            Set<Long> got = new TreeSet<>();
            for (Produced p : Provenance.of(s).produced(in + x, 1, copied, 1000)) {
                for (long a = p.address(); a < p.address() + p.length(); a++) {
                    got.add(a);
                }
                assertTrue(p.step() > copied, p.toString());
            }
            assertEquals(want, got, "input0+" + x);
        }
        assertEquals(s.steps(), s.cursor());
    }

    @Test
    void forwardAnEntryProducesItsDestinationBytes() {
        long total = 0;
        for (Produced p : Provenance.of(s).producedBy("sg00", "SP", 2, 100000)) {
            assertTrue(p.address() >= out && p.address() + p.length() <= out + 4096, p.toString());
            total += p.length();
        }
        assertEquals(4096, total, "entry 2 writes every byte of output0 once");
        long sbBytes = Provenance.of(s).producedBy("sg00", "SP", 0, 100000).stream().mapToLong(Produced::length).sum();
        assertEquals(64 * 32 + 2048, sbBytes, "entry 0 writes its two SB blocks");
        assertTrue(Provenance.of(s).producedBy("sg00", "SP", 9, 10).isEmpty());
    }

    private static Row.Entry entryOf(List<Row> hop) {
        return hop.stream().filter(Row.Entry.class::isInstance).map(Row.Entry.class::cast).findFirst()
                .orElseThrow(() -> new AssertionError("no NEFF entry in " + hop));
    }

    private static int memory(long addr) {
        long[] loc = new long[2];
        DeviceWrites.locate(s.device(), addr, 1, loc);
        return (int) loc[0];
    }

    private static long offset(long addr) {
        long[] loc = new long[2];
        DeviceWrites.locate(s.device(), addr, 1, loc);
        return loc[1];
    }
}
