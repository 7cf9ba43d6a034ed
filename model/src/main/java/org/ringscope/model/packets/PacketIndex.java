package org.ringscope.model.packets;

import java.util.Arrays;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.vring.VringPages;

/**
 * The packets of one vring half: its TX descriptors grouped FIRST … (CONCAT) … LAST as the DMA engine fetches
 * them ({@code DmaEngine} reads from a FIRST to the next LAST), each with the reason it closed
 * ({@link Close}) and what is wrong with it. Built in one pass over the words, in primitive arrays — a packet
 * is never an object: {@link #first(int)}, {@link #size(int)}, {@link #bytes(int)} read packet {@code p} by
 * index, {@link #packetOf(int)} finds the packet of a descriptor by binary search.
 *
 * <p>Why a packet closed follows {@code vring_pack_descs} (vring.c:381; decision 0871): it closes before a
 * descriptor that would overflow the arch's descriptors per packet ({@code tdrv_arch_get_max_desc_per_packet}:
 * 128 on v2, 65 on v3/v4) — {@link Close#DESCRIPTOR_CAP} — or the byte budget — {@link Close#SIZE_CAP} — and
 * at the end of the window it packs (one transfer) — {@link Close#END}. The budget is
 * {@code max_packet_size}, by default 64 KiB × the descriptor cap (so only the descriptor cap binds).
 * Descriptors of a half that ends before a LAST form an {@link Close#OPEN} packet; a FIRST inside a packet
 * cuts the packet before it ({@link Close#CUT}).
 */
public final class PacketIndex {
    /** Why a packet ended. */
    public enum Close {
        /** The transfer (the builder's packet, or the window {@code vring_pack_descs} packed) ended. */
        END("end of transfer"),
        /** One more descriptor would have exceeded the arch's descriptors per packet. */
        DESCRIPTOR_CAP("descriptor cap"),
        /** One more descriptor would have exceeded the byte budget ({@code max_packet_size}). */
        SIZE_CAP("size cap"),
        /** The half ends inside the packet: no LAST, the engine stalls waiting for it. */
        OPEN("no LAST (half ends)"),
        /** A FIRST opened the next packet before this one's LAST. */
        CUT("cut by the next FIRST");

        private final String text;

        Close(String text) {
            this.text = text;
        }

        /** How the packets view says it. */
        public String text() {
            return text;
        }
    }

    /** Flag: more descriptors than the arch allows per packet. */
    public static final int OVER_CAP = 1;
    /** Flag: a descriptor before the last lacks CONCAT. */
    public static final int CONCAT_MISSING = 1 << 1;
    /** Flag: the packet's first descriptor lacks FIRST. */
    public static final int NO_FIRST = 1 << 2;
    /** Flag: it leads with a META descriptor (CME / replication word). */
    public static final int META_LEAD = 1 << 3;
    /** Flag: a descriptor carries DMB. */
    public static final int DMB = 1 << 4;

    private static final int CHUNK = 16384;

    private final int descriptors;
    private final int cap;
    private final long budget;
    private int count;
    private int[] starts;
    private long[] bytes;
    private byte[] close;
    private byte[] flags;

    private PacketIndex(int descriptors, int cap, long budget) {
        this.descriptors = descriptors;
        this.cap = cap;
        this.budget = budget;
        int n = Math.max(16, Math.min(descriptors + 1, 4096));
        starts = new int[n];
        bytes = new long[n];
        close = new byte[n];
        flags = new byte[n];
    }

    /** The byte budget {@code vring_pack_descs} uses by default: 64 KiB × the arch's descriptors per packet. */
    public static long defaultBudget(Arch arch) {
        return (long) LenCtrl.MAX_DMA_DESC_SIZE * arch.maxDescPerPacket();
    }

    /** The packets of a vring's TX half, with the default budget. */
    public static PacketIndex of(VringPages tx, Arch arch) {
        return of(tx, arch, defaultBudget(arch));
    }

    /** The packets of a vring's TX half with byte budget {@code budget}. */
    public static PacketIndex of(VringPages tx, Arch arch, long budget) {
        int n = tx.usedDescCount();
        PacketIndex x = new PacketIndex(n, arch.maxDescPerPacket(), budget);
        long[] buf = new long[2 * Math.min(n, CHUNK)];
        Builder b = x.new Builder();
        for (int done = 0; done < n; ) {
            int run = Math.min(CHUNK, n - done);
            tx.copyTo(done, run, buf, 0);
            for (int k = 0; k < run; k++) {
                b.add((int) buf[2 * k]);
            }
            done += run;
        }
        b.finish();
        return x;
    }

