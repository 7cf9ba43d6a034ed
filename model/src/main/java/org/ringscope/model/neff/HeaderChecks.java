package org.ringscope.model.neff;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.InputException;

/**
 * The loader's checks of a header against its file (docs/reference/neff-container.md, the runtime-side container page):
 * errors stop the load; warnings are reported and the file still loads.
 */
final class HeaderChecks {
    /** Feature bits the runtime refuses when neff_version_major == 2 ([RE] 59710068632 §4). */
    static final long REFUSED_FEATURE_MASK = 0x7FFFFFFFF8000000L;
    static final long MAX_KNOWN_MAJOR = 2;

    private HeaderChecks() {
    }

    /**
     * Throws for a header the loader cannot use; returns warnings for one it can. {@code fileSize} is -1 for a
     * stream, whose length is unknown: a payload cut short is then found when the stream ends early.
     */
    static List<String> check(NeffHeader h, long fileSize, String file) throws InputException {
        if (h.pkgVersion() != 1 && h.pkgVersion() != 2) {
            throw new InputException(file, NeffHeader.OFF_PKG_VERSION, "pkg_version",
                    "unknown pkg_version " + Long.toUnsignedString(h.pkgVersion())
                            + " (known: 1 = tgz+sha256, 2 = tgz+md5)");
        }
        if (h.headerSize() != NeffHeader.SIZE) {
            throw new InputException(file, NeffHeader.OFF_HEADER_SIZE, "header_size",
                    "header_size is " + Long.toUnsignedString(h.headerSize()) + ", a NEFF header is 1024 bytes");
        }
        long payloadRoom = fileSize < 0 ? Long.MAX_VALUE : fileSize - NeffHeader.SIZE;
        if (Long.compareUnsigned(h.dataSize(), payloadRoom) > 0) {
            throw new InputException(file, NeffHeader.OFF_DATA_SIZE, "data_size", "data_size "
                    + Long.toUnsignedString(h.dataSize()) + (fileSize < 0 ? " is more than any stream holds"
                    : " runs past the end of the file: only " + payloadRoom + " bytes follow the header"));
        }
        if (h.dataSize() == 0) {
            throw new InputException(file, NeffHeader.OFF_DATA_SIZE, "data_size", "data_size is 0: the NEFF has no payload");
        }
        List<String> warnings = new ArrayList<>();
        if (fileSize >= 0 && h.dataSize() < payloadRoom) {
            warnings.add(file + ": " + (payloadRoom - h.dataSize()) + " bytes after the payload (offset 0x"
                    + Long.toHexString(NeffHeader.SIZE + h.dataSize()) + ") are not part of the NEFF and were ignored");
        }
        if (Long.compareUnsigned(h.versionMajor(), MAX_KNOWN_MAJOR) > 0) {
            warnings.add(file + ": offset 0x18: field neff_version_major: " + Long.toUnsignedString(h.versionMajor())
                    + " is newer than the runtime accepts (<= 2)");
        }
        if (h.versionMajor() == 2 && (h.featureBits() & REFUSED_FEATURE_MASK) != 0) {
            warnings.add(file + ": offset 0x220: field feature_bits: 0x" + Long.toHexString(h.featureBits())
                    + " has bits the runtime refuses for major 2 (mask 0x7ffffffff8000000)");
        }
        return warnings;
    }
}
