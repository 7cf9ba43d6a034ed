package org.ringscope.model.neff;

import java.util.List;

/**
 * A NEFF container as read from disk: the header, the hash check, the payload encoding, the tar members,
 * and warnings about things that are odd but not fatal (a hash mismatch is one: the file still loads).
 *
 * @param source   the file name shown in messages
 * @param fileSize the file's size in bytes
 */
public record NeffFile(String source, long fileSize, NeffHeader header, HashStatus hash, PayloadEncoding encoding,
                       NeffMembers members, List<String> warnings) {
    public NeffFile {
        warnings = List.copyOf(warnings);
    }
}
