package org.ringscope.views.memory;

import java.util.List;
import org.ringscope.model.cast.Conversion;
import org.ringscope.model.device.MemoryRewind;
import org.ringscope.model.device.WriteIndex;
import org.ringscope.model.memory.MemoryArea;
import org.ringscope.model.memory.MemoryAreas;
import org.ringscope.model.memory.MemoryChanges;
import org.ringscope.model.memory.MemoryReader;
import org.ringscope.model.memory.Ranges;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.session.EmulationSession;

/**
 * What the Memory view renders, as immutable snapshots read on the journal thread (the FX thread only draws them): the
 * areas of a run; an area's overview at a step — bytes the step wrote, bytes written since the marked step, write
 * activity per page up to the step; and a window of its bytes, with the bytes at the marked step when the diff is on.
 */
final class MemoryData {
    /** Rows of 16 bytes a window holds: what the canvas can scroll through before it asks again. */
    static final int WINDOW_ROWS = 2048;
    static final int ROW_BYTES = 16;

    private MemoryData() {
    }

    /** The areas of a run, or why there are none. */
    record Areas(List<MemoryArea> areas, String status) {
    }

    /**
     * An area at a step.
     *
     * @param mark  the marked step, or -1
     * @param now   bytes record {@code step - 1} wrote
     * @param since bytes records {@code [mark, step)} wrote (empty without a mark, or with one ahead of the step)
     * @param heat  write records per {@link MemoryChanges#PAGE}-byte page over records {@code [0, step)}
     * @param computed bytes standing in for what the engines computed, not emulated ({@link ComputedBytes})
     */
    record Overview(MemoryArea area, int step, int mark, Ranges now, Ranges since, int[] heat, Conversion conversion,
                    Ranges computed) {
    }

    /**
     * Bytes of an area from {@code start} at a step; {@code before} the same bytes at the marked step when the diff
     * is on and the mark is not ahead of the step (else null); {@code exact} false when a vring dump's bytes at the
     * mark could not be rebuilt.
     */
    record Window(MemoryArea area, int step, long start, byte[] bytes, int mark, byte[] before, boolean exact) {
        boolean holds(long addr) {
            return addr >= start && addr < start + bytes.length;
        }

        int at(long addr) {
            return bytes[(int) (addr - start)] & 0xFF;
        }
    }

    static Areas areas(EmulationSession s) {
        if (s.result() == null) {
            return new Areas(List.of(), "The run has not finished.");
        }
        List<MemoryArea> a = MemoryAreas.of(s);
        return new Areas(a, a.isEmpty() ? "The run placed nothing in device memory." : "");
    }

    static Overview overview(EmulationSession s, MemoryArea a, int mark) {
        int step = s.cursor();
        var dev = s.device();
        WriteIndex ix = Provenance.of(s).index();
        Ranges now = step > 0 ? MemoryChanges.written(dev, ix, a, step - 1, step) : Ranges.NONE;
        Ranges since = mark >= 0 && mark < step ? MemoryChanges.written(dev, ix, a, mark, step) : Ranges.NONE;
        int[] heat = MemoryChanges.activity(dev, ix, a, 0, step);
        Conversion c = a.nc() >= 0 ? dev.conversion(a.nc()) : Conversion.DEFAULT;
        return new Overview(a, step, mark, now, since, heat, c, ComputedBytes.in(s, a, step));
    }

    /** The window of {@link #WINDOW_ROWS} rows around row {@code centreRow} of the area. */
    static Window window(EmulationSession s, MemoryArea a, long centreRow, int mark, boolean diff) {
        int step = s.cursor();
        long rows = rows(a);
        long first = Math.max(0, Math.min(centreRow - WINDOW_ROWS / 2, rows - WINDOW_ROWS));
        long start = a.address() + first * ROW_BYTES;
        int len = (int) Math.min(a.end() - start, (long) WINDOW_ROWS * ROW_BYTES);
        byte[] bytes = MemoryReader.read(s.device(), a, start, len);
        byte[] before = null;
        boolean exact = true;
        if (diff && mark >= 0 && mark <= step && !a.kind().registers()) {
            MemoryRewind.Bytes b = MemoryReader.readAt(s.device(), s.journal(), a, start, len, mark);
            before = b.data();
            exact = b.exact();
        }
        return new Window(a, step, start, bytes, mark, before, exact);
    }

    /** Rows of the area. */
    static long rows(MemoryArea a) {
        return (a.size() + ROW_BYTES - 1) / ROW_BYTES;
    }
}
