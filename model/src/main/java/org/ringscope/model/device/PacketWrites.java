package org.ringscope.model.device;

import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.ByteArena;

/**
 * A PACKET record's memory writes, each kept as what changed since the write before it in the same packet (decision
 * 1400): a packet's RX chunks mostly follow one another or step by one stride, with one length, in one memory, so
 * most writes are the tag byte alone where the memory, offset and length whole were 7 to 9 bytes. The tag's low
 * three bits are {@link PacketEffects#MEMW}; its flags say which fields follow, in this order:
 *
 * <pre>
 * MEM  memory id                        (else the write before's; 0 before the first)
 * GAP  zigzag offset − the write before's end   (else the gap before; both 0 before the first)
 * LEN  length                           (else the write before's; 0 before the first)
 * OLD  the bytes the write overwrote follow     (else they were all zero)
 * </pre>
 *
 * One instance follows one packet's writes in order, writing or reading; {@link #reset} before each packet.
 */
final class PacketWrites {
    static final int OLD = 0x08;
    static final int MEM = 0x10;
    static final int GAP = 0x20;
    static final int LEN = 0x40;

    private int mem;
    private long end;
    private long gap;
    private long len;

    /** Starts a packet. */
    PacketWrites reset() {
        mem = 0;
        end = 0;
        gap = 0;
        len = 0;
        return this;
    }

    /** Writes the tag and the fields of a write of {@code n} bytes at {@code off} of memory {@code m}. */
    void put(ByteArena w, int m, long off, long n, boolean old) {
        long g = off - end;
        int tag = PacketEffects.MEMW | (old ? OLD : 0) | (m != mem ? MEM : 0) | (g != gap ? GAP : 0) | (n != len ? LEN : 0);
        w.putByte(tag);
        if ((tag & MEM) != 0) {
            w.putVar(m);
        }
        if ((tag & GAP) != 0) {
            w.putSigned(g);
        }
        if ((tag & LEN) != 0) {
            w.putVar(n);
        }
        mem = m;
        gap = g;
        len = n;
        end = off + n;
    }

    /** Reads the fields of the write whose tag {@code tag} was just read; then {@link #memory} … {@link #old}. */
    void get(ArenaReader r, int tag) {
        if ((tag & MEM) != 0) {
            mem = r.getVarInt();
        }
        if ((tag & GAP) != 0) {
            gap = r.getSigned();
        }
        if ((tag & LEN) != 0) {
            len = r.getVar();
        }
        end += gap + len;
    }

    /** The memory id of the write last read. */
    int memory() {
        return mem;
    }

    /** The offset of the write last read. */
    long offset() {
        return end - len;
    }

    /** The length of the write last read. */
    long length() {
        return len;
    }

    /** Whether a write's tag says its old bytes follow. */
    static boolean old(int tag) {
        return (tag & OLD) != 0;
    }
}
