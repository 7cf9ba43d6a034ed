package org.ringscope.model.dump;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.ringscope.model.Version;
import org.ringscope.model.device.Allocation;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceException;
import org.ringscope.model.device.Region;
import org.ringscope.model.runtime.NeuronRuntime;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.StagedRing;
import org.ringscope.model.runtime.UcodeImage;
import org.ringscope.model.runtime.UcodeSource;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.ucode.Patch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;
import org.ringscope.model.vring.VringPages;

/**
 * Plans a dump of a session at its cursor: which rings exist there (a vring attached before the step, a
 * pring whose allocation is live), the libraries' images and applied patches, and the memory pages holding a
 * non-zero byte. Ring and page blobs read the live state when written, so the cursor must not move until the
 * plan is written.
 */
final class SessionCapture {
    private final EmulationSession session;
    private final int step;
    private final List<DumpManifest.Ring> rings = new ArrayList<>();
    private final List<Blob> blobs = new ArrayList<>();
    private final Set<RingId> ids = new HashSet<>();

    private SessionCapture(EmulationSession session) {
        this.session = session;
        this.step = session.cursor();
    }

    /** The plan of {@code session} at its cursor. */
    static DumpPlan plan(EmulationSession session) throws DeviceException {
        return new SessionCapture(session).build();
    }

    private DumpPlan build() throws DeviceException {
        NeuronRuntime rt = session.runtime();
        Device dev = session.device();
        for (StagedRing r : rt.rings()) {
            Vring v = r.vring();
            if (v != null && VringDomain.of(session.journal()).attachedBefore(v, step)) {
                vringHalf(r, v.tx());
                vringHalf(r, v.rx());
            }
            pring(r, r.tx(), Direction.TX, dev);
            pring(r, r.rx(), Direction.RX, dev);
        }
        List<DumpManifest.Ucode> ucode = ucode(rt, dev);
        List<DumpManifest.Memory> memory = new ArrayList<>();
        for (Region region : Region.values()) {
            if (region.isMemory()) {
                MemoryBlob m = MemoryBlob.of(dev, region);
                memory.add(new DumpManifest.Memory(region.name(), m.entry(), dev.addressMap().base(region), m.pages()));
                blobs.add(m);
            }
        }
        RunOptions o = session.options();
        DumpManifest.Options options = new DumpManifest.Options(o.arch() == null ? "" : label(o.arch().name()),
                o.executions(), o.async(), o.failAt() == null ? "" : o.failAt(), o.inspect(), o.pack(),
                o.maxPacketSize(), o.dumpTrap());
        DumpManifest m = new DumpManifest(DumpManifest.FORMAT, DumpManifest.VERSION, "ringscope " + Version.TOOL_VERSION,
                label(rt.arch().name()), step, session.steps(), inputs(o), options, rings, ucode, memory);
        return new DumpPlan(m, blobs);
    }

    private RingId unique(RingId id) {
        RingId u = id;
        while (!ids.add(u)) {
            u = u.withOccurrence(u.occurrence() + 1);
        }
        return u;
    }

    private void vringHalf(StagedRing r, VringPages half) {
        RingId id = unique(new RingId(RingKind.VRING, r.subgraph(), r.queueSet(), r.queue(), half.direction(),
                r.occurrence()));
        String entry = String.format("rings/%04d.bin", rings.size());
        int n = half.usedDescCount();
        rings.add(new DumpManifest.Ring(id.toString(), r.kind(), r.vring().name(), entry, n, n, -1));
        blobs.add(Blob.ring(entry, n, (start, count, dst) -> half.copyTo(start, count, dst, 0)));
    }

    private void pring(StagedRing r, Pring p, Direction d, Device dev) {
        if (p == null) {
            return;
        }
        String name = r.subgraph() + ":" + r.queueSet() + "_" + r.queue() + "." + label(d.name());
        long address = -1;
        if (p.memory() != null) {
            address = p.memory().deviceAddress() + p.ringOffsetBytes();
            Allocation a = dev.allocator(Region.HBM).find(p.memory().deviceAddress());
            if (a == null || a.address() != p.memory().deviceAddress()) {
                return;
            }
            name = a.name();
        }
        RingId id = unique(new RingId(RingKind.PRING, r.subgraph(), r.queueSet(), r.queue(), d, r.occurrence()));
        String entry = String.format("rings/%04d.bin", rings.size());
        int n = p.allocatedDescCount();
        rings.add(new DumpManifest.Ring(id.toString(), r.kind(), name, entry, n, p.usedDescCount(), address));
        blobs.add(Blob.ring(entry, n, (start, count, dst) -> {
            long[] w = p.words(start, count);
            System.arraycopy(w, 0, dst, 0, w.length);
        }));
    }

    private List<DumpManifest.Ucode> ucode(NeuronRuntime rt, Device dev) throws DeviceException {
        List<String> libs = rt.patches().libraries();
        Map<String, Integer> seen = new HashMap<>();
        List<DumpManifest.Ucode> out = new ArrayList<>();
        for (UcodeImage u : rt.ucodeImages()) {
            String name = u.source().name();
            int occurrence = seen.merge(name, 1, Integer::sum);
            List<DumpManifest.Patch> patches = new ArrayList<>();
            for (int i = 0, k = 0; i < libs.size(); i++) {
                if (libs.get(i).equals(name) && ++k == occurrence) {
                    for (Patch p : rt.patches().appliedPatches(i)) {
                        patches.add(new DumpManifest.Patch(p.index(), p.typeName(), p.side().name(), p.offset(),
                                p.site(), HexFormat.of().formatHex(p.beforeBytes()),
                                HexFormat.of().formatHex(p.afterBytes())));
                    }
                }
            }
            String entry = "";
            long bytes = 0;
            Allocation a = u.deviceAddr() == 0 ? null : dev.allocator(Region.HBM).find(u.deviceAddr());
            if (a != null && a.address() == u.deviceAddr() && u.image().length > 0) {
                entry = String.format("ucode/%02d.bin", out.size());
                bytes = u.image().length;
                blobs.add(Blob.bytes(entry, ByteBuffer.wrap(dev.read(u.deviceAddr(), u.image().length)), false));
            }
            out.add(new DumpManifest.Ucode(name, u.source().origin(), entry, bytes, u.deviceAddr(), u.status().code(),
                    patches));
        }
        return out;
    }

    private List<DumpManifest.Input> inputs(RunOptions o) {
        List<DumpManifest.Input> in = new ArrayList<>();
        in.add(new DumpManifest.Input("neff", session.neff().source(), session.neff().sha256(),
                session.neff().fileSize()));
        for (UcodeSource u : o.ucode()) {
            byte[] b = u.bytes();
            in.add(new DumpManifest.Input("ucode", u.origin(), sha256(b), b.length));
        }
        for (Map.Entry<String, byte[]> e : o.inputs().entrySet()) {
            in.add(new DumpManifest.Input("input", e.getKey() + "=" + o.inputFiles().getOrDefault(e.getKey(), ""),
                    sha256(e.getValue()), e.getValue().length));
        }
        return in;
    }

    static String sha256(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }

    static String label(String enumName) {
        return enumName.toLowerCase(Locale.ROOT);
    }
}
