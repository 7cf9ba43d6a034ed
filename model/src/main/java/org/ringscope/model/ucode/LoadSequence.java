package org.ringscope.model.ucode;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code nrtucode_ll_get_load_sequence} / {@code _unload_sequence} ({@code @0x9b1fb0}/{@code @0x9b2440}, shims
 * for direction 1/2 over {@code _common @0x9b1fc0}) and {@code _num_instrs}. One record when the ll's
 * context is the core's; otherwise eight identical records and a warning (decision 0203: the
 * ll-load-unload page, not the consumer page's "one per Q7 core"). Status 7 when the buffer holds fewer
 * instructions than needed, 8 when it is not 8-byte aligned.
 */
public final class LoadSequence {
    /** Records emitted when the contexts differ. */
    public static final int MISMATCH_COUNT = 8;

    private LoadSequence() {
    }

    /** The records pushed, the status and any warning. */
    public record Pushed(XtlibStatus status, String message, int numInstrsPushed, List<LoadSequenceRecord> records,
            List<String> warnings) {
        public Pushed {
            records = List.copyOf(records);
            warnings = List.copyOf(warnings);
        }
    }

    /** {@code nrtucode_ll_get_load_sequence_num_instrs}: 1, or 8 when the contexts differ. */
    public static int nrtucodeLlGetLoadSequenceNumInstrs(NrtucodeLl ll, NrtucodeContext core) {
        return ll.context().equals(core) ? 1 : MISMATCH_COUNT;
    }

    public static Pushed nrtucodeLlGetLoadSequence(NrtucodeLl ll, NrtucodeContext core, int instrBufMaxInstrs,
            byte[] instrBuf, int offset) {
        return common(ll, core, instrBufMaxInstrs, instrBuf, offset, LoadSequenceRecord.LOAD);
    }

    public static Pushed nrtucodeLlGetUnloadSequence(NrtucodeLl ll, NrtucodeContext core, int instrBufMaxInstrs,
            byte[] instrBuf, int offset) {
        return common(ll, core, instrBufMaxInstrs, instrBuf, offset, LoadSequenceRecord.UNLOAD);
    }

    static Pushed common(NrtucodeLl ll, NrtucodeContext core, int max, byte[] buf, int offset, int direction) {
        int count = nrtucodeLlGetLoadSequenceNumInstrs(ll, core);
        if (offset < 0 || offset % 8 != 0) {
            return new Pushed(XtlibStatus.XTLIB_RELOCATION_ERR, "instr_buf is not 8-byte aligned (offset " + offset
                    + ")", 0, List.of(), List.of());
        }
        long room = Math.min(max, (buf.length - (long) offset) / LoadSequenceRecord.SIZE);
        if (room < count) {
            return new Pushed(XtlibStatus.XTLIB_NOT_SPLITLOAD, "instr_buf holds " + Math.max(room, 0)
                    + " instructions; the sequence needs " + count, 0, List.of(), List.of());
        }
        List<String> warnings = new ArrayList<>();
        if (count != 1) {
            warnings.add("ll context " + ll.context().name() + " differs from the core's context " + core.name()
                    + ": emitting " + count + " identical records");
        }
        LoadSequenceRecord rec = new LoadSequenceRecord(direction,
                direction == LoadSequenceRecord.LOAD ? ll.deviceAddr() : 0, ll.librarySelector(), ll.prelinkedSize());
        List<LoadSequenceRecord> recs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            rec.write(buf, offset + i * LoadSequenceRecord.SIZE);
            recs.add(rec);
        }
        return new Pushed(XtlibStatus.XTLIB_NO_ERR, "ok", count, recs, warnings);
    }
}
