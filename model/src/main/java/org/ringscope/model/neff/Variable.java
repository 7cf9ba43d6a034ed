package org.ringscope.model.neff;

import java.util.List;

/**
 * A variable of {@code def.json}'s {@code var} (docs/reference/neff-container.md).
 *
 * @param type               state-buffer | input | output | file | tmp-buf | virtual | pointer | dge-table
 * @param size               bytes; -1 when absent (the state buffer has none)
 * @param alignment          bytes; 0 when absent
 * @param fileName           {@code file_name} for type file, else empty
 * @param backingVariableOff {@code backing_variable_off} for virtual, else -1
 * @param referencedVarId    {@code referenced_var_id} for pointer, else -1
 * @param list               {@code list} of var_ids for dge-table, else empty
 */
public record Variable(String name, String type, int varId, long size, long alignment, String fileName,
                       long backingVariableOff, int referencedVarId, List<Integer> list) {
    public Variable {
        list = List.copyOf(list);
    }
}
