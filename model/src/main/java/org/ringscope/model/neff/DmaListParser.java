package org.ringscope.model.neff;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.ringscope.model.InputException;

/** Parses an engine JSON's {@code dma} list (docs/reference/neff-container.md). */
final class DmaListParser {
    private static final Set<String> PATTERN_KEYS = Set.of("op", "from", "to", "from_off", "to_off", "from_steps",
            "to_steps", "from_sizes", "to_sizes", "from_dtype", "to_dtype");

    private DmaListParser() {
    }

    static List<DmaEntry> parse(JsonNode engineJson, JsonFields f) throws InputException {
        JsonNode dma = engineJson.get("dma");
        List<DmaEntry> out = new ArrayList<>();
        if (dma == null || dma.isNull()) {
            return out;
        }
        if (!dma.isArray()) {
            throw f.error("dma", "expected a list of DMA entries");
        }
        for (int i = 0; i < dma.size(); i++) {
            JsonNode e = dma.get(i);
            String path = "dma[" + i + "]";
            if (!e.isObject()) {
                throw f.error(path, "expected an object");
            }
            // work-with-neff-files.rst: instance_name "takes precedence over" queue
            String queue = f.text(e, "instance_name", path, null);
            if (queue == null || queue.isEmpty()) {
                queue = f.requireText(e, "queue", path);
            }
            JsonNode desc = e.get("desc");
            List<DmaDesc> descs = new ArrayList<>();
            if (desc != null && desc.isArray()) {
                for (int j = 0; j < desc.size(); j++) {
                    descs.add(desc(desc.get(j), f, path + ".desc[" + j + "]"));
                }
            } else if (desc != null && desc.isObject()) {
                descs.add(desc(desc, f, path + ".desc"));
            } else if (desc != null && !desc.isNull()) {
                throw f.error(path + ".desc", "expected an object or a list of objects");
            }
            out.add(new DmaEntry(f.requireInt32(e, "id", path, 0, Integer.MAX_VALUE, "a DMA entry id"), queue,
                    f.int32(e, "semaphore", path, -1), f.int32(e, "event", path, -1), f.text(e, "#comment", path, ""),
                    descs));
        }
        return out;
    }

    private static DmaDesc desc(JsonNode d, JsonFields f, String path) throws InputException {
        if (!d.isObject()) {
            throw f.error(path, "expected an object");
        }
        AccessPattern from = new AccessPattern(f.text(d, "from", path, ""), f.integer(d, "from_off", path, 0),
                f.longs(d, "from_steps", path), f.longs(d, "from_sizes", path), f.text(d, "from_dtype", path, ""));
        AccessPattern to = new AccessPattern(f.text(d, "to", path, ""), f.integer(d, "to_off", path, 0),
                f.longs(d, "to_steps", path), f.longs(d, "to_sizes", path), f.text(d, "to_dtype", path, ""));
        Map<String, String> extra = new TreeMap<>();
        d.fields().forEachRemaining(kv -> {
            if (!PATTERN_KEYS.contains(kv.getKey())) {
                extra.put(kv.getKey(), kv.getValue().isTextual() ? kv.getValue().asText() : kv.getValue().toString());
            }
        });
        return new DmaDesc(f.text(d, "op", path, "copy"), from, to, extra); // op is optional, default "copy"
    }
}
