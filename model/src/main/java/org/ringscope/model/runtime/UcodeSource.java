package org.ringscope.model.runtime;

import java.util.List;

/**
 * A GPSIMD library the run builds: from a NEFF subgraph's {@code ucode_lib} (decision 0600) or from
 * {@code --ucode LIB}.
 *
 * @param name         the library's file name
 * @param origin       where it came from: the NEFF member, or the path given
 * @param bytes        the Xtensa PI ELF
 * @param instructions the ExtendedInst slots (64 bytes each) of the Pool streams that call it, in stream
 *                     order: what {@code nrtucode_opset_add_instruction} is given
 * @param subgraphs    the subgraphs that stage it ({@code ucode_stage_libs})
 */
public record UcodeSource(String name, String origin, byte[] bytes, List<byte[]> instructions,
                          List<String> subgraphs) {
    public UcodeSource {
        bytes = bytes.clone();
        instructions = List.copyOf(instructions);
        subgraphs = List.copyOf(subgraphs);
    }

    @Override
    public byte[] bytes() {
        return bytes.clone();
    }
}
