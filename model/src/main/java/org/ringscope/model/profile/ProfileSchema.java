package org.ringscope.model.profile;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The tables and columns of Neuron Explorer's processed profile as its documentation lists them for schema
 * {@value #VERSION} (a resource beside this class): each column's type in the documentation's words, its unit and
 * whether every profile has it. A profile describes itself too (its {@code SchemaFields} table); this is what a
 * profile is held to when it does not, and what an export writes.
 */
public final class ProfileSchema {
    /** The schema version the documentation and RingScope's export follow. */
    public static final String VERSION = "7.4.0";

    /** One documented column. */
    public record Column(String name, String type, String unit, boolean required) {
        /** Whether the documentation calls it an integer. */
        public boolean integer() {
            return type.startsWith("integer");
        }
    }

    private static final Map<String, List<Column>> TABLES = load();

    private ProfileSchema() {
    }

    /** Every documented table, in the documentation's order, with its columns. */
    public static Map<String, List<Column>> tables() {
        return TABLES;
    }

    /** The documented columns of {@code table}, empty when the documentation has no such table. */
    public static List<Column> columns(String table) {
        return TABLES.getOrDefault(table, List.of());
    }

    /** The documented column {@code column} of {@code table}. */
    public static Optional<Column> column(String table, String column) {
        return columns(table).stream().filter(c -> c.name().equals(column)).findFirst();
    }

    private static Map<String, List<Column>> load() {
        Map<String, List<Column>> out = new LinkedHashMap<>();
        try (InputStream in = ProfileSchema.class.getResourceAsStream("profile-schema-" + VERSION + ".txt");
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            List<Column> cur = null;
            for (String line; (line = r.readLine()) != null; ) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                if (line.startsWith("table ")) {
                    cur = new ArrayList<>();
                    out.put(line.substring(6).trim(), cur);
                } else if (cur != null) {
                    String[] w = line.trim().split(" ");
                    cur.add(new Column(w[0], w[1].replace('_', ' '), w[2].equals("-") ? "" : w[2].replace('_', ' '),
                            w[3].equals("yes")));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("the profile schema resource", e);
        }
        out.replaceAll((k, v) -> List.copyOf(v));
        return Collections.unmodifiableMap(out);
    }
}
