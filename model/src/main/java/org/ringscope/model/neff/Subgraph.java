package org.ringscope.model.neff;

import java.util.List;
import java.util.Optional;

/**
 * One subgraph of a kelf ({@code sgNN}): its {@code def.json}, queue sets, variables and engines.
 * Each subgraph is loaded onto its own TPB.
 *
 * @param definition the def.json member path
 * @param features   {@code neff_features} (e.g. neff_feature_vnc)
 */
public record Subgraph(String name, String definition, List<QueueSet> queueSets, List<Variable> variables,
                       List<EngineProgram> engines, List<String> features) {
    public Subgraph {
        queueSets = List.copyOf(queueSets);
        variables = List.copyOf(variables);
        engines = List.copyOf(engines);
        features = List.copyOf(features);
    }

    public int dmaEntryCount() {
        return engines.stream().mapToInt(e -> e.dma().size()).sum();
    }

    public int instructionSlotCount() {
        return engines.stream().mapToInt(EngineProgram::slotCount).sum();
    }

    public Optional<QueueSet> queueSet(String name) {
        return queueSets.stream().filter(q -> q.name().equals(name)).findFirst();
    }

    public Optional<Variable> variable(String name) {
        return variables.stream().filter(v -> v.name().equals(name)).findFirst();
    }

    public Optional<EngineProgram> engine(Engine e) {
        return engines.stream().filter(p -> p.engine() == e).findFirst();
    }
}
