package org.ringscope.model.runtime;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.udma.Arch;

/**
 * How to run a NEFF through the emulated runtime.
 *
 * @param arch       the device generation, or {@code null} for the NEFF's kelf target ({@code *} → CAYMAN)
 * @param executions how many times {@code nrt_execute} runs (≥ 1)
 * @param async      the ASYNC variant: {@code kmgr_async_exec_add_work} → {@code kaew_post_request}, then
 *                   {@code kmgr_async_exec_poll}
 * @param failAt     a spine node to fail at ({@code --fail-at}), or {@code null}
 * @param inputs     variable name → bytes written into it before every execution ({@code --input}); the file
 *                   names are for messages
 * @param inputFiles variable name → the file its bytes came from
 * @param ucode      extra GPSIMD libraries ({@code --ucode}), staged on every subgraph
 * @param inspect    NEURON_RT_INSPECT_ENABLE: {@code nrt_execute} brackets each execution with the profiling
 *                   fan-out ({@code nrt_profile_start}, {@code nrt_inspect_device_profile_start/stop})
 * @param pack       run {@code vring_pack_descs} over each copy's descriptors at load (default on)
 * @param maxPacketSize the byte budget of one packet when packing; {@code 0} = 64 KiB × the arch's descriptors
 *                   per packet (the default: only the descriptor cap binds)
 * @param rounding   how DMA casts narrow floats: to nearest even (default) or stochastically, the runtime's
 *                   {@code NEURON_RT_STOCHASTIC_ROUNDING_EN} / {@code _SEED} (decision 1101)
 */
public record RunOptions(Arch arch, int executions, boolean async, String failAt, Map<String, byte[]> inputs,
                         Map<String, String> inputFiles, List<UcodeSource> ucode, boolean inspect, boolean pack,
                         long maxPacketSize, org.ringscope.model.cast.Rounding rounding) {
    public RunOptions {
        if (executions < 1) {
            throw new IllegalArgumentException("executions must be at least 1");
        }
        if (maxPacketSize < 0) {
            throw new IllegalArgumentException("the packet size must not be negative");
        }
        inputs = new LinkedHashMap<>(inputs);
        inputFiles = new LinkedHashMap<>(inputFiles);
        ucode = List.copyOf(ucode);
        rounding = rounding == null ? org.ringscope.model.cast.Rounding.NEAREST_EVEN : rounding;
    }

    /** One sync execution on the NEFF's arch, no failure, no inputs, no extra ucode, no profiling, packing on. */
    public static RunOptions defaults() {
        return new RunOptions(null, 1, false, null, Map.of(), Map.of(), List.of(), false, true, 0, null);
    }

    public RunOptions withArch(Arch a) {
        return new RunOptions(a, executions, async, failAt, inputs, inputFiles, ucode, inspect, pack, maxPacketSize, rounding);
    }

    public RunOptions withExecutions(int n) {
        return new RunOptions(arch, n, async, failAt, inputs, inputFiles, ucode, inspect, pack, maxPacketSize, rounding);
    }

    public RunOptions withAsync(boolean on) {
        return new RunOptions(arch, executions, on, failAt, inputs, inputFiles, ucode, inspect, pack, maxPacketSize, rounding);
    }

    public RunOptions withFailAt(String node) {
        return new RunOptions(arch, executions, async, node, inputs, inputFiles, ucode, inspect, pack, maxPacketSize, rounding);
    }

    public RunOptions withInspect(boolean on) {
        return new RunOptions(arch, executions, async, failAt, inputs, inputFiles, ucode, on, pack, maxPacketSize, rounding);
    }

    /** Adds an input: {@code var}'s bytes, from {@code file}. */
    public RunOptions withInput(String var, byte[] bytes, String file) {
        Map<String, byte[]> in = new LinkedHashMap<>(inputs);
        in.put(var, bytes.clone());
        Map<String, String> f = new LinkedHashMap<>(inputFiles);
        f.put(var, file);
        return new RunOptions(arch, executions, async, failAt, in, f, ucode, inspect, pack, maxPacketSize, rounding);
    }

    public RunOptions withUcode(UcodeSource lib) {
        List<UcodeSource> u = new java.util.ArrayList<>(ucode);
        u.add(lib);
        return new RunOptions(arch, executions, async, failAt, inputs, inputFiles, u, inspect, pack, maxPacketSize, rounding);
    }

    /** Packing on or off ({@code vring_pack_descs} at load). */
    public RunOptions withPack(boolean on) {
        return new RunOptions(arch, executions, async, failAt, inputs, inputFiles, ucode, inspect, on, maxPacketSize, rounding);
    }

    /** The packet byte budget when packing ({@code 0} = the arch's descriptor cap only). */
    public RunOptions withMaxPacketSize(long bytes) {
        return new RunOptions(arch, executions, async, failAt, inputs, inputFiles, ucode, inspect, pack, bytes, rounding);
    }

    /** Stochastic rounding with {@code seed} ({@code NEURON_RT_STOCHASTIC_ROUNDING_EN=1}), or nearest even. */
    public RunOptions withRounding(org.ringscope.model.cast.Rounding r) {
        return new RunOptions(arch, executions, async, failAt, inputs, inputFiles, ucode, inspect, pack, maxPacketSize, r);
    }
}
