package org.ringscope.model.runtime;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.InputException;
import org.ringscope.model.device.Allocation;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceException;
import org.ringscope.model.device.MemCategory;
import org.ringscope.model.device.Region;
import org.ringscope.model.dge.InstructionPatch;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.Kelf;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.UcodeLib;
import org.ringscope.model.neff.UcodeLibParser;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.runtime.load.DynamicRings;
import org.ringscope.model.runtime.load.EntryLocation;
import org.ringscope.model.runtime.load.EntryTable;
import org.ringscope.model.runtime.load.VarAddressing;
import org.ringscope.model.spine.SpineEdge;
import org.ringscope.model.spine.SpineListener;
import org.ringscope.model.spine.SpineNode;
import org.ringscope.model.spine.SpineTracer;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.ucode.NrtucodeOpset;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.VringAssertionError;
import org.ringscope.model.vring.VringDomain;

/**
 * The emulated Neuron runtime host path on one NEFF: INIT ({@code nrt_init}), the ucode build lane
 * for each GPSIMD library ({@link UcodeBuild}), LOAD ({@link Loader}), the model's tensors, and EXEC
 * ({@link Executor}) once per execution — every function reporting its entry and exit through a
 * {@link SpineTracer} whose listener writes the journal's markers, every state change of the device, the vrings
 * and the ucode patches a journal record. A failure (injected or real) unwinds through the spine's error
 * edges and the run reports the status the runtime would; the journal stays whole and seekable.
 *
 * <pre>{@code
 * NeuronRuntime rt = new NeuronRuntime(neff, RunOptions.defaults().withAsync(true));
 * RunResult r = rt.run();
 * rt.journal().seek(0);            // any step, exact
 * }</pre>
 */
public final class NeuronRuntime {
    /** The api level {@code ucode_init_module} asserts ({@code nrtucode_get_api_level} == 3). */
    public static final int UCODE_API_LEVEL = 3;
    /** The library {@code ucode_shared_library_name} returns. */
    public static final String UCODE_LIBRARY = "libnrtucode_extisa.so";

    private final Journal journal = new Journal();
    private final VringDomain vrings = new VringDomain(journal);
    private final Device dev;
    private final UcodeDomain patches;
    private final SyncDomain sync;
    private final SpineTracer tracer = new SpineTracer();
    private final Emulation em;
    private final Map<String, Integer> ncs = new HashMap<>();
    private InputException inputError;
    private RunResult result;

    /** Prepares a run of {@code neff}, parsing its manifest; nothing is recorded until {@link #run()}. */
    public NeuronRuntime(NeffFile neff, RunOptions options) throws InputException {
        this(neff, ManifestParser.parse(neff), options);
    }

    /**
     * Prepares a run of {@code neff} whose manifest {@code m} the caller already parsed (a session parses it once
     * and shares it with every reader of the run); nothing is recorded until {@link #run()}.
     */
    public NeuronRuntime(NeffFile neff, Manifest m, RunOptions options) throws InputException {
        Arch arch = options.arch() != null ? options.arch() : defaultArch(m);
        this.dev = new Device(arch, journal);
        this.patches = new UcodeDomain(journal);
        this.sync = new SyncDomain(journal, dev.topology().ncPerDevice());
        tracer.addListener(new SpineListener() {
            @Override
            public void onEnter(SpineNode node, SpineEdge via, int depth) {
                journal.markers().enter(node.name());
            }

            @Override
            public void onEnter(SpineNode node, SpineEdge via, int depth, String site) {
                journal.markers().enter(node.name(), site);
            }

            @Override
            public void onExit(SpineNode node, int depth) {
                journal.markers().exit(node.name());
            }
        });
        this.em = new Emulation(neff, m, options, arch, new Calls(tracer, options.failAt()), journal, dev, patches);
        planCores(m);
    }

    /**
     * The arch a run without {@code --arch} uses: the first kelf's target as the runtime reads it
     * ({@code sunda}/{@code v2}, {@code cayman}/{@code v3}, {@code mariana}/{@code v4}, an empty target v2); a
     * NEFF for any arch ({@code *}) or with no kelf runs on CAYMAN, as on the public NEFFs' instances.
     */
    public static Arch defaultArch(Manifest m) {
        if (m.kelfs().isEmpty()) {
            return Arch.CAYMAN;
        }
        Arch a = KelfTarget.arch(m.target(), Arch.CAYMAN);
        return a == null ? Arch.CAYMAN : a;
    }

