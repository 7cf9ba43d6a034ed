package org.ringscope.app.ui.load;

import java.util.List;
import org.ringscope.model.runtime.RunOptions;

/**
 * {@code ringscope gui --fault FAULT…}: the faults injected into every run the window starts (as {@code run
 * --fault} does for one run; decision 1267), so a hang or an event double set can be looked at in the workbench —
 * in the Semaphores and Problems views. None unless configured. Also {@code gui --dump-trap}: every run's dumps end
 * with the trap descriptor (decision 1325).
 */
public final class RunFaults {
    private static volatile List<String> faults = List.of();
    private static volatile boolean trap;

    private RunFaults() {
    }

    /**
     * The faults of the next launch, by their text forms; the exception's message names a bad one.
     *
     * @throws IllegalArgumentException when one does not parse
     */
    public static void configure(List<String> texts) {
        RunOptions check = RunOptions.defaults();
        for (String f : texts) {
            check = check.withFault(f);
        }
        faults = List.copyOf(texts);
    }

    /** Whether the next launch's runs end their dumps with the trap descriptor. */
    public static void configureTrap(boolean on) {
        trap = on;
    }

    /** {@code o} with the configured faults added (and the trap descriptor, when configured). */
    static RunOptions apply(RunOptions o) {
        RunOptions out = trap ? o.withDumpTrap(true) : o;
        for (String f : faults) {
            out = out.withFault(f);
        }
        return out;
    }
}
