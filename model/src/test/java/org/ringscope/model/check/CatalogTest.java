package org.ringscope.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The profile data: every rule sourced, the profiles of each arch, the nearest profile for another version. */
class CatalogTest {
    private final Catalog c = Catalog.standard();

    @Test
    void everyRuleHasAnEntryWithASourceAndVariants() {
        for (Rule r : Rule.values()) {
            RuleSpec s = c.rule(r);
            assertEquals(r, s.rule());
            assertFalse(s.source().isBlank(), r.id());
            assertFalse(s.variants().isEmpty(), r.id());
            assertFalse(s.function().isBlank(), r.id());
        }
    }

    @Test
    void theDriverRulesChangeWhereTheSourceSaysTheyDo() {
        Profile old = c.custom(CheckArch.SUNDA, Version.parse("2.8.4.0"), Version.parse("2.12.16.0"),
                c.defaultInstance(CheckArch.SUNDA));
        Profile fixed = old.withDriver(Version.parse("2.9.4.0"), c);
        assertEquals(16_777_216L, c.at(Rule.QUEUE_TOO_LARGE, old).orElseThrow().number("value"));
        assertEquals(16_777_200L, c.at(Rule.QUEUE_TOO_LARGE, fixed).orElseThrow().number("value"));
        assertEquals("power-of-two", c.at(Rule.RING_LENGTH, old).orElseThrow().text("law"));
        assertEquals("multiple", c.at(Rule.RING_LENGTH, fixed).orElseThrow().text("law"));
        assertTrue(c.at(Rule.RING_ALIGNMENT, old).isEmpty());
        assertTrue(c.at(Rule.RING_REGISTER, old).isPresent());
        assertTrue(c.at(Rule.RING_REGISTER, fixed).isEmpty());
        assertTrue(c.at(Rule.SMALL_GENPOOL, old).isEmpty());
        assertTrue(c.at(Rule.SMALL_GENPOOL, old.withDriver(Version.parse("2.19.64.0"), c)).isPresent());
    }

    @Test
    void theRuntimeRulesChangeWhereTheSourceSaysTheyDo() {
        Profile p = c.profile("sunda@2.15.0").orElseThrow();
        assertEquals(0x800000000000_00ffL, c.at(Rule.NEFF_FEATURES, p).orElseThrow().number("value"));
        assertEquals(0x1ffL, c.at(Rule.NEFF_FEATURES, c.profile("sunda@2.16.0").orElseThrow()).orElseThrow()
                .number("value"));
        assertEquals(0x7ffffffL, c.at(Rule.NEFF_FEATURES, c.profile("sunda@2.29.0").orElseThrow()).orElseThrow()
                .number("value"));
        assertEquals("old", c.at(Rule.HBM, c.profile("sunda@2.19.0").orElseThrow()).orElseThrow().text("format"));
        assertEquals("new", c.at(Rule.HBM, c.profile("sunda@2.21.0").orElseThrow()).orElseThrow().text("format"));
        assertTrue(c.at(Rule.QUEUE_SET_INSTANCES, c.profile("sunda@2.27.0").orElseThrow()).isPresent());
        assertTrue(c.at(Rule.QUEUE_SET_INSTANCES, c.profile("sunda@2.29.0").orElseThrow()).isEmpty());
    }

    @Test
    void eachArchHasAProfilePerReleaseFromItsFirstAndTheNewestIsCurrent() {
        assertEquals("sunda@2.3.0", c.profiles(CheckArch.SUNDA).get(0).name());
        assertEquals("cayman@2.21.0", c.profiles(CheckArch.CAYMAN).get(0).name());
        assertEquals("mariana@2.27.0", c.profiles(CheckArch.MARIANA).get(0).name());
        for (CheckArch a : List.of(CheckArch.SUNDA, CheckArch.CAYMAN, CheckArch.MARIANA)) {
            Profile cur = c.current(a);
            assertEquals(a.key() + "@2.32.0", cur.name());
            assertEquals("2.30.2.0", cur.driver().toString());
            assertEquals("2.34.10.0", cur.runtime().toString());
            assertFalse(cur.verified(), "drivers after 2.25.4.0 have no public source");
        }
        assertTrue(c.profile("sunda@2.27.0").orElseThrow().verified());
        assertEquals(c.releases().size(), c.profiles(CheckArch.SUNDA).size());
        assertEquals(CheckArch.INF1, c.profile("inf1@2021-12").orElseThrow().arch());
    }

