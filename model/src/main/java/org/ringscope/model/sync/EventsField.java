package org.ringscope.model.sync;

/**
 * The 8-byte {@code NEURON_ISA_TPB_EVENTS} of a 64-byte instruction, bytes 4..11 (docs/reference/sync.md): the wait
 * (mode, index) and the update (mode, index), sharing one u32 {@code value} — the wait's threshold and the
 * update's operand. Printed as the compiler listing prints it: {@code $S[5]>=16 $S[4]++@complete}.
 */
public record EventsField(int waitCode, int waitIdx, int updateCode, int updateIdx, long value) {
    /** No wait, no update. */
    public static final EventsField NONE = new EventsField(0, 0, 0, 0, 0);

    /** The field of the instruction {@code slot} (at least 12 bytes). */
    public static EventsField of(byte[] slot) {
        if (slot.length < 12) {
            return NONE;
        }
        long v = (slot[8] & 0xFFL) | (slot[9] & 0xFFL) << 8 | (slot[10] & 0xFFL) << 16 | (slot[11] & 0xFFL) << 24;
        return new EventsField(slot[4] & 0xFF, slot[5] & 0xFF, slot[6] & 0xFF, slot[7] & 0xFF, v);
    }

    public WaitMode waitMode() {
        return WaitMode.of(waitCode);
    }

    public UpdateOp updateOp() {
        return UpdateOp.of(updateCode);
    }

    /** Whether the update lands at completion (bit 4) rather than when the instruction reads its inputs. */
    public boolean atComplete() {
        return (updateCode & 0x10) != 0;
    }

    public boolean hasWait() {
        return waitCode != 0;
    }

    public boolean hasUpdate() {
        return updateCode != 0;
    }

    /** The field in the listing's notation, or empty for none. */
    public String text() {
        StringBuilder b = new StringBuilder();
        WaitMode w = waitMode();
        if (w.onSemaphore()) {
            b.append("$S[").append(waitIdx).append(']').append(w.symbol()).append(value);
        } else if (w.onEvent()) {
            b.append("$E[").append(waitIdx).append("] ").append(w.symbol());
        } else if (w == WaitMode.UNSUPPORTED) {
            b.append(String.format("wait mode 0x%02x on %d", waitCode, waitIdx));
        }
        UpdateOp u = updateOp();
        if (u != UpdateOp.NONE) {
            if (!b.isEmpty()) {
                b.append(' ');
            }
            if (u.onSemaphore()) {
                b.append("$S[").append(updateIdx).append(']').append(u.symbol());
                if (u != UpdateOp.SEM_INC && u != UpdateOp.SEM_DEC) {
                    b.append(value);
                }
            } else if (u.onEvent()) {
                b.append("$E[").append(updateIdx).append("] ").append(u.symbol());
            } else {
                b.append(String.format("update mode 0x%02x on %d", updateCode, updateIdx));
            }
            b.append(atComplete() ? "@complete" : "@read");
        }
        return b.toString();
    }
}
