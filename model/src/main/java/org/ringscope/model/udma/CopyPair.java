package org.ringscope.model.udma;

/**
 * One Tx+Rx copy pair as four words, for display and tests. Bulk storage never uses this record: the
 * builders write straight into primitive pages.
 */
public record CopyPair(long txWord0, long txWord1, long rxWord0, long rxWord1) {
    public DescriptorFields tx() {
        return DescriptorFields.decode(Direction.TX, txWord0, txWord1);
    }

    public DescriptorFields rx() {
        return DescriptorFields.decode(Direction.RX, rxWord0, rxWord1);
    }
}
