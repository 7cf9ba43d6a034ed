package org.ringscope.model.runtime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.ringscope.model.cast.Rounding;
import org.ringscope.model.sync.Fault;
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
 * @param pack       run {@code vring_pack_descs} over each entry's copy descriptors at load (default on)
 * @param maxPacketSize the byte budget of one packet when packing; {@code 0} = 64 KiB × the arch's descriptors
 *                   per packet (the default: only the descriptor cap binds)
 * @param embeddedSem {@code gconf.embedded_sem_en} (default on): completion semaphores embedded in the last RX
 *                   descriptor where the arch supports it
 * @param allowArchMismatch what-if: run a NEFF whose kelf target is another arch (the runtime refuses it with
 *                   NEFF_ARCH_INCOMPAT unless {@code NEURON_RT_ALLOW_LEGACY_NEFF=1})
 * @param rounding   how DMA casts narrow floats: to nearest even (default) or stochastically, the runtime's
 *                   {@code NEURON_RT_STOCHASTIC_ROUNDING_EN} / {@code _SEED} (decision 1101)
 * @param faults     faults injected into the device run ({@code --fault}, decision 1261)
 * @param forceWaits what-if: when no engine can issue, issue the first waiting instruction anyway instead of
 *                   timing out as the runtime does (decision 1260)
 * @param execTimeoutSeconds {@code NEURON_RT_EXEC_TIMEOUT}: how long the host waits for the completion (default 30)
 * @param dumpTrap   what-if: every vring dump ends its ring with the seed's optional trap descriptor (off, as the
 *                   runtime has it; decision 1325)
 */
