package org.ringscope.model.provenance;

import java.util.List;
import org.ringscope.model.device.DeviceWrites;
import org.ringscope.model.location.Location;
import org.ringscope.model.udma.Direction;

/**
 * One row of a provenance {@link Chain}: a fact about where bytes came from, with the step at which it shows
 * ({@code -1} for what the NEFF states and no step does) and the {@link Location} a view selects for it.
 * Steps follow the journal: record {@code r} shows from step {@code r + 1}.
 */
public sealed interface Row {
    /** The step at which this row's fact shows, or -1 for a fact of the NEFF itself. */
    int step();

    /** What a view selects for this row. */
    Location location();

    /** One line for the CLI and the view's list. */
    String text();

    /**
     * A write of the bytes: a DMA packet's, a host write or fill, a descriptor copy into a ring or a vring dump into
     * a pring. {@code address}/{@code length} are the bytes of the query this write covered; of them the chain
     * follows the {@code followed} first ones to their source (the bytes the same hop moved from contiguous source
     * bytes; 0 when the chain ends at this write).
     *
     * @param record       the journal record
     * @param engine       the DMA engine (-1 for a host write)
     * @param queue        the queue on that engine (-1 for a host write)
     * @param queueName    the queue as the run bound it ({@code sg00:qSPIO0_0}), or {@code q<engine>.<queue>}
     * @param op           the packet's op ({@code COPY}, {@code CCE_ADD}, …), or the host write's kind
     * @param rxDescriptor the packet's RX descriptor (index in the packet) that wrote them, -1 for a host write
     */
    record Write(int step, int record, Kind kind, long address, long length, int engine, int queue, String queueName,
                 String op, int rxDescriptor, int txCount, int rxCount, long followed, Location location)
            implements Row {
        /** What wrote: a {@link DeviceWrites.Kind}, or a vring dump. */
        public enum Kind {
            HOST_WRITE, HOST_FILL, RING_COPY, DMA, VRING_DUMP;

            static Kind of(DeviceWrites.Kind k) {
                return valueOf(k.name());
            }
        }

        @Override
        public String text() {
            String what = switch (kind) {
                case DMA -> String.format("DMA %s on queue %s (engine %d queue %d), RX descriptor %d of %d, %d TX",
                        op, queueName, engine, queue, rxDescriptor, rxCount, txCount);
                case HOST_WRITE -> "host write (dmem_buf_copyin)";
                case HOST_FILL -> "host fill";
                case RING_COPY -> "descriptor copy into a ring";
                case VRING_DUMP -> "vring dump into a pring";
            };
            return String.format("step %d: 0x%x +%d written by %s (record %d)%s", step, address, length, what, record,
                    followed > 0 && followed < length ? String.format("; the chain follows the first %d", followed) : "");
        }
    }

