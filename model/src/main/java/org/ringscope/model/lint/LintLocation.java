package org.ringscope.model.lint;

import java.util.Objects;
import org.ringscope.model.udma.Direction;

/**
 * Where a {@link Problem} is, as model values (no JavaFX): the workbench maps each to its selection
 * {@code Location}. Vrings are named by their session key ({@code sg00:qSPIO0_0}, a per-execution build
 * {@code sg00@1:qSPIO0_0}; {@code SessionVrings}), prings by their allocation name ({@code sg00:qSPIO0_0.tx}, a
 * later one of the same name {@code … #2}), hardware queues by their binding ({@code sg00:qSPIO0_0}, else
 * {@code q<engine>.<queue>}).
 */
public sealed interface LintLocation {
    /** A short text naming the place. */
    String label();

    /**
     * {@code vring}, {@code half}, {@code page}, {@code descriptor}, {@code packet}, {@code pring}, {@code slot},
     * {@code doorbell}, {@code instruction}.
     */
    String type();

    record Vring(String vring) implements LintLocation {
        public Vring {
            Objects.requireNonNull(vring, "vring");
        }

        @Override
        public String label() {
            return "vring " + vring;
        }

        @Override
        public String type() {
            return "vring";
        }
    }

    record Half(String vring, Direction half) implements LintLocation {
        @Override
        public String label() {
            return "vring " + vring + " " + half;
        }

        @Override
        public String type() {
            return "half";
        }
    }

    /** A 65,536-descriptor page of a half. */
    record Page(String vring, Direction half, int page) implements LintLocation {
        @Override
        public String label() {
            return "vring " + vring + " " + half + " page " + page;
        }

        @Override
        public String type() {
            return "page";
        }
    }

    record Descriptor(String vring, Direction half, int index) implements LintLocation {
        @Override
        public String label() {
            return "vring " + vring + " " + half + " #" + index;
        }

        @Override
        public String type() {
            return "descriptor";
        }
    }

    /** Descriptors {@code [first, first + count)} of a half. */
    record Packet(String vring, Direction half, int first, int count) implements LintLocation {
        @Override
        public String label() {
            return "vring " + vring + " " + half + " packet #" + first + "+" + count;
        }

        @Override
        public String type() {
            return "packet";
        }
    }

    record Pring(String pring) implements LintLocation {
        @Override
        public String label() {
            return "pring " + pring;
        }

        @Override
        public String type() {
            return "pring";
        }
    }

    record PringSlot(String pring, int slot) implements LintLocation {
        @Override
        public String label() {
            return "pring " + pring + " slot " + slot;
        }

        @Override
        public String type() {
            return "slot";
        }
    }

    /** The {@code ordinal}-th doorbell (from 0, host or DMA-written, either ring) of a hardware queue. */
    record Doorbell(String queue, int ordinal) implements LintLocation {
        @Override
        public String label() {
            return "doorbell " + queue + " #" + ordinal;
        }

        @Override
        public String type() {
            return "doorbell";
        }
    }

    /** A slot of an engine's instruction stream ({@code member}, e.g. {@code sg00/Pool.bin}): a DGE instruction. */
    record Instruction(String subgraph, String engine, String member, int slot) implements LintLocation {
        @Override
        public String label() {
            return subgraph + " " + engine + " slot " + slot;
        }

        @Override
        public String type() {
            return "instruction";
        }
    }
}
