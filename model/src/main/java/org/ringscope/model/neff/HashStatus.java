package org.ringscope.model.neff;

/**
 * The result of checking the header hash against the payload window {@code file[0x400, 0x400 + data_size)}.
 *
 * @param algorithm MD5 for pkg_version 2, SHA-256 for pkg_version 1
 * @param valid     true when either byte order matches
 * @param byteOrder which order matched ({@link HashByteOrder#NONE} when neither)
 * @param stored    the stored digest bytes as hex (digest length only)
 * @param computed  the digest computed over the payload as hex, in digest order
 */
public record HashStatus(String algorithm, boolean valid, HashByteOrder byteOrder, String stored, String computed) {
}