    /** Each kelf's subgraphs on consecutive NeuronCores after the previous kelf's, from 0 again when they do not fit. */
    private void planCores(Manifest m) {
        int per = dev.topology().ncPerDevice();
        int next = 0;
        for (Kelf k : m.kelfs()) {
            int n = k.subgraphs().size();
            int start = next + n > per ? 0 : next;
            for (int i = 0; i < n; i++) {
                ncs.putIfAbsent(k.subgraphs().get(i).name(), (start + i) % per);
            }
            next = start + n;
        }
    }

    static int ncOf(Emulation em, String subgraph) {
        return em.runtime.ncs.getOrDefault(subgraph, 0);
    }

    public Journal journal() {
        return journal;
    }

    public Device device() {
        return dev;
    }

    public SpineTracer tracer() {
        return tracer;
    }

    /** The engines' semaphores, events and instruction pointers, journaled. */
    public SyncDomain sync() {
        return sync;
    }

    public UcodeDomain patches() {
        return patches;
    }

    public Arch arch() {
        return em.arch;
    }

    /** The invalid input that stopped the run, or {@code null}. */
    public InputException inputError() {
        return inputError;
    }

    /** The result of {@link #run()}, or {@code null} before. */
    public RunResult result() {
        return result;
    }

    /** Runs INIT, the ucode lanes, LOAD and every execution; never throws for the NEFF's or the run's faults. */
    public RunResult run() {
        if (result != null) {
            throw new IllegalStateException("a runtime runs once");
        }
        em.runtime = this;
        NrtStatus status = NrtStatus.NRT_SUCCESS;
        NrtFailure failure = null;
        List<Integer> execs = new ArrayList<>();
        try {
            Optional<String> unmatched = FaultTargets.unmatched(em.manifest, em.options.faults());
            if (unmatched.isPresent()) {
                throw new NrtFailure("", NrtStatus.NRT_INVALID, false, unmatched.get(), null);
            }
            nrtInit();
            for (UcodeSource src : ucodeSources()) {
                em.ucode.add(new UcodeBuild(em.calls, dev, patches).build(src, ncOf(em, src.subgraphs().get(0))));
            }
            new Loader(em).nrtLoad();
            allocateTensors();
            ExecutionBudget budget = new ExecutionBudget(journal);
            Executor ex = new Executor(em, () -> budget.checkUpFront(em.options.executions(), em.neff.source()));
            for (int i = 0; i < em.options.executions(); i++) {
                NrtStatus s;
                try {
                    s = ex.nrtExecute(i);
                } catch (ExecutionBudget.Exceeded e) {
                    throw e.refusal();
                } catch (NrtFailure f) {
                    failure = failure == null ? f : failure;
                    s = f.status() == null ? NrtStatus.NRT_FAILURE : f.status();
                }
                execs.add(s.code());
                if (status.ok() && !s.ok()) {
                    status = s;
                }
                if (i == 0) {
                    budget.check(em.options.executions(), em.neff.source());
                }
            }
        } catch (NrtFailure f) {
            failure = f;
            status = f.status() == null ? NrtStatus.NRT_FAILURE : f.status();
        } catch (InputException e) {
            failure = new NrtFailure("", NrtStatus.NRT_INVALID, false, e.getMessage(), e);
            status = NrtStatus.NRT_INVALID;
        } catch (DeviceException e) {
            failure = new NrtFailure("", NrtStatus.NRT_RESOURCE, false, e.getMessage(), e);
            status = NrtStatus.NRT_RESOURCE;
        } catch (IllegalArgumentException | VringAssertionError e) {
            InputException ie = InputErrors.brokenInvariant(em.neff, e);
            failure = new NrtFailure("", NrtStatus.NRT_INVALID, false, ie.getMessage(), ie);
            status = NrtStatus.NRT_INVALID;
        }
        if (failure != null && failure.getCause() instanceof InputException ie) {
            inputError = InputErrors.ofNeff(em.neff, ie);
        }
        if (em.calls.failAt() != null && !em.calls.injected()) {
            em.notes.add("--fail-at " + em.calls.failAt() + ": the run never reached it");
        }
        journal.publish();
        result = Results.of(em, status, failure, execs);
        return result;
    }

