package org.ringscope.app.cli.ucode;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Stream;
import org.ringscope.model.ucode.DynInfo;
import org.ringscope.model.ucode.ElfHeader;
import org.ringscope.model.ucode.Inspection;
import org.ringscope.model.ucode.Patch;
import org.ringscope.model.ucode.PilInfo;
import org.ringscope.model.ucode.Placement;
import org.ringscope.model.ucode.PrelinkOptions;
import org.ringscope.model.ucode.PrelinkResult;
import org.ringscope.model.ucode.Rela;
import org.ringscope.model.ucode.SectionHeader;
import org.ringscope.model.ucode.StagedImage;
import org.ringscope.model.ucode.StagedSegment;
import org.ringscope.model.ucode.UcplHeader;

/** The JSON shapes of {@code ucode inspect} and {@code ucode prelink}: plain records, integers as numbers. */
final class UcodeJson {
    private UcodeJson() {
    }

    record Segment(int index, String type, long offset, long vaddr, long paddr, long filesz, long memsz, long flags,
            String flagString, long align, String role) {
    }

    record Relocation(int index, long offset, long info, int sym, int type, String typeName, long addend) {
    }

    record InspectOut(String file, long fileSize, int status, String statusName, String message, String layout,
            ElfHeader header, List<Segment> segments, List<SectionHeader> sections, long align, DynInfo dynamic,
            List<Relocation> relocations) {
    }

    record Image(String name, long base, int length) {
    }

    record PatchOut(int index, long offset, int type, String typeName, long addend, String side, long site,
            long before, long after, String kind) {
    }

    record Ucpl(String magic, long codeSegLen, long dataSegOff, long dataSegLen, long initFn, long finiFn,
            long startSym, long prelinkedSize) {
    }

    record Options(long codeBase, long dataBase, Long scratchBase, String bounds) {
    }

    record PrelinkOut(String file, String layout, int status, String statusName, String message, String stage,
            int failedIndex, Options options, Placement placement, List<StagedSegment> segments, List<Image> images,
            PilInfo pilInfo, List<PatchOut> relocations, Ucpl ucpl) {
    }

    static InspectOut inspect(Inspection in) {
        List<Segment> segs = in.segments().stream().map(p -> new Segment(p.index(), p.typeName(), p.offset(),
                p.vaddr(), p.paddr(), p.filesz(), p.memsz(), p.flags(), p.flagString(), p.align(),
                in.shape() == null ? null : in.shape().role(p))).toList();
        List<Relocation> relas = in.relocations().stream().map(UcodeJson::rela).toList();
        return new InspectOut(in.file(), in.fileSize(), in.status().code(), in.status().name(), in.message(),
                in.layout() == null ? null : in.layout().label(), in.header(), segs, in.sections(), in.align(),
                in.dynamic(), relas);
    }

    private static Relocation rela(Rela r) {
        return new Relocation(r.index(), r.offset(), r.info(), r.sym(), r.type(), r.typeName(), r.addend());
    }

    static PrelinkOut prelink(PrelinkResult r, PrelinkOptions o) {
        List<Image> images = Stream.of(r.iram(), r.dram(), r.scratch())
                .filter(Objects::nonNull).map(UcodeJson::image).toList();
        List<PatchOut> patches = r.patches().stream().map(UcodeJson::patch).toList();
        UcplHeader u = r.ucpl();
        Ucpl ucpl = u == null ? null : new Ucpl(u.magic(), u.codeSegLen(), u.dataSegOff(), u.dataSegLen(), u.initFn(),
                u.finiFn(), u.startSym(), u.prelinkedSize());
        Options opts = new Options(o.codeBase(), o.dataBase(), o.scratchBase(),
                o.bounds() == null ? null : o.bounds().name());
        return new PrelinkOut(r.inspection().file(), r.layout() == null ? null : r.layout().label(),
                r.status().code(), r.status().name(), r.message(), r.stage().name(), r.failedIndex(), opts,
                r.placement(), r.segments(), images, r.pilInfo(), patches, ucpl);
    }

    private static Image image(StagedImage i) {
        return new Image(i.name(), i.base(), i.length());
    }

    private static PatchOut patch(Patch p) {
        String kind = p instanceof Patch.Relative ? "relative" : p instanceof Patch.Const16 ? "const16" : "flix";
        return new PatchOut(p.index(), p.offset(), p.type(), p.typeName(), p.addend(), p.side().name().toLowerCase(
                Locale.ROOT), p.site(), p.before(), p.after(), kind);
    }
}
