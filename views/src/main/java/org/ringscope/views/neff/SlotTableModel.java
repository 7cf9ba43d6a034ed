package org.ringscope.views.neff;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.sync.EventsField;
import org.ringscope.views.Format;

/**
 * The instruction-slot table as data: one row per 64-byte slot, read straight from the stream by index (no
 * object per slot). A {@code 0xDA} extension slot is shown as part of the instruction before it; a
 * {@code PseudoDMATrigger} names the DMA entry it starts. Pure Java, tested without a window.
 */
final class SlotTableModel {
    /** Bytes shown in the table's bytes column; the detail pane shows all 64. */
    static final int PREVIEW_BYTES = 12;

    private final EngineProgram program;
    private final InstructionStream stream;
    private final Map<Integer, DmaEntry> dmaById = new HashMap<>();
    private final int triggers;

    SlotTableModel(EngineProgram program) {
        this.program = program;
        this.stream = program.instructions().orElseThrow(
                () -> new IllegalArgumentException(program.engine() + " has no instruction stream"));
        program.dma().forEach(e -> dmaById.putIfAbsent(e.id(), e));
        int t = 0;
        for (int s = 0; s < stream.slotCount(); s++) {
            if (stream.opcode(s) == Opcodes.PSEUDO_DMA_TRIGGER) {
                t++;
            }
        }
        this.triggers = t;
    }

    EngineProgram program() {
        return program;
    }

    int rowCount() {
        return stream.slotCount();
    }

    /** e.g. {@code "PE instructions · sg00/PE.bin · 34 slots, 30 instructions, 2 DMA triggers"}. */
    String summary() {
        String s = program.engine().displayName() + " instructions · " + stream.member() + " · "
                + Format.count(stream.slotCount()) + " slots, " + Format.count(stream.instructionCount())
                + " instructions, " + Format.count(triggers) + " DMA triggers";
        if (stream.trailingBytes() != 0) {
            s += " · " + stream.trailingBytes() + " trailing bytes after the last slot";
        }
        return s;
    }

    String offset(int slot) {
        return Format.hex(stream.byteOffset(slot), 6);
    }

    /** The instruction number, blank on extension slots (they belong to the row above). */
    String instruction(int slot) {
        return extension(slot) ? "" : Integer.toString(stream.instructionOf(slot));
    }

    String opcode(int slot) {
        return "0x" + Format.hex2(stream.opcode(slot));
    }

    String name(int slot) {
        int op = stream.opcode(slot);
        if (extension(slot)) {
            return "↳ extension";
        }
        String n = Opcodes.name(op);
        return n.isEmpty() ? "(unknown)" : n;
    }

    /** The slot's EVENTS field in the listing's notation ({@code $S[5]>=16 $S[4]++@complete}); blank on extensions. */
    String sync(int slot) {
        return extension(slot) ? "" : EventsField.of(stream.slotBytes(slot)).text();
    }

    boolean extension(int slot) {
        return slot > 0 && stream.isExtension(slot);
    }

    boolean pseudo(int slot) {
        return !extension(slot) && Opcodes.pseudo(stream.opcode(slot));
    }

    boolean trigger(int slot) {
        return stream.opcode(slot) == Opcodes.PSEUDO_DMA_TRIGGER;
    }

    /** What the slot does beyond its opcode: the DMA entry a trigger starts, the owner of an extension. */
    String detail(int slot) {
        if (extension(slot)) {
            int owner = stream.ownerSlot(slot);
            return "↑ part of instr " + stream.instructionOf(slot) + " at slot " + owner;
        }
        Optional<InstructionStream.DmaTrigger> t = stream.dmaTrigger(slot);
        if (t.isPresent()) {
            DmaEntry e = dmaById.get(t.get().dmaId());
            String s = "dma " + t.get().dmaId() + " → " + t.get().queue();
            if (e == null) {
                return s + " (no such entry in " + program.jsonMember() + ")";
            }
            return s + " · " + (e.descs().size() == 1 ? "" : e.descs().size() + " descs, ")
                    + Format.count(e.totalBytes()) + " B";
        }
        return "";
    }

    /** The DMA entry a trigger slot starts. */
    Optional<DmaEntry> triggeredEntry(int slot) {
        return stream.dmaTrigger(slot).map(t -> dmaById.get(t.dmaId()));
    }

    /** The first {@link #PREVIEW_BYTES} bytes of the slot, spaced hex. */
    String preview(int slot) {
        return stream.slotHex(slot).substring(0, PREVIEW_BYTES * 3 - 1);
    }

    /** The whole slot as four lines of 16 bytes, each with its file offset in the member. */
    String dump(int slot) {
        byte[] b = stream.slotBytes(slot);
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < 4; row++) {
            if (row > 0) {
                sb.append('\n');
            }
            sb.append(Format.hex(stream.byteOffset(slot) + row * 16L, 6)).append("  ");
            for (int i = 0; i < 16; i++) {
                sb.append(Format.hex2(b[row * 16 + i])).append(i == 7 ? "  " : " ");
            }
        }
        return sb.toString();
    }

    /** A one-line description of the slot for the detail pane's title. */
    String describe(int slot) {
        String head = "slot " + slot + " · offset " + offset(slot) + " · opcode " + opcode(slot) + " " + name(slot);
        String d = detail(slot);
        return d.isEmpty() ? head : head + " · " + d;
    }
}
