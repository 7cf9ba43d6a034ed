package org.ringscope.app.bench.hostile;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.tar.TarConstants;
import org.ringscope.model.neff.NeffHeader;
import org.ringscope.model.neff.NeffWriter;

/**
 * Mutations of a NEFF at every layer: its bytes (the header, the gzip stream), one JSON member edited and the
 * archive repacked with a valid hash (so the edit reaches the manifests and the run), a member's bytes (instruction
 * streams, embedded libraries), the archive itself (links, devices, names that climb out, a member declaring more
 * than it holds, a corrupt header checksum, a member of zeros that inflates), an output variable renamed to a path
 * that leaves the output directory, and header fields.
 */
final class NeffMutator {
    private static final int TAR_HEADER = 512;

    private NeffMutator() {
    }

    static Mutant mutate(byte[] neff, SplittableRandom r) {
        Optional<Unpacked> seed = Unpacked.of(neff);
        if (seed.isEmpty()) {
            return ByteMutator.mutate(neff, r);
        }
        Unpacked f = seed.get();
        Map<String, byte[]> members = f.members();
        int pick = r.nextInt(20);
        if (pick < 4) {
            return ByteMutator.mutate(neff, r);
        }
        if (pick < 12) {
            List<String> json = members.keySet().stream().filter(n -> n.endsWith(".json")).toList();
            String m = json.get(r.nextInt(json.size()));
            Mutant j = JsonMutator.mutate(members.get(m), m, r);
            members.put(m, j.bytes());
            return new Mutant(f.repack(), j.what());
        }
        if (pick < 14) {
            List<String> bins = members.keySet().stream().filter(n -> !n.endsWith(".json")).toList();
            if (!bins.isEmpty()) {
                String m = bins.get(r.nextInt(bins.size()));
                Mutant b = m.endsWith(".so") ? ByteMutator.words(members.get(m), 256, r)
                        : ByteMutator.mutate(members.get(m), r);
                members.put(m, b.bytes());
                return new Mutant(f.repack(), "member " + m + ": " + b.what());
            }
        }
        if (pick < 17) {
            return archive(f.header(), members, r);
        }
        if (pick < 19) {
            return OutputRename.rename(members, r).map(w -> new Mutant(f.repack(), w))
                    .orElseGet(() -> ByteMutator.mutate(neff, r));
        }
        return header(neff, r);
    }

    /** The archive made hostile, written as gzip'd tar behind a valid header. */
    private static Mutant archive(NeffHeader header, Map<String, byte[]> members, SplittableRandom r) {
        List<String> names = new ArrayList<>(members.keySet());
        String victim = names.get(r.nextInt(names.size()));
        int op = r.nextInt(8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String what;
        try (TarArchiveOutputStream t = new TarArchiveOutputStream(new GZIPOutputStream(out))) {
            t.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            what = switch (op) {
                case 0 -> special(t, victim, TarConstants.LF_SYMLINK, "/etc/passwd", "symbolic link");
                case 1 -> special(t, victim, TarConstants.LF_LINK, names.get(0), "hard link");
                case 2 -> special(t, victim, r.nextBoolean() ? TarConstants.LF_CHR : TarConstants.LF_BLK, null, "device");
                case 3 -> special(t, victim, TarConstants.LF_FIFO, null, "FIFO");
                case 4 -> {
                    regular(t, "../" + JsonMutator.ESCAPE + "/" + victim, members.get(victim));
                    yield "a member named ../" + JsonMutator.ESCAPE + "/" + victim;
                }
                case 5 -> {
                    regular(t, victim, members.get(victim));
                    yield "member " + victim + " twice";
                }
                case 6 -> {
                    regular(t, "sg00/zeros.bin", new byte[(1 + r.nextInt(32)) << 20]);
                    yield "a member of zeros (up to 32 MiB)";
                }
                default -> {
                    members.remove(victim);
                    yield "member " + victim + " removed";
                }
            };
            for (Map.Entry<String, byte[]> m : members.entrySet()) {
                if (!(op <= 3 && m.getKey().equals(victim))) {
                    regular(t, m.getKey(), m.getValue());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Mutant(NeffWriter.write(header, out.toByteArray()), "archive: " + what);
    }

    private static String special(TarArchiveOutputStream t, String name, byte flag, String link, String what)
            throws IOException {
        TarArchiveEntry e = new TarArchiveEntry(name, flag);
        if (link != null) {
            e.setLinkName(link);
        }
        t.putArchiveEntry(e);
        t.closeArchiveEntry();
        return name + " as a " + what;
    }

    private static void regular(TarArchiveOutputStream t, String name, byte[] data) throws IOException {
        TarArchiveEntry e = new TarArchiveEntry(name, true);
        e.setSize(data.length);
        t.putArchiveEntry(e);
        t.write(data);
        t.closeArchiveEntry();
    }

    /** A header field set to a boundary value, or the first tar header damaged in a plain-tar payload. */
    private static Mutant header(byte[] neff, SplittableRandom r) {
        byte[] b = neff.clone();
        ByteBuffer h = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        int[] fields = {NeffHeader.OFF_PKG_VERSION, NeffHeader.OFF_HEADER_SIZE, NeffHeader.OFF_DATA_SIZE,
            NeffHeader.OFF_VERSION_MAJOR, NeffHeader.OFF_FEATURE_BITS};
        int off = fields[r.nextInt(fields.length)];
        long v = ByteMutator.INTERESTING[r.nextInt(ByteMutator.INTERESTING.length)];
        if (b.length >= NeffHeader.SIZE + TAR_HEADER) {
            h.putLong(off, v);
        }
        return new Mutant(b, "header: field at 0x" + Integer.toHexString(off) + " = 0x" + Long.toHexString(v));
    }
}
