package org.ringscope.model.profile.parquet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.ColumnReader;
import org.apache.parquet.column.impl.ColumnReadStoreImpl;
import org.apache.parquet.format.ColumnMetaData;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.Converter;
import org.apache.parquet.io.api.GroupConverter;
import org.apache.parquet.io.api.PrimitiveConverter;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.ringscope.model.InputException;

/**
 * One column of one row group, decoded (a value a row): integers and booleans as {@code long}s, floats as
 * {@code double}s, strings and everything else as text held once per distinct value. A nested column (a list) is
 * one text a row, {@code [a, b, c]}. Never more values than the row group declares rows.
 */
public final class ColumnValues {
    /** How the values are held. */
    public enum Kind { INTEGER, FLOAT, TEXT }

    private final Kind kind;
    private final int size;
    private final long[] longs;
    private final double[] doubles;
    private final int[] codes;
    private final List<String> texts;
    private final BitSet nulls;

    private ColumnValues(Kind kind, int size, long[] longs, double[] doubles, int[] codes, List<String> texts,
            BitSet nulls) {
        this.kind = kind;
        this.size = size;
        this.longs = longs;
        this.doubles = doubles;
        this.codes = codes;
        this.texts = texts;
        this.nulls = nulls;
    }

    public Kind kind() {
        return kind;
    }

    /** Rows. */
    public int size() {
        return size;
    }

    public boolean isNull(int row) {
        return nulls.get(row);
    }

    /** The row's integer (a float truncated, a text parsed), or {@code orElse} when null or not a number. */
    public long longAt(int row, long orElse) {
        if (nulls.get(row)) {
            return orElse;
        }
        return switch (kind) {
            case INTEGER -> longs[row];
            case FLOAT -> (long) doubles[row];
            case TEXT -> {
                try {
                    yield Long.parseLong(texts.get(codes[row]).trim());
                } catch (NumberFormatException e) {
                    yield orElse;
                }
            }
        };
    }

    public double doubleAt(int row) {
        return nulls.get(row) ? Double.NaN : kind == Kind.FLOAT ? doubles[row] : kind == Kind.INTEGER ? longs[row]
                : Double.NaN;
    }

    /** The row's value as text ({@code ""} for null). */
    public String textAt(int row) {
        if (nulls.get(row)) {
            return "";
        }
        return switch (kind) {
            case INTEGER -> Long.toString(longs[row]);
            case FLOAT -> Double.toString(doubles[row]);
            case TEXT -> texts.get(codes[row]);
        };
    }

    /** The distinct texts of a text column, in the order first seen; a row's is {@link #code}. */
    public List<String> texts() {
        return texts;
    }

    /** The index in {@link #texts()} of the row's text, or -1 when null (text columns only). */
    public int code(int row) {
        return nulls.get(row) ? -1 : codes[row];
    }

    static ColumnValues decode(String file, long at, String field, Type top, ColumnDescriptor d, ColumnMetaData md,
            byte[] chunk, long rows, String createdBy) throws InputException {
        try {
            ChunkPages pages = new ChunkPages(chunk, at, md, rows);
            MessageType one = new MessageType("one", top);
            ColumnReadStoreImpl store = new ColumnReadStoreImpl(pages, new NoConverter(one), one, createdBy);
            ColumnReader r = store.getColumnReader(d);
            return top.isPrimitive() && d.getMaxRepetitionLevel() == 0 ? flat(r, d, rows, file, at, field)
                    : nested(r, d, rows, file, at, field);
        } catch (ChunkPages.PageException e) {
            throw new InputException(file, e.offset, field, e.getMessage(), e);
        } catch (RuntimeException | OutOfMemoryError e) {
            throw new InputException(file, at, field, "its values cannot be decoded: " + ParquetFile.reason(e), e);
        }
    }

