package org.ringscope.model.ucode;

import static org.ringscope.model.ucode.XtlibStatus.XTLIB_NOT_SPLITLOAD;
import static org.ringscope.model.ucode.XtlibStatus.XTLIB_RELOCATION_ERR;
import static org.ringscope.model.ucode.XtlibStatus.XTLIB_SEGMENT_EXCEEDS_REGION;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ringscope.model.ucode.PrelinkResult.Stage;

/**
 * {@code prelink} ({@code @0x9b5d60}): {@code prelink_load_lib} (validation via {@link XtlibLoader},
 * placement with {@code align_ptr}, {@code xtlib_load_seg} into 0xA5-poisoned IRAM/DRAM/scratch images,
 * optional region bounds), then {@code prelink_relocate_lib} ({@link Relocator}), then the UCPL header and
 * {@code nrtucode_ll_create}'s cap. Placement rules: decision 0201.
 */
public final class Prelinker {
    /** The device buffer {@code nrtucode_ll_create} allocates (16 MiB): no staged image is larger. */
    public static final long MAX_IMAGE = 0x1000000;

    private Prelinker() {
    }

    public static PrelinkResult prelink(byte[] file, String name, PrelinkOptions opts) throws XtlibFormatException {
        XtlibLoader.Loaded loaded = XtlibLoader.load(file, name, opts.layout());
        Inspection in = loaded.inspection();
        if (!in.ok()) {
            return new PrelinkResult(in, in.status(), in.message(), Stage.VALIDATE, -1, null, null, List.of(), null,
                    null, null, List.of(), null);
        }
        return new Run(loaded.elf(), in, opts).run();
    }

    /** One prelink run. */
    private static final class Run {
        final XtElf elf;
        final Inspection in;
        final PrelinkOptions opts;
        final Shape shape;
        final List<StagedSegment> staged = new ArrayList<>();
        Placement pl;
        StagedImage iram;
        StagedImage dram;
        StagedImage scratch;

        Run(XtElf elf, Inspection in, PrelinkOptions opts) {
            this.elf = elf;
            this.in = in;
            this.opts = opts;
            this.shape = in.shape();
        }

        PrelinkResult run() {
            pl = place();
            long codeExtent = shape.layout() == Layout.SINGLE ? singleExtent() : shape.code().memsz();
            Bounds b = opts.bounds();
            Step<StagedImage> s = image("iram", opts.codeBase(), pl.dstCode(), codeExtent,
                    b == null ? -1 : b.codeBase(), b == null ? -1 : b.codeSize(), "code");
            if (s instanceof Step.Ok<StagedImage> ok) {
                iram = ok.value();
            } else {
                return loadFailed((Step.Fail<StagedImage>) s);
            }
            if (shape.layout() != Layout.SINGLE) {
                s = image("dram", opts.dataBase(), pl.dstData(), shape.data().memsz(),
                        b == null ? -1 : b.dataBase(), b == null ? -1 : b.dataSize(), "data");
                if (s instanceof Step.Fail<StagedImage> f) {
                    return loadFailed(f);
                }
                dram = ((Step.Ok<StagedImage>) s).value();
            }
            if (shape.scratchFound()) {
                long base = opts.scratchBase() != null ? opts.scratchBase() : shape.scratch().paddr();
                s = image("scratch", base, pl.dstScratch(), shape.scratch().memsz(), -1, -1, "scratch");
                if (s instanceof Step.Fail<StagedImage> f) {
                    return loadFailed(f);
                }
                scratch = ((Step.Ok<StagedImage>) s).value();
            }
            loadSegments();
            PilInfo pil = PilInfo.of(pl, in.dynamic(), elf.header(), shape);
            long dataMemsz = shape.layout() == Layout.SINGLE ? 0 : shape.data().memsz();
            UcplHeader ucpl = UcplHeader.of(codeExtent, dataMemsz, pil);

            Relocator.Region code = new Relocator.Region(iram, pl.dstCode(), pl.dstCode() + codeExtent);
            Relocator.Region data = dram == null ? code
                    : new Relocator.Region(dram, pl.dstData(), pl.dstData() + dataMemsz);
            Relocator.Outcome o = Relocator.prelinkRelocateLib(in.relocations(), pl, code, data, elf.data(),
                    opts.flix());
            XtlibStatus status = o.status();
            String message = o.message();
            Stage stage = status.ok() ? Stage.DONE : Stage.RELOCATE;
            if (status.ok() && in.dynamic().hasPlt()) {
                status = XTLIB_RELOCATION_ERR;
                stage = Stage.RELOCATE;
                message = String.format("PLT relocations (DT_JMPREL 0x%x, DT_PLTRELSZ %d) are not supported: the "
                        + "PI loader ignores them and would leave the imports unresolved",
                        in.dynamic().jmprel() == null ? 0 : in.dynamic().jmprel(), in.dynamic().pltRelSize());
            }
            if (status.ok() && ucpl.prelinkedSize() >= UcplHeader.PRELINKED_LIMIT) {
                status = XTLIB_NOT_SPLITLOAD;
                stage = Stage.SIZE_CAP;
                message = String.format("Prelinked library would be larger than the available buffer on device "
                        + "(%d bytes; the limit is 64 KiB)", ucpl.prelinkedSize());
            }
            return new PrelinkResult(in, status, message, stage, o.failedIndex(), pl, pil, staged, iram, dram,
                    scratch, o.patches(), ucpl);
        }

