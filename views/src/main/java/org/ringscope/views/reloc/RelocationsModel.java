package org.ringscope.views.reloc;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.ringscope.model.location.Segment;
import org.ringscope.model.location.UcodeLib;
import org.ringscope.model.ucode.Inspection;
import org.ringscope.model.ucode.Patch;
import org.ringscope.model.ucode.PrelinkResult;
import org.ringscope.model.ucode.ProgramHeader;
import org.ringscope.model.ucode.Rela;
import org.ringscope.model.ucode.RelocationType;
import org.ringscope.model.ucode.StagedImage;
import org.ringscope.model.ucode.StagedSegment;
import org.ringscope.views.Format;

/**
 * The relocation view's presentation model over one {@link UcodeDocument}: the ELF segments with where the
 * prelinker placed them, the relocation table joined with the patch each row applied, which segment each
 * row's {@code r_offset} falls in, and the detail of one patch — bytes before and after, the changed bytes,
 * the arithmetic, and the patched word in context in its staged image. Pure Java, tested without a window.
 */
final class RelocationsModel {
    /** Bytes of context shown around a patch site: four rows of sixteen. */
    static final int CONTEXT_ROWS = 4;

    /** One ELF program header and its placement. */
    record SegmentRow(int phdr, String type, String role, long offset, long paddr, long filesz, long memsz, String flags,
            String placed) {
    }

    /** One row of the relocation table and the patch it applied, if any. */
    record RelocRow(int index, long offset, String type, int sym, long addend, int phdr, Optional<Patch> patch,
            boolean failed) {
    }

    /** Sixteen bytes of a staged image at {@code addr}, with the site's bytes and other patch sites marked. */
    record ContextRow(long addr, byte[] bytes, boolean[] site, boolean[] otherSite, boolean[] loaded) {
    }

    private final UcodeDocument doc;
    private final PrelinkResult r;
    private final UcodeLib lib;
    private final List<SegmentRow> segments = new ArrayList<>();
    private final List<RelocRow> relocations = new ArrayList<>();

    RelocationsModel(UcodeDocument doc) {
        this.doc = doc;
        this.r = doc.result();
        this.lib = new UcodeLib(doc.displayName());
        Inspection in = r.inspection();
        for (ProgramHeader p : in.segments()) {
            String placed = r.segments().stream().filter(s -> s.phdrIndex() == p.index()).findFirst()
                    .map(s -> s.image() + " @ " + Format.hex(s.dst(), 8)).orElse("—");
            segments.add(new SegmentRow(p.index(), p.typeName(), in.shape() == null ? "" : in.shape().role(p), p.offset(),
                    p.paddr(), p.filesz(), p.memsz(), p.flagString().strip().isEmpty() ? "---" : p.flagString(), placed));
        }
        for (Rela rel : in.relocations()) {
            relocations.add(new RelocRow(rel.index(), rel.offset(), rel.typeName(), rel.sym(), rel.addend(),
                    segmentOf(rel.offset()), r.patchFor(rel.index()),
                    r.stage() == PrelinkResult.Stage.RELOCATE && r.failedIndex() == rel.index()));
        }
    }

    UcodeDocument document() {
        return doc;
    }

    UcodeLib library() {
        return lib;
    }

    List<SegmentRow> segments() {
        return segments;
    }

    List<RelocRow> relocations() {
        return relocations;
    }

    boolean ok() {
        return r.ok();
    }

    /** The LOAD segment (else any segment) whose link range holds {@code addr}; -1 for none. */
    int segmentOf(long addr) {
        int any = -1;
        for (ProgramHeader p : r.inspection().segments()) {
            if (p.containsPaddr(addr)) {
                if (p.isLoad()) {
                    return p.index();
                }
                any = any < 0 ? p.index() : any;
            }
        }
        return any;
    }

    /** The location of relocation row {@code index}. */
    org.ringscope.model.location.Patch location(int index) { // qualified: clashes
        return new org.ringscope.model.location.Patch(lib, relocations.get(index).phdr(), index); // qualified: clashes
    }

    Segment segmentLocation(int phdr) {
        return new Segment(lib, phdr);
    }

    /** The row of the segment with program header {@code phdr}, or -1. */
    int segmentRow(int phdr) {
        for (int i = 0; i < segments.size(); i++) {
            if (segments.get(i).phdr() == phdr) {
                return i;
            }
        }
        return -1;
    }

    // ---- text ----------------------------------------------------------------------------------

    String title() {
        return doc.displayName();
    }

    String facts() {
        Inspection in = r.inspection();
        StringBuilder s = new StringBuilder();
        if (in.header() != null) {
            s.append("ELF32 ").append(in.header().data()).append(" · ");
        }
        if (r.layout() != null) {
            s.append("layout ").append(r.layout().label()).append(" · ");
        }
        s.append(Format.bytes(doc.fileSize()));
        for (StagedImage img : new StagedImage[] {r.iram(), r.dram(), r.scratch()}) {
            if (img != null) {
                s.append(" · ").append(img.name()).append(" [").append(Format.hex(img.base(), 5)).append(", ")
                        .append(Format.hex(img.end(), 5)).append(")");
            }
        }
        if (r.ucpl() != null) {
            s.append(" · prelinked ").append(Format.count(r.prelinkedSize())).append(" B");
        }
        return s.toString();
    }

    String status() {
        return r.ok() ? "prelinked" : r.status().name() + " (" + r.stage().name().toLowerCase(Locale.ROOT) + ")";
    }

