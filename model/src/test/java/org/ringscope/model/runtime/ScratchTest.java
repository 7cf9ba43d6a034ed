package org.ringscope.model.runtime;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ScratchTest {
    @Test
    void sample() throws Exception {
        NeuronRuntime rt = Runs.run(Runs.sample(), RunOptions.defaults());
        Files.writeString(Path.of("target/scratch.json"), new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                .writeValueAsString(rt.result()));
    }
}
