package org.ringscope.model.check;

import java.util.List;
import java.util.Optional;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.runtime.load.DmaProgram;

/**
 * One subgraph of the emulated load: its core, its queues with their rings, what its variables take in HBM, and
 * what the emulation could not do.
 *
 * @param source       the subgraph as the NEFF declares it
 * @param vars         the variables the load stages in HBM, in var_id order ({@code drs_create_data_refill_rings})
 * @param scratchpad   bytes of the shared scratchpad its {@code virtual} variables need (0 for none)
 * @param instrBytes   bytes of each engine's instruction image, engine by engine (each is placed twice: the image
 *                     and the instruction buffer it is fetched into)
 * @param program      the translated DMA program, or {@code null} when translation failed
 * @param programError the refusal that stopped the translation, or empty
 * @param dynamicSets  the DGE queue sets: generated on the device, no rings at load
 * @param gaps         what the emulated load left out, one line each
 * @param dge          its DGE work as the load meets it: refusals, instructions with nothing to run them
 */
public record PlannedSubgraph(String name, String definition, int nc, Subgraph source, List<PlannedQueue> queues, List<PlannedVar> vars,
                              long scratchpad, List<Long> instrBytes, DmaProgram program,
                              Optional<ProgramError> programError, List<String> dynamicSets, List<String> gaps,
                              PlannedDge dge) {
    public PlannedSubgraph {
        queues = List.copyOf(queues);
        vars = List.copyOf(vars);
        instrBytes = List.copyOf(instrBytes);
        dynamicSets = List.copyOf(dynamicSets);
        gaps = List.copyOf(gaps);
    }

    /** A variable staged in HBM. */
    public record PlannedVar(String name, String type, MemoryUse use, long bytes) {
    }

    /**
     * Why the DMA program could not be translated, as the emulated runtime says it.
     *
     * @param rule    {@link Rule#QUEUE_SET_QUEUES} or {@code null} for any other refusal of the program
     * @param message the translator's message, naming the member and the field
     */
    public record ProgramError(Rule rule, String message) {
    }
}
