package org.ringscope.model.device;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.vring.Pring;

/**
 * The names {@code org.ringscope.model.location.Pring} gives the device's prings: the allocation name ({@code Device.pringName}), and
 * {@code name #2}, {@code #3}… for later prings allocated under the same name, in allocation order.
 */
public final class PringNames {
    private PringNames() {
    }

    /** The location name of each of {@code device}'s prings, in {@code Device.prings()} order. */
    public static List<String> of(Device device) {
        Map<String, Integer> uses = new HashMap<>();
        return device.prings().stream().map(p -> {
            String n = device.pringName(p);
            int k = uses.merge(n, 1, Integer::sum);
            return k == 1 ? n : n + " #" + k;
        }).toList();
    }

    /**
     * The pring named {@code name} that is allocated in the device's current state (at the journal's cursor), or
     * {@code null}. Call on the thread that owns the device.
     */
    public static Pring find(Device device, String name) {
        List<String> names = of(device);
        List<Pring> prings = device.prings();
        for (int k = 0; k < prings.size(); k++) {
            if (names.get(k).equals(name)) {
                Pring p = prings.get(k);
                Allocation a = device.allocator(Region.HBM).find(p.memory().deviceAddress());
                return a != null && a.address() == p.memory().deviceAddress() ? p : null;
            }
        }
        return null;
    }
}
