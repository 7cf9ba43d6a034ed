package org.ringscope.model.check;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The pre-flight data ({@value #RESOURCE}): every {@link Rule} with its versions and source, the instance types, the
 * Neuron releases and the profiles built from them — one per release on each arch it supports, plus the extra
 * profiles (decision 1050). Loaded once.
 */
public final class Catalog {
    /** The resource beside this class. */
    public static final String RESOURCE = "profiles.json";

    private static volatile Catalog standard;

    private final Map<Rule, RuleSpec> rules;
    private final Map<String, Instance> instances;
    private final List<Release> releases;
    private final Map<CheckArch, String> defaultInstance = new EnumMap<>(CheckArch.class);
    private final Map<CheckArch, String> firstRelease = new EnumMap<>(CheckArch.class);
    private final List<Profile> profiles;
    private final Version mirrorDriver;
    private final List<Version> driverTags;
    private final String releasesSource;

    private Catalog(JsonNode root) {
        mirrorDriver = Version.parse(root.path("mirror").path("driver").asText());
        releasesSource = root.path("releasesSource").asText("");
        List<Version> tags = new ArrayList<>();
        root.path("driverTags").forEach(t -> tags.add(Version.parse(t.asText())));
        driverTags = List.copyOf(tags);
        Map<Rule, RuleSpec> r = new EnumMap<>(Rule.class);
        for (JsonNode n : root.path("rules")) {
            RuleSpec s = rule(n);
            if (r.put(s.rule(), s) != null) {
                throw new IllegalStateException(RESOURCE + ": rule " + s.rule().id() + " twice");
            }
        }
        for (Rule x : Rule.values()) {
            if (!r.containsKey(x)) {
                throw new IllegalStateException(RESOURCE + ": no entry for rule " + x.id());
            }
        }
        rules = Collections.unmodifiableMap(r);
        Map<String, Instance> in = new LinkedHashMap<>();
        for (JsonNode n : root.path("instances")) {
            in.put(n.path("name").asText(), new Instance(n.path("name").asText(), arch(n.path("arch").asText()),
                    n.path("devices").asInt(), n.path("ncPerDevice").asInt(), n.path("hbmChannels").asInt(),
                    n.path("channelBytes").asLong(), n.path("ncPerChannel").asInt(1), n.path("source").asText("")));
        }
        instances = Collections.unmodifiableMap(in);
        List<Release> rel = new ArrayList<>();
        for (JsonNode n : root.path("releases")) {
            rel.add(new Release(n.path("neuron").asText(), Version.parse(n.path("driver").asText()),
                    Version.parse(n.path("runtime").asText())));
        }
        releases = List.copyOf(rel);
        List<Profile> ps = new ArrayList<>();
        for (JsonNode a : root.path("archs")) {
            CheckArch arch = arch(a.path("arch").asText());
            defaultInstance.put(arch, a.path("instance").asText());
            firstRelease.put(arch, a.path("from").asText());
            Version from = Version.parse(a.path("from").asText());
            for (Release x : releases) {
                if (Version.parse(x.neuron()).atLeast(from)) {
                    ps.add(profile(arch.key() + "@" + x.neuron(), arch, x.neuron(), x.driver(), x.runtime(),
                            instance(a.path("instance").asText()), a.path("note").asText("")));
                }
            }
        }
        for (JsonNode n : root.path("extraProfiles")) {
            CheckArch arch = arch(n.path("arch").asText());
            defaultInstance.putIfAbsent(arch, n.path("instance").asText());
            ps.add(profile(n.path("name").asText(), arch, "", Version.parse(n.path("driver").asText()),
                    Version.parse(n.path("runtime").asText()), instance(n.path("instance").asText()),
                    n.path("note").asText("")));
        }
        profiles = List.copyOf(ps);
    }

    /** The bundled catalog. */
    public static Catalog standard() {
        Catalog c = standard;
        if (c == null) {
            synchronized (Catalog.class) {
                c = standard;
                if (c == null) {
                    try (InputStream in = Catalog.class.getResourceAsStream(RESOURCE)) {
                        if (in == null) {
                            throw new IllegalStateException("resource " + RESOURCE + " is missing");
                        }
                        c = new Catalog(new ObjectMapper().readTree(in));
                    } catch (IOException e) {
                        throw new UncheckedIOException(RESOURCE + ": " + e.getMessage(), e);
                    }
                    standard = c;
                }
            }
        }
        return c;
    }

    private static RuleSpec rule(JsonNode n) {
        String id = n.path("id").asText();
        Rule r = Rule.byId(id);
        if (r == null) {
            throw new IllegalStateException(RESOURCE + ": unknown rule " + id);
        }
        List<Variant> vs = new ArrayList<>();
        for (JsonNode v : n.path("variants")) {
            Set<CheckArch> arches = EnumSet.noneOf(CheckArch.class);
            v.path("arch").forEach(a -> arches.add(arch(a.asText())));
            vs.add(new Variant(VersionRange.parse(v.path("versions").asText("..")), arches, v,
                    v.path("verified").asBoolean(false)));
        }
        String source = n.path("source").asText("");
        if (source.isBlank()) {
            throw new IllegalStateException(RESOURCE + ": rule " + id + " names no source");
        }
        return new RuleSpec(r, n.path("layer").asText(), n.path("stage").asText(), n.path("function").asText(),
                n.path("subsystem").asText(""), n.path("what").asText(), n.path("constant").asText(""),
                n.path("errno").asInt(0), n.path("status").asInt(0), n.path("statusName").asText(""), source,
                "driver".equals(n.path("by").asText()), vs);
    }

    private static CheckArch arch(String key) {
        return CheckArch.find(key).orElseThrow(() -> new IllegalStateException(RESOURCE + ": unknown arch " + key));
    }

    private Profile profile(String name, CheckArch arch, String release, Version driver, Version runtime, Instance inst,
            String note) {
        return new Profile(name, arch, release, driver, runtime, inst, driver.atMost(mirrorDriver), note);
    }

    /** The fraction digits of the runtime log's time on {@code p} (rule {@code log-format}; decision 1053). */
    public int logFractionDigits(Profile p) {
        return at(Rule.LOG_FORMAT, p).map(v -> (int) v.number("value", 6)).orElse(6);
    }

    /** A profile for a pairing no release names. */
    public Profile custom(CheckArch arch, Version driver, Version runtime, Instance inst) {
        return profile(arch.key() + " driver " + driver + " runtime " + runtime + " " + inst.name(), arch, "", driver,
                runtime, inst, "");
    }

    public RuleSpec rule(Rule r) {
        return rules.get(r);
    }

    /** The variant of {@code r} in force on {@code p}. */
    public Optional<Variant> at(Rule r, Profile p) {
        return rules.get(r).at(p);
    }

    public List<RuleSpec> rules() {
        return List.copyOf(rules.values());
    }

    public Map<String, Instance> instances() {
        return instances;
    }

    public Optional<Instance> findInstance(String name) {
        return Optional.ofNullable(instances.get(name));
    }

    private Instance instance(String name) {
        Instance i = instances.get(name);
        if (i == null) {
            throw new IllegalStateException(RESOURCE + ": unknown instance " + name);
        }
        return i;
    }

    /** The instance a profile of {@code arch} names when the user names none. */
    public Instance defaultInstance(CheckArch arch) {
        return instance(defaultInstance.get(arch));
    }

    public List<Release> releases() {
        return releases;
    }

    /** Every profile, arch by arch, release by release, then the extra ones. */
    public List<Profile> profiles() {
        return profiles;
    }

    public Optional<Profile> profile(String name) {
        return profiles.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /**
     * The profile named {@code name}, as {@code check --profile} and {@code gui --check-profile} take it.
     *
     * @throws IllegalArgumentException {@code unknown profile 'NAME' (ringscope check --profiles lists them)}
     */
    public Profile requireProfile(String name) {
        return profile(name).orElseThrow(() -> new IllegalArgumentException("unknown profile '" + name
                + "' (ringscope check --profiles lists them)"));
    }

    /** The profiles of {@code arch}, oldest release first. */
    public List<Profile> profiles(CheckArch arch) {
        return profiles.stream().filter(p -> p.arch() == arch).toList();
    }

    /** The current profile of an arch: its newest release. */
    public Profile current(CheckArch arch) {
        List<Profile> ps = profiles(arch);
        return ps.get(ps.size() - 1);
    }

    /**
     * A driver or runtime version as a user types it: all four numbers, or one the catalog knows spelled as it is
     * ({@code 1.1}). A shorter form names no single version ({@code 2.8} could be 2.8.0.0 or 2.8.4.0), so it is
     * refused with the known versions it could mean (decision 1450).
     *
     * @throws IllegalArgumentException a text that is not a version, or an incomplete one
     */
    public Version typed(String text, boolean driver) {
        Version v = Version.parse(text);
        int parts = text.split("\\.", -1).length;
        List<Version> known = known(driver);
        if (parts == 4 || known.stream().anyMatch(k -> k.text().equals(text))) {
            return v;
        }
        List<String> could = known.stream().filter(k -> startsWith(k, v, parts)).map(Version::text).toList();
        String what = driver ? "driver" : "runtime";
        throw new IllegalArgumentException("'" + text + "' is not a whole " + what + " version: give all four numbers ("
                + (could.isEmpty() ? "no known " + what + " starts " + text + "; e.g. " + known.get(known.size() - 1)
                        : "known " + what + (could.size() == 1 ? "" : "s") + " starting " + text + ": "
                        + String.join(", ", could)) + ")");
    }

    /** Every driver (the releases' and the public source's tags) or runtime (the releases') the catalog names, in order. */
    public List<Version> known(boolean driver) {
        TreeSet<Version> out = new TreeSet<>();
        releases.forEach(r -> out.add(driver ? r.driver() : r.runtime()));
        profiles.forEach(p -> out.add(driver ? p.driver() : p.runtime()));
        if (driver) {
            out.addAll(driverTags);
        }
        return List.copyOf(out);
    }

    private static boolean startsWith(Version k, Version v, int parts) {
        int[] a = {k.major(), k.minor(), k.patch(), k.build()};
        int[] b = {v.major(), v.minor(), v.patch(), v.build()};
        for (int i = 0; i < parts; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    /** The last driver whose source is public: profiles above it are unverified. */
    public Version mirrorDriver() {
        return mirrorDriver;
    }

    public String releasesSource() {
        return releasesSource;
    }

    /**
     * The versions worth trying on one axis for {@code arch}, in order: every release's from the arch's first release
     * on and, for the driver, every tag of the public driver source from there (the rules change at those).
     */
    public List<Version> axis(CheckArch arch, boolean driver) {
        List<Profile> ps = profiles(arch);
        return ps.isEmpty() ? List.of() : axis(ps.get(0), driver);
    }

    /**
     * The versions worth trying on one axis from {@code base}: {@link #axis(CheckArch, boolean)} of its arch, its own
     * version, and every version at which a rule keyed on that axis (or the driver pairing) starts or stops, from the
     * older of its version and the arch's first release's on — so the asked version is always a point, and a rule
     * that changes between releases changes on the axis too.
     */
    public List<Version> axis(Profile base, boolean driver) {
        TreeSet<Version> out = new TreeSet<>();
        List<Profile> ps = profiles(base.arch());
        Version own = driver ? base.driver() : base.runtime();
        Version floor = own;
        if (!ps.isEmpty()) {
            Version first = driver ? ps.get(0).driver() : ps.get(0).runtime();
            floor = first.atMost(own) ? first : own;
            for (Profile p : ps) {
                out.add(driver ? p.driver() : p.runtime());
            }
        }
        out.add(own);
        if (driver) {
            out.addAll(driverTags);
        }
        for (RuleSpec r : rules.values()) {
            for (Variant v : r.variants()) {
                if (r.byDriver() == driver) {
                    edges(v.versions(), out);
                }
                if (!driver && r.rule() == Rule.PAIRING || driver && v.has("driver")) {
                    edges(driver ? VersionRange.parse(v.text("driver")) : v.versions(), out);
                }
            }
        }
        Version lowest = floor;
        return out.stream().filter(v -> v.atLeast(lowest)).toList();
    }

    /** Where {@code r} starts and, when its end is excluded, where it stops. */
    private static void edges(VersionRange r, Set<Version> out) {
        if (!r.lo().equals(Version.MIN)) {
            out.add(r.lo());
        }
        if (r.hiExcluded()) {
            out.add(r.hi());
        }
    }
}
