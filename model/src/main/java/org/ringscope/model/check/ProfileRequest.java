package org.ringscope.model.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the user named: a profile by name, or any of arch, driver, runtime and instance; the rest comes from the
 * nearest profile (decision 1050). {@link #resolve} picks it.
 */
public record ProfileRequest(Optional<String> name, Optional<CheckArch> arch, Optional<Version> driver,
                             Optional<Version> runtime, Optional<String> instance) {
    /** Nothing named: the current profile of the NEFF's arch. */
    public static final ProfileRequest NONE = new ProfileRequest(Optional.empty(), Optional.empty(), Optional.empty(),
            Optional.empty(), Optional.empty());

    /** A profile by name. */
    public static ProfileRequest named(String name) {
        return new ProfileRequest(Optional.of(name), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
    }

    /**
     * The request a line of text makes, as the workbench's load check takes it: {@code auto} (nothing named), a
     * profile's name, or words and values as {@code check} takes its options, with or without their dashes —
     * {@code driver 2.8.4.0}, {@code --runtime 2.21.41.0 --instance inf2.24xlarge}, {@code sunda@2.19.0 driver 2.18.12.0}.
     * A version has four numbers ({@link Catalog#typed}).
     *
     * @throws IllegalArgumentException what is wrong with the text: an unknown word or arch, a word without its value,
     *                                  a version that does not parse or is incomplete
     */
    public static ProfileRequest parse(String text, Catalog c) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty() || t.equals("auto")) {
            return NONE;
        }
        if (c.profile(t).isPresent()) {
            return named(t);
        }
        String[] w = t.split("\\s+");
        Optional<String> name = Optional.empty();
        Optional<CheckArch> arch = Optional.empty();
        Optional<Version> driver = Optional.empty();
        Optional<Version> runtime = Optional.empty();
        Optional<String> instance = Optional.empty();
        int i = 0;
        if (c.profile(w[0]).isPresent()) {
            name = Optional.of(w[0]);
            i = 1;
        }
        for (; i < w.length; i += 2) {
            String key = w[i].startsWith("--") ? w[i].substring(2) : w[i];
            if (i + 1 >= w.length) {
                throw new IllegalArgumentException("'" + key + "' wants a value (" + FORMS + ")");
            }
            String v = w[i + 1];
            switch (key) {
                case "driver" -> driver = Optional.of(c.typed(v, true));
                case "runtime" -> runtime = Optional.of(c.typed(v, false));
                case "arch" -> arch = Optional.of(CheckArch.find(v).orElseThrow(() -> new IllegalArgumentException(
                        "unknown arch '" + v + "' (sunda, cayman, mariana, inf1)")));
                case "instance" -> instance = Optional.of(v);
                case "profile" -> name = Optional.of(c.requireProfile(v).name());
                default -> throw new IllegalArgumentException("'" + w[i] + "' is not a profile nor one of " + FORMS);
            }
        }
        return new ProfileRequest(name, arch, driver, runtime, instance);
    }

    /** The words {@link #parse} takes. */
    static final String FORMS = "auto, a profile's name, or driver V, runtime V, arch A, instance T";

    /** The profile chosen, and how (one line per choice the user did not make). */
    public record Choice(Profile profile, Optional<Profile> nearest, List<String> notes) {
        public Choice {
            notes = List.copyOf(notes);
        }
    }

    /**
     * The profile for this request on a NEFF whose kelf target is {@code neffArch} (empty for {@code "*"}: then the
     * arch comes from the request, or is CAYMAN as the runtime defaults).
     *
     * @throws IllegalArgumentException an unknown profile or instance, or an instance of another arch
     */
    public Choice resolve(Catalog c, Optional<CheckArch> neffArch) {
        List<String> notes = new ArrayList<>();
        if (name.isPresent()) {
            Profile p = c.requireProfile(name.get());
            if (arch.isPresent() || driver.isPresent() || runtime.isPresent() || instance.isPresent()) {
                return fromBase(c, p, notes);
            }
            return new Choice(p, Optional.of(p), notes);
        }
        Optional<Instance> inst = instance.map(n -> c.findInstance(n).orElseThrow(() -> new IllegalArgumentException(
                "unknown instance type '" + n + "' (known: " + String.join(", ", c.instances().keySet()) + ")")));
        CheckArch a = arch.or(() -> inst.map(Instance::arch)).or(() -> neffArch).orElse(CheckArch.CAYMAN);
        if (arch.isEmpty() && inst.isEmpty()) {
            notes.add("arch " + a.key() + (neffArch.isPresent() ? ": the NEFF's target" : ": the runtime's default for "
                    + "a NEFF compiled for any arch"));
        }
        List<Profile> ps = c.profiles(a);
        if (ps.isEmpty()) {
            throw new IllegalArgumentException("no profile for arch " + a.key());
        }
        Profile base;
        String older = "";
        if (driver.isPresent()) {
            base = nearest(ps, driver.get(), true);
            older = olderThanAll(ps, driver.get(), true, a);
        } else if (runtime.isPresent()) {
            base = nearest(ps, runtime.get(), false);
            older = olderThanAll(ps, runtime.get(), false, a);
        } else {
            base = ps.get(ps.size() - 1);
        }
        return fromBase(c, base, notes, older);
    }

    /**
     * {@code ", the oldest cayman release: driver 2.8.4.0 is older than every cayman release's (2.19.64.0 and newer)"}
     * when {@code v} is older than every profile's, else empty: the other version then comes from a release that did
     * not ship with it, and the note says so.
     */
    private static String olderThanAll(List<Profile> ps, Version v, boolean byDriver, CheckArch a) {
        Version first = byDriver ? ps.get(0).driver() : ps.get(0).runtime();
        return v.compareTo(first) >= 0 ? "" : ", the oldest " + a.key() + " release: " + (byDriver ? "driver " : "runtime ")
                + v + " is older than every " + a.key() + " release's (" + first + " and newer)";
    }

    private Choice fromBase(Catalog c, Profile base, List<String> notes) {
        return fromBase(c, base, notes, "");
    }

    private Choice fromBase(Catalog c, Profile base, List<String> notes, String older) {
        CheckArch a = arch.orElse(base.arch());
        if (a != base.arch()) {
            base = c.current(a);
        }
        Instance inst = instance.map(n -> c.findInstance(n).orElseThrow(() -> new IllegalArgumentException(
                "unknown instance type '" + n + "'"))).orElse(base.instance());
        if (inst.arch() != a) {
            throw new IllegalArgumentException("instance " + inst.name() + " is " + inst.arch().key() + ", not " + a.key());
        }
        Version d = driver.orElse(base.driver());
        Version r = runtime.orElse(base.runtime());
        if (driver.isEmpty()) {
            notes.add("driver " + d + ": from " + base.name() + older);
        }
        if (runtime.isEmpty()) {
            notes.add("runtime " + r + ": from " + base.name() + older);
        }
        if (d.equals(base.driver()) && r.equals(base.runtime()) && inst.equals(base.instance()) && a == base.arch()) {
            return new Choice(base, Optional.of(base), notes);
        }
        return new Choice(c.custom(a, d, r, inst), Optional.of(base), notes);
    }

    /** The profile whose version is the newest at or below {@code v}; the oldest when {@code v} is older than all. */
    static Profile nearest(List<Profile> ps, Version v, boolean byDriver) {
        Profile best = null;
        for (Profile p : ps) {
            Version pv = byDriver ? p.driver() : p.runtime();
            if (pv.atMost(v) && (best == null || pv.atLeast(byDriver ? best.driver() : best.runtime()))) {
                best = p;
            }
        }
        return best != null ? best : ps.get(0);
    }
}
