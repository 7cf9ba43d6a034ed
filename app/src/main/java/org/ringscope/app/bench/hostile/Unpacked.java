package org.ringscope.app.bench.hostile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffHeader;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.NeffWriter;
import org.ringscope.model.neff.ReadLimits;

/**
 * A seed NEFF taken apart for a mutator: its header and its members by name in archive order, the map the mutator's
 * to edit; {@link #repack} writes them back behind the header with a valid hash, so an edit reaches the manifests.
 */
record Unpacked(NeffHeader header, Map<String, byte[]> members) {
    /** {@code neff} unpacked, or empty when the reader refuses it (the caller mutates its bytes instead). */
    static Optional<Unpacked> of(byte[] neff) {
        NeffFile f;
        try {
            f = NeffReader.read("seed.neff", neff, ReadLimits.DEFAULT);
        } catch (IOException | InputException e) {
            return Optional.empty();
        }
        Map<String, byte[]> members = new LinkedHashMap<>();
        for (String n : f.members().names()) {
            members.put(n, f.members().get(n).orElseThrow());
        }
        return Optional.of(new Unpacked(f.header(), members));
    }

    /** The members as they are now, repacked behind the header. */
    byte[] repack() {
        try {
            return NeffWriter.write(header, NeffWriter.payload(members, true, true));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
