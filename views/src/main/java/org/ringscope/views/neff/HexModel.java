package org.ringscope.views.neff;

import org.ringscope.views.Format;

/**
 * A bounded hex preview of a member: rows of 16 bytes (offset, hex, ASCII), read by index from the shared
 * member bytes. Members larger than {@link #LIMIT} are previewed up to it. Pure Java, tested without a window.
 */
final class HexModel {
    static final int ROW = 16;
    /** The most bytes previewed: 16 MiB (a million rows in a virtualized table). */
    static final int LIMIT = 16 << 20;

    private final String member;
    private final byte[] data;
    private final int shown;

    HexModel(String member, byte[] data) {
        this(member, data, LIMIT);
    }

    HexModel(String member, byte[] data, int limit) {
        this.member = member;
        this.data = data;
        this.shown = Math.min(data.length, limit);
    }

    int rowCount() {
        return (shown + ROW - 1) / ROW;
    }

    boolean truncated() {
        return shown < data.length;
    }

    String summary() {
        String s = member + " · " + Format.bytes(data.length);
        return truncated() ? s + " · showing the first " + Format.bytes(shown) : s;
    }

    String offset(int row) {
        return Format.hex((long) row * ROW, 8);
    }

    String hex(int row) {
        int off = row * ROW;
        StringBuilder sb = new StringBuilder(ROW * 3 + 1);
        for (int i = 0; i < ROW; i++) {
            if (i == 8) {
                sb.append(' ');
            }
            sb.append(off + i < shown ? Format.hex2(data[off + i]) : "  ");
            if (i < ROW - 1) {
                sb.append(' ');
            }
        }
        return sb.toString();
    }

    String ascii(int row) {
        int off = row * ROW;
        StringBuilder sb = new StringBuilder(ROW);
        for (int i = 0; i < ROW && off + i < shown; i++) {
            int c = data[off + i] & 0xFF;
            sb.append(c >= 0x20 && c < 0x7F ? (char) c : '.');
        }
        return sb.toString();
    }
}
