package org.ringscope.model.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The public NEFFs a set of goldens was made from, case by case: one case for every committed golden file named
 * {@code PREFIX NAME SUFFIX} (its NEFF {@code NAME.neff} in {@code ../shared/fixtures/neff}), and one for every shared
 * NEFF that has no golden yet (an update writes it). A case whose NEFF is absent — a clean clone without the shared
 * fixtures — stays a case and skips by name, saying which file it misses and which golden goes unchecked, so a run's
 * report and its console list every golden it did not check and why.
 */
public final class GoldenNeffs {
    private GoldenNeffs() {
    }

    /**
     * One public NEFF of a golden set.
     *
     * @param name   the NEFF's name without {@code .neff} ({@code matmul_small})
     * @param neff   where the NEFF is, or would be
     * @param golden the golden file's path below {@code model/src/test/resources/golden}
     */
    public record Case(String name, Path neff, String golden) {
        public boolean present() {
            return Files.isRegularFile(neff);
        }

        /** Skips the calling test, by this case's name and why, unless the NEFF is there ({@link Fixtures#skip}). */
        public void assumePresent() {
            if (!present()) {
                Fixtures.skip(name + ": " + neff + " is absent (the public NEFFs live beside the checkout in "
                        + "../shared/fixtures/neff), so golden " + golden + " is not checked");
            }
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /**
     * The NEFF-info goldens ({@code neff/NAME.neff.info.json}): the bundled sample's, which is always there, then
     * one case per public NEFF.
     */
    public static List<Case> info() {
        List<Case> out = new ArrayList<>(List.of(new Case("sample", Fixtures.repo("resources/samples/sample.neff"),
                "neff/sample.neff.info.json")));
        of("neff", "", ".neff.info.json").stream().filter(c -> !c.name().equals("sample")).forEach(out::add);
        return out;
    }

    /** The cases of the goldens {@code dir/PREFIX NAME SUFFIX} over the shared NEFFs ({@link Fixtures#sharedNeffs()}). */
    public static List<Case> of(String dir, String prefix, String suffix) {
        return of(Fixtures.sharedNeffDir(), Golden.file(dir), dir, prefix, suffix);
    }

    /** As {@link #of(String, String, String)}, with the shared NEFFs in {@code neffs} and the goldens in {@code goldens}. */
    public static List<Case> of(Path neffs, Path goldens, String dir, String prefix, String suffix) {
        TreeMap<String, Case> out = new TreeMap<>();
        try (Stream<Path> s = Files.isDirectory(goldens) ? Files.list(goldens) : Stream.empty()) {
            for (Path g : s.toList()) {
                String f = g.getFileName().toString();
                if (f.startsWith(prefix) && f.endsWith(suffix) && f.length() > prefix.length() + suffix.length()) {
                    String name = f.substring(prefix.length(), f.length() - suffix.length());
                    out.put(name, new Case(name, neffs.resolve(name + ".neff"), dir + "/" + f));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + goldens, e);
        }
        for (Path p : Fixtures.neffsIn(neffs)) {
            String name = p.getFileName().toString().replaceFirst("\\.neff$", "");
            out.putIfAbsent(name, new Case(name, p, dir + "/" + prefix + name + suffix));
        }
        return new ArrayList<>(out.values());
    }
}
