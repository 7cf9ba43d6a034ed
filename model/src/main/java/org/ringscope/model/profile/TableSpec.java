package org.ringscope.model.profile;

import java.util.ArrayList;
import java.util.List;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;

/**
 * The columns of a table RingScope writes, each with its Parquet type and whether it may be null, built from the
 * documented schema ({@link ProfileSchema}): an {@code integer (int32)} column is {@code int32}, other integers
 * {@code int64}, a {@code number} a {@code double}, a {@code boolean} a boolean, the rest strings; a column the
 * documentation marks optional may be null.
 */
final class TableSpec {
    private final String table;
    private final List<String> names = new ArrayList<>();
    private final List<Type> types = new ArrayList<>();

    TableSpec(String table) {
        this.table = table;
    }

    /** The documented columns {@code columns} of the table, in this order. */
    static TableSpec of(String table, String... columns) {
        TableSpec s = new TableSpec(table);
        for (String c : columns) {
            ProfileSchema.Column d = ProfileSchema.column(table, c)
                    .orElseThrow(() -> new IllegalArgumentException(table + "." + c + " is not documented"));
            s.add(c, d.type(), !d.required());
        }
        return s;
    }

    /** Adds a column of the documentation's type words. */
    TableSpec add(String name, String docType, boolean optional) {
        Types.PrimitiveBuilder<PrimitiveType> b = optional
                ? Types.optional(physical(docType)) : Types.required(physical(docType));
        if (physical(docType) == PrimitiveTypeName.BINARY) {
            b = b.as(LogicalTypeAnnotation.stringType());
        }
        names.add(name);
        types.add(b.named(name));
        return this;
    }

    private static PrimitiveTypeName physical(String docType) {
        if (docType.startsWith("integer")) {
            return docType.contains("int32") ? PrimitiveTypeName.INT32 : PrimitiveTypeName.INT64;
        }
        if (docType.startsWith("number")) {
            return PrimitiveTypeName.DOUBLE;
        }
        return docType.startsWith("boolean") ? PrimitiveTypeName.BOOLEAN : PrimitiveTypeName.BINARY;
    }

    String table() {
        return table;
    }

    List<String> names() {
        return names;
    }

    MessageType schema() {
        return new MessageType(table, types);
    }
}
