package org.ringscope.model.trace;

/** A read-only ascending list of record indices (the walked records a seek crosses). */
public interface RecordList {
    int size();

    /** The {@code k}-th record index. */
    int get(int k);
}
