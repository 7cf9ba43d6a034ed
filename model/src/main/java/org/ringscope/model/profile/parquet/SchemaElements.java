package org.ringscope.model.profile.parquet;

import java.util.ArrayList;
import java.util.List;
import org.apache.parquet.format.ConvertedType;
import org.apache.parquet.format.FieldRepetitionType;
import org.apache.parquet.format.LogicalType;
import org.apache.parquet.format.SchemaElement;
import org.apache.parquet.format.StringType;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.ringscope.model.InputException;

/**
 * A Parquet footer's flat schema list (a depth-first walk, each group with its number of children) read into
 * parquet-java's {@link MessageType} and written back: the types a profile uses — the eight physical types, strings,
 * integers, lists; other annotations are kept as their physical type. A list that claims more children than remain,
 * a group nested deeper than {@link #MAX_DEPTH} or a leaf with no type is refused, naming the element.
 */
final class SchemaElements {
    static final int MAX_DEPTH = 16;

    private SchemaElements() {
    }

    static MessageType toMessageType(String file, long at, List<SchemaElement> elements) throws InputException {
        if (elements == null || elements.isEmpty()) {
            throw new InputException(file, at, "schema", "empty: no root element");
        }
        int[] next = {1};
        List<Type> fields = children(file, at, elements, elements.get(0), next, 1);
        if (next[0] != elements.size()) {
            throw new InputException(file, at, "schema[" + next[0] + "]", (elements.size() - next[0])
                    + " elements no group holds");
        }
        return new MessageType(elements.get(0).isSetName() ? elements.get(0).getName() : "schema", fields);
    }

    private static List<Type> children(String file, long at, List<SchemaElement> all, SchemaElement parent, int[] next,
            int depth) throws InputException {
        if (depth > MAX_DEPTH) {
            throw new InputException(file, at, "schema[" + next[0] + "]", "groups nested deeper than " + MAX_DEPTH);
        }
        int n = parent.isSetNum_children() ? parent.getNum_children() : 0;
        if (n < 0 || n > all.size() - next[0]) {
            throw new InputException(file, at, "schema " + parent.getName() + ".num_children", n + " children, but "
                    + (all.size() - next[0]) + " elements remain");
        }
        List<Type> out = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            int i = next[0]++;
            SchemaElement e = all.get(i);
            String name = e.isSetName() ? e.getName() : "";
            if (name.isEmpty()) {
                throw new InputException(file, at, "schema[" + i + "].name", "a column with no name");
            }
            Type.Repetition rep = repetition(e);
            if (e.isSetNum_children() && e.getNum_children() > 0) {
                List<Type> kids = children(file, at, all, e, next, depth + 1);
                out.add(new GroupType(rep, name, kids)); // a list reads as its leaf's values, row by row
            } else {
                if (!e.isSetType()) {
                    throw new InputException(file, at, "schema[" + i + "] " + name, "a leaf column with no type");
                }
                PrimitiveTypeName p = physical(e.getType());
                int len = e.isSetType_length() ? e.getType_length() : 0;
                if (p == PrimitiveTypeName.FIXED_LEN_BYTE_ARRAY && (len < 0 || len > 1 << 20)) {
                    throw new InputException(file, at, "schema[" + i + "] " + name + ".type_length", len
                            + " bytes: not a fixed length RingScope reads");
                }
                PrimitiveType t = new PrimitiveType(rep, p, len, name);
                LogicalTypeAnnotation a = annotation(e, p);
                out.add(a == null ? t : t.withLogicalTypeAnnotation(a));
            }
        }
        return out;
    }

    /** Thrift's {@code BYTE_ARRAY} is parquet-java's {@code BINARY}; the other names agree. */
    static PrimitiveTypeName physical(org.apache.parquet.format.Type t) { // qualified: clashes
        return t == org.apache.parquet.format.Type.BYTE_ARRAY ? PrimitiveTypeName.BINARY // qualified: clashes
                : PrimitiveTypeName.valueOf(t.name());
    }

    static org.apache.parquet.format.Type physical(PrimitiveTypeName p) { // qualified: clashes
        return p == PrimitiveTypeName.BINARY ? org.apache.parquet.format.Type.BYTE_ARRAY // qualified: clashes
                : org.apache.parquet.format.Type.valueOf(p.name()); // qualified: clashes
    }

    private static Type.Repetition repetition(SchemaElement e) {
        if (!e.isSetRepetition_type()) {
            return Type.Repetition.OPTIONAL;
        }
        return switch (e.getRepetition_type()) {
            case REQUIRED -> Type.Repetition.REQUIRED;
            case OPTIONAL -> Type.Repetition.OPTIONAL;
            case REPEATED -> Type.Repetition.REPEATED;
        };
    }

    private static LogicalTypeAnnotation annotation(SchemaElement e, PrimitiveTypeName p) {
        if (p != PrimitiveTypeName.BINARY) {
            if (e.isSetLogicalType() && e.getLogicalType().isSetINTEGER()) {
                return LogicalTypeAnnotation.intType(e.getLogicalType().getINTEGER().getBitWidth(),
                        e.getLogicalType().getINTEGER().isIsSigned());
            }
            return null;
        }
        LogicalType l = e.isSetLogicalType() ? e.getLogicalType() : null;
        ConvertedType c = e.isSetConverted_type() ? e.getConverted_type() : null;
        if (l != null && (l.isSetSTRING() || l.isSetJSON()) || c == ConvertedType.UTF8 || c == ConvertedType.JSON) {
            return LogicalTypeAnnotation.stringType();
        }
        if (l != null && l.isSetENUM() || c == ConvertedType.ENUM) {
            return LogicalTypeAnnotation.enumType();
        }
        return null;
    }

    /** The flat list of {@code schema} for a footer: strings and lists annotated both ways, as writers do. */
    static List<SchemaElement> of(MessageType schema) {
        List<SchemaElement> out = new ArrayList<>();
        SchemaElement root = new SchemaElement(schema.getName());
        root.setNum_children(schema.getFieldCount());
        out.add(root);
        for (Type t : schema.getFields()) {
            add(out, t);
        }
        return out;
    }

    private static void add(List<SchemaElement> out, Type t) {
        SchemaElement e = new SchemaElement(t.getName());
        e.setRepetition_type(FieldRepetitionType.valueOf(t.getRepetition().name()));
        out.add(e);
        if (t.isPrimitive()) {
            PrimitiveType p = t.asPrimitiveType();
            e.setType(physical(p.getPrimitiveTypeName()));
            if (p.getPrimitiveTypeName() == PrimitiveTypeName.FIXED_LEN_BYTE_ARRAY) {
                e.setType_length(p.getTypeLength());
            }
            if (p.getLogicalTypeAnnotation() instanceof LogicalTypeAnnotation.StringLogicalTypeAnnotation) {
                e.setConverted_type(ConvertedType.UTF8);
                e.setLogicalType(LogicalType.STRING(new StringType()));
            }
            return;
        }
        GroupType g = t.asGroupType();
        e.setNum_children(g.getFieldCount());
        for (Type k : g.getFields()) {
            add(out, k);
        }
    }
}
