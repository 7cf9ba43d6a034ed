package org.ringscope.app.bench.hostile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.ZipEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.utils.SeekableInMemoryByteChannel;

/**
 * Mutations of a dump: its bytes (headers, CRCs, the central directory), its manifest edited and the zip rewritten
 * (so the edit reaches the field checks), an entry's bytes changed (the CRC then agrees: the diff must see it),
 * entries renamed to climb out, given twice, dropped, or stored with a method other than stored and deflated.
 */
final class DumpMutator {
    /** Methods a zip may name that the reader refuses (deflate64, bzip2, lzma, zstd, xz). */
    private static final int[] FOREIGN_METHODS = {9, 12, 14, 93, 95};

    private DumpMutator() {
    }

    /** An entry of the zip. */
    private record Entry(String name, byte[] data, int method) {
    }

    static Mutant mutate(byte[] dump, SplittableRandom r) {
        List<Entry> entries;
        try {
            entries = entries(dump);
        } catch (IOException | RuntimeException e) {
            return ByteMutator.mutate(dump, r);
        }
        int pick = r.nextInt(10);
        if (pick < 3 || entries.isEmpty()) {
            return ByteMutator.mutate(dump, r);
        }
        if (pick < 7) {
            int m = index(entries, "manifest.json");
            if (m >= 0) {
                Mutant j = JsonMutator.mutate(entries.get(m).data(), "manifest.json", r);
                entries.set(m, new Entry("manifest.json", j.bytes(), entries.get(m).method()));
                return new Mutant(write(entries), j.what());
            }
        }
        int k = r.nextInt(entries.size());
        Entry e = entries.get(k);
        String what;
        switch (r.nextInt(5)) {
            case 0 -> {
                Mutant b = ByteMutator.mutate(e.data(), r);
                entries.set(k, new Entry(e.name(), b.bytes(), e.method()));
                what = "entry " + e.name() + ": " + b.what();
            }
            case 1 -> {
                entries.set(k, new Entry("../../" + JsonMutator.ESCAPE + "/" + e.name(), e.data(), e.method()));
                what = "entry " + e.name() + " renamed to climb out";
            }
            case 2 -> {
                entries.add(e);
                what = "entry " + e.name() + " twice";
            }
            case 3 -> {
                entries.remove(k);
                what = "entry " + e.name() + " dropped";
            }
            default -> {
                int method = FOREIGN_METHODS[r.nextInt(FOREIGN_METHODS.length)];
                return new Mutant(foreignMethod(write(entries), e.name(), method), "entry " + e.name() + ": method "
                        + method);
            }
        }
        return new Mutant(write(entries), what);
    }

    private static int index(List<Entry> entries, String name) {
        for (int i = 0; i < entries.size(); i++) {
            if (entries.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private static List<Entry> entries(byte[] zip) throws IOException {
        List<Entry> out = new ArrayList<>();
        try (ZipFile z = ZipFile.builder().setSeekableByteChannel(new SeekableInMemoryByteChannel(zip)).get()) {
            for (Enumeration<ZipArchiveEntry> en = z.getEntriesInPhysicalOrder(); en.hasMoreElements(); ) {
                ZipArchiveEntry e = en.nextElement();
                if (e.getMethod() != ZipEntry.STORED && e.getMethod() != ZipEntry.DEFLATED) {
                    throw new IOException("entry " + e.getName() + ": method " + e.getMethod());
                }
                out.add(new Entry(e.getName(), z.getInputStream(e).readAllBytes(), e.getMethod()));
            }
        }
        return out;
    }

    private static byte[] write(List<Entry> entries) {
        SeekableInMemoryByteChannel ch = new SeekableInMemoryByteChannel();
        try (ZipArchiveOutputStream z = new ZipArchiveOutputStream(ch)) {
            for (Entry e : entries) {
                ZipArchiveEntry ze = new ZipArchiveEntry(e.name());
                ze.setMethod(e.method() == ZipEntry.STORED ? ZipEntry.STORED : ZipEntry.DEFLATED);
                z.putArchiveEntry(ze);
                z.write(e.data());
                z.closeArchiveEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Arrays.copyOf(ch.array(), (int) ch.size());
    }

    /** The zip with entry {@code name}'s method set to {@code method} in its local header and central record. */
    private static byte[] foreignMethod(byte[] zip, String name, int method) {
        byte[] b = zip.clone();
        byte[] n = name.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i + 46 + n.length <= b.length; i++) {
            if (b[i] != 'P' || b[i + 1] != 'K') {
                continue;
            }
            if (b[i + 2] == 3 && b[i + 3] == 4 && Arrays.equals(b, i + 30, i + 30 + n.length, n, 0, n.length)) {
                b[i + 8] = (byte) method;
                b[i + 9] = 0;
            } else if (b[i + 2] == 1 && b[i + 3] == 2 && Arrays.equals(b, i + 46, i + 46 + n.length, n, 0, n.length)) {
                b[i + 10] = (byte) method;
                b[i + 11] = 0;
            }
        }
        return b;
    }
}
