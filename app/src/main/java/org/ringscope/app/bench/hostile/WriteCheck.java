package org.ringscope.app.bench.hostile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.ringscope.model.provenance.OutputContents;

/**
 * Where a case wrote: its folder must hold only its input and, in the asked folder, outputs with plain names and
 * the dump; the work folder only the seeds and the case; the folder the campaign runs in (which should start
 * empty) nothing new; and no folder around them a file carrying the escape marker of the hostile names.
 */
final class WriteCheck {
    private final Path cwd;
    private final Path work;
    private final Set<String> cwdBefore;
    private final List<Path> canaries;

    WriteCheck(Path cwd, Path work) throws IOException {
        this.cwd = cwd;
        this.work = work;
        this.cwdBefore = listing(cwd);
        List<Path> c = new ArrayList<>(List.of(cwd, work));
        for (Path p = work.getParent(); p != null && c.size() < 5; p = p.getParent()) {
            c.add(p);
        }
        c.add(Path.of(System.getProperty("java.io.tmpdir")));
        this.canaries = List.copyOf(c);
    }

    /** The entries of the folder the campaign runs in when it started. */
    Set<String> cwdBefore() {
        return cwdBefore;
    }

    /** The unexpected files a case left: outside its asked folder, or temporaries inside it. */
    List<String> unexpected(Path caseDir, String input) throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> s = Files.walk(caseDir)) {
            for (Path p : s.toList()) {
                String rel = caseDir.relativize(p).toString().replace('\\', '/');
                if (!(rel.isEmpty() || rel.equals("in") || rel.equals("in/" + input) || rel.equals("asked")
                        || expectedOutput(rel))) {
                    out.add(p.toString());
                }
            }
        }
        out.addAll(unexpectedOutside(caseDir));
        return out;
    }

    /**
     * The files a case left outside its own folder: anything new in the work folder but the seeds and the case, and
     * any file carrying the escape marker in the folders around.
     */
    List<String> unexpectedOutside(Path caseDir) throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(work)) {
            s.filter(p -> !p.equals(caseDir) && !p.getFileName().toString().startsWith("seed"))
                    .forEach(p -> out.add(p.toString()));
        }
        for (Path dir : canaries) {
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.getFileName().toString().contains(JsonMutator.ESCAPE)).forEach(p -> out.add(p.toString()));
            } catch (IOException e) {
                // a folder we may not list is not one we wrote to
            }
        }
        return out;
    }

    /**
     * A file {@code --write-outputs} or {@code --dump} may leave in the asked folder (never a hidden temporary): an
     * output's {@code <name>.bin}, the outputs' provenance report beside them, the dump.
     */
    private static boolean expectedOutput(String rel) {
        if (!rel.startsWith("asked/") || rel.indexOf('/', 6) >= 0) {
            return false;
        }
        String name = rel.substring(6);
        return !name.startsWith(".") && (name.endsWith(".bin") || name.equals(OutputContents.REPORT_NAME)
                || name.equals("run.rsdump"));
    }

    /** What the folder the campaign runs in holds now that was not there at the start. */
    Set<String> cwdAdded() throws IOException {
        Set<String> now = listing(cwd);
        now.removeAll(cwdBefore);
        Path w = work.toAbsolutePath().normalize();
        now.removeIf(e -> cwd.resolve(e).toAbsolutePath().normalize().startsWith(w));
        return now;
    }

    private static Set<String> listing(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir, 3)) {
            TreeSet<String> out = new TreeSet<>();
            // the folder itself is not one of its entries (it relativizes to the empty name)
            s.filter(p -> !p.equals(dir)).forEach(p -> out.add(dir.relativize(p).toString()));
            return out;
        }
    }
}
