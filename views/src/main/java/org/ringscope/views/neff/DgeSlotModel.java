package org.ringscope.views.neff;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.ringscope.model.dge.DgeWords;
import org.ringscope.model.dge.InstructionPatch;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.session.DgeFields;

/**
 * The DGE fields of one instruction slot as rows, the NEFF's pseudo slot beside the word the load lowered it to
 * ({@link DgeFields} names both; the patch is the session's {@link InstructionPatch}). Rows go by byte offset: a
 * DMAMemcpy keeps the pseudo's layout, so its fields line up one to one (but +15, {@code dge_op} → {@code
 * compute_op}); a transpose's word has its own layout, so each side shows the field that starts at that offset.
 * A PseudoExtension stays in the stream unchanged (decision 1102). Pure Java, tested without a window.
 */
final class DgeSlotModel {
    /** One row: offset and size of the field, its name, the pseudo's value and the lowered word's. */
    record Row(int offset, int size, String field, String pseudo, String lowered) {
    }

    private DgeSlotModel() {
    }

    /** Whether slot {@code slot} of {@code stream} is a DGE slot (a 0xD4, or the 0xDA extension after one). */
    static boolean dge(InstructionStream stream, int slot) {
        return stream.opcode(slot) == DgeWords.PSEUDO_DMA_DIRECT2D || stream.opcode(slot) == DgeWords.PSEUDO_EXTENSION
                && slot > 0 && stream.opcode(stream.ownerSlot(slot)) == DgeWords.PSEUDO_DMA_DIRECT2D;
    }

    /** The column title of the lowered side: {@code Lowered 0xB8 DMAMemcpy}, or why there is none. */
    static String loweredTitle(int opcode, Optional<InstructionPatch> patch, boolean extension) {
        if (extension) {
            return "At load (unchanged)";
        }
        return patch.map(p -> String.format("Lowered 0x%02X %s", p.after()[0] & 0xFF,
                Opcodes.name(p.after()[0] & 0xFF))).orElse("Lowered (run the NEFF)");
    }

    /** The rows of {@code bytes}, beside {@code patch}'s lowered word (or, for an extension, itself). */
    static List<Row> rows(byte[] bytes, Optional<InstructionPatch> patch) {
        boolean extension = (bytes[0] & 0xFF) == DgeWords.PSEUDO_EXTENSION;
        List<DgeFields.Field> pseudo = DgeFields.decode(bytes);
        List<DgeFields.Field> lowered = extension ? pseudo : patch.map(p -> DgeFields.decode(p.after())).orElse(List.of());
        TreeMap<Integer, DgeFields.Field[]> at = new TreeMap<>();
        pseudo.forEach(f -> at.computeIfAbsent(f.offset(), k -> new DgeFields.Field[2])[0] = f);
        lowered.forEach(f -> at.computeIfAbsent(f.offset(), k -> new DgeFields.Field[2])[1] = f);
        List<Row> out = new ArrayList<>();
        for (DgeFields.Field[] p : at.values()) {
            DgeFields.Field a = p[0];
            DgeFields.Field b = p[1];
            DgeFields.Field name = a != null ? a : b;
            String low = b == null ? (lowered.isEmpty() ? "" : "—")
                    : a != null && !a.name().equals(b.name()) ? b.name() + " = " + b.value() : b.value();
            int size = Math.max(a == null ? 0 : a.size(), b == null ? 0 : b.size());
            out.add(new Row(name.offset(), size, name.name(), a == null ? "—" : a.value(), low));
        }
        return out;
    }

    /** The offset column: {@code +16..23}, or {@code +15} for one byte. */
    static String offsetText(Row r) {
        return r.size() <= 1 ? "+" + r.offset() : "+" + r.offset() + ".." + (r.offset() + r.size() - 1);
    }
}
