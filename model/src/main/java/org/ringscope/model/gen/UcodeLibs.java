package org.ringscope.model.gen;

import static org.ringscope.model.gen.NeffBuilder.obj;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * GPSIMD ucode libraries inside a synthetic NEFF (decision 0600): each library's Xtensa PI ELF is a member
 * of the subgraph folder, described by an entry of the def.json key {@code ucode_lib} (a list, the copy the
 * runtime parses with {@code parse_one_ucode_lib} in def.json key order) and, identically, of the standalone
 * member {@code sgNN/ucode_lib.json} = {@code {"ucode_lib": [...]}}, as the compiler's packager writes both.
 * The libraries are RingScope's own builds (resources/ucode, on the class path under {@code ucode/}).
 */
public final class UcodeLibs {
    /** The standalone manifest member, in the subgraph folder. */
    public static final String MANIFEST = "ucode_lib.json";
    /** The def.json key. */
    public static final String DEF_KEY = "ucode_lib";
    /** The NRT ucode version {@code parse_one_ucode_lib} checks {@code version} against. */
    public static final String NRT_UCODE_VERSION = "1.21.1.0";
    /** ExtendedInst: the opcode of our libraries' functions (a user ExtISA library, flags 6). */
    public static final int OPCODE = SlotStreamBuilder.EXTENDED_INST;
    /** The header feature bit of {@code neff_feature_custom_ops}. */
    public static final long FEATURE_CUSTOM_OPS = 0x4;

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    private UcodeLibs() {
    }

    /** One function of a library: its name and specialization (the ExtendedInst's byte +0x0c). */
    public record Function(String name, int spec) {
    }

    /** A library: its file (one of resources/ucode), the cores it runs on (1 or 8) and its functions. */
    public record Lib(String file, int totalCpus, List<Function> functions) {
        public Lib {
            functions = List.copyOf(functions);
        }
    }

    /** The bytes of one of RingScope's own libraries. */
    public static byte[] library(String file) {
        try (InputStream in = UcodeLibs.class.getResourceAsStream("ucode/" + file)) {
            if (in == null) {
                throw new IllegalStateException("ucode library " + file + " missing from the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Adds the libraries to {@code sg}: the ELF members, def.json {@code ucode_lib}, {@code ucode_lib.json}
     * and the {@code neff_feature_custom_ops} feature. The caller adds the ExtendedInst slots that call them.
     */
    public static void add(SubgraphBuilder sg, List<Lib> libs) {
        List<Object> entries = new ArrayList<>();
        for (Lib lib : libs) {
            List<Object> fns = new ArrayList<>();
            for (Function f : lib.functions()) {
                fns.add(obj("name", f.name(), "opcode", OPCODE, "sub_opcode", f.spec()));
            }
            entries.add(obj("library", lib.file(), "version", NRT_UCODE_VERSION,
                    "ulib_to_ucode_version", NRT_UCODE_VERSION, "ulib_to_isa_version", NRT_UCODE_VERSION,
                    "is_builtin", false, "opcode", OPCODE, "cpu_id", 0, "total_cpus", lib.totalCpus(),
                    "functions", fns));
            sg.file(lib.file(), library(lib.file()));
        }
        sg.def(DEF_KEY, entries);
        sg.feature("neff_feature_custom_ops");
        try {
            sg.file(MANIFEST, JSON.writeValueAsBytes(obj(DEF_KEY, entries)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every function of {@code libs}, in order. */
    public static List<Function> functions(List<Lib> libs) {
        return libs.stream().flatMap(l -> l.functions().stream()).toList();
    }
}
