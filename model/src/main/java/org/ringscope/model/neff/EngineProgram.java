package org.ringscope.model.neff;

import java.util.List;
import java.util.Optional;

/**
 * One engine of a subgraph: its JSON member, its DMA list and its instruction stream.
 *
 * @param jsonMember  the engine JSON's member path (e.g. {@code sg00/Pool.json})
 * @param instrMember the instruction stream's member path, empty when the subgraph names none
 */
public record EngineProgram(Engine engine, String jsonMember, String instrMember, List<DmaEntry> dma,
                            Optional<InstructionStream> instructions) {
    public EngineProgram {
        dma = List.copyOf(dma);
    }

    public int slotCount() {
        return instructions.map(InstructionStream::slotCount).orElse(0);
    }
}
