package org.ringscope.model.neff;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarConstants;
import org.ringscope.model.InputException;
import org.ringscope.model.io.MemoryBudget;

/**
 * Reads the tar inside a NEFF payload into a name → bytes map (docs/reference/neff-container.md), with commons-compress.
 * Regular files only; directories are skipped like the loader does; hard and symbolic links, devices, FIFOs
 * and any other type are skipped with a warning. Every header's checksum is verified. Absolute paths and
 * {@code ..} segments are rejected (path traversal). A member's bytes are held as they arrive — a buffer that
 * grows with the data, never one allocated from the size a header declares — within the unpacked-size limit.
 */
final class TarMembers {
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 16;
    /** The first buffer of a member; it doubles as bytes arrive, up to the declared size. */
    private static final int FIRST_BUFFER = 1 << 16;
    /** Most members of one NEFF (a real one has dozens): each costs memory beyond its bytes. */
    static final int MAX_MEMBERS = 1 << 20;
    /** Warnings kept for one file; more are counted in one last line. */
    static final int MAX_WARNINGS = 100;
    private static final int HEADER = 512;

    private TarMembers() {
    }

    static Map<String, byte[]> read(InputStream tarStream, String file, ReadLimits limits, List<String> warnings)
            throws IOException, InputException {
        long maxUnpacked = limits.maxUnpacked();
        Map<String, byte[]> members = new LinkedHashMap<>();
        long total = 0;
        int entries = 0;
        int dropped = 0;
        TarArchiveInputStream tar = new TarArchiveInputStream(tarStream);
        TarArchiveEntry e;
        while ((e = tar.getNextEntry()) != null) {
            long at = Math.max(0, e.getDataOffset() - HEADER);
            if (!e.isCheckSumOK()) {
                throw new InputException(file, -1, "tar member '" + e.getName() + "' header", "checksum mismatch in the"
                        + " 512-byte header at tar offset 0x" + Long.toHexString(at) + ": the archive is corrupt");
            }
            if (++entries > MAX_MEMBERS) {
                throw new InputException(file, -1, "tar members", "more than " + MAX_MEMBERS
                        + " members: refusing an archive no compiler writes");
            }
            String name = normalize(e.getName(), file);
            if (e.isDirectory()) {
                continue;
            }
            String notRegular = notRegular(e);
            if (notRegular != null) {
                if (warnings.size() < MAX_WARNINGS) {
                    warnings.add(file + ": tar member '" + e.getName() + "' is " + notRegular + ", not a regular file,"
                            + " and was skipped");
                } else {
                    dropped++;
                }
                continue;
            }
            long size = e.getSize();
            if (size < 0 || size > MAX_ARRAY || total + size > maxUnpacked) {
                throw new InputException(file, -1, "tar member '" + name + "' size",
                        "member declares " + size + " bytes; with the " + total + " bytes already unpacked that exceeds"
                                + " the unpacked-size limit of " + maxUnpacked + " bytes"
                                + MemoryBudget.explain(maxUnpacked, "--max-unpacked"));
            }
            byte[] data = arriving(tar, (int) size);
            if (data.length != size) {
                throw new InputException(file, -1, "tar member '" + name + "'",
                        "truncated tar: member declares " + size + " bytes but only " + data.length + " follow");
            }
            total += size;
            if (members.put(name, data) != null) {
                if (warnings.size() < MAX_WARNINGS) {
                    warnings.add(file + ": tar member '" + name + "' appears more than once; the last copy is used");
                } else {
                    dropped++;
                }
            }
        }
        if (dropped > 0) {
            warnings.add(file + ": " + dropped + " more warnings like these");
        }
        return members;
    }

    /** The member's bytes as they arrive: at most {@code size}, fewer when the archive ends first. */
    private static byte[] arriving(InputStream in, int size) throws IOException {
        byte[] buf = new byte[Math.min(size, FIRST_BUFFER)];
        int n = 0;
        while (n < size) {
            if (n == buf.length) {
                buf = Arrays.copyOf(buf, (int) Math.min(size, 2L * buf.length));
            }
            int r = in.read(buf, n, buf.length - n);
            if (r < 0) {
                break;
            }
            n += r;
        }
        return n == buf.length ? buf : Arrays.copyOf(buf, n);
    }

    /** What a non-regular member is ("a symbolic link to 'x'"), or {@code null} for a regular file. */
    private static String notRegular(TarArchiveEntry e) {
        byte flag = e.getLinkFlag();
        if (flag == TarConstants.LF_NORMAL || flag == TarConstants.LF_OLDNORM || flag == TarConstants.LF_CONTIG) {
            return null;
        }
        if (e.isSymbolicLink()) {
            return "a symbolic link to '" + e.getLinkName() + "'";
        }
        if (e.isLink()) {
            return "a hard link to '" + e.getLinkName() + "'";
        }
        if (e.isCharacterDevice()) {
            return "a character device";
        }
        if (e.isBlockDevice()) {
            return "a block device";
        }
        if (e.isFIFO()) {
            return "a FIFO";
        }
        return "of type '" + (flag >= 0x20 && flag < 0x7f ? String.valueOf((char) flag) : "0x" + Integer.toHexString(flag & 0xFF))
                + "'";
    }

    /** Strips a leading {@code ./}; rejects absolute paths and {@code ..} segments. */
    static String normalize(String raw, String file) throws InputException {
        String n = raw.replace('\\', '/');
        while (n.startsWith("./")) {
            n = n.substring(2);
        }
        if (n.startsWith("/") || (n.length() >= 2 && n.charAt(1) == ':' && ((n.charAt(0) | 0x20) >= 'a' && (n.charAt(0) | 0x20) <= 'z'))) {
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
