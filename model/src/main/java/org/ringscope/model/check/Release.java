package org.ringscope.model.check;

/** A Neuron release and the driver ({@code aws-neuronx-dkms}) and runtime ({@code aws-neuronx-runtime-lib}) it shipped. */
public record Release(String neuron, Version driver, Version runtime) {
}
