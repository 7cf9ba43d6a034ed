package org.ringscope.model.dump;

import java.util.List;
import org.ringscope.model.device.SparseMemory;

/**
 * {@code manifest.json} of a dump file (docs/dump-format.md): what was run, on what, up to which step, and
 * one entry per blob of the zip.
 *
 * @param format        always {@value #FORMAT}
 * @param formatVersion the version of the layout ({@value #VERSION}); readers refuse newer ones
 * @param tool          the RingScope version that wrote it
 * @param arch          the device generation of the run ({@code sunda}, {@code cayman}, {@code mariana}), or
 *                      empty for a raw ring
 * @param step          the journal step the state is from
 * @param steps         the run's last step
 * @param inputs        the files the run read, with their SHA-256
 * @param options       the run's options
 * @param rings         every vring half and pring at the step
 * @param ucode         every GPSIMD library: its relocated image (when staged at the step) and applied patches
 * @param memory        per device memory, the pages holding a non-zero byte
 */
public record DumpManifest(String format, int formatVersion, String tool, String arch, int step, int steps,
                           List<Input> inputs, Options options, List<Ring> rings, List<Ucode> ucode,
                           List<Memory> memory) {
    /** The {@code format} value of every dump. */
    public static final String FORMAT = "ringscope-dump";
    /** The layout this RingScope writes and the newest it reads. */
    public static final int VERSION = 1;

    public DumpManifest {
        inputs = List.copyOf(inputs);
        rings = List.copyOf(rings);
        ucode = List.copyOf(ucode);
        memory = List.copyOf(memory);
    }

    /**
     * An input file.
     *
     * @param role   {@code neff}, {@code ucode} (an extra library) or {@code input} (a variable's bytes)
     * @param name   the file as the run named it (for {@code input}: {@code VAR=FILE})
     * @param sha256 lower-case hex
     * @param bytes  its size
     */
    public record Input(String role, String name, String sha256, long bytes) {
    }

    /**
     * The run's options ({@code RunOptions}); {@code failAt} is empty when none; {@code dumpTrap}: its rings end with
     * the trap descriptor ({@code run --dump-trap}; absent in older dumps, read as false).
     */
    public record Options(String arch, int executions, boolean async, String failAt, boolean inspect, boolean pack,
                          long maxPacketSize, boolean dumpTrap) {
        /** Options of a run without the trap descriptor. */
        public Options(String arch, int executions, boolean async, String failAt, boolean inspect, boolean pack,
                long maxPacketSize) {
            this(arch, executions, async, failAt, inspect, pack, maxPacketSize, false);
        }
    }

    /**
     * A ring blob: {@code descriptors} × 16 bytes at {@code entry}.
     *
     * @param id          the {@link RingId} text
     * @param stage       how the run staged it: {@code static}, {@code template}, {@code dynamic}, {@code instr},
     *                    {@code exec} or {@code raw}
     * @param name        the vring's or the pring allocation's name
     * @param descriptors descriptors in the blob (a vring half's used count; a pring's allocated count)
     * @param used        {@code used_desc_count}
     * @param address     the pring's device address (-1 for a vring half)
     */
    public record Ring(String id, String stage, String name, String entry, int descriptors, int used, long address) {
        /** The parsed {@link #id()}. */
        public RingId ringId() {
            return RingId.parse(id);
        }

        /** Blob size in bytes. */
        public long bytes() {
            return 16L * descriptors;
        }
    }

    /**
     * A GPSIMD library.
     *
     * @param entry         its relocated image as the device holds it at the step, or empty when not staged yet
     * @param bytes         the image's size (0 without an image)
     * @param deviceAddress where the image lives in device memory (0 when the build failed)
     * @param status        the loader's status code (0 = ok)
     * @param patches       the relocation patches applied at the step, in order
     */
    public record Ucode(String name, String origin, String entry, long bytes, long deviceAddress, int status,
                        List<Patch> patches) {
        public Ucode {
            patches = List.copyOf(patches);
        }
    }

    /**
     * One relocation patch: relocation-table row {@code index}, its type, the staged {@code site}, and the bytes
     * there before and after (hex, memory order).
     */
    public record Patch(int index, String type, String side, long offset, long site, String before, String after) {
    }

    /**
     * One device memory's written pages: {@code pages} records of an 8-byte little-endian device address and
     * the page's {@value org.ringscope.model.device.SparseMemory#PAGE_SIZE} bytes.
     */
    public record Memory(String region, String entry, long base, int pages) {
        /** Bytes per page record (address + page). */
        public static final int RECORD = 8 + SparseMemory.PAGE_SIZE;

        /** Blob size in bytes. */
        public long bytes() {
            return (long) RECORD * pages;
        }
    }
}
