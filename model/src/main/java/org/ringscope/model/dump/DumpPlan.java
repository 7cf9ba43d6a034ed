package org.ringscope.model.dump;

import java.util.List;

/** A dump file before it is written: the manifest and one blob per entry it names. */
record DumpPlan(DumpManifest manifest, List<Blob> blobs) {
    DumpPlan {
        blobs = List.copyOf(blobs);
    }
}
