package org.ringscope.model.spine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.ringscope.model.testing.Fixtures;

/**
 * Every node address the spine seed gives — {@code name @0xADDR} in its call blocks and {@code name [H 0xADDR]} in its
 * one-screen diagram — is the address of that node in spine.json. Reads the seed beside the checkout
 * ({@code ../shared/seeds}), skipping with a message where it is absent.
 */
class SeedAddressesTest {
    private static final Pattern CALL = Pattern.compile("([A-Za-z_][A-Za-z0-9_:.@]*)\\s+@(0x[0-9a-f]+)");
    private static final Pattern DIAGRAM = Pattern.compile("([A-Za-z_][A-Za-z0-9_:.@]*)\\s+\\[[HPI] (0x[0-9a-f]+)\\]");
    /** Words of the seed's prose that precede an address but are not node names, and the node they mean. */
    private static final Map<String, String> PROSE = Map.of("shim", "sub_e07f0", "thunk", "");

    @Test
    void everyAddressOfTheSeedIsTheSpinesAddress() throws Exception {
        String p = System.getProperty("ringscope.shared");
        Path base = p != null ? Path.of(p) : Fixtures.root().resolve("../shared");
        Path seed = base.resolve("seeds/000_fd4ed499d776e8ad.txt");
        assumeTrue(Files.isRegularFile(seed), "the spine seed is not at " + seed + "; skipping");
        String text = Files.readString(seed);
        Map<String, String> named = new TreeMap<>();
        for (Pattern pat : List.of(CALL, DIAGRAM)) {
            Matcher m = pat.matcher(text);
            while (m.find()) {
                named.put(m.group(1), m.group(2));
            }
        }
        assertTrue(named.size() > 100, "the seed names " + named.size() + " addressed nodes");
        Spine spine = Spine.load();
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, String> e : named.entrySet()) {
            String node = PROSE.getOrDefault(e.getKey(), e.getKey());
            if (node.isEmpty()) {
                continue;
            }
            String have = spine.node(node).map(SpineNode::hexAddress).orElse("no such node");
            if (!have.equals(e.getValue())) {
                wrong.add(e.getKey() + " @" + e.getValue() + ": spine.json has " + have);
            }
        }
        assertEquals(List.of(), wrong);
    }
}