    @Test
    void instancesCarryTheirHbm() {
        assertEquals(16L << 30, c.findInstance("inf2.24xlarge").orElseThrow().channelBytes());
        assertEquals(24L << 30, c.findInstance("trn2.48xlarge").orElseThrow().channelBytes());
        assertEquals(36L << 30, c.findInstance("trn3s.48xlarge").orElseThrow().channelBytes());
        Instance trn2 = c.findInstance("trn2.48xlarge").orElseThrow();
        assertEquals(0, trn2.channelOf(1), "two cores share an HBM on Trn2");
        assertEquals(1, trn2.channelOf(2));
    }

    @Test
    void anotherVersionGetsTheNearestProfile() {
        ProfileRequest.Choice d = new ProfileRequest(Optional.empty(), Optional.of(CheckArch.SUNDA),
                Optional.of(Version.parse("2.10.12.0")), Optional.empty(), Optional.empty()).resolve(c, Optional.empty());
        assertEquals("sunda@2.11.0", d.nearest().orElseThrow().name());
        assertEquals("2.10.12.0", d.profile().driver().toString());
        assertEquals("2.14.8.0", d.profile().runtime().toString(), "the nearest release's runtime");

        ProfileRequest.Choice r = new ProfileRequest(Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.of(Version.parse("2.21.41.0")), Optional.of("inf2.24xlarge")).resolve(c, Optional.empty());
        assertEquals("sunda@2.19.0", r.nearest().orElseThrow().name());
        assertEquals("2.17.17.0", r.profile().driver().toString());

        ProfileRequest.Choice old = new ProfileRequest(Optional.empty(), Optional.of(CheckArch.CAYMAN),
                Optional.of(Version.parse("2.0.0.0")), Optional.empty(), Optional.empty()).resolve(c, Optional.empty());
        assertEquals("cayman@2.21.0", old.nearest().orElseThrow().name(), "older than every release: the oldest");

        assertEquals("cayman@2.32.0", ProfileRequest.NONE.resolve(c, Optional.of(CheckArch.CAYMAN)).profile().name());
        assertEquals("sunda@2.32.0", ProfileRequest.NONE.resolve(c, Optional.of(CheckArch.SUNDA)).profile().name());
    }

    @Test
    void requestsThatCannotHoldAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> ProfileRequest.named("sunda@9.9").resolve(c, Optional.empty()));
        assertThrows(IllegalArgumentException.class, () -> new ProfileRequest(Optional.empty(),
                Optional.of(CheckArch.CAYMAN), Optional.empty(), Optional.empty(), Optional.of("inf2.xlarge"))
                .resolve(c, Optional.empty()));
        assertThrows(IllegalArgumentException.class, () -> new ProfileRequest(Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.of("p4d.24xlarge")).resolve(c, Optional.empty()));
        assertThrows(IllegalArgumentException.class, () -> Version.parse("2.x"));
        assertThrows(IllegalArgumentException.class, () -> Version.parse("1.2.3.4.5"));
    }

    @Test
    void versionsCompareByValueAndRangesByTheirEnds() {
        assertEquals(Version.parse("1.1"), Version.parse("1.1.0.0"));
        assertTrue(Version.parse("2.10.11.0").compareTo(Version.parse("2.9.4.0")) > 0);
        VersionRange before = VersionRange.parse("..<2.19.5.0");
        assertTrue(before.contains(Version.parse("2.19.4.9")));
        assertFalse(before.contains(Version.parse("2.19.5.0")));
        assertEquals("≤ 2.8.4.0", VersionRange.parse("..2.8.4.0").describe());
        assertEquals("≥ 2.9.4.0", VersionRange.parse("2.9.4.0..").describe());
    }

    @Test
    void theDriverAxisHoldsEveryReleaseAndTagFromTheArchsFirst() {
        List<Version> d = c.axis(CheckArch.SUNDA, true);
        assertEquals(Version.parse("2.5.41.0"), d.get(0));
        assertTrue(d.contains(Version.parse("2.8.4.0")) && d.contains(Version.parse("2.9.4.0")));
        assertTrue(d.contains(Version.parse("2.20.74.0")), "a tag no release ships");
        List<Version> r = c.axis(CheckArch.CAYMAN, false);
        assertEquals(Version.parse("2.23.110.0"), r.get(0));
    }
}
