package org.ringscope.app.bench.hostile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * def.json's queue sets, one field of one set changed to a value the runtime takes or refuses (README, Reliability;
 * decisions 1331, 1372): {@code owner} (an engine's key, another spelling, no engine, missing, not text),
 * {@code type} (the five, another, not text) and {@code num_queues} (1..16, outside it, text, a fraction, not a
 * number, missing). A refused value is named in the mutant, and the command must refuse it: exit 1, naming def.json
 * and the field.
 */
final class QueueSetMutator {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory N = JsonNodeFactory.instance;
    private static final String[] OWNERS = {"pe", "act", "pool", "dve", "sp"};
    private static final String[] TYPES = {"in", "out", "data", "embedding_update", "dynamic"};

    /** One value of a field: its JSON, or {@code null} to remove the field; whether the runtime refuses it. */
    private record Value(JsonNode json, boolean refused) {
    }

    private QueueSetMutator() {
    }

    static Mutant mutate(byte[] neff, SplittableRandom r) {
        Optional<Unpacked> seed = Unpacked.of(neff);
        if (seed.isEmpty()) {
            return ByteMutator.mutate(neff, r);
        }
        Map<String, byte[]> members = seed.get().members();
        List<String> defs = members.keySet().stream().filter(n -> n.endsWith("/def.json")).toList();
        String def = defs.get(r.nextInt(defs.size()));
        ObjectNode root;
        try {
            root = (ObjectNode) JSON.readTree(members.get(def));
        } catch (IOException | ClassCastException e) {
            return ByteMutator.mutate(neff, r);
        }
        ObjectNode sets = (ObjectNode) root.get("dma_queue");
        List<String> names = new ArrayList<>();
        sets.fieldNames().forEachRemaining(names::add);
        String set = names.get(r.nextInt(names.size()));
        ObjectNode q = (ObjectNode) sets.get(set);
        boolean dynamic = "dynamic".equals(q.path("type").asText());
        String field = List.of("owner", "type", "num_queues").get(r.nextInt(3));
        Value v = switch (field) {
            case "owner" -> owner(r, dynamic);
            case "type" -> type(r);
            default -> queues(r);
        };
        if (v.json() == null) {
            q.remove(field);
        } else {
            q.set(field, v.json());
        }
        try {
            members.put(def, JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(root));
        } catch (IOException e) {
            return ByteMutator.mutate(neff, r);
        }
        String what = "queue set " + def + " dma_queue." + set + "." + field + " = "
                + (v.json() == null ? "(removed)" : v.json().toString());
        return new Mutant(seed.get().repack(), what,
                v.refused() ? "dma_queue." + set + "." + field : null);
    }

    private static Value owner(SplittableRandom r, boolean dynamic) {
        return switch (r.nextInt(7)) {
            case 0, 1 -> new Value(N.textNode(OWNERS[r.nextInt(OWNERS.length)]), false);
            case 2 -> new Value(N.textNode(List.of("bogus", "", "POOL", "Activation", "Pool ", "s p").get(r.nextInt(6))),
                    true);
            case 3 -> new Value(N.numberNode(r.nextInt(5)), true);
            case 4 -> new Value(N.nullNode(), dynamic);
            default -> new Value(null, dynamic);
        };
    }

    private static Value type(SplittableRandom r) {
        return switch (r.nextInt(4)) {
            case 0 -> new Value(N.textNode(TYPES[r.nextInt(TYPES.length)]), false);
            case 1 -> new Value(N.textNode(List.of("dynamicx", "", "DYNAMIC", "static", "in ").get(r.nextInt(5))), true);
            default -> new Value(N.numberNode(r.nextInt(3)), true);
        };
    }

    private static Value queues(SplittableRandom r) {
        return switch (r.nextInt(8)) {
            case 0, 1 -> new Value(N.numberNode(1 + r.nextInt(16)), false);
            case 2 -> new Value(N.numberNode(List.of(0, -1, 17, 1_000_000_000, Integer.MIN_VALUE).get(r.nextInt(5))),
                    true);
            case 3 -> new Value(N.numberNode(4_294_967_297L), true);
            case 4 -> new Value(N.textNode(Integer.toString(1 + r.nextInt(16))), true);
            case 5 -> new Value(N.numberNode(1.5), true);
            case 6 -> new Value(N.booleanNode(true), true);
            default -> new Value(null, false);
        };
    }
}
