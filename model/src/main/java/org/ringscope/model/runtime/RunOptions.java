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
 * @param embeddedSem {@code gconf.embedded_sem_en} (default on): completion semaphores embedded in the last RX
 *                   descriptor where the arch supports it
 * @param allowArchMismatch what-if: run a NEFF whose kelf target is another arch (the runtime refuses it with
 *                   NEFF_ARCH_INCOMPAT unless {@code NEURON_RT_ALLOW_LEGACY_NEFF=1})
 */
public record RunOptions(Arch arch, int executions, boolean async, String failAt, Map<String, byte[]> inputs,
                         Map<String, String> inputFiles, List<UcodeSource> ucode, boolean inspect, boolean pack,
                         long maxPacketSize, boolean embeddedSem, boolean allowArchMismatch) {
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
    }

    /** One sync execution on the NEFF's arch, no failure, no inputs, no extra ucode, no profiling, packing on. */
    public static RunOptions defaults() {
        return new RunOptions(null, 1, false, null, Map.of(), Map.of(), List.of(), false, true, 0, true, false);
    }

    public RunOptions withArch(Arch a) {
        return new RunOptions(a, executions, async, failAt, inputs, inputFiles, ucode, inspect, pack, maxPacketSize,
                embeddedSem, allowArchMismatch);
    }

    public RunOptions withExecutions(int n) {
        return new RunOptions(arch, n, async, failAt, inputs, inputFiles, ucode, inspect, pack, maxPacketSize,
                embeddedSem, allowArchMismatch);
    }

    public RunOptions withAsync(boolean on) {
        return new RunOptions(arch, executions, on, failAt, inputs, inputFiles, ucode, inspect, pack, maxPacketSize,
                embeddedSem, allowArchMismatch);
    }

    public RunOptions withFailAt(String node) {
        return new RunOptions(arch, executions, async, node, inputs, inputFiles, ucode, inspect, pack, maxPacketSize,
                embeddedSem, allowArchMismatch);
    }

    public RunOptions withInspect(boolean on) {
        return new RunOptions(arch, executions, async, failAt, inputs, inputFiles, ucode, on, pack, maxPacketSize,
                embeddedSem, allowArchMismatch);
    }

    /** Adds an input: {@code var}'s bytes, from {@code file}. */
    public RunOptions withInput(String var, byte[] bytes, String file) {
        Map<String, byte[]> in = new LinkedHashMap<>(inputs);
        in.put(var, bytes.clone());
        Map<String, String> f = new LinkedHashMap<>(inputFiles);
        f.put(var, file);
        return new RunOptions(arch, executions, async, failAt, in, f, ucode, inspect, pack, maxPacketSize,
                embeddedSem, allowArchMismatch);
    }

    public RunOptions withUcode(UcodeSource lib) {
        List<UcodeSource> u = new java.util.ArrayList<>(ucode);
        u.add(lib);
        return new RunOptions(arch, executions, async, failAt, inputs, inputFiles, u, inspect, pack, maxPacketSize,
                embeddedSem, allowArchMismatch);
    }

    /** Packing on or off ({@code vring_pack_descs} at load). */
    public RunOptions withPack(boolean on) {
        return new RunOptions(arch, executions, async, failAt, inputs, inputFiles, ucode, inspect, on, maxPacketSize,
                embeddedSem, allowArchMismatch);
    }

    /**
     * {@code gconf.embedded_sem_en}: on (the runtime's default), an entry's completion semaphore rides on its last
     * RX descriptor where the arch supports it (CAYMAN, MARIANA); off, every completion is a 4-byte semaphore
     * descriptor of its own, as on SUNDA.
     */
    public RunOptions withEmbeddedSem(boolean on) {
        return new RunOptions(arch, executions, async, failAt, inputs, inputFiles, ucode, inspect, pack, maxPacketSize,
                on, allowArchMismatch);
    }

    /**
     * What-if: load a NEFF compiled for another arch than the one asked for, as the runtime does with
     * {@code NEURON_RT_ALLOW_LEGACY_NEFF=1} (a warning instead of NEFF_ARCH_INCOMPAT).
     */
    public RunOptions withAllowArchMismatch(boolean on) {
        return new RunOptions(arch, executions, async, failAt, inputs, inputFiles, ucode, inspect, pack, maxPacketSize,
                embeddedSem, on);
    }

    /** The packet byte budget when packing ({@code 0} = the arch's descriptor cap only). */
    public RunOptions withMaxPacketSize(long bytes) {
        return new RunOptions(arch, executions, async, failAt, inputs, inputFiles, ucode, inspect, pack, bytes,
                embeddedSem, allowArchMismatch);
    }
}
