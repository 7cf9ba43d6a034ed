/**
 * Packets of a vring half as the DMA engine sees them — FIRST … (CONCAT) … LAST — and why each closed: the
 * arch's descriptors per packet, the byte budget, or the end of the transfer ({@link
 * org.ringscope.model.packets.PacketIndex}; decision 0871). Primitive arrays, no object per packet. No JavaFX.
 */
package org.ringscope.model.packets;
