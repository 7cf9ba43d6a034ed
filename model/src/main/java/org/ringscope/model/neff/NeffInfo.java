package org.ringscope.model.neff;

import java.util.ArrayList;
import java.util.List;

/**
 * What {@code ringscope neff info} reports: every header field, the hash check, the members and a summary
 * of each subgraph. Component order is the JSON key order.
 *
 * @param uuid           canonical 8-4-4-4-12 text of the 16 header bytes in order
 * @param hashValid      true when either byte order matches
 * @param hashByteOrder  WORD_SWAPPED, DIGEST or NONE
 * @param members        regular files only, in archive order
 */
public record NeffInfo(String file, long fileSize, long pkgVersion, long headerSize, long dataSize, long versionMajor,
                       long versionMinor, String buildVersion, long numTpb, String name, String uuid,
                       long requestedTpbCount, List<Integer> tpbPerNode, long featureBits, long lncSize,
                       String hashAlgorithm, String hash, boolean hashValid, String hashByteOrder,
                       String payloadEncoding, long unpackedSize, String kelf, String target,
                       List<Member> members, List<SubgraphInfo> subgraphs, List<String> warnings) {

    public record Member(String name, long size) {
    }

    public record SubgraphInfo(String name, int queueSets, int variables, int dmaEntries, int instructionSlots) {
    }

    public static NeffInfo of(NeffFile f, Manifest m) {
        NeffHeader h = f.header();
        byte[] tpn = h.tpbPerNode();
        int used = tpn.length;
        while (used > 0 && tpn[used - 1] == 0) {
            used--;
        }
        List<Integer> perNode = new ArrayList<>();
        for (int i = 0; i < used; i++) {
            perNode.add(tpn[i] & 0xFF);
        }
        List<Member> members = f.members().names().stream().map(n -> new Member(n, f.members().size(n))).toList();
        List<SubgraphInfo> sgs = m.subgraphs().stream().map(s -> new SubgraphInfo(s.name(), s.queueSets().size(),
                s.variables().size(), s.dmaEntryCount(), s.instructionSlotCount())).toList();
        return new NeffInfo(f.source(), f.fileSize(), h.pkgVersion(), h.headerSize(), h.dataSize(), h.versionMajor(),
                h.versionMinor(), h.buildVersion(), h.numTpb(), h.name(), h.uuidText(), h.requestedTpbCount(), perNode,
                h.featureBits(), h.lncSize(), f.hash().algorithm(), f.hash().stored(), f.hash().valid(),
                f.hash().byteOrder().name(), f.encoding().name(), f.members().totalBytes(), m.kelfMember(), m.target(),
                members, sgs, f.warnings());
    }
}
