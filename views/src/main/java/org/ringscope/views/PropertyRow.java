package org.ringscope.views;

import java.util.Objects;

/**
 * One read-only row of the Properties view: its category (a group in the sheet), its name, its value as text,
 * and a description (the sheet's tooltip).
 */
public record PropertyRow(String category, String name, String value, String description) {
    public PropertyRow {
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(name, "name");
        value = value == null ? "" : value;
        description = description == null ? "" : description;
    }

    public PropertyRow(String category, String name, Object value) {
        this(category, name, String.valueOf(value), "");
    }
}
