package org.ringscope.model.dump;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.ringscope.model.InputException;
import org.ringscope.model.Version;
import org.ringscope.model.device.SparseMemory;
import org.ringscope.model.io.InputFiles;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.VringPages;

/**
 * Reads dump files and raw ring files. Every problem is an {@link InputException} naming the file, the entry
 * and the manifest field: a truncated or foreign zip, a format version from the future, blobs whose sizes
 * disagree with the manifest, unsafe or duplicate entry names, hostile sizes. Rings are memory-mapped (stored
 * entries) and read through {@link DumpRing} without a copy.
 *
 * <pre>{@code
 * Dump a = DumpReader.read(Path.of("sunda.rsdump"));
 * Dump raw = DumpReader.readRaw(Path.of("ring.bin"), Direction.TX);
 * }</pre>
 */
public final class DumpReader {
    private static final int ZIP_MIN = 22;
    /** Most descriptors of one raw ring: the vring cap, {@value VringPages#MAX_DESCRIPTORS}. */
    public static final int MAX_RAW_DESCRIPTORS = VringPages.MAX_DESCRIPTORS;
    /** {@link #MAX_RAW_DESCRIPTORS} × 16 bytes. */
    public static final long MAX_RAW_BYTES = 16L * MAX_RAW_DESCRIPTORS;

    private DumpReader() {
    }

    /** Whether {@code path} starts like a zip (a local file header, {@code PK\3\4}) — a dump, not a raw ring. */
    public static boolean looksLikeDump(Path path) throws IOException, InputException {
        InputFiles.requireRegular(path);
        try (InputStream in = Files.newInputStream(path)) {
            byte[] b = in.readNBytes(4);
            return b.length == 4 && b[0] == 'P' && b[1] == 'K' && b[2] == 3 && b[3] == 4;
        }
    }

    public static Dump read(Path path) throws IOException, InputException {
        return read(path, DumpLimits.DEFAULT);
    }