    /** {@code nrt_init}: config, device probe, arch, decode tables, kmgr, and the ucode module by name. */
    private void nrtInit() {
        em.calls.run("nrt_init", () -> {
            em.calls.leaf("nrt_config_parse_init_config");
            em.calls.leaf("nrt_get_dev_info");
            em.calls.leaf("tdrv_get_platform_type");
            em.calls.leaf("al_hal_tpb_get_arch_type");
            em.calls.leaf("hw_decode_init_tables");
            em.calls.leaf("kmgr_init");
            em.calls.leaf("kmgr_register_framework");
            em.calls.run("ucode_init_module", () -> {
                String lib = em.calls.fn("ucode_shared_library_name", () -> UCODE_LIBRARY);
                em.calls.leaf("dlopen@plt");
                em.calls.leaf("dlsym@plt");
                em.calls.leaf("al_hal_tpb_get_arch_type");
                int level = em.calls.fn("nrtucode_get_api_level", () -> UCODE_API_LEVEL);
                if (level != UCODE_API_LEVEL) {
                    throw new NrtFailure("ucode_init_module", NrtStatus.NRT_FAILURE, false, lib + ": api level " + level
                            + ", expected " + UCODE_API_LEVEL, null);
                }
                em.calls.leaf("nrtucode_get_build_version");
                em.calls.leaf("nrtucode_get_git_version");
            });
        }, f -> NrtStatus.NRT_FAILURE);
    }

    /** The NEFF's libraries per subgraph (with the ExtendedInst slots that call them), then {@code --ucode}'s. */
    private List<UcodeSource> ucodeSources() throws InputException {
        List<UcodeSource> out = new ArrayList<>();
        List<String> all = new ArrayList<>();
        for (Subgraph sg : em.manifest.subgraphs()) {
            all.add(sg.name());
            for (UcodeLib lib : UcodeLibParser.parse(em.neff, sg)) {
                List<byte[]> instr = new ArrayList<>();
                sg.engine(Engine.POOL).flatMap(p -> p.instructions()).ifPresent(s -> {
                    for (int i = 0; i < s.slotCount(); i++) {
                        if (s.opcode(i) == NrtucodeOpset.EXTENDED_INST && calls(lib, s.slotBytes(i))) {
                            instr.add(s.slotBytes(i));
                        }
                    }
                });
                out.add(new UcodeSource(lib.library(), lib.member(), lib.content(), instr, List.of(sg.name())));
            }
        }
        for (UcodeSource u : em.options.ucode()) {
            out.add(new UcodeSource(u.name(), u.origin(), u.bytes(), u.instructions(), all));
        }
        return out;
    }

    private static boolean calls(UcodeLib lib, byte[] slot) {
        int spec = slot[NrtucodeOpset.SPEC_OFFSET] & 0xFF;
        return lib.functions().stream().anyMatch(f -> f.opcode() == NrtucodeOpset.EXTENDED_INST && f.subOpcode() == spec);
    }

    /** {@code nrt_tensor_allocate} for every input and output of the model (zero-filled, so nothing is written). */
    private void allocateTensors() throws DeviceException {
        Map<String, Long> sizes = new LinkedHashMap<>();
        for (Tpb t : em.tpbs()) {
            for (Variable v : t.sg.variables()) {
                if (VarAddressing.perExecution(v.type())) {
                    sizes.merge(v.name(), Math.max(v.size(), 1), Math::max);
                }
            }
        }
        for (Map.Entry<String, Long> e : sizes.entrySet()) {
            em.tensors.put(e.getKey(), dev.alloc(Region.HBM, e.getKey(), MemCategory.IO, e.getValue(), 64));
        }
    }

    /**
     * Every ring the run staged, subgraph by subgraph: each queue set's queues (static rings, or the template
     * and each per-execution build of it), the instruction fetch ring and the hw exec queue. The list is the
     * run's whole history; whether a ring exists at the journal's cursor is the caller's question (its vring
     * attached, its pring's allocation live).
     */
    public List<StagedRing> rings() {
        List<StagedRing> out = new ArrayList<>();
        for (Tpb t : em.tpbs()) {
            String sg = t.sg.name();
            for (Tpb.Binding b : t.bindings) {
                String qs = b.program.name();
                if (b.program.isTemplate(b.q)) {
                    out.add(new StagedRing(sg, qs, b.q, "template", 0, b.program.vrings().get(b.q), null, null));
                } else {
                    out.add(new StagedRing(sg, qs, b.q, "static", 0, b.program.vrings().get(b.q),
                            b.fixed == null ? null : b.fixed.tx(), b.fixed == null ? null : b.fixed.rx()));
                }
            }
            if (t.ddrs != null) {
                Map<String, Integer> seen = new HashMap<>();
                for (DynamicRings.Built d : t.ddrs.built()) {
                    int n = seen.merge(d.queueSet() + "/" + d.queue(), 1, Integer::sum);
                    out.add(new StagedRing(sg, d.queueSet(), d.queue(), "dynamic", n, d.vring(), d.rings().tx(),
                            d.rings().rx()));
                }
            }
            if (t.instrVring != null) {
                out.add(new StagedRing(sg, "instr", 0, "instr", 0, t.instrVring,
                        t.instrRings == null ? null : t.instrRings.tx(), t.instrRings == null ? null : t.instrRings.rx()));
            }
            if (t.execTx != null) {
                out.add(new StagedRing(sg, "hw_exec_queue", 0, "exec", 0, null, t.execTx, t.execRx));
            }
        }
        return out;
    }

