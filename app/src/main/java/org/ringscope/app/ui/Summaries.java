package org.ringscope.app.ui;

import org.ringscope.views.Document;
import org.ringscope.views.Format;
import org.ringscope.views.neff.NeffDocument;
import org.ringscope.views.reloc.UcodeDocument;

/** The status bar's one-line summaries of documents. */
final class Summaries {
    private Summaries() {
    }

    static String of(Document d) {
        if (d instanceof NeffDocument n) {
            return neff(n);
        }
        if (d instanceof UcodeDocument u) {
            var r = u.result();
            String s = plural(r.inspection().relocations().size(), "relocation") + " · "
                    + plural(r.patches().size(), "patch", "patches");
            if (r.layout() != null) {
                s += " · layout " + r.layout().label();
            }
            return s + (r.ok() ? " · prelinked " + Format.count(r.prelinkedSize()) + " B" : " · " + r.status().name());
        }
        return d.displayName();
    }

    static String neff(NeffDocument d) {
        var f = d.file();
        var m = d.manifest();
        int slots = m.subgraphs().stream().mapToInt(s -> s.instructionSlotCount()).sum();
        int dma = m.subgraphs().stream().mapToInt(s -> s.dmaEntryCount()).sum();
        return plural(f.members().count(), "member") + " · " + plural(m.subgraphs().size(), "subgraph") + " · "
                + plural(slots, "slot") + " · " + plural(dma, "DMA entry", "DMA entries") + " · " + f.hash().algorithm()
                + (f.hash().valid() ? " valid" : " MISMATCH");
    }

    /** " · 2 warnings (see the banner)" for a NEFF with warnings, else "". */
    static String warnings(Document d) {
        if (d instanceof NeffDocument n) {
            int w = n.file().warnings().size();
            return w == 0 ? "" : " · " + w + (w == 1 ? " warning" : " warnings") + " (see the banner)";
        }
        if (d instanceof UcodeDocument u && !u.result().ok()) {
            return " · the loader refused it: " + u.result().status().name();
        }
        return "";
    }

    private static String plural(long n, String one) {
        return plural(n, one, one + "s");
    }

    private static String plural(long n, String one, String many) {
        return Format.count(n) + " " + (n == 1 ? one : many);
    }
}