    /**
     * The bytes of the asked range one write left there (decision 1440): the head of a {@link Chain.Part}, a row of
     * its own when the range's bytes came from more than one write (or some from none); the part's rows follow its
     * first byte.
     *
     * @param record   the write's record; -1 when nothing wrote the bytes before the step, -2 for the bytes of a
     *                 range cut into more spans than are looked at
     * @param spans    the bytes, ascending
     * @param variable the variable holding the first byte, or {@code null}; {@code base} is its address
     * @param note     why the part's chain is not followed, or empty
     */
    record Bytes(int step, int record, List<Chain.Span> spans, String variable, long base, String note,
                 Location location) implements Row {
        /** Spans named in the text; the others are counted. */
        static final int NAMED = 6;

        public Bytes {
            spans = List.copyOf(spans);
        }

        /** How many bytes. */
        public long bytes() {
            return spans.stream().mapToLong(Chain.Span::length).sum();
        }

        @Override
        public String text() {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < Math.min(NAMED, spans.size()); i++) {
                Chain.Span x = spans.get(i);
                b.append(i == 0 ? "" : ", ");
                if (variable != null && x.address() >= base) {
                    long o = x.address() - base;
                    b.append(i == 0 ? variable : "").append('+').append(o);
                    b.append(x.length() == 1 ? "" : "..+" + (o + x.length() - 1));
                } else {
                    b.append(String.format("0x%x +%d", x.address(), x.length()));
                }
            }
            if (spans.size() > NAMED) {
                b.append(String.format(" and %d more spans", spans.size() - NAMED));
            }
            long n = bytes();
            String who = record >= 0 ? "written by record " + record
                    : record == -1 ? "nothing wrote them before this step" : "not looked at";
            return String.format("step %d: %s (%d byte%s): %s%s", step, b, n, n == 1 ? "" : "s", who,
                    note.isEmpty() ? "" : "; " + note);
        }
    }

    /**
     * The ring slot that held a descriptor of the packet: the TX descriptor that read the source, or the RX one that
     * wrote the destination, with its buffer.
     */
    record Slot(int step, Direction half, String pring, int slot, int descriptor, long word0, long word1,
                long bufferAddress, long bufferLength, Location location) implements Row {
        /**
         * The TX pring's name, as the newest RX slot row in {@code rows} named the RX one ({@code ….rx} →
         * {@code ….tx}).
         */
        static String txPring(List<Row> rows) {
            for (int i = rows.size() - 1; i >= 0; i--) {
                if (rows.get(i) instanceof Row.Slot sl && sl.half() == Direction.RX) {
                    String p = sl.pring();
                    int dot = p.lastIndexOf(".rx");
                    return dot < 0 ? p : p.substring(0, dot) + ".tx" + p.substring(dot + 3);
                }
            }
            return "tx";
        }

        @Override
        public String text() {
            return String.format("step %d: %s slot %d (%s descriptor %d of the packet): buffer 0x%x +%d, words 0x%016x "
                    + "0x%016x", step, pring, slot, half, descriptor, bufferAddress, bufferLength, word0, word1);
        }
    }

    /** A vring half was dumped into the pring that held the descriptor: vring index {@code index} is the slot. */
    record Dumped(int step, String vring, Direction half, int index, String pring, Location location) implements Row {
        @Override
        public String text() {
            return String.format("step %d: %s %s #%d dumped into %s", step, vring, half, index, pring);
        }
    }

    /** The packet builder call that appended the descriptor to its vring. */
    record Authored(int step, String vring, Direction half, int index, String function, Location location)
            implements Row {
        @Override
        public String text() {
            return String.format("step %d: %s %s #%d authored by %s", step, vring, half, index, function);
        }
    }

    /** An edit of the descriptor after it was authored (pack, barrier, embedded semaphore, address rewrite). */
    record Edited(int step, String vring, Direction half, int index, String function, Location location)
            implements Row {
        @Override
        public String text() {
            return String.format("step %d: %s %s #%d edited by %s", step, vring, half, index, function);
        }
    }

    /**
     * The descriptor is a per-execution build's: its template's descriptor with the buffer pointer resolved to
     * variable {@code variable} (the tensor of this execution).
     *
     * @param step the step of the dump that carried the build, or -1 when no record before the asked one says (the
     *             first dump of a built vring, asked from that dump): the text then gives no step
     */
    record Template(int step, String template, Direction half, int index, String variable, Location location)
            implements Row {
        @Override
        public String text() {
            String buffer = variable == null ? "no variable" : variable;
            return step < 0 ? String.format("built per execution from template %s %s #%d, its buffer in %s", template,
                    half, index, buffer) : String.format("step %d: a per-execution build of template %s %s #%d, its "
                    + "buffer in %s", step, template, half, index, buffer);
        }
    }

    /**
     * The NEFF {@code dma} entry whose translation put the descriptor in its vring.
     *
     * @param element the entry's {@code desc} element the bytes belong to, -1 when the addresses name none
     */
    record Entry(int step, String subgraph, String engine, int entryIndex, int dmaId, String queueSet, int queue,
                 int txStart, int txCount, int element, String from, String to, Location location) implements Row {
        @Override
        public String text() {
            return String.format("NEFF %s %s dma[%d]: id %d on %s queue %d (TX %d..%d)%s", subgraph, engine, entryIndex,
                    dmaId, queueSet, queue, txStart, txStart + txCount - 1,
                    element < 0 ? "" : String.format(", desc[%d] %s -> %s", element, from, to));
        }
    }

    /**
     * The DGE instruction that generated the descriptor on the device.
     *
     * @param word   the lowered 64-byte instruction word, in hex (empty when the load patched none)
     * @param piece  which of the instruction's descriptors on this engine and leg it is
     */
    record Dge(int step, String subgraph, String engine, int slot, int opcode, String kind, int issue, int piece,
               int pieces, String word, Location location) implements Row {
        @Override
        public String text() {
            return String.format("step %d: DGE instruction %s %s slot %d (opcode 0x%02X, %s, issue %d), descriptor %d "
                    + "of %d; lowered word %s", step, subgraph, engine, slot, opcode, kind, issue, piece, pieces,
                    word.isEmpty() ? "(none)" : word);
        }
    }

    /** The spine node that ran the write and the call stack open at that step (outermost first). */
    record Spine(int step, String node, List<String> stack, Location location) implements Row {
        public Spine {
            stack = List.copyOf(stack);
        }

        @Override
        public String text() {
            return String.format("step %d: in %s (%s)", step, node, String.join(" > ", stack));
        }
    }

    /**
     * Where the chain ends: an input variable, a NEFF file member, other bytes the host wrote, memory nothing wrote,
     * bytes the engines computed (not emulated), or bytes the chain does not follow further.
     *
     * @param variable the variable holding the bytes, or {@code null}
     * @param offset   their offset in it (or -1)
     */
    record Origin(int step, Origin.Kind kind, String variable, long offset, long address, String detail,
                  Location location) implements Row {
        /** How a chain ends. */
        public enum Kind {
            /** An input variable the host copied in. */
            INPUT,
            /** A variable loaded from a member of the NEFF. */
            FILE,
            /** Other bytes the host wrote (ring descriptors, the host's own buffers). */
            HOST,
            /** Nothing wrote the bytes before this step: memory as allocated (zero). */
            UNWRITTEN,
            /**
             * State-buffer bytes no emulated write reached before a DMA read them: the engines' compute instructions
             * wrote them on the device, and RingScope does not emulate those (decision 1327).
             */
            COMPUTED,
            /** The chain reached its depth. */
            DEPTH,
            /** The write's sources are not followed (a register read, a descriptor copy, an unknown op). */
            NOT_FOLLOWED
        }

        @Override
        public String text() {
            String where = variable == null ? String.format("0x%x", address)
                    : String.format("%s+%d (0x%x)", variable, offset, address);
            return String.format("origin: %s %s%s", kind, where, detail == null || detail.isEmpty() ? "" : ": " + detail);
        }
    }
}
