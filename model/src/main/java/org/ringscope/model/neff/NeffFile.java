package org.ringscope.model.neff;

import java.util.List;

/**
 * A NEFF container as read from disk: the header, the hash check, the payload encoding, the tar members,
 * and warnings about things that are odd but not fatal (a hash mismatch is one: the file still loads).
 *
 * @param source   the file name shown in messages
 * @param fileSize the file's size in bytes (for a stream: the header and the payload)
 * @param sha256   the SHA-256 of the whole file, lower-case hex (what {@code sha256sum} prints; dumps record it);
 *                 for a stream, of the header and the payload
 */
public record NeffFile(String source, long fileSize, NeffHeader header, HashStatus hash, PayloadEncoding encoding,
                       NeffMembers members, List<String> warnings, String sha256) {
    public NeffFile {
        warnings = List.copyOf(warnings);
    }

    /** This file with the SHA-256 the reader computed once every byte was read. */
    NeffFile withSha256(String hex) {
        return new NeffFile(source, fileSize, header, hash, encoding, members, warnings, hex);
    }

    /** This file with its size (a stream's is known once its payload is read). */
    NeffFile withFileSize(long size) {
        return new NeffFile(source, size, header, hash, encoding, members, warnings, sha256);
    }
}
