package org.ringscope.model.vring;

/** What a packet builder produced: {@code *out_tx_n} and {@code *out_rx_n}, and the descriptors' start indices. */
public record PacketCounts(int txStart, int txDescs, int rxStart, int rxDescs) {
}
