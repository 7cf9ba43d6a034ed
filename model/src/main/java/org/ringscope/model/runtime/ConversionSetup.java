package org.ringscope.model.runtime;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Optional;
import org.ringscope.model.InputException;
import org.ringscope.model.cast.Conversion;
import org.ringscope.model.cast.Fp8Config;
import org.ringscope.model.cast.Rounding;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.Subgraph;

/**
 * The data-conversion registers a subgraph's core gets at load (docs/reference/dge.md: the runtime writes the FP8
 * control and "data conversion" registers of every DMA engine from {@code def.json}'s
 * {@code fp8_conversion_config}; stochastic rounding is a runtime option). Decision 1101.
 */
final class ConversionSetup {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ConversionSetup() {
    }

    /** The conversion of {@code sg}: its {@code fp8_conversion_config} ({@link Fp8Config#DEFAULT} without one). */
    static Conversion of(NeffFile neff, Subgraph sg, Rounding rounding) throws InputException {
        Optional<byte[]> def = neff.members().get(sg.definition());
        if (def.isEmpty()) {
            return new Conversion(Fp8Config.DEFAULT, rounding);
        }
        JsonNode c;
        try {
            c = JSON.readTree(def.get()).path("fp8_conversion_config");
        } catch (IOException e) {
            throw new InputException(neff.source(), -1, sg.definition(), "not JSON: " + e.getMessage());
        }
        if (!c.isObject()) {
            return new Conversion(Fp8Config.DEFAULT, rounding);
        }
        Fp8Config d = Fp8Config.DEFAULT;
        Fp8Config f = new Fp8Config(c.path("fp8_range_extension").asBoolean(d.rangeExtension()),
                c.path("emax_fp8_e4m3").asInt(d.emaxE4m3()), c.path("emax_fp8_e5m2").asInt(d.emaxE5m2()),
                c.path("ocp_sat").asBoolean(d.ocpSat()), c.path("fp8_sis").asBoolean(d.sis()),
                c.path("fp8_sns").asBoolean(d.sns()));
        return new Conversion(f, rounding);
    }
}
