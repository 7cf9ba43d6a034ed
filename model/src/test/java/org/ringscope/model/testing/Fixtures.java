package org.ringscope.model.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * Locates the shared fixtures ({@code ../shared/fixtures}, beside the checkout) and the checkout itself.
 * Tests that need the shared fixtures call {@link #shared(String)}, which skips the test with a clear
 * message when the folder is absent.
 */
public final class Fixtures {
    private Fixtures() {
    }

    /** The checkout's top folder (the one holding the root {@code pom.xml}). */
    public static Path root() {
        String p = System.getProperty("ringscope.root");
        if (p != null && Files.isRegularFile(Path.of(p, "pom.xml"))) {
            return Path.of(p).toAbsolutePath().normalize();
        }
        Path here = Path.of("").toAbsolutePath();
        for (Path d = here; d != null; d = d.getParent()) {
            if (Files.isDirectory(d.resolve("model")) && Files.isRegularFile(d.resolve("pom.xml"))) {
                return d;
            }
        }
        throw new IllegalStateException("cannot find the RingScope checkout above " + here);
    }

    /**
     * Skips the calling test saying {@code why}, on the console too: a skip's reason otherwise reaches only the test
     * reports, and a run without the shared fixtures would print no more than how many cases it skipped.
     */
    public static void skip(String why) {
        System.err.println("skipped: " + why);
        Assumptions.abort(why);
    }

    /** {@code ../shared/fixtures/<sub>}, or skips the calling test when it is absent. */
    public static Path shared(String sub) {
        Path dir = sharedDir(sub);
        assumeTrue(Files.isDirectory(dir),
                "shared fixtures not present at " + dir + " (they live beside the checkout in ../shared/fixtures); skipping");
        return dir;
    }

    /** The regular files in a shared fixture folder with the given suffix, sorted by name. */
    public static List<Path> sharedFiles(String sub, String suffix) {
        Path dir = shared(sub);
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> files = s.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().endsWith(suffix))
                    .sorted().toList();
            assumeTrue(!files.isEmpty(), "no *" + suffix + " files in " + dir + "; skipping");
            return files;
        } catch (IOException e) {
            throw new IllegalStateException("cannot list " + dir, e);
        }
    }

    /**
     * Every NEFF tests run on: the public ones in ../shared/fixtures/neff where that folder is present, then the
     * bundled sample — which is always there, so a test over this list never skips on a clean clone.
     */
    public static Stream<Path> neffs() {
        return Stream.concat(sharedNeffs().stream(), Stream.of(repo("resources/samples/sample.neff")));
    }

    /** The public NEFFs of ../shared/fixtures/neff, or none when the folder is absent (no skip). */
    public static List<Path> sharedNeffs() {
        return neffsIn(sharedNeffDir());
    }

    /** Where the public NEFFs are, or would be: ../shared/fixtures/neff (or {@code -Dringscope.shared}). */
    public static Path sharedNeffDir() {
        return sharedDir("neff");
    }

    /** Where the shared fixture folder {@code sub} is, or would be, without skipping when it is absent. */
    public static Path sharedDir(String sub) {
        String p = System.getProperty("ringscope.shared");
        Path base = p != null ? Path.of(p) : root().resolve("../shared");
        return base.resolve("fixtures").resolve(sub).toAbsolutePath().normalize();
    }

    /** The {@code *.neff} files in {@code dir}, sorted, or none when it is absent. */
    public static List<Path> neffsIn(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().endsWith(".neff")).sorted().toList();
        } catch (IOException e) {
            throw new IllegalStateException("cannot list " + dir, e);
        }
    }

    /** A file of the checkout, by path relative to its top folder. */
    public static Path repo(String relative) {
        return root().resolve(relative);
    }
}
