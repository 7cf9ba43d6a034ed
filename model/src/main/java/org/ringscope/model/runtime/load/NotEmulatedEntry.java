package org.ringscope.model.runtime.load;

import org.ringscope.model.neff.Engine;

/**
 * A static {@code dma} entry (or one desc of it) whose data the emulator does not move, with why: its
 * descriptors carry only its completion, so what waits on it still runs (never a whole-NEFF refusal).
 *
 * @param engine the engine whose JSON lists the entry
 * @param index  the entry's position in that list
 * @param id     its {@code id}
 * @param desc   the desc's position in the entry
 * @param reason why its bytes do not move
 * @param bytes  the source bytes it would have moved
 */
public record NotEmulatedEntry(Engine engine, int index, int id, int desc, String reason, long bytes) {
}
