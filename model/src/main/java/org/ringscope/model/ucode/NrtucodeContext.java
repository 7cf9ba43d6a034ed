package org.ringscope.model.ucode;

/**
 * An {@code nrtucode} context (the {@code ctx} argument of {@code nrtucode_opset_create} and
 * {@code nrtucode_ll_create}). Two contexts are the same when their ids are equal: the load sequence emits
 * one record when the ll's context is the core's, eight otherwise.
 */
public record NrtucodeContext(long id, String name) {
}
