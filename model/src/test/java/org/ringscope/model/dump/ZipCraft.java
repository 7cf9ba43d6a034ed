package org.ringscope.model.dump;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.zip.ZipEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipFile;

/** Rewrites zips entry by entry, so tests can make every kind of bad dump. */
final class ZipCraft {
    /** One entry: name, bytes, stored or deflated. */
    record Entry(String name, byte[] data, boolean stored) {
    }

    private ZipCraft() {
    }

    static List<Entry> entries(Path zip) throws IOException {
        List<Entry> out = new ArrayList<>();
        try (ZipFile z = ZipFile.builder().setPath(zip).get()) {
            for (Enumeration<ZipArchiveEntry> en = z.getEntriesInPhysicalOrder(); en.hasMoreElements(); ) {
                ZipArchiveEntry e = en.nextElement();
                out.add(new Entry(e.getName(), z.getInputStream(e).readAllBytes(), e.getMethod() == ZipEntry.STORED));
            }
        }
        return out;
    }

    static void write(Path zip, List<Entry> entries) throws IOException {
        try (ZipArchiveOutputStream z = new ZipArchiveOutputStream(zip)) {
            for (Entry e : entries) {
                ZipArchiveEntry ze = new ZipArchiveEntry(e.name());
                ze.setMethod(e.stored() ? ZipEntry.STORED : ZipEntry.DEFLATED);
                z.putArchiveEntry(ze);
                z.write(e.data());
                z.closeArchiveEntry();
            }
        }
    }

    /** {@code src} rewritten to {@code dst} with the manifest text edited. */
    static void editManifest(Path src, Path dst, UnaryOperator<String> edit) throws IOException {
        List<Entry> out = new ArrayList<>();
        for (Entry e : entries(src)) {
            out.add(e.name().equals("manifest.json")
                    ? new Entry(e.name(), edit.apply(new String(e.data(), StandardCharsets.UTF_8))
                            .getBytes(StandardCharsets.UTF_8), false)
                    : e);
        }
        write(dst, out);
    }

    /** {@code src} rewritten to {@code dst} with one more entry. */
    static void addEntry(Path src, Path dst, Entry extra) throws IOException {
        List<Entry> out = new ArrayList<>(entries(src));
        out.add(extra);
        write(dst, out);
    }

    /** Where entry {@code name} lives in {@code bytes}: its local header, its central directory record, its data. */
    record Offsets(int local, int central, int data) {
    }

    static Offsets offsets(Path zip, String name) throws IOException {
        byte[] b = Files.readAllBytes(zip);
        int local;
        int data;
        try (ZipFile z = ZipFile.builder().setPath(zip).get()) {
            ZipArchiveEntry e = z.getEntry(name);
            local = (int) e.getLocalHeaderOffset();
            data = (int) e.getDataOffset();
        }
        byte[] n = name.getBytes(StandardCharsets.UTF_8);
        for (int i = b.length - 46; i >= 0; i--) {
            if (b[i] == 'P' && b[i + 1] == 'K' && b[i + 2] == 1 && b[i + 3] == 2
                    && Arrays.equals(b, i + 46, i + 46 + n.length, n, 0, n.length)) {
                return new Offsets(local, i, data);
            }
        }
        throw new IllegalArgumentException("no central record for " + name);
    }

    /** A copy of {@code bytes} with the little-endian {@code width}-byte field at {@code at} set to {@code value}. */
    static byte[] put(byte[] bytes, int at, int width, long value) {
        byte[] c = bytes.clone();
        for (int i = 0; i < width; i++) {
            c[at + i] = (byte) (value >>> (8 * i));
        }
        return c;
    }
}
