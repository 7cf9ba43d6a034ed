package org.ringscope.model.runtime.load;

import java.util.Map;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.vring.TensorSet;

/**
 * The {@link TensorSet} one execution resolves templates with: every per-execution variable of the subgraph
 * named by its var_id (the memory-region table, {@code ht_find(mr_id = var_id)}), and each bound tensor at its
 * physical address ({@code ht_name_find} → {@code tensor_get_pa}). A variable the execution does not bind
 * fails at resolution with the seed's "Failed to find tensor %s in tensor set".
 */
public final class ExecutionTensors {
    private ExecutionTensors() {
    }

    /**
     * @param addresses the execution's tensors: variable name → physical address of its byte 0 (the
     *                  {@code nrt_tensor_set_t} of {@code nrt_execute}, after {@code kbl_tensor_set_copy})
     */
    public static TensorSet of(Subgraph sg, Map<String, Long> addresses) {
        TensorSet set = new TensorSet();
        for (Variable v : sg.variables()) {
            if (VarAddressing.perExecution(v.type())) {
                set.bind(v.varId(), v.name());
            }
        }
        addresses.forEach(set::put);
        return set;
    }
}
