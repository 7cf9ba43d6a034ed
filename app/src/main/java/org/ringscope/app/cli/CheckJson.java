package org.ringscope.app.cli;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.check.Finding;
import org.ringscope.model.check.PassesOn;
import org.ringscope.model.check.Profile;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.location.Location;

/**
 * {@code check --json}, a stable schema (docs/preflight.md): {@code profile}, {@code loads}, {@code findings
 * [{severity, rule, message, dmesg, runtimeLog, engine, queue, neffEntry, passesOn, location, verified, source}]},
 * {@code ringMemory {category: bytes}}, {@code hbm {pools}}, {@code rings}, {@code notes}.
 */
record CheckJson(ProfileJson profile, boolean loads, List<FindingJson> findings, Map<String, Long> ringMemory,
                 CheckReport.Hbm hbm, List<CheckReport.RingFigure> rings, List<String> notes) {

    /** The profile checked against, and how it was chosen. */
    record ProfileJson(String name, String arch, String release, String driver, String runtime, String instance,
                       boolean verified, String nearest, List<String> chosen) {
        static ProfileJson of(Profile p, ProfileRequest.Choice c) {
            return new ProfileJson(p.name(), p.arch().key(), p.release(), p.driver().toString(), p.runtime().toString(),
                    p.instance().name(), p.verified(), c == null ? null : c.nearest().map(Profile::name).orElse(null),
                    c == null ? List.of() : c.notes());
        }
    }

    record FindingJson(String severity, String rule, String message, List<String> dmesg, List<String> runtimeLog,
                       Integer engine, Integer queue, Finding.NeffEntry neffEntry, PassesOn passesOn,
                       LocationJson location, boolean verified, String source) {
    }

    /** Where the workbench shows a finding, flat: the ring's session key, {@code tx} / {@code rx}, the descriptor. */
    record LocationJson(String vring, String half, Integer descriptor) {
        static LocationJson of(Location l) {
            return Finding.halfOf(l).map(h -> new LocationJson(h.vring().name(), h.direction().name()
                    .toLowerCase(Locale.ROOT), Finding.descriptorOf(l))).orElse(null);
        }
    }

    static CheckJson of(CheckReport r, ProfileRequest.Choice c) {
        List<FindingJson> fs = r.findings().stream().map(f -> new FindingJson(f.severity().key(), f.rule().id(),
                f.message(), f.dmesg(), f.runtimeLog(), f.engine(), f.queue(), f.neffEntry(), f.passesOn(),
                LocationJson.of(f.location()),
                f.verified(), f.source())).toList();
        return new CheckJson(ProfileJson.of(r.profile(), c), r.loads(), fs, r.ringMemory(), r.hbm(), r.rings(),
                r.notes());
    }
}
