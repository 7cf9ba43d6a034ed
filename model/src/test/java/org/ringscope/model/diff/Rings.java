package org.ringscope.model.diff;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpManifest;
import org.ringscope.model.dump.DumpRing;
import org.ringscope.model.dump.RingId;

/** Test rings and dumps from plain word arrays. */
final class Rings {
    private Rings() {
    }

    static DumpRing ring(String id, long[] words) {
        ByteBuffer b = ByteBuffer.allocate(8 * words.length).order(ByteOrder.LITTLE_ENDIAN);
        b.asLongBuffer().put(words);
        int n = words.length / 2;
        return new DumpRing(new DumpManifest.Ring(id, "static", id, "rings/x.bin", n, n, -1), b);
    }

    static Dump dump(String name, DumpRing... rings) {
        DumpManifest m = new DumpManifest(DumpManifest.FORMAT, 1, "test", "cayman", 0, 0, List.of(),
                new DumpManifest.Options("", 1, false, "", false, true, 0),
                Arrays.stream(rings).map(DumpRing::entry).toList(), List.of(), List.of());
        return new Dump(name, m, List.of(rings), List.of(), List.of());
    }

    /** A copy stream: descriptor i copies 4 KiB at 0x1000 × i (every descriptor unique). */
    static long[] copies(int n, int salt) {
        long[] w = new long[2 * n];
        for (int i = 0; i < n; i++) {
            w[2 * i] = 0x0108000305001000L;
            w[2 * i + 1] = 0x20_0000_0000L + 0x1000L * i + ((long) salt << 40);
        }
        return w;
    }

    static RingId id(String s) {
        return RingId.parse(s);
    }
}
