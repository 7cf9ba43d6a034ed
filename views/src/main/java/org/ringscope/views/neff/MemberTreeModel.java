package org.ringscope.views.neff;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffMembers;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.views.Format;

/**
 * The member tree as data: tar members grouped into folders ({@code sg00/}, {@code debug_info/}) with
 * sizes summed up the tree, each member's kind (which viewer shows it) and its role in the manifest chain.
 * Folders come first, then files, each by name. Pure Java, tested without a window.
 */
final class MemberTreeModel {
    private final MemberNode root;
    private final Map<String, MemberNode> byPath = new HashMap<>();
    private final Map<String, EngineProgram> programByInstr = new HashMap<>();
    private final Map<String, EngineProgram> programByJson = new HashMap<>();

    MemberTreeModel(NeffDocument doc) {
        Manifest m = doc.manifest();
        Map<String, String> roles = new HashMap<>();
        roles.put(ManifestParser.NEFF_JSON, "manifest root");
        roles.put(m.kelfMember(), "kelf: subgraph list");
        for (Subgraph sg : m.subgraphs()) {
            roles.put(sg.definition(), sg.name() + " definition: " + sg.queueSets().size() + " queue sets, "
                    + sg.variables().size() + " variables");
            for (EngineProgram p : sg.engines()) {
                String engine = p.engine().displayName();
                if (!p.jsonMember().isEmpty()) {
                    programByJson.put(p.jsonMember(), p);
                    roles.put(p.jsonMember(), engine + " program: " + p.dma().size() + " DMA entries");
                }
                if (!p.instrMember().isEmpty() && p.instructions().isPresent()) {
                    programByInstr.put(p.instrMember(), p);
                    roles.put(p.instrMember(), engine + " instructions: " + Format.count(p.slotCount()) + " slots");
                }
            }
        }
        this.root = build(doc.file().members(), roles);
        index(root);
    }

    MemberNode root() {
        return root;
    }

    Optional<MemberNode> node(String path) {
        return Optional.ofNullable(byPath.get(path));
    }

    /** The engine program whose instruction stream is this member. */
    Optional<EngineProgram> instructionsOf(String member) {
        return Optional.ofNullable(programByInstr.get(member));
    }

    /** The engine program whose JSON is this member. */
    Optional<EngineProgram> programOf(String member) {
        return Optional.ofNullable(programByJson.get(member));
    }

    /** The members of the first subgraph worth showing first: its def.json, else neff.json. */
    String defaultMember(Manifest m) {
        if (!m.subgraphs().isEmpty() && byPath.containsKey(m.subgraphs().get(0).definition())) {
            return m.subgraphs().get(0).definition();
        }
        return ManifestParser.NEFF_JSON;
    }

    /**
     * The tree keeping only members whose path contains {@code query} (case-insensitive) and the folders
     * above them; sizes stay those of the whole folder. An empty query keeps everything.
     */
    static MemberNode filter(MemberNode node, String query) {
        if (query == null || query.isBlank()) {
            return node;
        }
        String q = query.strip().toLowerCase(Locale.ROOT);
        MemberNode f = filterOrNull(node, q);
        return f != null ? f : new MemberNode(node.name(), node.path(), node.size(), node.fileCount(), node.kind(),
                node.role(), List.of());
    }

    private static MemberNode filterOrNull(MemberNode n, String q) {
        if (!n.folder()) {
            return n.path().toLowerCase(Locale.ROOT).contains(q) ? n : null;
        }
        List<MemberNode> kids = new ArrayList<>();
        for (MemberNode c : n.children()) {
            MemberNode k = filterOrNull(c, q);
            if (k != null) {
                kids.add(k);
            }
        }
        return kids.isEmpty() ? null
                : new MemberNode(n.name(), n.path(), n.size(), n.fileCount(), n.kind(), n.role(), kids);
    }

    private MemberKind kindOf(String path) {
        if (programByInstr.containsKey(path)) {
            return MemberKind.INSTRUCTIONS;
        }
        String lower = path.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".json")) {
            return MemberKind.JSON;
        }
        if (lower.endsWith(".npy")) {
            return MemberKind.NUMPY;
        }
        return MemberKind.BINARY;
    }

    private MemberNode build(NeffMembers members, Map<String, String> roles) {
        Dir top = new Dir("", "");
        for (String name : members.names()) {
            Dir d = top;
            String[] parts = name.split("/");
            StringBuilder prefix = new StringBuilder();
            for (int i = 0; i < parts.length - 1; i++) {
                prefix.append(parts[i]).append('/');
                String p = prefix.toString();
                d = d.dirs.computeIfAbsent(parts[i], k -> new Dir(k + "/", p));
            }
            d.files.put(parts[parts.length - 1], new MemberNode(parts[parts.length - 1], name, members.size(name), 1,
                    kindOf(name), roles.getOrDefault(name, ""), List.of()));
        }
        return top.toNode();
    }

    private void index(MemberNode n) {
        byPath.put(n.path(), n);
        n.children().forEach(this::index);
    }

    /** A folder while the tree is built. */
    private static final class Dir {
        final String name;
        final String path;
        final Map<String, Dir> dirs = new TreeMap<>();
        final Map<String, MemberNode> files = new LinkedHashMap<>();

        Dir(String name, String path) {
            this.name = name;
            this.path = path;
        }

        MemberNode toNode() {
            List<MemberNode> kids = new ArrayList<>();
            dirs.values().forEach(d -> kids.add(d.toNode()));
            List<MemberNode> fileNodes = new ArrayList<>(files.values());
            fileNodes.sort(Comparator.comparing(MemberNode::name));
            kids.addAll(fileNodes);
            long size = kids.stream().mapToLong(MemberNode::size).sum();
            int count = kids.stream().mapToInt(MemberNode::fileCount).sum();
            return new MemberNode(name, path, size, count, MemberKind.FOLDER, "", kids);
        }
    }
}
