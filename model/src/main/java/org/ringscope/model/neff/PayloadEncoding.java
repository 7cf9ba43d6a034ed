package org.ringscope.model.neff;

/** How the payload after the header is encoded (docs/reference/neff-container.md). */
public enum PayloadEncoding {
    /** gzip of a POSIX tar, optionally zero-padded to a multiple of 10240 bytes (what the compiler writes). */
    GZIP_TAR,
    /** A plain tar ({@code neuron-packager optimize} output). */
    TAR
}
