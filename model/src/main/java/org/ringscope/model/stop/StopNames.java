package org.ringscope.model.stop;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.device.Device;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.spine.SpineNode;
import org.ringscope.model.vring.Pring;

/**
 * The names a stop condition can use in one run, as the run calls them: its queues ({@code sg00:qSPIO0_0}), device
 * prings ({@code sg00:qSPIO0_0.tx}), vrings by session key ({@code sg00@1:qSPIO0_0}), placed variables with their
 * bytes, and the spine's nodes. What {@link StopCompletion} offers while a condition is typed.
 *
 * @param queues    the run's hardware queues, {@code subgraph:queue}
 * @param prings    the device prings, by allocation name
 * @param vrings    the vrings, by session key
 * @param variables the placed variables (a {@code memory} condition over their bytes)
 * @param nodes     the spine's nodes
 */
public record StopNames(List<String> queues, List<String> prings, List<String> vrings, List<Variable> variables,
                        List<String> nodes) {
    /** A placed variable: its name, type ({@code input}, {@code output}, …), device address and size in bytes. */
    public record Variable(String name, String type, long address, long size) {
    }

    /** No names: what completion offers with no run open (the keywords only). */
    public static final StopNames NONE = new StopNames(List.of(), List.of(), List.of(), List.of(), List.of());

    public StopNames {
        queues = List.copyOf(queues);
        prings = List.copyOf(prings);
        vrings = List.copyOf(vrings);
        variables = List.copyOf(variables);
        nodes = List.copyOf(nodes);
    }

    /** The names of {@code s}'s run (read it on the session's journal thread). */
    public static StopNames of(EmulationSession s) {
        RunResult r = s.result();
        List<String> queues = new ArrayList<>();
        List<Variable> vars = new ArrayList<>();
        if (r != null) {
            r.queues().stream().filter(q -> q.engine() >= 0).map(q -> q.subgraph() + ":" + q.name()).distinct()
                    .forEach(queues::add);
            for (RunResult.Var v : r.variables()) {
                if (v.address() >= 0 && v.size() > 0) {
                    vars.add(new Variable(v.name(), v.type(), v.address(), v.size()));
                }
            }
        }
        Device dev = s.device();
        List<String> prings = new ArrayList<>();
        for (Pring p : dev.prings()) {
            String n = dev.pringName(p);
            if (n != null) {
                prings.add(n);
            }
        }
        List<String> vrings = s.vrings().entries().stream().map(SessionVrings.Entry::key).toList();
        List<String> nodes = Spine.load().nodes().stream().map(SpineNode::name).sorted().toList();
        return new StopNames(queues, prings, vrings, vars, nodes);
    }
}
