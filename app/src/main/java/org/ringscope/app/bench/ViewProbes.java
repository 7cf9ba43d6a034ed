package org.ringscope.app.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.ringscope.app.ui.RuntimeViews;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.views.ViewContext;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.descriptor.DemoDescriptorSource;
import org.ringscope.views.descriptor.DescriptorView;
import org.ringscope.views.neff.NeffDocument;
import org.ringscope.views.neff.NeffView;
import org.ringscope.views.packets.PacketsView;
import org.ringscope.views.pring.PringView;
import org.ringscope.views.reloc.RelocationsView;
import org.ringscope.views.reloc.UcodeDocument;
import org.ringscope.views.session.SessionHolder;
import org.ringscope.views.vring.VringDescriptorSource;
import org.ringscope.views.vring.VringView;

/**
 * How the harness opens each view of the workbench afresh and knows it has content: a factory (the one the window
 * uses — {@link RuntimeViews} for the runtime views — with the window's context and session) and a check of
 * content beyond {@linkplain FxSync#settle settling}, where the view tells (the vring view shows a half, the pring
 * view has indexed the run, read the rings at the cursor and painted, the inspector shows a descriptor, the NEFF
 * view has its document). A view added to {@link RuntimeViews} (the diff view, say) is measured
 * without a change here; a content check for it goes in {@link #ready}.
 */
final class ViewProbes {
    /** A view to open: its kind, how to build it (on the FX thread), and whether it shows content yet. */
    record Probe(ViewKind kind, Supplier<WorkbenchView> build, Predicate<WorkbenchView> ready) {
    }

    private ViewProbes() {
    }

    /**
     * Every view of the window: the runtime views, the inspector on descriptor {@code inspect} (if any), the NEFF
     * view on {@code doc}, and the relocation view on the first ucode library inside the NEFF (if any).
     */
    static List<Probe> all(ViewContext ctx, SessionHolder sessions, NeffDocument doc, Optional<Location> inspect,
            List<String> notes) {
        List<Probe> out = new ArrayList<>();
        for (RuntimeViews.Entry e : RuntimeViews.ALL) {
            out.add(new Probe(e.kind(), () -> e.factory().apply(ctx, sessions), ready(e.kind())));
        }
        DemoDescriptorSource demo = new DemoDescriptorSource();
        Location at = inspect.orElse(demo.first());
        out.add(new Probe(ViewKind.DESCRIPTOR, () -> new DescriptorView(ctx,
                new VringDescriptorSource(ctx, sessions, demo), at), ready(ViewKind.DESCRIPTOR)));
        out.add(new Probe(ViewKind.NEFF, () -> {
            NeffView v = new NeffView(ctx);
            v.setDocument(doc);
            return v;
        }, ready(ViewKind.NEFF)));
        Optional<UcodeDocument> lib = firstLibrary(doc.file(), notes);
        lib.ifPresent(u -> out.add(new Probe(ViewKind.RELOCATIONS, () -> new RelocationsView(ctx, u),
                ready(ViewKind.RELOCATIONS))));
        return out;
    }

    /** The content check of a view kind (true for those where settling is all there is to wait for). */
    static Predicate<WorkbenchView> ready(ViewKind kind) {
        return switch (kind) {
            case VRING -> v -> ((VringView) v).shownHalf().isPresent();
            case PACKETS -> v -> ((PacketsView) v).shownVring().isPresent();
            case PRING -> v -> ((PringView) v).idle() && ((PringView) v).frames() > 0;
            case DESCRIPTOR -> v -> ((DescriptorView) v).shown().isPresent();
            case NEFF -> v -> ((NeffView) v).document().isPresent() && !((NeffView) v).busyProperty().get();
            default -> v -> true;
        };
    }

    /** The first member of the NEFF that is a ucode library (an ELF file), prelinked as the relocation view shows it. */
    private static Optional<UcodeDocument> firstLibrary(NeffFile f, List<String> notes) {
        for (String name : f.members().names()) {
            byte[] b = f.members().get(name).orElse(new byte[0]);
            if (name.endsWith(".so") && UcodeDocument.looksLikeElf(b)) {
                try {
                    return Optional.of(UcodeDocument.load(name, b));
                } catch (Exception e) {
                    notes.add("relocations: not measured, " + name + " does not prelink: " + e.getMessage());
                    return Optional.empty();
                }
            }
        }
        notes.add("relocations: not measured, the NEFF holds no ucode library (.so member)");
        return Optional.empty();
    }
}