    /** The packets of {@code n} TX descriptors held as words (two longs each, e.g. a view's snapshot). */
    public static PacketIndex of(long[] words, int n, Arch arch, long budget) {
        PacketIndex x = new PacketIndex(n, arch.maxDescPerPacket(), budget);
        Builder b = x.new Builder();
        for (int i = 0; i < n; i++) {
            b.add(Desc.lenCtrl(words[2 * i]));
        }
        b.finish();
        return x;
    }

    /** The grouping state machine, fed one len_ctrl at a time. */
    private final class Builder {
        private int i;
        private boolean open;
        private int descs;
        private long sum;
        private int f;
        private int pendingLast = -1;
        private int pendingSize;

        void add(int lc) {
            if (pendingLast >= 0) {
                // the previous descriptor was a LAST: now we know the next one's size
                end(classify(size(lc)));
                pendingLast = -1;
            }
            if (open && LenCtrl.isFirst(lc)) {
                end(Close.CUT);
            }
            if (!open) {
                begin(i, lc);
            }
            descs++;
            sum += LenCtrl.isMeta(lc) ? 0 : size(lc);
            if (LenCtrl.isDmb(lc)) {
                f |= DMB;
            }
            if (LenCtrl.isLast(lc)) {
                pendingLast = i;
            } else if (!LenCtrl.isConcat(lc)) {
                f |= CONCAT_MISSING;
            }
            i++;
        }

        private void begin(int at, int lc) {
            open = true;
            descs = 0;
            sum = 0;
            f = (LenCtrl.isFirst(lc) ? 0 : NO_FIRST) | (LenCtrl.isMeta(lc) ? META_LEAD : 0);
            grow();
            starts[count] = at;
        }

        private Close classify(int nextSize) {
            if (descs == cap) {
                return Close.DESCRIPTOR_CAP;
            }
            return sum + nextSize > budget ? Close.SIZE_CAP : Close.END;
        }

        private void end(Close c) {
            bytes[count] = sum;
            close[count] = (byte) c.ordinal();
            flags[count] = (byte) (f | (descs > cap ? OVER_CAP : 0));
            count++;
            open = false;
        }

        void finish() {
            if (pendingLast >= 0) {
                end(Close.END);
            } else if (open) {
                end(Close.OPEN);
            }
            grow();
            starts[count] = i;
        }

        private int size(int lc) {
            return LenCtrl.size(lc);
        }
    }

    private void grow() {
        if (count + 1 >= starts.length) {
            int n = starts.length * 2;
            starts = Arrays.copyOf(starts, n);
            bytes = Arrays.copyOf(bytes, n);
            close = Arrays.copyOf(close, n);
            flags = Arrays.copyOf(flags, n);
        }
    }

    /** Packets. */
    public int count() {
        return count;
    }

    /** Descriptors grouped. */
    public int descriptors() {
        return descriptors;
    }

    /** The arch's descriptors per packet the grouping was checked against. */
    public int cap() {
        return cap;
    }

    /** The byte budget. */
    public long budget() {
        return budget;
    }

    /** Index of packet {@code p}'s first descriptor. */
    public int first(int p) {
        check(p);
        return starts[p];
    }

    /** Descriptors in packet {@code p}. */
    public int size(int p) {
        check(p);
        return starts[p + 1] - starts[p];
    }

    /** Index of packet {@code p}'s last descriptor. */
    public int last(int p) {
        return first(p) + size(p) - 1;
    }

    /** Data bytes of packet {@code p} (a META lead counts none). */
    public long bytes(int p) {
        check(p);
        return bytes[p];
    }

    public Close close(int p) {
        check(p);
        return Close.values()[close[p]];
    }

    /** The {@code OVER_CAP | CONCAT_MISSING | NO_FIRST | META_LEAD | DMB} flags of packet {@code p}. */
    public int flags(int p) {
        check(p);
        return flags[p];
    }

    public boolean has(int p, int flag) {
        return (flags(p) & flag) != 0;
    }

    /** The packet holding descriptor {@code index}, or -1 outside {@code [0, descriptors)}. */
    public int packetOf(int index) {
        if (index < 0 || index >= descriptors || count == 0) {
            return -1;
        }
        int k = Arrays.binarySearch(starts, 0, count, index);
        return k >= 0 ? k : -k - 2;
    }

    private void check(int p) {
        if (p < 0 || p >= count) {
            throw new IndexOutOfBoundsException("packet " + p + " of " + count);
        }
    }
}
