package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.testing.Fixtures;

/**
 * {@code check}'s versions on attn_v6, a CAYMAN NEFF with feature bits 0xc00: a driver older than every CAYMAN release
 * is refused at the pairing (never a load with a runtime taken from another release without a word), an incomplete
 * version is refused with the versions it could mean, and the feature bits' "passes:" answer is one answer whichever
 * way the versions are named — and agrees with the newer profile that loads the file.
 */
class CheckVersionsCliTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static String attn() {
        return Fixtures.shared("neff").resolve("attn_v6.neff").toString();
    }

    @Test
    void aDriverOlderThanEveryCaymanReleaseIsRefusedAtThePairingAndSaysWhereItsRuntimeCameFrom() {
        CliRun r = CliRun.of("check", attn(), "--driver", "2.8.4.0");
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("would not load: 1 error"), r.out());
        assertTrue(r.out().contains("error   pairing  runtime 2.23.110.0 with driver 2.8.4.0 on cayman: drivers before "
                + "2.16.7.0 have no v3 (Trn2) code"), r.out());
        assertTrue(r.out().contains("runtime 2.23.110.0: from cayman@2.21.0, the oldest cayman release: driver 2.8.4.0 "
                + "is older than every cayman release's (2.19.64.0 and newer)"), r.out());
        assertTrue(r.out().contains("passes: loads with driver 2.16.7.0–2.28.0.0"), "driver 2.29 needs runtime 2.33: " + r.out());
    }

    @Test
    void anIncompleteVersionIsRefusedWithTheVersionsItCouldMean() {
        CliRun d = CliRun.of("check", attn(), "--driver", "2.8");
        assertEquals(2, d.exit(), d.out() + d.err());
        assertTrue(d.err().contains("--driver: '2.8' is not a whole driver version: give all four numbers (known "
                + "driver starting 2.8: 2.8.4.0)"), d.err());
        CliRun r = CliRun.of("check", attn(), "--runtime", "2.2");
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("--runtime: '2.2' is not a whole runtime version"), r.err());
        assertTrue(r.err().contains("2.2.0.0"), r.err());
        assertEquals(0, CliRun.of("check", attn(), "--driver", "2.25.4.0").exit(), "four numbers are taken as they are");
    }

    @Test
    void theFeatureBitsPassOnOneAnswerWhicheverWayTheVersionsAreNamed() throws Exception {
        List<String> answers = new ArrayList<>();
        for (String[] form : new String[][] {{"--runtime", "2.18.14.0"}, {"--driver", "2.19.64.0", "--runtime",
            "2.18.14.0"}, {"--profile", "sunda@2.15.0"}, {"--arch", "sunda", "--runtime", "2.18.14.0"}}) {
            List<String> args = new ArrayList<>(List.of("check", attn(), "--json"));
            args.addAll(List.of(form));
            CliRun r = CliRun.of(args.toArray(String[]::new));
            assertEquals(1, r.exit(), String.join(" ", form) + ": " + r.err());
            JsonNode features = null;
            for (JsonNode f : JSON.readTree(r.out()).path("findings")) {
                if (f.path("rule").asText().equals("neff-features")) {
                    features = f;
                }
            }
            assertTrue(features != null, String.join(" ", form) + ": " + r.out());
            String text = features.path("passesOn").path("text").asText();
            assertTrue(text.startsWith("loads with runtime ≥ 2.19.5.0"), String.join(" ", form) + ": " + text);
            assertFalse(text.contains("runtime any"), text);
            answers.add(features.path("passesOn").path("runtimes").toString());
        }
        assertEquals(1, answers.stream().distinct().count(), "one runtime range: " + answers);
        CliRun newer = CliRun.of("check", attn(), "--profile", "cayman@2.21.0");
        assertEquals(0, newer.exit(), "runtime 2.23.110.0 is at or above 2.19.5.0: " + newer.out());
        CliRun sunda = CliRun.of("check", attn(), "--profile", "sunda@2.15.0");
        assertTrue(sunda.out().contains("(past the arch gate: given NEURON_RT_ALLOW_LEGACY_NEFF=1); or on every cayman "
                + "instance"), sunda.out());
        assertFalse(sunda.out().contains("no known driver, runtime or instance loads it"), sunda.out());
    }
}