    /** The loader's message when it refused the library; empty when it succeeded. */
    String failure() {
        return r.ok() ? "" : "status " + r.status().code() + " " + r.status().name() + ": " + r.message();
    }

    String relocationSummary() {
        return Format.count(relocations.size()) + (relocations.size() == 1 ? " entry · " : " entries · ")
                + Format.count(r.patches().size()) + (r.patches().size() == 1 ? " patch" : " patches");
    }

    // ---- one patch -----------------------------------------------------------------------------

    /** The headline of row {@code i}'s detail. */
    String detailTitle(int i) {
        RelocRow row = relocations.get(i);
        return row.patch().map(p -> "Relocation " + i + " · " + row.type() + " · site " + Format.hex(p.site(), 8)
                + " in " + imageOf(p).map(StagedImage::name).orElse("?"))
                .orElse("Relocation " + i + " · " + row.type() + " · not applied");
    }

    /** How the patched value came about, in words and numbers. */
    String explain(int i) {
        RelocRow row = relocations.get(i);
        if (row.patch().isEmpty()) {
            if (row.failed()) {
                return "The relocator stopped here: " + r.message();
            }
            return RelocationType.R_XTENSA_NONE == typeOf(i) ? "R_XTENSA_NONE: the loader skips it; nothing is patched."
                    : "Not applied: the prelink run stopped before this row (" + r.status().name() + ").";
        }
        Patch p = row.patch().get();
        var pl = r.placement();
        String seg = row.phdr() >= 0 ? "segment " + row.phdr() : "no segment";
        String head = "r_offset " + Format.hex(p.offset()) + " (" + seg + ") lands at " + Format.hex(p.site())
                + " = reloc_addr(r_offset). ";
        if (p instanceof Patch.Relative) {
            long v = (p.before() + p.addend()) & 0xFFFFFFFFL;
            boolean data = pl.isDataSide(v);
            long delta = data ? pl.dataDelta() : pl.codeDelta();
            return head + "*P = reloc_addr(*P + addend) = reloc_addr(" + Format.hex(p.before()) + " + " + p.addend()
                    + "): " + Format.hex(v) + " is on the " + (data ? "data" : "code") + " side, so + "
                    + Format.hex(delta) + " = " + Format.hex(p.after()) + ".";
        }
        if (p instanceof Patch.Const16 c) {
            return head + "slot " + c.slot() + ": value = reloc_addr(addend " + Format.hex(p.addend()) + ")"
                    + (RelocationType.isSlotAlt(p.type()) ? " >> 16" : "") + " = " + Format.hex(c.value())
                    + "; its low 16 bits become the CONST16 imm16.";
        }
        Patch.Flix f = (Patch.Flix) p;
        return head + "FLIX bundle slot " + f.slot() + ": value " + Format.hex(f.value()) + " encoded into the "
                + f.bundleAfter().length + "-byte bundle.";
    }

    /** Which of the patch's bytes changed. */
    static boolean[] changed(Patch p) {
        byte[] a = p.beforeBytes();
        byte[] b = p.afterBytes();
        boolean[] out = new boolean[Math.min(a.length, b.length)];
        for (int k = 0; k < out.length; k++) {
            out[k] = a[k] != b[k];
        }
        return out;
    }

    /** The staged image the patch landed in. */
    Optional<StagedImage> imageOf(Patch p) {
        for (StagedImage img : new StagedImage[] {r.iram(), r.dram(), r.scratch()}) {
            if (img != null && img.contains(p.site(), p.afterBytes().length)) {
                return Optional.of(img);
            }
        }
        return Optional.empty();
    }

    /** {@link #CONTEXT_ROWS} rows of sixteen bytes of the image around the patch site, after relocation. */
    List<ContextRow> context(Patch p) {
        Optional<StagedImage> im = imageOf(p);
        if (im.isEmpty()) {
            return List.of();
        }
        StagedImage img = im.get();
        long start = Math.max(img.base() & ~15L, (p.site() & ~15L) - 16);
        long end = Math.min((img.end() + 15) & ~15L, start + 16L * CONTEXT_ROWS);
        start = Math.max(img.base() & ~15L, Math.min(start, end - 16L * CONTEXT_ROWS));
        int siteLen = p.afterBytes().length;
        List<ContextRow> rows = new ArrayList<>();
        for (long a = start; a < end; a += 16) {
            byte[] b = new byte[16];
            boolean[] site = new boolean[16];
            boolean[] other = new boolean[16];
            boolean[] loaded = new boolean[16];
            for (int k = 0; k < 16; k++) {
                long x = a + k;
                boolean in = x >= img.base() && x < img.end();
                b[k] = in ? img.read(x, 1)[0] : 0;
                site[k] = x >= p.site() && x < p.site() + siteLen;
                other[k] = !site[k] && otherSite(p, x);
                loaded[k] = in && loaded(img.name(), x);
            }
            rows.add(new ContextRow(a, b, site, other, loaded));
        }
        return rows;
    }

    private boolean otherSite(Patch self, long addr) {
        for (Patch q : r.patches()) {
            if (q != self && addr >= q.site() && addr < q.site() + q.afterBytes().length) {
                return true;
            }
        }
        return false;
    }

    /** Whether a segment was loaded at {@code addr} of image {@code image} (else it is the 0xA5 poison). */
    private boolean loaded(String image, long addr) {
        for (StagedSegment s : r.segments()) {
            if (s.image().equals(image) && addr >= s.dst() && addr < s.dst() + s.memsz()) {
                return true;
            }
        }
        return false;
    }

    private int typeOf(int i) {
        return r.inspection().relocations().get(i).type();
    }
}
