package org.ringscope.model.check;

/**
 * When and where a runtime log line was printed: {@code time} as the runtime prints it without the fraction
 * ({@code 2024-Jul-10 09:14:38}), the fraction in microseconds, and the process and thread ids.
 */
public record LogStamp(String time, int micros, long pid, long tid) {
}
