package org.ringscope.model.log;

/** Whose words a line of the emulated log are. */
public enum Origin {
    /** The runtime's or the driver's own string, as the seeds and the public sources give it. */
    RUNTIME,
    /**
     * RingScope's line, in the runtime's layout, for a step the runtime logs nothing public about (a pack, a barrier,
     * a template, a doorbell, a DMA's completion): written at TRACE so a run's log shows every step it took, and
     * never expected of a real log (decision 1341).
     */
    EMULATED
}
