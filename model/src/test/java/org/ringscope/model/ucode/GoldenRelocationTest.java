package org.ringscope.model.ucode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.opentest4j.TestAbortedException;
import org.ringscope.model.testing.Fixtures;

/**
 * Golden tests: for every fixture (ours and the shared ones) the full relocation table and every patch
 * are compared with values derived from the committed readelf text (model/src/test/resources/ucode/golden:
 * NAME.readelf.txt is {@code readelf -W -S -l -d -r -x .text -x .data}; NAME.golden was derived from it by
 * the formulas written at the top of derive-golden.py). Placement: code 0x18000, data 0xbe000, no bounds.
 */
class GoldenRelocationTest {

    static Stream<Arguments> fixtures() {
        Stream<Arguments> own = UcodeFixtures.OWN.stream().map(n -> Arguments.of(n, false));
        Stream<Arguments> shared = UcodeFixtures.SHARED.stream().map(n -> Arguments.of(n, true));
        return Stream.concat(own, shared);
    }

    private static String base(String file, boolean shared) {
        return "golden/" + (shared ? "shared-" : "") + file.replace(".so", "");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void patchesMatchTheGolden(String file, boolean shared) {
        byte[] lib = shared ? UcodeFixtures.shared(file, "ucode/" + base(file, true) + ".golden")
                : UcodeFixtures.own(file);
        String golden = UcodeFixtures.text(base(file, shared) + ".golden");
        PrelinkResult r = UcodeFixtures.prelink(lib);
        Matcher st = Pattern.compile("# status (\\d+)").matcher(golden);
        st.find();
        assertEquals(Integer.parseInt(st.group(1)), r.status().code(), r.message());
        List<String> expected = golden.lines().filter(l -> !l.startsWith("#") && !l.isBlank()).toList();
        List<String> actual = r.patches().stream().map(p -> String.format("%d 0x%x %d %d 0x%x 0x%08x 0x%08x",
                p.index(), p.offset(), p.type(), p.addend(), p.site(), p.before(), p.after())).toList();
        assertEquals(expected, actual);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void relocationTableMatchesReadelf(String file, boolean shared) {
        byte[] lib = shared ? UcodeFixtures.shared(file, "ucode/" + base(file, true) + ".readelf.txt")
                : UcodeFixtures.own(file);
        String text = UcodeFixtures.text(base(file, shared) + ".readelf.txt");
        List<String> expected = new ArrayList<>();
        boolean dyn = false;
        Pattern row = Pattern.compile("^([0-9a-f]{8})\\s+([0-9a-f]{8})\\s+\\S+\\s*(.*)$");
        for (String line : text.lines().toList()) {
            if (line.startsWith("Relocation section")) {
                dyn = line.contains("'.rela.dyn'");
                continue;
            }
            Matcher m = row.matcher(line);
            if (dyn && m.matches()) {
                String[] tail = m.group(3).trim().split("\\s+");
                String last = tail[tail.length - 1];
                long addend = last.matches("[0-9a-f]+") ? Long.parseLong(last, 16) : 0;
                expected.add(Long.parseLong(m.group(1), 16) + " " + Long.parseLong(m.group(2), 16) + " " + addend);
            }
        }
        List<String> actual = UcodeFixtures.inspect(lib).relocations().stream()
                .map(r -> r.offset() + " " + r.info() + " " + r.addend()).toList();
        assertEquals(expected, actual);
    }

    /**
     * Without ../shared/fixtures each shared library's goldens are still cases: each skips by the library's name and
     * says which golden goes unchecked, and that golden is a committed file.
     */
    @Test
    void withoutTheSharedLibrariesEachGoldenSkipsByName(@TempDir Path tmp) {
        for (String file : UcodeFixtures.SHARED) {
            for (String suffix : List.of(".golden", ".readelf.txt")) {
                String golden = "ucode/" + base(file, true) + suffix;
                assertTrue(Files.isRegularFile(Fixtures.repo("model/src/test/resources/" + golden)), golden);
                TestAbortedException e = assertThrows(TestAbortedException.class,
                        () -> UcodeFixtures.present(tmp.resolve("no-shared"), file, golden));
                assertTrue(e.getMessage().contains(file + ": ") && e.getMessage().contains(file + " is absent")
                        && e.getMessage().contains("golden " + golden + " is not checked"), e.getMessage());
            }
        }
    }
}