public record RunOptions(Arch arch, int executions, boolean async, String failAt, Map<String, byte[]> inputs,
                         Map<String, String> inputFiles, List<UcodeSource> ucode, boolean inspect, boolean pack,
                         long maxPacketSize, boolean embeddedSem, boolean allowArchMismatch, Rounding rounding,
                         List<Fault> faults, boolean forceWaits, int execTimeoutSeconds, boolean dumpTrap) {
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
        rounding = rounding == null ? Rounding.NEAREST_EVEN : rounding;
        faults = faults == null ? List.of() : List.copyOf(faults);
        if (execTimeoutSeconds < 0) {
            throw new IllegalArgumentException("the execution timeout must not be negative");
        }
    }

    /**
     * One sync execution on the NEFF's arch, no failure, no inputs, no extra ucode, no profiling, packing and
     * embedded semaphores on, the arch gate as the runtime has it, casts rounded to nearest even.
     */
    /** {@code NEURON_RT_EXEC_TIMEOUT}'s default, in seconds (docs/reference/sync.md). */
    public static final int DEFAULT_EXEC_TIMEOUT_SECONDS = 30;

    public static RunOptions defaults() {
        return new RunOptions(null, 1, false, null, Map.of(), Map.of(), List.of(), false, true, 0, true, false, null,
                List.of(), false, DEFAULT_EXEC_TIMEOUT_SECONDS, false);
    }

    /** A mutable copy: each {@code with…} changes one field of it and builds the record again. */
    private final class Edit {
        Arch arch = RunOptions.this.arch;
        int executions = RunOptions.this.executions;
        boolean async = RunOptions.this.async;
        String failAt = RunOptions.this.failAt;
        Map<String, byte[]> inputs = RunOptions.this.inputs;
        Map<String, String> inputFiles = RunOptions.this.inputFiles;
        List<UcodeSource> ucode = RunOptions.this.ucode;
        boolean inspect = RunOptions.this.inspect;
        boolean pack = RunOptions.this.pack;
        long maxPacketSize = RunOptions.this.maxPacketSize;
        boolean embeddedSem = RunOptions.this.embeddedSem;
        boolean allowArchMismatch = RunOptions.this.allowArchMismatch;
        Rounding rounding = RunOptions.this.rounding;
        List<Fault> faults = RunOptions.this.faults;
        boolean forceWaits = RunOptions.this.forceWaits;
        int execTimeoutSeconds = RunOptions.this.execTimeoutSeconds;
        boolean dumpTrap = RunOptions.this.dumpTrap;

        RunOptions build() {
            return new RunOptions(arch, executions, async, failAt, inputs, inputFiles, ucode, inspect, pack,
                    maxPacketSize, embeddedSem, allowArchMismatch, rounding, faults, forceWaits, execTimeoutSeconds,
                    dumpTrap);
        }
    }

    /** A copy with what {@code change} sets on the mutable copy of the fields. */
    private RunOptions edit(Consumer<Edit> change) {
        Edit e = new Edit();
        change.accept(e);
        return e.build();
    }

    public RunOptions withArch(Arch a) {
        return edit(e -> e.arch = a);
    }

    public RunOptions withExecutions(int n) {
        return edit(e -> e.executions = n);
    }

    public RunOptions withAsync(boolean on) {
        return edit(e -> e.async = on);
    }

    public RunOptions withFailAt(String node) {
        return edit(e -> e.failAt = node);
    }

    public RunOptions withInspect(boolean on) {
        return edit(e -> e.inspect = on);
    }

    /** Adds an input: {@code var}'s bytes, from {@code file}. */
    public RunOptions withInput(String var, byte[] bytes, String file) {
        return edit(e -> {
            e.inputs = new LinkedHashMap<>(inputs);
            e.inputs.put(var, bytes.clone());
            e.inputFiles = new LinkedHashMap<>(inputFiles);
            e.inputFiles.put(var, file);
        });
    }

    public RunOptions withUcode(UcodeSource lib) {
        return edit(e -> {
            e.ucode = new ArrayList<>(ucode);
            e.ucode.add(lib);
        });
    }

    /** Packing on or off ({@code vring_pack_descs} at load). */
    public RunOptions withPack(boolean on) {
        return edit(e -> e.pack = on);
    }

    /** The packet byte budget when packing ({@code 0} = the arch's descriptor cap only). */
    public RunOptions withMaxPacketSize(long bytes) {
        return edit(e -> e.maxPacketSize = bytes);
    }

    /**
     * {@code gconf.embedded_sem_en}: on (the runtime's default), an entry's completion semaphore rides on its last
     * RX descriptor where the arch supports it (CAYMAN, MARIANA); off, every completion is a 4-byte semaphore
     * descriptor of its own, as on SUNDA.
     */
    public RunOptions withEmbeddedSem(boolean on) {
        return edit(e -> e.embeddedSem = on);
    }

    /**
     * What-if: load a NEFF compiled for another arch than the one asked for, as the runtime does with
     * {@code NEURON_RT_ALLOW_LEGACY_NEFF=1} (a warning instead of NEFF_ARCH_INCOMPAT).
     */
    public RunOptions withAllowArchMismatch(boolean on) {
        return edit(e -> e.allowArchMismatch = on);
    }

    /** Stochastic rounding with a seed ({@code NEURON_RT_STOCHASTIC_ROUNDING_EN=1}), or nearest even. */
    public RunOptions withRounding(Rounding r) {
        return edit(e -> e.rounding = r);
    }

    /** Adds a fault injected into the device run. */
    public RunOptions withFault(Fault f) {
        return edit(e -> {
            e.faults = new ArrayList<>(faults);
            e.faults.add(f);
        });
    }

    /** Adds a fault by its text form ({@code drop-doorbell:QUEUE}, …); the exception's message says what is wrong. */
    public RunOptions withFault(String text) {
        return withFault(Fault.parse(text));
    }

    /** What-if: issue past a wait no producer will satisfy instead of timing out. */
    public RunOptions withForceWaits(boolean on) {
        return edit(e -> e.forceWaits = on);
    }

    /** {@code NEURON_RT_EXEC_TIMEOUT} in seconds. */
    public RunOptions withExecTimeout(int seconds) {
        return edit(e -> e.execTimeoutSeconds = seconds);
    }

    /** What-if: every vring dump ends its ring with the trap descriptor (decision 1325). */
    public RunOptions withDumpTrap(boolean on) {
        return edit(e -> e.dumpTrap = on);
    }
}