    private static ColumnValues flat(ColumnReader r, ColumnDescriptor d, long rows, String file, long at, String field)
            throws InputException {
        PrimitiveTypeName p = d.getPrimitiveType().getPrimitiveTypeName();
        Kind kind = switch (p) {
            case BOOLEAN, INT32, INT64 -> Kind.INTEGER;
            case FLOAT, DOUBLE -> Kind.FLOAT;
            default -> Kind.TEXT;
        };
        long total = r.getTotalValueCount();
        if (total != rows) {
            throw new InputException(file, at, field, total + " values in a row group of " + rows + " rows");
        }
        int n = (int) rows;
        long[] longs = kind == Kind.INTEGER ? new long[n] : null;
        double[] doubles = kind == Kind.FLOAT ? new double[n] : null;
        int[] codes = kind == Kind.TEXT ? new int[n] : null;
        Texts texts = new Texts();
        BitSet nulls = new BitSet();
        int max = d.getMaxDefinitionLevel();
        for (int i = 0; i < n; i++) {
            if (r.getCurrentDefinitionLevel() < max) {
                nulls.set(i);
            } else {
                switch (p) {
                    case BOOLEAN -> longs[i] = r.getBoolean() ? 1 : 0;
                    case INT32 -> longs[i] = r.getInteger();
                    case INT64 -> longs[i] = r.getLong();
                    case FLOAT -> doubles[i] = r.getFloat();
                    case DOUBLE -> doubles[i] = r.getDouble();
                    default -> codes[i] = texts.code(text(p, r.getBinary()));
                }
            }
            r.consume();
        }
        return new ColumnValues(kind, n, longs, doubles, codes, texts.list, nulls);
    }

    private static ColumnValues nested(ColumnReader r, ColumnDescriptor d, long rows, String file, long at,
            String field) throws InputException {
        int n = (int) rows;
        int[] codes = new int[n];
        Texts texts = new Texts();
        BitSet nulls = new BitSet();
        long total = r.getTotalValueCount();
        int row = -1;
        StringBuilder cur = null;
        PrimitiveTypeName p = d.getPrimitiveType().getPrimitiveTypeName();
        for (long v = 0; v < total; v++) {
            if (r.getCurrentRepetitionLevel() == 0) {
                if (cur != null) {
                    codes[row] = texts.code(cur.append(']').toString());
                }
                if (++row >= n) {
                    throw new InputException(file, at, field, "more rows than the row group's " + rows);
                }
                cur = new StringBuilder("[");
            } else if (cur != null && cur.length() > 1) {
                cur.append(", ");
            }
            if (r.getCurrentDefinitionLevel() == d.getMaxDefinitionLevel() && cur != null && cur.length() < 4096) {
                cur.append(value(p, r));
            }
            r.consume();
        }
        if (cur != null) {
            codes[row] = texts.code(cur.append(']').toString());
        }
        if (row + 1 != n) {
            throw new InputException(file, at, field, (row + 1) + " rows in a row group of " + rows);
        }
        return new ColumnValues(Kind.TEXT, n, null, null, codes, texts.list, nulls);
    }

    private static String value(PrimitiveTypeName p, ColumnReader r) {
        return switch (p) {
            case BOOLEAN -> Boolean.toString(r.getBoolean());
            case INT32 -> Integer.toString(r.getInteger());
            case INT64 -> Long.toString(r.getLong());
            case FLOAT -> Float.toString(r.getFloat());
            case DOUBLE -> Double.toString(r.getDouble());
            default -> text(p, r.getBinary());
        };
    }

    private static String text(PrimitiveTypeName p, Binary b) {
        return p == PrimitiveTypeName.BINARY ? b.toStringUsingUTF8() : HexFormat.of().formatHex(b.getBytes());
    }

    /** Each distinct text once. */
    private static final class Texts {
        final List<String> list = new ArrayList<>();
        final Map<String, Integer> index = new HashMap<>();

        int code(String s) {
            Integer c = index.get(s);
            if (c == null) {
                c = list.size();
                list.add(s);
                index.put(s, c);
            }
            return c;
        }
    }

    /**
     * The column reader hands values to a converter only when asked, and this reader never asks; it walks the tree
     * to the column's leaf once, so the tree has the schema's shape.
     */
    private static final class NoConverter extends GroupConverter {
        private final GroupType type;

        NoConverter(GroupType type) {
            this.type = type;
        }

        @Override
        public Converter getConverter(int fieldIndex) {
            Type t = type.getType(fieldIndex);
            return t.isPrimitive() ? new PrimitiveConverter() {
            } : new NoConverter(t.asGroupType());
        }

        @Override
        public void start() {
        }

        @Override
        public void end() {
        }
    }

    @Override
    public String toString() {
        return kind + " × " + size + (nulls.isEmpty() ? "" : ", " + nulls.cardinality() + " null") + " "
                + (longs != null ? Arrays.toString(Arrays.copyOf(longs, Math.min(4, size))) : "");
    }
}
