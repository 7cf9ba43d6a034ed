package org.ringscope.app.cli;

import java.io.PrintWriter;
import org.ringscope.model.neff.NeffInfo;

/** The human-readable form of {@code neff info}. */
final class NeffInfoText {
    private NeffInfoText() {
    }

    static void print(PrintWriter out, NeffInfo i) {
        out.printf("%s  (%,d bytes)%n", i.file(), i.fileSize());
        out.printf("  pkg_version         %d%n", i.pkgVersion());
        out.printf("  header_size         %d%n", i.headerSize());
        out.printf("  data_size           %,d  (%s payload)%n", i.dataSize(), i.payloadEncoding());
        out.printf("  neff_version        %d.%d%n", i.versionMajor(), i.versionMinor());
        out.printf("  neff_build_version  %s%n", i.buildVersion().isEmpty() ? "(empty)" : i.buildVersion());
        out.printf("  num_tpb             %d (requested %d, per node %s)%n", i.numTpb(), i.requestedTpbCount(),
                i.tpbPerNode());
        out.printf("  name                %s%n", i.name());
        out.printf("  uuid                %s%n", i.uuid());
        out.printf("  feature_bits        0x%x%n", i.featureBits());
        out.printf("  lnc_size            %d%n", i.lncSize());
        out.printf("  hash (%s)        %s  %s%n", i.hashAlgorithm(), i.hash(),
                i.hashValid() ? "valid, " + i.hashByteOrder().toLowerCase().replace('_', '-') : "MISMATCH");
        out.printf("  kelf                %s, target %s%n", i.kelf(), i.target());
        out.printf("%nmembers: %d, %,d bytes unpacked%n", i.members().size(), i.unpackedSize());
        for (NeffInfo.Member m : i.members()) {
            out.printf("  %12d  %s%n", m.size(), m.name());
        }
        out.printf("%nsubgraphs:%n  %-8s %10s %10s %11s %18s%n", "name", "queueSets", "variables", "dmaEntries",
                "instructionSlots");
        for (NeffInfo.SubgraphInfo s : i.subgraphs()) {
            out.printf("  %-8s %10d %10d %11d %18d%n", s.name(), s.queueSets(), s.variables(), s.dmaEntries(),
                    s.instructionSlots());
        }
        out.flush();
    }
}
