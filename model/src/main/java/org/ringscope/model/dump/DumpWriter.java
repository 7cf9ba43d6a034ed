package org.ringscope.model.dump;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import org.apache.commons.compress.archivers.zip.Zip64Mode;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.ringscope.model.device.DeviceException;
import org.ringscope.model.io.AtomicWrite;
import org.ringscope.model.io.OutputTarget;
import org.ringscope.model.session.EmulationSession;

/**
 * Writes dump files (docs/dump-format.md): {@code manifest.json} first, then the rings stored uncompressed
 * (a reader maps them), the ucode images and memory pages deflated. The file is written through
 * {@link AtomicWrite}: beside the target under a temporary name, flushed to the disk and renamed over it at the
 * end, so a reader never sees half a dump, a failed write leaves the old file alone, and the temporaries a killed
 * write left behind are removed by the next.
 *
 * <pre>{@code
 * DumpWriter.write(session, session.cursor(), Path.of("run.rsdump"));   // File → Save dump
 * }</pre>
 */
public final class DumpWriter {
    /** Every entry's time: 1980-01-01 00:00 (the first DOS date), so equal states give equal files. */
    private static final LocalDateTime ENTRY_TIME = LocalDateTime.of(1980, 1, 1, 0, 0);

    private DumpWriter() {
    }

    /**
     * Dumps {@code session} at journal step {@code cursorStep}: the cursor moves there for the write and back
     * afterwards (listeners see both moves; none when it is there already).
     *
     * @throws IllegalArgumentException when the step is outside {@code [0, session.steps()]}
     */
    public static void write(EmulationSession session, int cursorStep, Path path) throws IOException {
        SeekAndRestore.at(session, cursorStep, () -> {
            write(plan(session), path);
            return null;
        });
    }

    /** Writes a dump read or captured before (a raw ring becomes a dump of one ring). */
    public static void write(Dump dump, Path path) throws IOException {
        List<Blob> blobs = new ArrayList<>();
        List<DumpManifest.Ring> rings = new ArrayList<>();
        for (DumpRing r : dump.rings()) {
            String entry = String.format("rings/%04d.bin", rings.size());
            DumpManifest.Ring e = r.entry();
            rings.add(new DumpManifest.Ring(e.id(), e.stage(), e.name(), entry, e.descriptors(), e.used(), e.address()));
            blobs.add(Blob.bytes(entry, r.bytes(), true));
        }
        for (DumpUcode u : dump.ucode()) {
            if (!u.entry().entry().isEmpty()) {
                blobs.add(Blob.bytes(u.entry().entry(), u.image(), false));
            }
        }
        for (MemoryPages m : dump.memory()) {
            blobs.add(Blob.bytes(m.entry().entry(), m.data(), false));
        }
        DumpManifest m = dump.manifest();
        write(new DumpPlan(new DumpManifest(m.format(), m.formatVersion(), m.tool(), m.arch(), m.step(), m.steps(),
                m.inputs(), m.options(), rings, m.ucode(), m.memory()), blobs), path);
    }

    static DumpPlan plan(EmulationSession session) {
        try {
            return SessionCapture.plan(session);
        } catch (DeviceException e) {
            throw new IllegalStateException("a staged library's image is outside device memory", e);
        }
    }

    static void write(DumpPlan plan, Path path) throws IOException {
        OutputTarget.file(path).write(tmp -> {
            // CREATE_NEW with the default permissions (the umask's), not createTempFile's owner-only ones
            try (ZipArchiveOutputStream z = new ZipArchiveOutputStream(tmp, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE, StandardOpenOption.READ)) {
                z.setUseZip64(Zip64Mode.AsNeeded);
                byte[] manifest = ManifestJson.write(plan.manifest());
                put(z, Blob.bytes(ManifestJson.ENTRY, ByteBuffer.wrap(manifest), false));
                for (Blob b : plan.blobs()) {
                    put(z, b);
                }
            }
        });
    }

    private static void put(ZipArchiveOutputStream z, Blob b) throws IOException {
        ZipArchiveEntry e = new ZipArchiveEntry(b.entry());
        e.setMethod(b.stored() ? ZipEntry.STORED : ZipEntry.DEFLATED);
        e.setSize(b.size());
        e.setTime(ENTRY_TIME.atZone(ZoneId.systemDefault()).toInstant().toEpochMilli());
        z.putArchiveEntry(e);
        long[] written = {0};
        b.writeTo(new OutputStream() {
            @Override
            public void write(int x) throws IOException {
                z.write(x);
                written[0]++;
            }

            @Override
            public void write(byte[] buf, int off, int len) throws IOException {
                z.write(buf, off, len);
                written[0] += len;
            }
        });
        if (written[0] != b.size()) {
            throw new IllegalStateException("entry " + b.entry() + ": wrote " + written[0] + " bytes, planned " + b.size());
        }
        z.closeArchiveEntry();
    }
}
