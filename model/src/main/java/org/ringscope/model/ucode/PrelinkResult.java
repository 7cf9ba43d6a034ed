package org.ringscope.model.ucode;

import java.util.List;
import java.util.Optional;

/**
 * The outcome of {@link Prelinker#prelink}: the inspection, the placement, the staged segments and images
 * (after relocation), every patch applied (also those before an error), the {@code xtlib_pil_info}, the
 * UCPL header, and the status with the stage that set it. Objects the run did not reach are {@code null}.
 */
public record PrelinkResult(Inspection inspection, XtlibStatus status, String message, Stage stage, int failedIndex,
        Placement placement, PilInfo pilInfo, List<StagedSegment> segments, StagedImage iram, StagedImage dram,
        StagedImage scratch, List<Patch> patches, UcplHeader ucpl) {

    /** Where a prelink run stopped. */
    public enum Stage {
        /** {@code validate_dynamic_load}, {@code get_dyn_info}, {@code find_align}. */
        VALIDATE,
        /** Placement and {@code xtlib_load_seg} (bounds, buffer size). */
        LOAD,
        /** {@code prelink_relocate_lib}. */
        RELOCATE,
        /** {@code nrtucode_ll_create}'s 64 KiB cap on the prelinked image. */
        SIZE_CAP,
        /** Finished without error. */
        DONE
    }

    public PrelinkResult {
        segments = List.copyOf(segments);
        patches = List.copyOf(patches);
    }

    public boolean ok() {
        return status.ok();
    }

    public Layout layout() {
        return inspection.layout();
    }

    /** The patch applied for relocation-table row {@code relaIndex}, if any (NONE rows and rows after an error have none). */
    public Optional<Patch> patchFor(int relaIndex) {
        return patches.stream().filter(p -> p.index() == relaIndex).findFirst();
    }

    /** The UCPL header's {@code prelinkedSize}, or 0 before placement. */
    public long prelinkedSize() {
        return ucpl == null ? 0 : ucpl.prelinkedSize();
    }

    /**
     * The bytes {@code nrtucode_ll_create} writes to the device: the header at 0, {@code code_seg_len} bytes
     * of code from the code destination at 0x20, {@code data_seg_len} bytes of data at {@code data_seg_off};
     * gaps are zero. Only for a successful run.
     */
    public byte[] prelinkedImage() {
        if (!ok()) {
            throw new IllegalStateException("no prelinked image: status " + status);
        }
        ElfData order = inspection.header().data();
        byte[] out = new byte[(int) ucpl.prelinkedSize()];
        System.arraycopy(ucpl.toBytes(order), 0, out, 0, UcplHeader.SIZE);
        copy(iram, placement.dstCode(), out, UcplHeader.CODE_OFFSET, (int) ucpl.codeSegLen());
        if (dram != null) {
            copy(dram, placement.dstData(), out, (int) ucpl.dataSegOff(), (int) ucpl.dataSegLen());
        }
        return out;
    }

    private static void copy(StagedImage img, long from, byte[] out, int at, int len) {
        int n = (int) Math.max(0, Math.min(len, img.end() - from));
        System.arraycopy(img.buffer(), img.offsetOf(from), out, at, n);
    }
}
