package org.ringscope.model.profile;

import java.util.List;
import java.util.Optional;

/**
 * The {@code SchemaFields} table of an export: a row for each column of each table written, its documented type,
 * unit and whether it is required — the unit of every time column being the journal step, as the export's times
 * are.
 */
final class SchemaFieldsTable {
    private SchemaFieldsTable() {
    }

    static ExportTables.Table of(List<ExportTables.Table> tables, String timeUnit) {
        TableSpec spec = TableSpec.of("SchemaFields", "table_name", "table_description", "field_name",
                "field_description", "field_type", "field_required", "field_unit");
        return new ExportTables.Table(spec, sink -> {
            for (ExportTables.Table t : tables) {
                for (String c : t.spec().names()) {
                    Optional<ProfileSchema.Column> d = ProfileSchema.column(t.spec().table(), c);
                    String unit = d.map(ProfileSchema.Column::unit).orElse("");
                    boolean time = unit.equals("nanoseconds");
                    sink.row(t.spec().table(), "emulated by RingScope", c,
                            time ? "a time: here " + timeUnit : d.isPresent() ? "" : "not in the documented schema",
                            d.map(ProfileSchema.Column::type).orElse("string"), d.map(ProfileSchema.Column::required)
                                    .orElse(false), time ? "step" : unit.isEmpty() ? null : unit);
                }
            }
        });
    }
}
