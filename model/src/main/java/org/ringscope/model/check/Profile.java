package org.ringscope.model.check;

/**
 * What a NEFF is checked against: an arch, a driver version, a runtime version and an instance type.
 *
 * @param name     {@code sunda@2.19.0} for a release's profile, {@code inf1@2021-12} for an extra one, or a
 *                 description of a custom pairing
 * @param release  the Neuron release it comes from, or empty for a custom pairing
 * @param verified whether both versions lie within the public sources (the driver at or below the last driver
 *                 whose source is public); an unverified profile's driver rules are the newest public ones
 * @param note     what the profile stands for, or empty
 */
public record Profile(String name, CheckArch arch, String release, Version driver, Version runtime, Instance instance,
                      boolean verified, String note) {
    /** The same profile on another driver version. */
    public Profile withDriver(Version v, Catalog c) {
        return c.custom(arch, v, runtime, instance);
    }

    /** The same profile on another runtime version. */
    public Profile withRuntime(Version v, Catalog c) {
        return c.custom(arch, driver, v, instance);
    }

    /** One line: name, instance and versions. */
    public String describe() {
        return name + " (" + arch.key() + ", " + instance.name() + ", driver " + driver + ", runtime " + runtime
                + (verified ? "" : ", unverified") + ")";
    }
}
