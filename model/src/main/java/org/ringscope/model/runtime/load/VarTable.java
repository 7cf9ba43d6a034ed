package org.ringscope.model.runtime.load;

import java.util.HashMap;
import java.util.Map;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;

/** The subgraph's variables by name with their addresses, resolved once per translation. */
final class VarTable {
    /** A variable and its address ({@code null} when not staged). */
    record Resolved(Variable var, VarAddress address) {
    }

    private final Map<String, Resolved> byName = new HashMap<>();
    private final int maxVarId;

    VarTable(Subgraph sg, VarAddressing addressing) {
        int max = 0;
        for (Variable v : sg.variables()) {
            byName.put(v.name(), new Resolved(v, addressing.address(v)));
            max = Math.max(max, v.varId());
        }
        maxVarId = max;
    }

    /** The subgraph's largest var_id: the {@code max_var_id} of its template vrings. */
    int maxVarId() {
        return maxVarId;
    }

    /**
     * The variable {@code name} that field {@code side} of the current desc names, with an address.
     *
     * @throws InputException when def.json declares no such variable, or it is not staged
     */
    Resolved resolve(String name, String side, Where where) throws InputException {
        Resolved r = byName.get(name);
        if (r == null) {
            throw where.error(side, name.isEmpty() ? "names no variable"
                    : "names variable " + name + ", which def.json does not declare");
        }
        if (r.address() == null) {
            throw where.error(side, "Variable " + name + " is not staged in HBM (mem_ref_to_addr: type " + r.var().type()
                    + " has no placement)");
        }
        return r;
    }
}
