package org.ringscope.model.check;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.udma.Arch;

/** A NEFF to check: its manifest, and its emulated load on each arch, built the first time an arch is asked for. */
public final class CheckInput {
    private final NeffFile neff;
    private final Manifest manifest;
    private final Map<Arch, LoadPlan> plans = new EnumMap<>(Arch.class);

    private CheckInput(NeffFile neff, Manifest manifest) {
        this.neff = neff;
        this.manifest = manifest;
    }

    /** Parses {@code neff}'s manifest (an {@link InputException} names the member and the field). */
    public static CheckInput of(NeffFile neff) throws InputException {
        return new CheckInput(neff, ManifestParser.parse(neff));
    }

    /** {@code neff} with the manifest {@code manifest} already parsed from it (a document's or a session's). */
    public static CheckInput of(NeffFile neff, Manifest manifest) {
        return new CheckInput(neff, manifest);
    }

    public NeffFile neff() {
        return neff;
    }

    public Manifest manifest() {
        return manifest;
    }

    /** The arch the NEFF's kelf target names; empty for {@code "*"} (any) or a target no arch has. */
    public Optional<CheckArch> neffArch() {
        int v = NeffGates.targetArch(manifest.target());
        for (CheckArch a : CheckArch.values()) {
            if (a.version() == v) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    /** Whether the NEFF loads on any arch ({@code "*"}). */
    public boolean anyArch() {
        return NeffGates.targetArch(manifest.target()) == 0;
    }

    /** The emulated load on {@code arch} (built once). */
    public synchronized LoadPlan plan(Arch arch) throws InputException {
        LoadPlan p = plans.get(arch);
        if (p == null) {
            p = LoadPlanner.plan(neff, manifest, arch);
            plans.put(arch, p);
        }
        return p;
    }
}
