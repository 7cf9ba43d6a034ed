package org.ringscope.model.neff;

import java.util.List;

/**
 * A GPSIMD ucode library a NEFF carries (decision 0600): one element of def.json {@code ucode_lib} or of
 * {@code ucode_lib.json}, with the library's bytes (an Xtensa PI ELF) from the member it names.
 *
 * @param library   the {@code library} value (a file name, relative to the subgraph folder)
 * @param member    the member the bytes come from
 * @param content   the library bytes
 * @param version   {@code version}, or {@code ulib_to_ucode_version} when absent; empty when neither is there
 * @param opcode    the library-level {@code opcode} (0x85 marks a built-in op, anything else a user ExtISA
 *                  library), or -1 when absent
 * @param cpuId     {@code cpu_id} (the runtime asserts 0)
 * @param totalCpus {@code total_cpus} (the runtime accepts 1 or 8)
 * @param builtin   {@code is_builtin}
 */
public record UcodeLib(String library, String member, byte[] content, String version, int opcode, int cpuId,
                       int totalCpus, boolean builtin, List<Function> functions) {
    public UcodeLib {
        content = content.clone();
        functions = List.copyOf(functions);
    }

    @Override
    public byte[] content() {
        return content.clone();
    }

    public int size() {
        return content.length;
    }

    /** One function: {@code name}, {@code opcode} and {@code sub_opcode} (the specialization). */
    public record Function(String name, int opcode, int subOpcode) {
    }
}
