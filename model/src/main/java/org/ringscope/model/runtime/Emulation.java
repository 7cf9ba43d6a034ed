package org.ringscope.model.runtime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.device.Allocation;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceException;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.runtime.load.PringAllocator;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.VringException;

/**
 * What every stage of one emulated run shares: the NEFF, the options, the spine calls, the device, the journal
 * and the runtime's host-side records (staged subgraphs, tensors, ucode, counters). Package-private plumbing of
 * {@link NeuronRuntime}.
 */
final class Emulation {
    final NeffFile neff;
    final Manifest manifest;
    final RunOptions options;
    final Arch arch;
    final Calls calls;
    final Journal journal;
    final Device dev;
    final UcodeDomain patches;
    /** The EVT_SEM banks the engines wait on and the engines' instruction pointers (decision 1260). */
    final SyncDomain sync;
    /** What the last failed execution's status says (a timeout's FATAL line, an error notification), or null. */
    String statusMessage;
    /** Kelf member → its staged subgraphs, in load order. */
    final Map<String, List<Tpb>> kelfs = new LinkedHashMap<>();
    final List<UcodeImage> ucode = new ArrayList<>();
    /** The model's tensors (nrt_tensor_allocate): input / output variable name → allocation. */
    final Map<String, Allocation> tensors = new LinkedHashMap<>();
    final List<String> notes = new ArrayList<>();
    final List<FiredTrigger> triggers = new ArrayList<>();
    /** Every DGE instruction the device issued (decision 1103). */
    final List<DgeIssue> dgeIssues = new ArrayList<>();
    /** The runtime's log lines of DGE out-of-bounds accesses not yet reported by an execution. */
    final List<String> dgeOob = new ArrayList<>();
    long hostDoorbells;
    long dmaDoorbells;
    long kickoffs;
    boolean xuFatal;
    NeuronRuntime runtime;
    long seq;

    Emulation(NeffFile neff, Manifest manifest, RunOptions options, Arch arch, Calls calls, Journal journal, Device dev,
            UcodeDomain patches) {
        this.neff = neff;
        this.manifest = manifest;
        this.options = options;
        this.arch = arch;
        this.calls = calls;
        this.journal = journal;
        this.dev = dev;
        this.patches = patches;
        this.sync = SyncDomain.of(journal);
    }

    List<Tpb> tpbs() {
        List<Tpb> all = new ArrayList<>();
        kelfs.values().forEach(all::addAll);
        return all;
    }

    /** {@code dma_ring_info_alloc} in the device's HBM, the ring named after its subgraph and vring. */
    PringAllocator prings(Tpb t) {
        return (name, type, ndesc, wraparound) -> {
            try {
                return dev.allocPring(t.prefix() + name, type, ndesc, wraparound);
            } catch (DeviceException e) {
                throw new VringException(VringException.NRT_FAILURE, e.getMessage(), e);
            }
        };
    }
}
