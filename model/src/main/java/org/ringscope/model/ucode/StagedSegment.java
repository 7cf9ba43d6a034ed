package org.ringscope.model.ucode;

/**
 * One PT_LOAD as {@code xtlib_load_seg} placed it: {@code p_filesz} bytes copied from the file, then
 * zeros up to {@code p_memsz}, at {@code dst} in {@code image}.
 */
public record StagedSegment(int phdrIndex, String role, long linkAddr, long dst, long filesz, long memsz,
        String image) {
}
