package org.ringscope.model.lint;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.device.Allocation;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.device.MemCategory;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;
import org.ringscope.model.vring.VringDump;
import org.ringscope.model.vring.VringPages;

/** A journaled device with vrings and prings named as problems name them, for the checks' tests. */
final class LintRig {
    final Journal journal = new Journal();
    final VringDomain vringDomain = new VringDomain(journal);
    final Device dev;
    final Arch arch;
    final List<LintInput.VringRef> vrings = new ArrayList<>();
    final List<LintInput.PringRef> prings = new ArrayList<>();

    LintRig(Arch arch) {
        this.arch = arch;
        this.dev = new Device(arch, journal);
    }

    Vring vring(String name) {
        return vring(name, VringPages.MAX_DESCRIPTORS);
    }

    Vring vring(String name, int limit) {
        Vring v = new Vring(name, arch, limit);
        VringDomain.of(journal).attach(v);
        vrings.add(new LintInput.VringRef("sg00:" + name, v));
        return v;
    }

    Allocation buffer(String name, long size) throws Exception {
        return dev.alloc(name, MemCategory.IO, size, 64);
    }

    /** Appends {@code n} copies of {@code bytes} bytes each (n TX / RX descriptors). */
    Vring copies(String name, int n, int bytes) throws Exception {
        Allocation src = buffer(name + ".src", (long) n * bytes);
        Allocation dst = buffer(name + ".dst", (long) n * bytes);
        Vring v = vring(name);
        for (int i = 0; i < n; i++) {
            v.vringAddDescTransfer(src.address() + (long) i * bytes, dst.address() + (long) i * bytes, bytes);
        }
        return v;
    }

    Pring pring(String name, RingType type, int ndesc, boolean wrap) throws Exception {
        Pring p = dev.allocPring(name, type, ndesc, wrap);
        prings.add(new LintInput.PringRef(name, p));
        return p;
    }

    /** Prings for {@code v} (named {@code sg00:name.tx/.rx}), the dump, queue {@code eng.q} bound; no doorbell. */
    DmaQueue load(Vring v, int eng, int q) throws Exception {
        Pring tx = pring("sg00:" + v.name() + ".tx", RingType.TX, v.tx().usedDescCount(), false);
        Pring rx = pring("sg00:" + v.name() + ".rx", RingType.RX, v.rx().usedDescCount(), false);
        VringDump.vringDumpToPring(v, tx, rx);
        DmaQueue queue = dev.queue(eng, q);
        queue.init(tx, rx);
        return queue;
    }

    /** {@link #load}, a doorbell for every descriptor and a run of the engines. */
    DmaQueue run(Vring v, int eng, int q) throws Exception {
        DmaQueue queue = load(v, eng, q);
        if (queue.copyStart(v.tx().usedDescCount(), v.rx().usedDescCount()) != 0) {
            throw new IllegalStateException("doorbell refused");
        }
        dev.engine().run();
        return queue;
    }

    List<Problem> lint() {
        return Lint.check(new LintInput(journal, dev, arch, vrings, prings));
    }

    List<Problem> vringsOnly() {
        return Lint.check(new LintInput(journal, null, arch, vrings, prings));
    }

    List<Problem> of(String code) {
        return lint().stream().filter(p -> p.code().equals(code)).toList();
    }
}
