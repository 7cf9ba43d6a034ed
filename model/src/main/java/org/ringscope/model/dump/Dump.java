package org.ringscope.model.dump;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A dump: the state of one run at one journal step — its manifest, every ring as a flyweight
 * ({@link DumpRing}), every GPSIMD library's image and patches, and the written pages of every device memory.
 * Read from a file ({@link DumpReader}, rings memory-mapped), taken from a live session ({@link DumpCapture}),
 * or a raw ring file with one ring. Immutable; a mapped file stays mapped until the dump is collected.
 */
public final class Dump {
    private final String source;
    private final DumpManifest manifest;
    private final List<DumpRing> rings;
    private final Map<RingId, DumpRing> byId = new LinkedHashMap<>();
    private final List<DumpUcode> ucode;
    private final List<MemoryPages> memory;

    /**
     * @param source what to call it in messages (the file name, or {@code session@step})
     * @throws IllegalArgumentException when two rings share an id
     */
    public Dump(String source, DumpManifest manifest, List<DumpRing> rings, List<DumpUcode> ucode,
            List<MemoryPages> memory) {
        this.source = source;
        this.manifest = manifest;
        this.rings = List.copyOf(rings);
        this.ucode = List.copyOf(ucode);
        this.memory = List.copyOf(memory);
        for (DumpRing r : this.rings) {
            if (byId.put(r.id(), r) != null) {
                throw new IllegalArgumentException(source + ": two rings named " + r.id());
            }
        }
    }

    public String source() {
        return source;
    }

    public DumpManifest manifest() {
        return manifest;
    }

    /** Every ring, in manifest order. */
    public List<DumpRing> rings() {
        return rings;
    }

    /** The ring named {@code id}. */
    public Optional<DumpRing> ring(RingId id) {
        return Optional.ofNullable(byId.get(id));
    }

    public List<DumpUcode> ucode() {
        return ucode;
    }

    public List<MemoryPages> memory() {
        return memory;
    }

    /** The written pages of memory {@code region}. */
    public Optional<MemoryPages> memory(String region) {
        return memory.stream().filter(m -> m.region().equals(region)).findFirst();
    }

    /** Whether this is a raw ring file (one ring, nothing else). */
    public boolean isRaw() {
        return rings.size() == 1 && rings.get(0).id().kind() == RingKind.RAW;
    }

    @Override
    public String toString() {
        return source + " (" + manifest.arch() + ", step " + manifest.step() + ", " + rings.size() + " rings)";
    }
}
