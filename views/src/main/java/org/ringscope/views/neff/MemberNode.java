package org.ringscope.views.neff;

import java.util.List;

/**
 * A node of the member tree: a folder (its path ends with {@code /}) or a member.
 *
 * @param name      the last path element ({@code def.json}, {@code sg00/})
 * @param path      the member name in the tar, or the folder prefix
 * @param size      bytes of the member, or of every member under the folder
 * @param fileCount 1 for a member, the number of members under a folder
 * @param role      what the member is in the manifest chain, empty when it plays no part
 */
record MemberNode(String name, String path, long size, int fileCount, MemberKind kind, String role,
                  List<MemberNode> children) {
    MemberNode {
        children = List.copyOf(children);
    }

    boolean folder() {
        return kind == MemberKind.FOLDER;
    }
}
