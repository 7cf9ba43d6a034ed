package org.ringscope.model.stop;

import java.util.Locale;
import org.ringscope.model.udma.Direction;

/**
 * Where a forward or reverse run stops: a change to one driver or device object, named in one small text syntax
 * (docs/stop-conditions.md, decision 1300). {@link #parse} reads it; {@link #text()} writes it back. What each form
 * matches in a journal is {@link StopSearch}'s.
 *
 * <pre>
 * write ADDR[+LEN]                      a record writes a byte of device memory [ADDR, ADDR + LEN)
 * slot PRING N                          a write of slot N of a device pring (sg00:qSPIO0_0.tx)
 * pring PRING                           a write of any slot of it
 * descriptor VRING tx|rx N [PHASE]      the vring descriptor authored, edited, packed, dumped, published, executed
 * doorbell QUEUE [N]                    a doorbell on a queue (sg00:qSPIO0_0, q0.0); with N only its N-th (0-based)
 * sem NC INDEX / event NC INDEX         a change of an engine semaphore / event of a NeuronCore
 * flip PRING                            the driver's ring id of the pring's ring changes (a wrap)
 * node NAME                             an entry of a spine node
 * memory ADDR LEN                       the Location form of a write
 * </pre>
 */
public sealed interface StopCondition {
    /** The condition's text form; {@link #parse} reads it back. */
    String text();

    /** Reads a condition; an {@link IllegalArgumentException} names the bad word and lists the forms. */
    static StopCondition parse(String text) {
        return StopText.parse(text);
    }

    /** A record wrote any byte of device memory {@code [address, address + length)}. */
    record Write(long address, long length) implements StopCondition {
        public Write {
            if (address < 0 || length < 1) {
                throw new IllegalArgumentException("a write range has an address and at least one byte");
            }
        }

        @Override
        public String text() {
            return String.format("write 0x%x", address) + (length == 1 ? "" : "+" + length);
        }
    }

    /** A record wrote ring slot {@code slot} of the device pring named {@code pring}. */
    record Slot(String pring, int slot) implements StopCondition {
        @Override
        public String text() {
            return "slot " + pring + " " + slot;
        }
    }

    /** A record wrote any slot of the device pring named {@code pring}. */
    record PringWrite(String pring) implements StopCondition {
        @Override
        public String text() {
            return "pring " + pring;
        }
    }

    /** What happened to a vring descriptor. */
    enum Phase {
        /** Any of authored, edited and dumped: a record that wrote its words. */
        ANY,
        /** Appended by a builder call (for a per-execution build: the attach that brought its descriptors). */
        AUTHORED,
        /** Rewritten in place by any vring function. */
        EDITED,
        /** Rewritten in place by {@code vring_pack_descs}. */
        PACKED,
        /** Copied into its pring by a vring dump. */
        DUMPED,
        /** The first doorbell on the pring's queue after a dump that copied it. */
        PUBLISHED,
        /** A DMA packet whose descriptors include its pring slot. */
        EXECUTED;

        /** The word the text form writes, or empty for {@link #ANY}. */
        public String word() {
            return this == ANY ? "" : name().toLowerCase(Locale.ROOT);
        }
    }

    /** Descriptor {@code index} of the {@code half} of the vring keyed {@code vring} ({@code sg00:qSPIO0_0}). */
    record Descriptor(String vring, Direction half, int index, Phase phase) implements StopCondition {
        @Override
        public String text() {
            return "descriptor " + vring + " " + half.name().toLowerCase(Locale.ROOT) + " " + index
                    + (phase == Phase.ANY ? "" : " " + phase.word());
        }
    }

    /** A doorbell on the queue named {@code queue}; with {@code ordinal >= 0}, only its {@code ordinal}-th. */
    record Doorbell(String queue, int ordinal) implements StopCondition {
        @Override
        public String text() {
            return "doorbell " + queue + (ordinal < 0 ? "" : " " + ordinal);
        }
    }

    /** Which bank of a NeuronCore's sync registers. */
    enum Bank {
        SEMAPHORE("sem"),
        EVENT("event");

        private final String word;

        Bank(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }

    /** A change of semaphore or event {@code index} of NeuronCore {@code nc}. */
    record Register(Bank bank, int nc, int index) implements StopCondition {
        @Override
        public String text() {
            return bank.word() + " " + nc + " " + index;
        }
    }

    /** The driver's ring id of the ring of the pring named {@code pring} changes. */
    record Flip(String pring) implements StopCondition {
        @Override
        public String text() {
            return "flip " + pring;
        }
    }

    /** An entry of spine node {@code node}. */
    record Node(String node) implements StopCondition {
        @Override
        public String text() {
            return "node " + node;
        }
    }
}
