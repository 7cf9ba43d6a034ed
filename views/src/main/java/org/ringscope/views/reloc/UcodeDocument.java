package org.ringscope.views.reloc;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.ringscope.model.ucode.PrelinkOptions;
import org.ringscope.model.ucode.PrelinkResult;
import org.ringscope.model.ucode.Prelinker;
import org.ringscope.model.ucode.XtlibFormatException;
import org.ringscope.views.Document;

/**
 * One ucode library after {@code prelink} with the default options (decision 0201), immutable. Built off
 * the FX thread by {@link #load}; a library the loader refuses is still a document (its result says why),
 * only a file that is no ELF at all fails to load.
 *
 * @param path       the file, empty for bytes from memory (a NEFF member)
 * @param name       the display name
 * @param fileSize   bytes in the file
 * @param result     the prelink run
 * @param loadMillis reading and prelinking time
 */
public record UcodeDocument(Optional<Path> path, String name, long fileSize, PrelinkResult result, long loadMillis)
        implements Document {

    @Override
    public String displayName() {
        return name;
    }

    /** Reads and prelinks a library file. */
    public static UcodeDocument load(Path file) throws IOException, XtlibFormatException {
        byte[] b = Files.readAllBytes(file);
        return load(Optional.of(file), String.valueOf(file.getFileName()), b);
    }

    /** Prelinks library bytes held in memory, e.g. a NEFF member. */
    public static UcodeDocument load(String name, byte[] bytes) throws XtlibFormatException {
        return load(Optional.empty(), name, bytes);
    }

    private static UcodeDocument load(Optional<Path> path, String name, byte[] b) throws XtlibFormatException {
        long t0 = System.nanoTime();
        PrelinkResult r = Prelinker.prelink(b, name, PrelinkOptions.defaults());
        return new UcodeDocument(path, name, b.length, r, (System.nanoTime() - t0) / 1_000_000);
    }

    /** Whether {@code bytes} start like an ELF file ({@code 0x7f 'E' 'L' 'F'}). */
    public static boolean looksLikeElf(byte[] head) {
        return head.length >= 4 && head[0] == 0x7f && head[1] == 'E' && head[2] == 'L' && head[3] == 'F';
    }
}
