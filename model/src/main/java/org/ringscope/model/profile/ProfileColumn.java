package org.ringscope.model.profile;

/**
 * A column of a profile's table as its files hold it.
 *
 * @param type       the Parquet type ({@code int64}, {@code string}, {@code list}, …)
 * @param documented whether the schema the profile follows documents it (else it is kept and shown as found)
 * @param required   whether the documentation says every profile has it
 */
public record ProfileColumn(String name, String type, boolean documented, boolean required) {
}
