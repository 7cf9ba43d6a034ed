package org.ringscope.app.cli;

import org.ringscope.model.location.ViewKind;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads a view's kind as {@code gui --view} names it ({@code vring}, {@code pring}, …, any case). */
public final class ViewKindConverter implements ITypeConverter<ViewKind> {
    @Override
    public ViewKind convert(String value) {
        return ViewKind.parse(value).orElseThrow(() -> new TypeConversionException("unknown --view " + value + " ("
                + ViewKind.ids() + ")"));
    }
}
