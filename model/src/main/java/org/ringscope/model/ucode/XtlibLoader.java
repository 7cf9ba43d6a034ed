package org.ringscope.model.ucode;

import static org.ringscope.model.ucode.XtlibStatus.XTLIB_NOT_ALIGNED;
import static org.ringscope.model.ucode.XtlibStatus.XTLIB_NOT_ELF;
import static org.ringscope.model.ucode.XtlibStatus.XTLIB_NO_ERR;
import static org.ringscope.model.ucode.XtlibStatus.XTLIB_NO_START;

import java.nio.file.Path;
import java.util.List;
import org.ringscope.model.InputException;
import org.ringscope.model.io.InputFiles;

/**
 * The front half of {@code prelink_load_lib} ({@code @0x9b5e70}): {@code xtlib_verify_magic},
 * {@code validate_dynamic_load}, {@code find_align}, {@code get_dyn_info} and the relocation table, in the
 * loader's order, stopping at the first failing check. {@link Prelinker} continues from here.
 */
public final class XtlibLoader {
    /** Largest library file read (the device buffer {@code nrtucode_ll_create} allocates: 16 MiB). */
    public static final long MAX_FILE = 0x1000000;

    private XtlibLoader() {
    }

    /**
     * Reads a library file ({@code -} for standard input), refused once more than {@link #MAX_FILE} bytes have
     * arrived; a missing file, a directory, FIFO or device, or an unreadable file is an InputException.
     */
    public static byte[] readFile(Path path) throws InputException {
        return InputFiles.readAll(path, MAX_FILE, "a ucode library is at most 16 MiB (the device buffer"
                + " nrtucode_ll_create allocates)");
    }

    /** Inspects a library held in memory; {@code name} names it in messages. */
    public static Inspection inspect(byte[] file, String name, LayoutRequest request) throws XtlibFormatException {
        return load(file, name, request).inspection();
    }

    /** The parsed file (null when the magic failed) and the inspection. */
    record Loaded(XtElf elf, Inspection inspection) {
    }

    static Loaded load(byte[] file, String name, LayoutRequest request) throws XtlibFormatException {
        if (file.length < ElfHeader.SIZE) {
            throw new XtlibFormatException(name, file.length, "Elf32_Ehdr",
                    "file is " + file.length + " bytes, shorter than the 52-byte ELF32 header");
        }
        String magic = XtElf.magicProblem(file);
        if (magic != null) {
            return new Loaded(null, new Inspection(name, file.length, XTLIB_NOT_ELF, "xtlib_verify_magic: " + magic,
                    null, null, List.of(), List.of(), 0, null, List.of()));
        }
        XtElf elf = XtElf.read(file, name);
        return new Loaded(elf, inspect(elf, request));
    }

    private static Inspection inspect(XtElf elf, LayoutRequest request) {
        Partial p = new Partial(elf);
        Step<Shape> shape = ValidateDynamicLoad.validate(elf, request);
        if (shape instanceof Step.Fail<Shape> f) {
            return p.fail(f.status(), f.message());
        }
        p.shape = ((Step.Ok<Shape>) shape).value();
        p.align = LibraryAlignment.findAlign(elf.sections());
        Step<DynInfo> dyn = GetDynInfo.getDynInfo(elf, p.shape);
        if (dyn instanceof Step.Fail<DynInfo> f) {
            return p.fail(f.status(), f.message());
        }
        p.dyn = ((Step.Ok<DynInfo>) dyn).value();
        Step<List<Rela>> relas = GetDynInfo.readRelaTable(elf, p.shape, p.dyn);
        if (relas instanceof Step.Fail<List<Rela>> f) {
            return p.fail(f.status(), f.message());
        }
        p.relas = ((Step.Ok<List<Rela>>) relas).value();
        if (!LibraryAlignment.usable(p.align)) {
            return p.fail(XTLIB_NOT_ALIGNED, "find_align is " + p.align
                    + " (max sh_addralign of the non-empty sections): zero or not a power of two");
        }
        long entry = elf.header().entry();
        boolean inCode = p.shape.layout() == Layout.SINGLE
                ? p.shape.loads().stream().anyMatch(l -> (l.flags() & ProgramHeader.PF_X) != 0 && l.containsPaddr(entry))
                : p.shape.code().containsPaddr(entry);
        if (!inCode) {
            return p.fail(XTLIB_NO_START, String.format("e_entry 0x%x is not inside the code segment", entry));
        }
        return p.fail(XTLIB_NO_ERR, "ok");
    }

    /** What the checks have produced so far. */
    private static final class Partial {
        final XtElf elf;
        Shape shape;
        long align;
        DynInfo dyn;
        List<Rela> relas = List.of();

        Partial(XtElf elf) {
            this.elf = elf;
        }

        Inspection fail(XtlibStatus status, String message) {
            return new Inspection(elf.name(), elf.length(), status, message, elf.header(), shape,
                    elf.programHeaders(), elf.sections(), align, dyn, relas);
        }
    }
}