    public static Dump read(Path path, DumpLimits limits) throws IOException, InputException {
        String name = path.toString();
        if (InputFiles.isStdin(path)) {
            throw new InputException(InputFiles.STDIN_NAME, -1, "", "a dump is a zip, read from its end: give a file,"
                    + " not standard input");
        }
        InputFiles.requireRegular(path);
        long size = Files.size(path);
        if (size < ZIP_MIN) {
            throw new InputException(name, -1, "", size + " bytes is too short for a zip: truncated, or not a dump");
        }
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
            checkDirectory(name, ZipEnd.read(ch), size, limits);
            ZipFile zip;
            try {
                zip = ZipFile.builder().setPath(path).get();
            } catch (IOException | RuntimeException e) {
                throw new InputException(name, -1, "", "not a zip (truncated, or not a dump): " + e.getMessage(), e);
            }
            try (zip) {
                ZipEntries entries = new ZipEntries(name, zip, ch, limits.maxInflatedBytes());
                if (!entries.has(ManifestJson.ENTRY)) {
                    throw new InputException(name, -1, ManifestJson.ENTRY, "missing: a zip, but not a RingScope dump");
                }
                DumpManifest m = ManifestJson.read(name, entries.small(ManifestJson.ENTRY, limits.maxManifestBytes()));
                return new Dump(name, m, rings(name, m, entries), ucode(name, m, entries), memory(name, m, entries));
            }
        }
    }

    /** The central directory, before the zip library reads it: not more entries nor bytes than a dump can need. */
    private static void checkDirectory(String name, ZipEnd end, long size, DumpLimits limits) throws InputException {
        if (end == null) {
            return;
        }
        if (Long.compareUnsigned(end.entries(), limits.maxEntries()) > 0) {
            throw new InputException(name, -1, "central directory", "declares " + Long.toUnsignedString(end.entries())
                    + " entries; a dump has at most " + limits.maxEntries() + ": refusing it");
        }
        if (Long.compareUnsigned(end.directorySize(), size) > 0) {
            throw new InputException(name, -1, "central directory", "declares " + Long.toUnsignedString(
                    end.directorySize()) + " bytes in a " + size + "-byte file: truncated or corrupt");
        }
    }

    private static List<DumpRing> rings(String name, DumpManifest m, ZipEntries entries) throws IOException,
            InputException {
        List<DumpRing> out = new ArrayList<>();
        Map<RingId, Integer> seen = new HashMap<>();
        for (int i = 0; i < m.rings().size(); i++) {
            DumpManifest.Ring r = m.rings().get(i);
            String field = "rings[" + i + "]";
            Integer before = seen.putIfAbsent(r.ringId(), i);
            if (before != null) {
                throw new InputException(name, -1, "manifest.json: " + field + ".id", r.id() + " is also rings["
                        + before + "]");
            }
            if (r.used() > r.descriptors() && r.ringId().kind() == RingKind.PRING) {
                throw new InputException(name, -1, "manifest.json: " + field + ".used", r.used()
                        + " used descriptors in a ring of " + r.descriptors());
            }
            out.add(new DumpRing(r, entries.blob(r.entry(), r.bytes(), field + ".entry", field + ".descriptors")));
        }
        return out;
    }

    private static List<DumpUcode> ucode(String name, DumpManifest m, ZipEntries entries) throws IOException,
            InputException {
        List<DumpUcode> out = new ArrayList<>();
        for (int i = 0; i < m.ucode().size(); i++) {
            DumpManifest.Ucode u = m.ucode().get(i);
            String field = "ucode[" + i + "]";
            if (u.entry().isEmpty()) {
                if (u.bytes() != 0) {
                    throw new InputException(name, -1, "manifest.json: " + field + ".bytes", u.bytes()
                            + " bytes but no entry");
                }
                out.add(new DumpUcode(u, ByteBuffer.allocate(0)));
            } else {
                out.add(new DumpUcode(u, entries.blob(u.entry(), u.bytes(), field + ".entry", field + ".bytes").asReadOnlyBuffer()));
            }
        }
        return out;
    }

    private static List<MemoryPages> memory(String name, DumpManifest m, ZipEntries entries) throws IOException,
            InputException {
        List<MemoryPages> out = new ArrayList<>();
        for (int i = 0; i < m.memory().size(); i++) {
            DumpManifest.Memory mem = m.memory().get(i);
            ByteBuffer data = entries.blob(mem.entry(), mem.bytes(), "memory[" + i + "].entry",
                    "memory[" + i + "].pages");
            MemoryPages p = new MemoryPages(mem, data);
            long prev = Long.MIN_VALUE;
            for (int k = 0; k < p.count(); k++) {
                long a = p.address(k);
                if ((a & (SparseMemory.PAGE_SIZE - 1)) != 0 || (k > 0 && Long.compareUnsigned(a, prev) <= 0)) {
                    throw new InputException(name, (long) k * DumpManifest.Memory.RECORD, "entry " + mem.entry()
                            + ": page record " + k, String.format("address 0x%x is not page-aligned or not above "
                            + "the one before", a));
                }
                prev = a;
            }
            out.add(p);
        }
        return out;
    }

    /**
     * A raw ring: a file of 16-byte descriptors as copied out of a device (or {@code -}, standard input), read as
     * {@code direction}.
     *
     * @throws InputException when the length is not a multiple of 16 or more than the vring cap
     */
    public static Dump readRaw(Path path, Direction direction) throws IOException, InputException {
        String name = InputFiles.name(path);
        ByteBuffer data;
        long size;
        if (InputFiles.isStdin(path)) {
            byte[] b = InputFiles.readAll(path, MAX_RAW_BYTES, "a raw ring holds at most " + MAX_RAW_DESCRIPTORS
                    + " descriptors (the vring cap)");
            size = b.length;
            checkRaw(name, size);
            data = ByteBuffer.wrap(b);
        } else {
            InputFiles.requireRegular(path);
            try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
                size = ch.size();
                checkRaw(name, size);
                data = size == 0 ? ByteBuffer.allocate(0) : ch.map(FileChannel.MapMode.READ_ONLY, 0, size);
            }
        }
        data.order(ByteOrder.LITTLE_ENDIAN);
        int n = (int) (size / 16);
        RingId id = RingId.raw(direction);
        String file = InputFiles.isStdin(path) ? name : path.getFileName().toString();
        DumpManifest.Ring r = new DumpManifest.Ring(id.toString(), "raw", file, "", n, n, -1);
        DumpManifest m = new DumpManifest(DumpManifest.FORMAT, DumpManifest.VERSION, "ringscope "
                + Version.TOOL_VERSION, "", 0, 0, List.of(new DumpManifest.Input("raw", name, "", size)),
                new DumpManifest.Options("", 1, false, "", false, true, 0), List.of(r), List.of(), List.of());
        return new Dump(name, m, List.of(new DumpRing(r, data)), List.of(), List.of());
    }

    private static void checkRaw(String name, long size) throws InputException {
        if (size > MAX_RAW_BYTES) {
            throw new InputException(name, -1, "", size + " bytes is more than one ring holds: a ring has at most "
                    + MAX_RAW_DESCRIPTORS + " descriptors (" + MAX_RAW_BYTES + " bytes, the vring cap)");
        }
        if (size % 16 != 0) {
            throw new InputException(name, size - size % 16, "descriptor " + size / 16, "the file is " + size
                    + " bytes, not a multiple of 16: its last descriptor has only " + size % 16 + " bytes");
        }
    }
}
