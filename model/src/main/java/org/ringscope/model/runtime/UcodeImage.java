package org.ringscope.model.runtime;

import java.util.List;
import org.ringscope.model.ucode.Layout;
import org.ringscope.model.ucode.Patch;
import org.ringscope.model.ucode.PrelinkResult;
import org.ringscope.model.ucode.XtlibStatus;

/**
 * A built GPSIMD library: the loader's status, which loader ran ({@code nrtucode_ll_create} with prelink, or
 * {@code xtlib_host_load_pi_library}), the opset, the staged image (UCPL header, code, data), its device
 * address, the relocation patches, the 0x1095 load-sequence records and the 0x107A instruction.
 */
public record UcodeImage(UcodeSource source, XtlibStatus status, String message, String loader, Layout layout,
                         int opcodes, int specializations, byte[] image, long deviceAddr, List<Patch> patches,
                         byte[] loadSequence, byte[] poolArgument) {
    public boolean ok() {
        return status.ok();
    }

    /** Collects a build's results. */
    static final class Builder {
        final UcodeSource source;
        XtlibStatus status = XtlibStatus.XTLIB_NO_ERR;
        String message = "ok";
        String loader = "";
        int opcodes;
        int specializations;
        PrelinkResult prelink;
        byte[] image = new byte[0];
        long deviceAddr;
        byte[] loadSequence = new byte[0];
        byte[] poolArgument = new byte[0];

        Builder(UcodeSource source) {
            this.source = source;
        }

        void fail(XtlibStatus s, String m) {
            status = s == null || s.ok() ? XtlibStatus.XTLIB_NULL_PTR : s;
            message = m;
        }

        UcodeImage build() {
            return new UcodeImage(source, status, message, loader, prelink == null ? null : prelink.layout(), opcodes,
                    specializations, image, deviceAddr, prelink == null ? List.of() : prelink.patches(), loadSequence,
                    poolArgument);
        }
    }
}
