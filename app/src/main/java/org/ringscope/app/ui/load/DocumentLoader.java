package org.ringscope.app.ui.load;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Executor;
import javafx.concurrent.Task;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.views.Document;
import org.ringscope.views.neff.NeffDocument;
import org.ringscope.views.reloc.UcodeDocument;

/**
 * Loads documents off the FX thread — NEFFs, and ucode libraries (ELF files, recognised by their magic),
 * prelinked with the default options: each load is a {@link Task} on the background executor whose progress
 * and message the status bar shows. The FX thread only receives the finished, immutable {@link Document}.
 */
public final class DocumentLoader {
    /** The class-path location of the bundled sample NEFF. */
    public static final String SAMPLE_RESOURCE = "/org/ringscope/samples/sample.neff";

    /** What to load: a file, or the bundled sample when {@code path} is empty. */
    public record Source(Optional<Path> path, String name) {
        public static Source file(Path p) {
            Path abs = p.toAbsolutePath().normalize();
            return new Source(Optional.of(abs), String.valueOf(abs.getFileName()));
        }

        public static Source sample() {
            return new Source(Optional.empty(), "sample.neff");
        }
    }

    private final Executor executor;
    private final ReadLimits limits;

    public DocumentLoader(Executor executor, ReadLimits limits) {
        this.executor = executor;
        this.limits = limits;
    }

    /** Starts loading {@code src}; the caller attaches success and failure handlers before it runs. */
    public Task<Document> task(Source src) {
        Task<Document> t = new Task<>() {
            @Override
            protected Document call() throws Exception {
                updateProgress(-1, 1);
                updateMessage("Opening " + src.name() + "…");
                if (src.path().isPresent()) {
                    Path p = src.path().get();
                    if (isElf(p)) {
                        updateMessage("Prelinking " + src.name() + "…");
                        return UcodeDocument.load(p);
                    }
                    return NeffDocument.load(p, limits);
                }
                return NeffDocument.load(src.name(), sampleBytes(), limits);
            }
        };
        return t;
    }

    /** Whether the file starts with the ELF magic (a ucode library); false when it cannot be read. */
    static boolean isElf(Path p) {
        try (InputStream in = Files.newInputStream(p)) {
            return UcodeDocument.looksLikeElf(in.readNBytes(4));
        } catch (IOException e) {
            return false;
        }
    }

    public void start(Task<Document> t) {
        executor.execute(t);
    }

    public static byte[] sampleBytes() throws IOException {
        try (InputStream in = DocumentLoader.class.getResourceAsStream(SAMPLE_RESOURCE)) {
            if (in == null) {
                throw new IOException("the bundled sample " + SAMPLE_RESOURCE + " is missing from the jar");
            }
            return in.readAllBytes();
        }
    }

    /** A failure as one line for a dialog and the status bar — the input error's own text, never a stack trace. */
    public static String describe(Throwable t) {
        if (t instanceof InputException ie) {
            return ie.getMessage();
        }
        if (t instanceof NoSuchFileException nf) {
            return nf.getFile() + ": no such file";
        }
        if (t instanceof AccessDeniedException ad) {
            return ad.getFile() + ": permission denied";
        }
        if (t instanceof IOException io) {
            return io.getMessage() != null ? io.getMessage() : io.toString();
        }
        if (t instanceof OutOfMemoryError) {
            return "not enough memory to open the file (start Java with a larger -Xmx)";
        }
        return "internal error (please report): " + t;
    }

    /** True for failures caused by the input rather than by RingScope. */
    public static boolean isInputProblem(Throwable t) {
        return t instanceof InputException || t instanceof IOException;
    }
}
