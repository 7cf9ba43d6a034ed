package org.ringscope.model.neff;

import java.util.Map;

/**
 * One element of a {@code dma} entry's {@code desc} (docs/reference/neff-container.md).
 *
 * @param op    copy | fma | cast | add | min | max | transpose
 * @param from  the source
 * @param to    the destination
 * @param extra the op-specific fields ({@code scale}, {@code constant}, {@code transpose_shape},
 *              {@code from_arr}, ...) as compact JSON text, by key
 */
public record DmaDesc(String op, AccessPattern from, AccessPattern to, Map<String, String> extra) {
    public DmaDesc {
        extra = Map.copyOf(extra);
    }
}
