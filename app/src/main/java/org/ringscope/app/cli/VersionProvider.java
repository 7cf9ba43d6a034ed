package org.ringscope.app.cli;

import org.ringscope.model.Version;
import picocli.CommandLine.IVersionProvider;

/** Prints the tool version, the JVM and the JavaFX line the jar was built for. */
public final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"ringscope " + Version.TOOL_VERSION,
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
    }
}
