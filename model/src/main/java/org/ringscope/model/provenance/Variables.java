package org.ringscope.model.provenance;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.device.DeviceAddressMap;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.EmulationSession;

/** The run's placed variables by address: which variable holds a device byte, and a variable's address. */
final class Variables {
    /** A placed variable; {@code file}: its NEFF member for a {@code file} variable, else empty. */
    record Placed(String subgraph, String name, String type, long address, long size, String file) {
        boolean contains(long a) {
            return a >= address && a - address < size;
        }
    }

    private final List<Placed> all = new ArrayList<>();

    Variables(EmulationSession s) {
        Map<String, String> files = new HashMap<>();
        for (Subgraph g : s.manifest().subgraphs()) {
            for (Variable v : g.variables()) {
                if (!v.fileName().isEmpty()) {
                    files.put(g.name() + "/" + v.name(), g.name() + "/" + v.fileName());
                }
            }
        }
        RunResult r = s.result();
        if (r != null) {
            for (RunResult.Var v : r.variables()) {
                long size = "state-buffer".equals(v.type()) ? DeviceAddressMap.SB_PER_NC : v.size();
                if (v.address() >= 0 && size > 0) {
                    all.add(new Placed(v.subgraph(), v.name(), v.type(), v.address(), size,
                            files.getOrDefault(v.subgraph() + "/" + v.name(), "")));
                }
            }
        }
    }

    /** The smallest variable holding device address {@code a}. */
    Optional<Placed> at(long a) {
        Placed best = null;
        for (Placed p : all) {
            if (p.contains(a) && (best == null || p.size() < best.size())) {
                best = p;
            }
        }
        return Optional.ofNullable(best);
    }

    /** The variable named {@code name} (the first subgraph's when several have one), or empty. */
    Optional<Placed> named(String name) {
        return all.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /** Every placed variable. */
    List<Placed> all() {
        return List.copyOf(all);
    }
}
