package org.ringscope.model.runtime.load;

import org.ringscope.model.InputException;

/**
 * Where the translation is in the NEFF — engine JSON member, dma entry, desc — so every load error names the
 * member and the dma entry id (InputException style: {@code sg00/Pool.json: field dma[3] (id 3).desc[0].to:
 * …}). Mutable and reused: one per translation, not one per entry.
 */
final class Where {
    private String member = "";
    private int index = -1;
    private int id = -1;
    private int desc = -1;

    void entry(String member, int index, int id) {
        this.member = member;
        this.index = index;
        this.id = id;
        this.desc = -1;
    }

    void desc(int desc) {
        this.desc = desc;
    }

    String member() {
        return member;
    }

    /** {@code dma[3] (id 3).desc[0]}, then {@code .field} if given. */
    String field(String field) {
        StringBuilder sb = new StringBuilder("dma[").append(index).append("] (id ").append(id).append(')');
        if (desc >= 0) {
            sb.append(".desc[").append(desc).append(']');
        }
        if (field != null && !field.isEmpty()) {
            sb.append('.').append(field);
        }
        return sb.toString();
    }

    InputException error(String field, String reason) {
        return new InputException(member, -1, field(field), reason);
    }

    InputException error(String field, String reason, Throwable cause) {
        return new InputException(member, -1, field(field), reason, cause);
    }
}