        /** {@code align_ptr} placement; split segments stay congruent to their link address mod align. */
        private Placement place() {
            long a = in.align();
            if (shape.layout() == Layout.SINGLE) {
                long dst = LibraryAlignment.alignPtr(opts.codeBase(), a);
                return new Placement(Layout.SINGLE, a, 0, 0, dst, dst, false, 0);
            }
            long dstCode = congruent(opts.codeBase(), shape.code().paddr(), a);
            long dstData = congruent(opts.dataBase(), shape.data().paddr(), a);
            long dstScratch = 0;
            if (shape.scratchFound()) {
                long base = opts.scratchBase() != null ? opts.scratchBase() : shape.scratch().paddr();
                dstScratch = congruent(base, shape.scratch().paddr(), a);
            }
            return new Placement(shape.layout(), a, shape.code().paddr(), shape.data().paddr(), dstCode, dstData,
                    shape.scratchFound(), dstScratch);
        }

        private static long congruent(long base, long paddr, long a) {
            return (LibraryAlignment.alignPtr(base, a) + (paddr & (a - 1))) & 0xffffffffL;
        }

        private long singleExtent() {
            return shape.loads().stream().mapToLong(p -> p.paddr() + p.memsz()).max().orElse(0);
        }

        /** A poisoned image for a segment of {@code memsz} bytes staged at {@code dst}. */
        private Step<StagedImage> image(String name, long base, long dst, long memsz, long winBase, long winSize,
                String role) {
            if (winSize >= 0) {
                if (dst < winBase || dst - winBase + memsz > winSize) {
                    return Step.fail(XTLIB_SEGMENT_EXCEEDS_REGION, String.format("Segment exceeds the size of the "
                            + "split region on device: %s segment [0x%x, 0x%x) is not inside the %s %s window "
                            + "[0x%x, 0x%x)", role, dst, dst + memsz, opts.bounds().name(), role, winBase,
                            winBase + winSize));
                }
                return Step.ok(new StagedImage(name, winBase, (int) winSize));
            }
            long length = dst - base + memsz;
            if (dst < base || length > MAX_IMAGE || dst + memsz > 0x100000000L) {
                return Step.fail(XTLIB_NOT_SPLITLOAD, String.format("%s segment of 0x%x bytes at 0x%x does not fit "
                        + "the 16 MiB device buffer below 4 GiB", role, memsz, dst));
            }
            return Step.ok(new StagedImage(name, base, (int) length));
        }

        private PrelinkResult loadFailed(Step.Fail<StagedImage> f) {
            return new PrelinkResult(in, f.status(), f.message(), Stage.LOAD, -1, pl, null, List.of(), iram, dram,
                    scratch, List.of(), null);
        }

        /** {@code xtlib_load_seg}: copy {@code p_filesz} bytes, zero-fill to {@code p_memsz}. */
        private void loadSegments() {
            if (shape.layout() == Layout.SINGLE) {
                for (ProgramHeader p : shape.loads()) {
                    loadSeg(p, iram, pl.dstCode() + p.paddr(), "load");
                }
                return;
            }
            loadSeg(shape.code(), iram, pl.dstCode(), "code");
            loadSeg(shape.data(), dram, pl.dstData(), "data");
            if (shape.scratchFound()) {
                loadSeg(shape.scratch(), scratch, pl.dstScratch(), "scratch");
            }
        }

        private void loadSeg(ProgramHeader p, StagedImage img, long dst, String role) {
            byte[] buf = img.buffer();
            int at = img.offsetOf(dst);
            System.arraycopy(elf.bytes(), (int) p.offset(), buf, at, (int) p.filesz());
            Arrays.fill(buf, at + (int) p.filesz(), at + (int) p.memsz(), (byte) 0);
            staged.add(new StagedSegment(p.index(), role, p.paddr(), dst, p.filesz(), p.memsz(), img.name()));
        }
    }
}
