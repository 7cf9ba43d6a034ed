package org.ringscope.model.check;

import java.util.List;

/**
 * Where a finding would pass: the driver versions (with the profile's runtime), the runtime versions (with its
 * driver) and the instance types (with its versions) on which its subject has no error.
 *
 * @param text      one line: {@code loads with driver ≤ 2.8.4.0}, {@code loads with runtime ≥ 2.19.5.0},
 *                  {@code loads on trn2.48xlarge}, or {@code no known version or instance loads it}
 * @param drivers   the passing driver versions as ranges ({@code ..2.8.4.0})
 * @param runtimes  the passing runtime versions as ranges
 * @param instances the passing instance types
 */
public record PassesOn(String text, List<String> drivers, List<String> runtimes, List<String> instances) {
    public PassesOn {
        drivers = List.copyOf(drivers);
        runtimes = List.copyOf(runtimes);
        instances = List.copyOf(instances);
    }
}
