package org.ringscope.app.cli.ucode;

import java.util.Locale;
import java.util.stream.Collectors;
import org.ringscope.model.ucode.Bounds;
import org.ringscope.model.ucode.LayoutRequest;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** picocli converters for the ucode options; a bad value is a usage error (exit 2). */
final class Converters {
    private Converters() {
    }

    /** A 32-bit address in hex ({@code 0x18000}) or decimal ({@code 98304}). */
    static final class Address implements ITypeConverter<Long> {
        @Override
        public Long convert(String s) {
            String t = s.trim().toLowerCase(Locale.ROOT).replace("_", "");
            long v;
            try {
                v = t.startsWith("0x") ? Long.parseLong(t.substring(2), 16) : Long.parseLong(t);
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + s + "' is not an address (hex 0x... or decimal)");
            }
            if (v < 0 || v > 0xffffffffL) {
                throw new TypeConversionException("'" + s + "' is not a 32-bit address");
            }
            return v;
        }
    }

    /** A bounds table name: cayman or sunda. */
    static final class BoundsName implements ITypeConverter<Bounds> {
        @Override
        public Bounds convert(String s) {
            Bounds b = Bounds.byName(s);
            if (b == null) {
                throw new TypeConversionException("unknown bounds '" + s + "'; known: "
                        + Bounds.known().stream().map(Bounds::name).collect(Collectors.joining(", ")));
            }
            return b;
        }
    }

    /** auto, single or split. */
    static final class Layout implements ITypeConverter<LayoutRequest> {
        @Override
        public LayoutRequest convert(String s) {
            LayoutRequest r = LayoutRequest.parse(s);
            if (r == null) {
                throw new TypeConversionException("unknown layout '" + s + "'; use auto, single or split");
            }
            return r;
        }
    }
}
