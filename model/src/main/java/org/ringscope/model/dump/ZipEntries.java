package org.ringscope.model.dump;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.Map;
import java.util.zip.ZipEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.ringscope.model.InputException;

/**
 * The entries of a dump's zip, checked: no two with one name, no name that is absolute or climbs out with
 * {@code ..}; and each blob read as exactly the size the manifest and the zip directory agree on — a stored
 * entry mapped from the file, a deflated one inflated into a buffer that grows with the bytes that arrive,
 * never past that size nor the reader's inflate budget.
 */
final class ZipEntries {
    /** The largest blob one buffer holds. */
    static final long MAX_BLOB = Integer.MAX_VALUE - 15;

    private final String file;
    private final ZipFile zip;
    private final FileChannel channel;
    private final long fileSize;
    private final Map<String, ZipArchiveEntry> entries = new HashMap<>();
    private long inflateBudget;

    ZipEntries(String file, ZipFile zip, FileChannel channel, long inflateBudget) throws IOException, InputException {
        this.file = file;
        this.zip = zip;
        this.channel = channel;
        this.fileSize = channel.size();
        this.inflateBudget = inflateBudget;
        for (Enumeration<ZipArchiveEntry> en = zip.getEntries(); en.hasMoreElements(); ) {
            ZipArchiveEntry e = en.nextElement();
            String name = e.getName();
            if (!safe(name)) {
                throw new InputException(file, -1, "entry '" + name + "'",
                        "unsafe entry name (absolute, or climbing out with ../): refusing the file");
            }
            if (entries.putIfAbsent(name, e) != null) {
                throw new InputException(file, -1, "entry '" + name + "'",
                        "appears twice: refusing an ambiguous file");
            }
        }
    }

    static boolean safe(String name) {
        if (name.isEmpty() || name.startsWith("/") || name.contains("\\") || name.indexOf('\0') >= 0
                || (name.length() > 1 && name.charAt(1) == ':')) {
            return false;
        }
        for (String part : name.split("/", -1)) {
            if (part.equals("..")) {
                return false;
            }
        }
        return true;
    }

    boolean has(String name) {
        return entries.containsKey(name);
    }

    /**
     * The bytes of entry {@code name}, which the manifest field {@code field} says holds {@code expected} bytes.
     */
    ByteBuffer blob(String name, long expected, String field) throws IOException, InputException {
        ZipArchiveEntry e = entries.get(name);
        if (e == null) {
            throw new InputException(file, -1, "manifest.json: " + field,
                    "names entry '" + name + "', which the zip does not hold");
        }
        String at = "entry " + name;
        if (e.getSize() != expected) {
            throw new InputException(file, -1, at, "is " + e.getSize() + " bytes but the manifest says " + expected
                    + " (" + field + ")");
        }
        if (expected > MAX_BLOB) {
            throw new InputException(file, -1, at, expected + " bytes is more than one blob may hold (" + MAX_BLOB + ")");
        }
        if (e.getMethod() == ZipEntry.STORED) {
            long off = e.getDataOffset();
            if (e.getCompressedSize() != expected) {
                throw new InputException(file, -1, at, "stored, but its compressed size " + e.getCompressedSize()
                        + " differs from its size " + expected);
            }
            if (off < 0 || off > fileSize - expected) {
                throw new InputException(file, off, at, "its " + expected + " bytes run past the end of the file ("
                        + fileSize + " bytes): truncated");
            }
            return channel.map(FileChannel.MapMode.READ_ONLY, off, expected);
        }
        if (e.getMethod() != ZipEntry.DEFLATED) {
            throw new InputException(file, -1, at, "compression method " + e.getMethod()
                    + " is not supported (stored or deflated)");
        }
        if (expected > inflateBudget) {
            throw new InputException(file, -1, at, "inflating " + expected + " more bytes passes the reader's limit;"
                    + " refusing a possible decompression bomb");
        }
        byte[] data = inflate(e, expected, at);
        inflateBudget -= expected;
        return ByteBuffer.wrap(data);
    }

    /** Inflates at most {@code expected + 1} bytes (to see a longer stream), growing the buffer as bytes arrive. */
    private byte[] inflate(ZipArchiveEntry e, long expected, String at) throws InputException {
        byte[] buf = new byte[(int) Math.min(expected + 1, 1 << 16)];
        int n = 0;
        try (InputStream in = zip.getInputStream(e)) {
            while (true) {
                if (n == buf.length) {
                    if (n > expected) {
                        break;
                    }
                    buf = Arrays.copyOf(buf, (int) Math.min(expected + 1, 2L * buf.length));
                }
                int r = in.read(buf, n, buf.length - n);
                if (r < 0) {
                    break;
                }
                n += r;
            }
        } catch (EOFException ex) {
            throw new InputException(file, -1, at, "truncated compressed data: " + ex.getMessage(), ex);
        } catch (IOException | RuntimeException ex) {
            throw new InputException(file, -1, at, "corrupt compressed data: " + ex.getMessage(), ex);
        }
        if (n != expected) {
            throw new InputException(file, -1, at, (n > expected ? "inflates past" : "inflates to " + n
                    + " bytes, short of") + " the " + expected + " bytes its directory and the manifest state");
        }
        return n == buf.length ? buf : Arrays.copyOf(buf, n);
    }
}
