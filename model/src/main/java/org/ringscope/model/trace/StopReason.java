package org.ringscope.model.trace;

/** Why a run over the journal stopped: a breakpoint met on the way, the journal's end, a pause, a failure. */
public sealed interface StopReason {
    /** {@code breakpoint kbl_model_add}, {@code end}, {@code paused}, {@code stopped: …}: as the status bar says it. */
    String text();

    /** Just past the entry of a breakpoint node. */
    record AtBreakpoint(String node) implements StopReason {
        @Override
        public String text() {
            return "breakpoint " + node;
        }
    }

    /** At the journal's last step. */
    record AtEnd() implements StopReason {
        @Override
        public String text() {
            return "end";
        }
    }

    /** Paused by the user, or by another run taking the window. */
    record Paused() implements StopReason {
        @Override
        public String text() {
            return "paused";
        }
    }

    /** A tick failed on the journal thread. */
    record Failed(String message) implements StopReason {
        @Override
        public String text() {
            return "stopped: " + message;
        }
    }
}
