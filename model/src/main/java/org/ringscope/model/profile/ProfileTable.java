package org.ringscope.model.profile;

import java.nio.file.Path;
import java.util.List;

/**
 * A table of a profile: its files ({@code <Table>.parquet}, then {@code <Table>_N.parquet} by N), rows over all of
 * them, its columns in the first file's order, whether the documented schema has the table, and the documented
 * columns every profile should have that these files lack.
 */
public record ProfileTable(String name, List<Path> parts, long rows, List<ProfileColumn> columns, boolean documented,
                           List<String> absent) {
    public ProfileTable {
        parts = List.copyOf(parts);
        columns = List.copyOf(columns);
        absent = List.copyOf(absent);
    }

    /** Whether the files have column {@code name}. */
    public boolean has(String column) {
        return columns.stream().anyMatch(c -> c.name().equals(column));
    }

    /** The columns the documentation does not have. */
    public List<ProfileColumn> unknown() {
        return columns.stream().filter(c -> !c.documented()).toList();
    }

    /** How messages name the table's first file. */
    public String file() {
        return parts.isEmpty() ? name + ".parquet" : parts.get(0).getFileName().toString();
    }
}
