package org.ringscope.views.neff;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.views.Document;

/**
 * One loaded NEFF, immutable: the container and its resolved manifest chain. Built on a background
 * thread by {@link #load(Path, ReadLimits)}; views only ever receive finished documents.
 *
 * @param path       the file on disk, empty for a NEFF read from memory (the bundled sample)
 * @param file       the container
 * @param manifest   the manifest chain
 * @param loadMillis how long reading and resolving took
 */
public record NeffDocument(Optional<Path> path, NeffFile file, Manifest manifest, long loadMillis)
        implements Document {

    /** The name shown in tabs and titles: the file name, or the resource name. */
    @Override
    public String displayName() {
        return path.map(p -> p.getFileName().toString()).orElse(file.source());
    }

    /** Reads and resolves a NEFF file. Slow for large files: call it off the FX thread. */
    public static NeffDocument load(Path path, ReadLimits limits) throws IOException, InputException {
        long t0 = System.nanoTime();
        NeffFile f = NeffReader.read(path, limits);
        Manifest m = ManifestParser.parse(f);
        return new NeffDocument(Optional.of(path), f, m, (System.nanoTime() - t0) / 1_000_000);
    }

    /** Reads and resolves a NEFF held in memory, e.g. a class-path resource. */
    public static NeffDocument load(String name, byte[] bytes, ReadLimits limits) throws IOException, InputException {
        long t0 = System.nanoTime();
        NeffFile f = NeffReader.read(name, bytes, limits);
        Manifest m = ManifestParser.parse(f);
        return new NeffDocument(Optional.empty(), f, m, (System.nanoTime() - t0) / 1_000_000);
    }
}
