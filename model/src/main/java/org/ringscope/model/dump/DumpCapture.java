package org.ringscope.model.dump;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.session.EmulationSession;

/**
 * A dump of a live session without a file: the same content {@link DumpWriter} writes, held in heap buffers —
 * what "compare with…" and fork-and-diff compare.
 *
 * <pre>{@code
 * Dump now = DumpCapture.capture(session, session.cursor());
 * }</pre>
 */
public final class DumpCapture {
    private DumpCapture() {
    }

    /**
     * The state of {@code session} at {@code step} (the cursor moves there and back, as for
     * {@link DumpWriter#write(EmulationSession, int, java.nio.file.Path)}).
     */
    public static Dump capture(EmulationSession session, int step) {
        try {
            return SeekAndRestore.at(session, step, () -> materialize(session.neff().source() + "@" + step,
                    DumpWriter.plan(session)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Dump materialize(String source, DumpPlan plan) throws IOException {
        Map<String, ByteBuffer> data = new HashMap<>();
        for (Blob b : plan.blobs()) {
            if (b.size() > Integer.MAX_VALUE - 8) {
                throw new IOException(b.entry() + ": " + b.size() + " bytes do not fit one buffer");
            }
            ByteBuffer buf = ByteBuffer.allocate((int) b.size());
            b.writeTo(new OutputStream() {
                @Override
                public void write(int x) {
                    buf.put((byte) x);
                }

                @Override
                public void write(byte[] a, int off, int len) {
                    buf.put(a, off, len);
                }
            });
            data.put(b.entry(), buf.flip());
        }
        DumpManifest m = plan.manifest();
        List<DumpRing> rings = new ArrayList<>();
        for (DumpManifest.Ring r : m.rings()) {
            rings.add(new DumpRing(r, data.get(r.entry())));
        }
        List<DumpUcode> ucode = new ArrayList<>();
        for (DumpManifest.Ucode u : m.ucode()) {
            ucode.add(new DumpUcode(u, u.entry().isEmpty() ? ByteBuffer.allocate(0) : data.get(u.entry())));
        }
        List<MemoryPages> memory = new ArrayList<>();
        for (DumpManifest.Memory mem : m.memory()) {
            memory.add(new MemoryPages(mem, data.get(mem.entry())));
        }
        return new Dump(source, m, rings, ucode, memory);
    }
}
