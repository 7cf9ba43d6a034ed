package org.ringscope.model.neff;

import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.ringscope.model.InputException;

/**
 * Reads the tar inside a NEFF payload into a name → bytes map (neff-format.md §1.4), with commons-compress.
 * Regular files only; directories are skipped like the loader does; links and devices are skipped with a
 * warning. Absolute paths and {@code ..} segments are rejected (path traversal).
 */
final class TarMembers {
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 16;

    private TarMembers() {
    }

    static Map<String, byte[]> read(InputStream tarStream, String file, long maxUnpacked, List<String> warnings)
            throws IOException, InputException {
        Map<String, byte[]> members = new LinkedHashMap<>();
        long total = 0;
        TarArchiveInputStream tar = new TarArchiveInputStream(tarStream);
        TarArchiveEntry e;
        while ((e = tar.getNextEntry()) != null) {
            String name = normalize(e.getName(), file);
            if (e.isDirectory()) {
                continue;
            }
            if (!e.isFile()) {
                warnings.add(file + ": tar member '" + e.getName() + "' is not a regular file (type '"
                        + (char) e.getLinkFlag() + "') and was skipped");
                continue;
            }
            long size = e.getSize();
            if (size < 0 || size > MAX_ARRAY || total + size > maxUnpacked) {
                throw new InputException(file, -1, "tar member '" + name + "' size",
                        "member declares " + size + " bytes; with the " + total + " bytes already unpacked that exceeds"
                                + " the unpacked-size limit of " + maxUnpacked + " bytes (--max-unpacked)");
            }
            // One allocation of the declared (already bounded) size, filled in place: InputStream.readNBytes(int)
            // would buffer in chunks and copy the whole member a second time.
            byte[] data = new byte[(int) size];
            int got = tar.readNBytes(data, 0, data.length);
            if (got != size) {
                throw new InputException(file, -1, "tar member '" + name + "'",
                        "truncated tar: member declares " + size + " bytes but only " + got + " follow");
            }
            total += size;
            if (members.put(name, data) != null) {
                warnings.add(file + ": tar member '" + name + "' appears more than once; the last copy is used");
            }
        }
        return members;
    }

    /** Strips a leading {@code ./}; rejects absolute paths and {@code ..} segments. */
    static String normalize(String raw, String file) throws InputException {
        String n = raw.replace('\\', '/');
        while (n.startsWith("./")) {
            n = n.substring(2);
        }
        if (n.startsWith("/") || n.matches("^[A-Za-z]:.*")) {
            throw new InputException(file, -1, "tar member name",
                    "member '" + raw + "' has an absolute path; NEFF members are relative (rejected: path traversal)");
        }
        for (String seg : n.split("/")) {
            if (seg.equals("..")) {
                throw new InputException(file, -1, "tar member name",
                        "member '" + raw + "' contains '..' and would escape the archive (rejected: path traversal)");
            }
        }
        if (n.isEmpty() || n.indexOf('\0') >= 0) {
            throw new InputException(file, -1, "tar member name", "member name '" + raw + "' is empty or invalid");
        }
        return n.endsWith("/") ? n.substring(0, n.length() - 1) : n;
    }
}
