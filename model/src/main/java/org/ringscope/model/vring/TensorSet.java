package org.ringscope.model.vring;

import java.util.HashMap;
import java.util.Map;
import java.util.OptionalLong;

/**
 * What template resolution looks tensors up in: the memory-region table that names a var_id
 * ({@code ht_find(mr_id = var_id)}) and the tensor set that gives a named tensor its physical address
 * ({@code ht_name_find} → {@code tensor_get_pa}).
 */
public final class TensorSet {
    private final Map<Integer, String> names = new HashMap<>();
    private final Map<String, Long> addresses = new HashMap<>();

    /** Names var_id {@code varId} (an entry of the memory-region table). */
    public TensorSet bind(int varId, String name) {
        names.put(varId, name);
        return this;
    }

    /** Places tensor {@code name} at physical address {@code pa}. */
    public TensorSet put(String name, long pa) {
        addresses.put(name, pa);
        return this;
    }

    /** Binds and places in one go. */
    public TensorSet tensor(int varId, String name, long pa) {
        return bind(varId, name).put(name, pa);
    }

    /** The tensor name of a var_id; an unnamed var_id reads as {@code var_id=N}. */
    public String nameOf(int varId) {
        String n = names.get(varId);
        return n != null ? n : "var_id=" + varId;
    }

    /** {@code tensor_get_pa} of a named tensor, if the set holds it. */
    public OptionalLong pa(String name) {
        Long a = addresses.get(name);
        return a == null ? OptionalLong.empty() : OptionalLong.of(a);
    }
}
