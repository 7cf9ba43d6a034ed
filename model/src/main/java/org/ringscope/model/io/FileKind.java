package org.ringscope.model.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * What a path names, read from its attributes without opening it: opening a FIFO with no writer blocks, and a
 * device such as {@code /dev/zero} never ends, so readers ask first and refuse anything but a regular file.
 */
public enum FileKind {
    REGULAR("a regular file"),
    DIRECTORY("a directory"),
    FIFO("a FIFO (named pipe)"),
    CHARACTER_DEVICE("a character device"),
    BLOCK_DEVICE("a block device"),
    SOCKET("a socket"),
    OTHER("not a regular file"),
    MISSING("missing");

    private static final int S_IFMT = 0170000;
    private static final int S_IFIFO = 0010000;
    private static final int S_IFCHR = 0020000;
    private static final int S_IFBLK = 0060000;
    private static final int S_IFSOCK = 0140000;

    private final String description;

    FileKind(String description) {
        this.description = description;
    }

    /** How a message names it: "a directory", "a FIFO (named pipe)", … */
    public String description() {
        return description;
    }

    /** The kind of {@code path}, following symbolic links; {@link #MISSING} when nothing is there. */
    public static FileKind of(Path path) {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            return MISSING;
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return Files.exists(path, LinkOption.NOFOLLOW_LINKS) ? OTHER : MISSING;
        }
        if (a.isRegularFile()) {
            return REGULAR;
        }
        if (a.isDirectory()) {
            return DIRECTORY;
        }
        return unixKind(path);
    }

    /** The file type bits of {@code unix:mode} where the platform has them (Linux, macOS). */
    private static FileKind unixKind(Path path) {
        try {
            Object mode = Files.getAttribute(path, "unix:mode");
            if (mode instanceof Integer m) {
                return switch (m & S_IFMT) {
                    case S_IFIFO -> FIFO;
                    case S_IFCHR -> CHARACTER_DEVICE;
                    case S_IFBLK -> BLOCK_DEVICE;
                    case S_IFSOCK -> SOCKET;
                    default -> OTHER;
                };
            }
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | SecurityException e) {
            // no unix view (Windows): say only that it is not a regular file
        }
        return OTHER;
    }
}
