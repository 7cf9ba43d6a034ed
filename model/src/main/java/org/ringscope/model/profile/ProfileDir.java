package org.ringscope.model.profile;

import java.io.IOException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;
import org.ringscope.model.InputException;
import org.ringscope.model.io.FileKind;
import org.ringscope.model.io.InputFiles;
import org.ringscope.model.profile.parquet.ColumnValues;
import org.ringscope.model.profile.parquet.ParquetFile;

/**
 * A Neuron Explorer profile directory, opened lazily: the tables ({@code <Table>.parquet}, large ones split as
 * {@code <Table>_N.parquet}) are listed and every file's footer read — schema and row counts, no row — so a profile
 * of millions of packets opens in the time it takes to read its footers; the rows are read when asked
 * ({@link #scan}), one row group of the asked columns at a time. Every table is listed, documented or not; columns
 * the documentation has not are kept. A file that is not Parquet, a part whose columns differ from its table's first
 * file, or an entry named like a table that is not a regular file is refused, naming it.
 */
public final class ProfileDir {
    /** {@code Table.parquet} or {@code Table_N.parquet}. */
    static final Pattern FILE = Pattern.compile("([A-Za-z][A-Za-z0-9]*)(?:_(\\d{1,9}))?\\.parquet");
    /** The most table files one profile may have. */
    public static final int MAX_FILES = 10_000;

    /** What a scan is given: one row group's values of the asked columns ({@code null} for an absent column). */
    @FunctionalInterface
    public interface RowGroupVisitor {
        void visit(long firstRow, ColumnValues[] columns) throws InputException;
    }

    private final Path dir;
    private final Map<String, ProfileTable> tables;
    private final int others;

    private ProfileDir(Path dir, Map<String, ProfileTable> tables, int others) {
        this.dir = dir;
        this.tables = tables;
        this.others = others;
    }

    /** Lists {@code dir}'s tables and reads their footers. */
    public static ProfileDir open(Path dir) throws InputException {
        String name = dir.toString();
        InputFiles.requireKind(dir, FileKind.DIRECTORY, "a profile directory");
        Map<String, TreeMap<Long, Path>> parts = new TreeMap<>();
        int others = 0;
        int files = 0;
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path p : ds) {
                Matcher m = FILE.matcher(p.getFileName().toString());
                if (!m.matches()) {
                    others++;
                    continue;
                }
                if (++files > MAX_FILES) {
                    throw new InputException(name, -1, "", "more than " + MAX_FILES + " table files");
                }
                long n = m.group(2) == null ? -1 : Long.parseLong(m.group(2));
                parts.computeIfAbsent(m.group(1), t -> new TreeMap<>()).put(n, p);
            }
        } catch (IOException | DirectoryIteratorException e) {
            IOException io = e instanceof IOException x ? x : ((DirectoryIteratorException) e).getCause();
            throw InputFiles.cannotRead(name, io);
        }
        if (parts.isEmpty()) {
            throw new InputException(name, -1, "", "no profile tables in it (Table.parquet files, as Neuron Explorer "
                    + "writes them)" + (others > 0 ? "; " + others + " other entr" + (others == 1 ? "y" : "ies") : ""));
        }
        Map<String, ProfileTable> tables = new TreeMap<>();
        for (Map.Entry<String, TreeMap<Long, Path>> e : parts.entrySet()) {
            tables.put(e.getKey(), table(e.getKey(), new ArrayList<>(e.getValue().values())));
        }
        return new ProfileDir(dir, tables, others);
    }

    private static ProfileTable table(String name, List<Path> files) throws InputException {
        List<ProfileColumn> columns = null;
        Map<String, String> types = null;
        long rows = 0;
        for (Path p : files) {
            try (ParquetFile f = ParquetFile.open(p)) {
                Map<String, String> t = new TreeMap<>();
                List<ProfileColumn> cols = new ArrayList<>();
                for (Type field : f.schema().getFields()) {
                    String type = typeOf(field);
                    t.put(field.getName(), type);
                    boolean doc = ProfileSchema.column(name, field.getName()).isPresent();
                    cols.add(new ProfileColumn(field.getName(), type, doc,
                            ProfileSchema.column(name, field.getName()).map(ProfileSchema.Column::required)
                                    .orElse(false)));
                }
                if (types == null) {
                    types = t;
                    columns = cols;
                } else if (!types.equals(t)) {
                    throw new InputException(p.toString(), -1, difference(types, t), "the part's columns differ from "
                            + files.get(0).getFileName() + "'s");
                }
                rows += f.rows();
            }
        }
        List<String> absent = new ArrayList<>();
        for (ProfileSchema.Column c : ProfileSchema.columns(name)) {
            if (c.required() && !types.containsKey(c.name())) {
                absent.add(c.name());
            }
        }
        return new ProfileTable(name, files, rows, columns, ProfileSchema.tables().containsKey(name), absent);
    }

    private static String difference(Map<String, String> a, Map<String, String> b) {
        for (Map.Entry<String, String> e : a.entrySet()) {
            if (!e.getValue().equals(b.get(e.getKey()))) {
                return e.getKey();
            }
        }
        for (String k : b.keySet()) {
            if (!a.containsKey(k)) {
                return k;
            }
        }
        return "";
    }

    /** A column's type as a profile's reader names it. */
    static String typeOf(Type t) {
        if (!t.isPrimitive()) {
            return "list";
        }
        PrimitiveType p = t.asPrimitiveType();
        return switch (p.getPrimitiveTypeName()) {
            case BOOLEAN -> "boolean";
            case INT32 -> "int32";
            case INT64 -> "int64";
            case FLOAT -> "float";
            case DOUBLE -> "double";
            case BINARY -> "string";
            default -> p.getPrimitiveTypeName().name().toLowerCase(Locale.ROOT);
        };
    }

    public Path dir() {
        return dir;
    }

    /** Every table, by name. */
    public List<ProfileTable> tables() {
        return List.copyOf(tables.values());
    }

    public Optional<ProfileTable> table(String name) {
        return Optional.ofNullable(tables.get(name));
    }

    /** Entries of the directory that are not table files. */
    public int others() {
        return others;
    }

    /**
     * Reads {@code columns} of {@code table}, one row group at a time in file and row order; an absent column is
     * {@code null} in what the visitor gets.
     */
    public void scan(ProfileTable table, List<String> columns, RowGroupVisitor visitor) throws InputException {
        long first = 0;
        for (Path p : table.parts()) {
            try (ParquetFile f = ParquetFile.open(p)) {
                for (int g = 0; g < f.rowGroups(); g++) {
                    ColumnValues[] v = new ColumnValues[columns.size()];
                    for (int c = 0; c < v.length; c++) {
                        v[c] = f.has(columns.get(c)) ? f.column(g, columns.get(c)) : null;
                    }
                    visitor.visit(first, v);
                    first += f.groupRows(g);
                }
            }
        }
    }
}