    /**
     * The {@code dma} entry whose descriptors hold index {@code index} of {@code half} of the vring named {@code vring}
     * in subgraph {@code subgraph}'s translated program (a per-execution build has its template's name and indices),
     * or empty when none does (a completion-only or driver ring, a DGE ring, a subgraph that was not translated).
     */
    public Optional<EntryLocation> entryOf(String subgraph, String vring,
            Direction half, int index) {
        for (Tpb t : em.tpbs()) {
            if (!t.sg.name().equals(subgraph) || t.program == null) {
                continue;
            }
            EntryTable table = t.program.entries();
            for (int r = 0; r < table.size(); r++) {
                EntryLocation e = table.get(r);
                boolean tx = half == Direction.TX;
                int start = tx ? e.txStart() : e.rxStart();
                int end = tx ? e.txEnd() : e.rxEnd();
                if (e.vring().equals(vring) && index >= start && index < end) {
                    return Optional.of(e);
                }
            }
        }
        return Optional.empty();
    }

    /** Every translated {@code dma} entry of subgraph {@code subgraph}, in translation order (empty when none). */
    public List<EntryLocation> entryLocations(String subgraph) {
        List<EntryLocation> out = new ArrayList<>();
        for (Tpb t : em.tpbs()) {
            if (t.sg.name().equals(subgraph) && t.program != null) {
                for (int r = 0; r < t.program.entries().size(); r++) {
                    out.add(t.program.entries().get(r));
                }
            }
        }
        return out;
    }

    /** Every GPSIMD library the run built (also those whose build failed), in build order. */
    public List<UcodeImage> ucodeImages() {
        return List.copyOf(em.ucode);
    }

    /**
     * Every instruction the load patched (a DGE pseudo lowered to its real word: site, function, bytes before and
     * after), subgraph by subgraph in stream order.
     */
    public List<InstructionPatch> instructionPatches() {
        List<InstructionPatch> out = new ArrayList<>();
        em.tpbs().forEach(t -> out.addAll(t.patches));
        return out;
    }

    /** The options the run was prepared with. */
    public RunOptions options() {
        return em.options;
    }

    /** The bytes of output (or input) tensor {@code name} at the journal's cursor. */
    public byte[] readTensor(String name) throws DeviceException {
        Allocation a = em.tensors.get(name);
        if (a == null) {
            throw new IllegalArgumentException("no tensor " + name);
        }
        return dev.read(a.address(), Math.toIntExact(a.size()));
    }

    /** The device address of tensor {@code name}. */
    public long tensorAddress(String name) {
        Allocation a = em.tensors.get(name);
        if (a == null) {
            throw new IllegalArgumentException("no tensor " + name);
        }
        return a.address();
    }

    /** The size in bytes of tensor {@code name}. */
    public long tensorSize(String name) {
        Allocation a = em.tensors.get(name);
        if (a == null) {
            throw new IllegalArgumentException("no tensor " + name);
        }
        return a.size();
    }

    /** {@code length} bytes of tensor {@code name} from {@code offset}, at the journal's cursor (for streaming). */
    public byte[] readTensor(String name, long offset, int length) throws DeviceException {
        Allocation a = em.tensors.get(name);
        if (a == null || offset < 0 || length < 0 || offset > a.size() - length) {
            throw new IllegalArgumentException("no bytes [" + offset + ", +" + length + ") in tensor " + name);
        }
        return dev.read(a.address() + offset, length);
    }

    /** The model's output tensors, in order. */
    public List<String> outputs() {
        List<String> out = new ArrayList<>();
        for (Tpb t : em.tpbs()) {
            for (Variable v : t.sg.variables()) {
                if ("output".equals(v.type()) && em.tensors.containsKey(v.name()) && !out.contains(v.name())) {
                    out.add(v.name());
                }
            }
        }
        return out;
    }

    /** The address of variable {@code name} on subgraph {@code subgraph} (tensors: the tensor's), or -1. */
    public long address(String subgraph, String name) {
        for (Tpb t : em.tpbs()) {
            if (t.sg.name().equals(subgraph) && t.vars != null && t.vars.get(name) != null) {
                VarPlacement.Placed p = t.vars.get(name);
                if (p.address().perExecution()) {
                    Allocation a = em.tensors.get(name);
                    return a == null ? -1 : a.address();
                }
                return p.address().base();
            }
        }
        return -1;
    }
}
