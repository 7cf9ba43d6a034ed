package org.ringscope.model.check;

/**
 * An instance type and the device memory its NeuronCores draw from.
 *
 * @param devices      Neuron devices
 * @param ncPerDevice  physical NeuronCores per device
 * @param hbmChannels  HBM (or DRAM region) pools per device
 * @param channelBytes bytes of one pool before the firmware carve-out
 * @param ncPerChannel physical cores that share one pool (2 on Trn2 / Trn3 at LNC=1)
 */
public record Instance(String name, CheckArch arch, int devices, int ncPerDevice, int hbmChannels, long channelBytes,
                       int ncPerChannel, String source) {
    /** The pool physical core {@code nc} (of a device) draws from. */
    public int channelOf(int nc) {
        return Math.min(hbmChannels - 1, nc / Math.max(1, ncPerChannel));
    }
}
