package org.ringscope.model.ucode;

import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * {@code nrtucode_ll_t} (0x48 bytes: {@code context@0 device_memhandle@8 library_selector@0x10
 * prelinked_size@0x18 friendly_name[0x21]@0x20}) and {@code nrtucode_ll_create} ({@code @0x9b1a90}):
 * for the Q7 pool core types {13, 21, 29, 37} the library is {@code prelink}ed and staged as a UCPL image;
 * core type 6 takes the library as it is. Statuses: 0; 7 when the prelinked image is 0x10001 bytes or more
 * ("Prelinked library would be larger than the available buffer on device"); 9 when {@code prelink}
 * failed ("Failed prelink with status = %d"); 8 for a core type outside {6, 13, 21, 29, 37} (our choice:
 * the driver's behaviour there is not known).
 */
public final class NrtucodeLl {
    /** Core types that are prelinked. */
    public static final Set<Integer> PRELINK_CORETYPES = Set.of(13, 21, 29, 37);
    /** The core type that takes the library without prelink. */
    public static final int CORETYPE_NO_PRELINK = 6;
    /** With {@code library == 0}, this environment flag forces library selector 3. */
    public static final String CPTC_DECODE_FLAG = "NRT_UCODE_UNSTABLE_LIBRARY_FLAG_CPTC_DECODE";
    /** Selector forced by {@link #CPTC_DECODE_FLAG}. */
    public static final int CPTC_DECODE_SELECTOR = 3;

    private final NrtucodeContext context;
    private final int coretype;
    private final int librarySelector;
    private final long deviceAddr;
    private final byte[] image;
    private final PrelinkResult prelink;

    private NrtucodeLl(NrtucodeContext context, int coretype, int librarySelector, long deviceAddr, byte[] image,
            PrelinkResult prelink) {
        this.context = context;
        this.coretype = coretype;
        this.librarySelector = librarySelector;
        this.deviceAddr = deviceAddr;
        this.image = image;
        this.prelink = prelink;
    }

    /** What {@link #nrtucodeLlCreate} returns: the status and, when it is 0, the ll. */
    public record Created(XtlibStatus status, String message, NrtucodeLl ll, PrelinkResult prelink) {
    }

    /**
     * {@code nrtucode_ll_create(ctx, coretype, flavor, library, out_ll)}. {@code deviceAddr} stands for
     * the address {@code device_malloc} returned; {@code env} supplies {@link #CPTC_DECODE_FLAG}.
     */
    public static Created nrtucodeLlCreate(NrtucodeContext ctx, int coretype, int library, byte[] elf, String name,
            PrelinkOptions opts, long deviceAddr, Map<String, String> env) throws XtlibFormatException {
        Objects.requireNonNull(ctx, "ctx");
        int selector = library == 0 && env.containsKey(CPTC_DECODE_FLAG) ? CPTC_DECODE_SELECTOR : library;
        if (coretype == CORETYPE_NO_PRELINK) {
            if (elf.length >= UcplHeader.PRELINKED_LIMIT) {
                return new Created(XtlibStatus.XTLIB_NOT_SPLITLOAD, "Prelinked library would be larger than the "
                        + "available buffer on device", null, null);
            }
            return new Created(XtlibStatus.XTLIB_NO_ERR, "ok",
                    new NrtucodeLl(ctx, coretype, selector, deviceAddr, elf.clone(), null), null);
        }
        if (!PRELINK_CORETYPES.contains(coretype)) {
            return new Created(XtlibStatus.XTLIB_RELOCATION_ERR, "core type " + coretype
                    + " is not a Q7 pool kind (6, 13, 21, 29, 37)", null, null);
        }
        PrelinkResult r = Prelinker.prelink(elf, name, opts);
        if (r.stage() == PrelinkResult.Stage.SIZE_CAP) {
            return new Created(r.status(), r.message(), null, r);
        }
        if (!r.ok()) {
            return new Created(XtlibStatus.XTLIB_NULL_PTR, "Failed prelink with status = " + r.status().code()
                    + ": " + r.message(), null, r);
        }
        return new Created(XtlibStatus.XTLIB_NO_ERR, "ok",
                new NrtucodeLl(ctx, coretype, selector, deviceAddr, r.prelinkedImage(), r), r);
    }

    public NrtucodeContext context() {
        return context;
    }

    public int coretype() {
        return coretype;
    }

    public int librarySelector() {
        return librarySelector;
    }

    /** Where the image lives on the device (the {@code device_malloc} address). */
    public long deviceAddr() {
        return deviceAddr;
    }

    /** {@code prelinked_size}: the bytes written to the device. */
    public long prelinkedSize() {
        return image.length;
    }

    /** The staged image (UCPL header, code, data; or the raw library for core type 6). */
    public byte[] image() {
        return image.clone();
    }

    /** The prelink run, or {@code null} for core type 6. */
    public PrelinkResult prelink() {
        return prelink;
    }

    /** {@code "nrtucode_ll_t@%p"}. */
    public String friendlyName() {
        return String.format("nrtucode_ll_t@0x%x", System.identityHashCode(this));
    }
}
