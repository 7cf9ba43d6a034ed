package org.ringscope.model.neff;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The regular-file members of a NEFF's tar, by name, in archive order. Names are normalized (no leading
 * {@code ./}); the loader looks members up by name and never depends on their order.
 */
public final class NeffMembers {
    private final Map<String, byte[]> byName;
    private final long totalBytes;

    public NeffMembers(Map<String, byte[]> byName) {
        this.byName = Collections.unmodifiableMap(new LinkedHashMap<>(byName));
        this.totalBytes = byName.values().stream().mapToLong(b -> b.length).sum();
    }

    public List<String> names() {
        return List.copyOf(byName.keySet());
    }

    public boolean contains(String name) {
        return byName.containsKey(name);
    }

    /**
     * The bytes of a member. The array is shared, not copied (members can be hundreds of megabytes):
     * callers must not modify it.
     */
    public Optional<byte[]> get(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    public long size(String name) {
        byte[] b = byName.get(name);
        return b == null ? -1 : b.length;
    }

    public int count() {
        return byName.size();
    }

    /** Sum of all member sizes: the unpacked size of the NEFF. */
    public long totalBytes() {
        return totalBytes;
    }
}
