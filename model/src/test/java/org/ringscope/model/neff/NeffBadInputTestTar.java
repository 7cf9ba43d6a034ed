package org.ringscope.model.neff;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;

/** Plain tars for bad-input tests, and header edits that keep the checksum right. */
final class NeffBadInputTestTar {
    private NeffBadInputTestTar() {
    }

    static byte[] plain(Map<String, byte[]> members) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (TarArchiveOutputStream t = new TarArchiveOutputStream(out)) {
            for (Map.Entry<String, byte[]> m : members.entrySet()) {
                TarArchiveEntry e = new TarArchiveEntry(m.getKey(), true);
                e.setSize(m.getValue().length);
                t.putArchiveEntry(e);
                t.write(m.getValue());
                t.closeArchiveEntry();
            }
        }
        return out.toByteArray();
    }

    /** Sets the first header's octal size field (offset 124) and fixes its checksum. */
    static void setSize(byte[] tar, String octal) {
        byte[] size = (octal + "\0").getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(size, 0, tar, 124, size.length);
        fixChecksum(tar);
    }

    static void fixChecksum(byte[] header) {
        Arrays.fill(header, 148, 156, (byte) ' ');
        long sum = 0;
        for (int i = 0; i < 512; i++) {
            sum += header[i] & 0xFF;
        }
        byte[] cs = String.format("%06o\0 ", sum).getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(cs, 0, header, 148, 8);
    }
}
