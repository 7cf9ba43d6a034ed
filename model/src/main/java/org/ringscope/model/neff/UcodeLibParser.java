package org.ringscope.model.neff;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ringscope.model.InputException;

/**
 * Reads the GPSIMD ucode libraries of one subgraph (decision 0600). The runtime parses def.json in a fixed
 * key order and calls {@code parse_one_ucode_lib} on the {@code ucode_lib} key, so that key is read first:
 * a list of library objects (what the compiler embeds), or text naming a manifest member. Without the key,
 * a {@code ucode_lib.json} member in the subgraph folder is read. A manifest is {@code {"ucode_lib": [...]}}
 * or a bare list. Library files are looked up in the subgraph folder, then at the archive root.
 */
public final class UcodeLibParser {
    /** The def.json key. */
    public static final String KEY = "ucode_lib";
    /** The standalone manifest's member name. */
    public static final String MANIFEST = "ucode_lib.json";
    /** Most GPSIMD cores a library may name (a core has 8; the bound only keeps the numbers sane). */
    static final int MAX_CPUS = 64;

    private UcodeLibParser() {
    }

    /** The subgraph's libraries, in manifest order; empty when it has none. */
    public static List<UcodeLib> parse(NeffFile neff, Subgraph sg) throws InputException {
        String def = sg.definition();
        String dir = def.contains("/") ? def.substring(0, def.lastIndexOf('/') + 1) : "";
        JsonNode d = JsonMember.parse(neff, def, "subgraph " + sg.name());
        JsonNode key = d.get(KEY);
        String member = def;
        String path = KEY;
        JsonNode list;
        if (key != null && key.isArray()) {
            list = key;
        } else if (key != null && key.isTextual()) {
            member = resolve(neff, dir, key.asText()).orElseThrow(() -> new JsonFields(neff.source(), def)
                    .error(KEY, "names '" + key.asText() + "', which is not in the NEFF"));
            list = manifestList(neff, member);
        } else if (key != null && !key.isNull()) {
            throw new JsonFields(neff.source(), def).error(KEY, "expected a list of libraries or a member name");
        } else if (neff.members().contains(dir + MANIFEST)) {
            member = dir + MANIFEST;
            list = manifestList(neff, member);
        } else {
            return List.of();
        }
        JsonFields f = new JsonFields(neff.source(), member);
        List<UcodeLib> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            out.add(lib(neff, dir, list.get(i), f, path + "[" + i + "]"));
        }
        return out;
    }

    private static JsonNode manifestList(NeffFile neff, String member) throws InputException {
        JsonNode m = JsonMember.parseValue(neff, member, KEY);
        JsonNode list = m.isObject() ? m.get(KEY) : m;
        if (list == null || !list.isArray()) {
            throw new JsonFields(neff.source(), member).error(KEY, "expected a list of libraries");
        }
        return list;
    }

    private static UcodeLib lib(NeffFile neff, String dir, JsonNode l, JsonFields f, String path)
            throws InputException {
        if (!l.isObject()) {
            throw f.error(path, "expected an object");
        }
        String library = f.requireText(l, "library", path);
        String member = resolve(neff, dir, library).orElseThrow(() -> f.error(path + ".library",
                "names '" + library + "', which is not in the NEFF"));
        byte[] content = neff.members().get(member).orElseThrow();
        String version = f.text(l, "version", path, f.text(l, "ulib_to_ucode_version", path, ""));
        List<UcodeLib.Function> fns = new ArrayList<>();
        JsonNode fs = l.get("functions");
        if (fs != null && fs.isArray()) {
            for (int i = 0; i < fs.size(); i++) {
                JsonNode fn = fs.get(i);
                String p = path + ".functions[" + i + "]";
                fns.add(new UcodeLib.Function(f.text(fn, "name", p, ""), f.requireInt32(fn, "opcode", p, 0, 0xFF,
                        "an opcode byte"), f.int32(fn, "sub_opcode", p, 0, 0, 0xFF, "a sub-opcode byte")));
            }
        } else if (fs != null && !fs.isNull()) {
            throw f.error(path + ".functions", "expected a list of functions");
        }
        return new UcodeLib(library, member, content, version, f.int32(l, "opcode", path, -1, 0, 0xFF, "an opcode byte"),
                f.int32(l, "cpu_id", path, 0, 0, MAX_CPUS - 1, "a GPSIMD core"),
                f.int32(l, "total_cpus", path, 1, 1, MAX_CPUS, "GPSIMD cores"),
                l.path("is_builtin").asBoolean(false), fns);
    }

    private static Optional<String> resolve(NeffFile neff, String dir, String name) {
        if (neff.members().contains(dir + name)) {
            return Optional.of(dir + name);
        }
        return neff.members().contains(name) ? Optional.of(name) : Optional.empty();
    }
}
