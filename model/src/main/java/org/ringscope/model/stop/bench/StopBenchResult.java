package org.ringscope.model.stop.bench;

import java.util.List;

/**
 * What {@link StopBenchmark} measured over one run: the write index it shares with provenance, and per condition
 * form the first search (which builds what the form keeps) and the median and slowest of the rest.
 *
 * @param file                 the NEFF
 * @param steps                the run's steps
 * @param runSeconds           the run
 * @param indexMillis          building the write index over the whole journal (once a session)
 * @param indexBytesPerWrite   the index's bytes a write record (the budget is 16)
 * @param forms                one row a condition form
 */
public record StopBenchResult(String file, int steps, double runSeconds, double indexMillis,
                              double indexBytesPerWrite, List<Form> forms) {
    /**
     * One condition form.
     *
     * @param form         the form's name ({@code write}, {@code descriptor executed}, …)
     * @param example      one of the conditions searched
     * @param searches     searches timed after the first, forward and backward from random steps
     * @param found        how many of them found a match
     * @param firstMillis  the first search
     * @param medianMillis the median of the rest
     * @param maxMillis    the slowest of the rest
     */
    public record Form(String form, String example, int searches, int found, double firstMillis, double medianMillis,
                       double maxMillis) {
    }

    /** The slowest search of any form, the first ones included. */
    public double worstMillis() {
        return forms.stream().mapToDouble(f -> Math.max(f.firstMillis(), f.maxMillis())).max().orElse(0);
    }
}
