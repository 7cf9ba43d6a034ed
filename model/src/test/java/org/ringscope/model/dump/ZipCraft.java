package org.ringscope.model.dump;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
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
                    ? new Entry(e.name(), edit.apply(new String(e.data(), java.nio.charset.StandardCharsets.UTF_8))
                            .getBytes(java.nio.charset.StandardCharsets.UTF_8), false)
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
}
