package org.ringscope.app.cli;

import java.util.Optional;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckArch;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.check.Version;
import picocli.CommandLine.Option;

/** The version profile options {@code check} and {@code triage} share: a profile by name, or arch and versions. */
final class ProfileOptions {
    @Option(names = "--arch", paramLabel = "A", description = "sunda, cayman, mariana or inf1 (default: the NEFF's "
            + "target, or the instance's)")
    String arch;

    @Option(names = "--driver", paramLabel = "V", description = "aws-neuronx-dkms version, e.g. 2.10.11.0 (default: the "
            + "nearest release's)")
    String driver;

    @Option(names = "--runtime", paramLabel = "V", description = "aws-neuronx-runtime-lib version, e.g. 2.21.41.0 "
            + "(default: the nearest release's)")
    String runtime;

    @Option(names = "--instance", paramLabel = "T", description = "instance type, e.g. inf2.24xlarge (default: the "
            + "profile's)")
    String instance;

    @Option(names = "--profile", paramLabel = "NAME", description = "a profile of check --profiles, e.g. sunda@2.19.0")
    String profile;

    /** Whether any was given. */
    boolean any() {
        return arch != null || driver != null || runtime != null || instance != null || profile != null;
    }

    /**
     * The request they make.
     *
     * @throws IllegalArgumentException an unknown arch or a version that does not parse, naming the option
     */
    ProfileRequest request() {
        return new ProfileRequest(Optional.ofNullable(profile), arch == null ? Optional.empty()
                : Optional.of(CheckArch.find(arch).orElseThrow(() -> new IllegalArgumentException("--arch: unknown "
                        + "arch '" + arch + "' (sunda, cayman, mariana, inf1)"))),
                Optional.ofNullable(driver).map(v -> version("--driver", v, true)),
                Optional.ofNullable(runtime).map(v -> version("--runtime", v, false)), Optional.ofNullable(instance));
    }

    private static Version version(String option, String text, boolean isDriver) {
        try {
            return Catalog.standard().typed(text, isDriver);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + ": " + e.getMessage());
        }
    }
}
