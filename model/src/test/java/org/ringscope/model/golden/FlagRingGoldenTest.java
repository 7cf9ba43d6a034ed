package org.ringscope.model.golden;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpCapture;
import org.ringscope.model.gen.GenProfiles;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.BarrierRules;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.testing.FlagRings;
import org.ringscope.model.testing.Golden;
import org.ringscope.model.testing.GoldenNeffs;
import org.ringscope.model.udma.Arch;

/**
 * The barrier and packet bits of every ring a run leaves — each vring half, each pring, the hw exec queue — per
 * descriptor (FIRST, LAST, CONCAT, DMB, SOW, INT_EN, META, write barrier, embedded semaphore, ring id, word 1),
 * against committed goldens: the bundled sample and the generator's profiles on every arch, and the public NEFFs
 * of ../shared/fixtures (when present) on their own arch. A change in how the runtime sets a barrier bit shows
 * here even when every byte still moves; the barrier and ordering rules of each arch are also asserted as rules.
 */
class FlagRingGoldenTest {
    /**
     * A NEFF, the arch to run it on ({@code null}: its own) and the golden's name; a public NEFF is read when its
     * case runs ({@code shared}), and its case skips by name when ../shared/fixtures lacks it.
     */
    record Case(String name, NeffFile neff, Arch arch, GoldenNeffs.Case shared) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Arguments> cases() throws Exception {
        List<Arguments> out = new ArrayList<>();
        NeffFile sample = NeffReader.read(Fixtures.repo("resources/samples/sample.neff"));
        for (Arch a : Arch.values()) {
            out.add(Arguments.of(new Case("sample-" + lower(a), sample, a, null)));
        }
        for (String profile : List.of("copy", "ops", "queues", "ucode")) {
            OptionalInt n = profile.equals("copy") ? OptionalInt.of(70_000) : OptionalInt.empty();
            for (Arch a : Arch.values()) {
                // the profile built for the arch it runs on: the runtime refuses a NEFF of another target
                byte[] bytes = GenProfiles.build(profile, n, OptionalInt.empty(), Optional.of(lower(a))).build();
                NeffFile f = NeffReader.read(profile + ".neff", bytes, ReadLimits.DEFAULT);
                out.add(Arguments.of(new Case("gen-" + profile + "-" + lower(a), f, a, null)));
            }
        }
        for (GoldenNeffs.Case g : GoldenNeffs.of("flags", "public-", ".txt")) {
            out.add(Arguments.of(new Case("public-" + g.name(), null, null, g)));
        }
        return out.stream();
    }

    /**
     * The rules the runtime keeps, checked on the bits of every descriptor of every ring and not only recorded
     * ({@link BarrierRules}): on SUNDA (v2) no SOW, and DMB or the write barrier only on a packet's first descriptor;
     * on CAYMAN and MARIANA no DMB or write barrier, and SOW on every RX descriptor — the cast packets' included.
     */
    static void assertBarrierRule(Case c, RunResult r, Dump d) {
        List<String> broken = BarrierRules.check(Arch.valueOf(r.arch().toUpperCase(Locale.ROOT)), d);
        assertTrue(broken.isEmpty(), c + ": " + String.join("\n", broken));
    }

    private static String lower(Arch a) {
        return a.name().toLowerCase(Locale.ROOT);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void barrierBitsMatchTheGolden(Case c) throws Exception {
        NeffFile neff = c.neff();
        if (c.shared() != null) {
            c.shared().assumePresent();
            neff = NeffReader.read(c.shared().neff());
        }
        RunOptions o = RunOptions.defaults();
        if (c.arch() != null) {
            o = o.withArch(c.arch());
        }
        EmulationSession s = EmulationSession.open(neff, o);
        RunResult r = s.run();
        StringBuilder sb = new StringBuilder();
        sb.append("# ").append(c.name()).append(" on ").append(r.arch()).append(": ")
                .append(r.statusName()).append(" (").append(r.status()).append(")\n");
        if (r.ok()) {
            Dump d = DumpCapture.capture(s, s.steps());
            assertFalse(d.rings().isEmpty(), "a run leaves rings");
            assertBarrierRule(c, r, d);
            sb.append(FlagRings.of(d));
        } else {
            sb.append("# ").append(r.message()).append('\n');
        }
        Golden.check("flags/" + c.name() + ".txt", sb.toString());
    }
}
