package org.ringscope.views.neff;

/** What a tar member is, and so which viewer shows it. */
enum MemberKind {
    FOLDER,
    /** A JSON document: the code area with highlighting. */
    JSON,
    /** An engine's instruction stream named by def.json: the slot table. */
    INSTRUCTIONS,
    /** A numpy array (.npy): hex preview. */
    NUMPY,
    /** Anything else: hex preview. */
    BINARY
}
