package org.ringscope.app.cli;

import java.io.PrintWriter;
import org.ringscope.model.profile.ProfileComparison;

/** {@code profile}'s text: the counts, the queues, where they part, the unmatched queues, semaphores, errors. */
final class ProfileText {
    private ProfileText() {
    }

    static void print(PrintWriter out, ProfileComparison c) {
        out.printf("profile: %s (schema %s) against %s, execution %d%n", c.profile(),
                c.schemaVersion().isEmpty() ? "unknown" : c.schemaVersion(), c.neff(), c.execution());
        out.printf("packets: %d in the profile, %d matched%n", c.rows(), c.matched());
        out.printf("%-34s %-22s %9s %9s %12s %12s  %s%n", "queue", "emulated", "profile", "emulated", "prof bytes",
                "emu bytes", "status");
        for (ProfileComparison.QueueRow q : c.queues()) {
            out.printf("%-34s %-22s %9d %9d %12d %12d  %s%n", q.queue(), q.emulated().isEmpty() ? "-" : q.emulated(),
                    q.profilePackets(), q.emulatedPackets(), q.profileBytes(), q.emulatedBytes(), q.status().word());
        }
        if (c.first() == null) {
            out.println("first divergence: none: every queue's packets match");
        } else {
            out.println("first divergence: " + c.first().message());
            if (c.first().link() != null) {
                out.println("  emulated packet: " + c.first().link().text());
            }
        }
        for (ProfileComparison.Divergence d : c.divergences()) {
            if (d != c.first()) {
                out.println("divergence: " + d.message());
            }
        }
        for (ProfileComparison.Unmatched u : c.unmatched()) {
            out.printf("unmatched: %s: %d rows on a queue the NEFF lacks%n", u.queueName(), u.rows());
        }
        for (ProfileComparison.SemaphoreRow s : c.semaphores()) {
            if (!s.status().equals("matched")) {
                out.printf("semaphore %s of nc%d: %d updates in the profile (last %d), %d emulated: %s%s%n", s.id(),
                        s.core(), s.profileUpdates(), s.lastValue(), s.emulatedUpdates(), s.status(),
                        s.next().isEmpty() ? "" : "; next: " + s.next());
            }
        }
        for (ProfileComparison.ErrorRow e : c.errors()) {
            out.printf("error row %d: %s %s -> %s (%s)%n", e.row(), e.description(), e.metadata(),
                    e.tiedTo().isEmpty() ? "nothing named" : e.tiedTo(), e.how());
        }
        for (String n : c.notes()) {
            out.println("note: " + n);
        }
        out.flush();
    }
}
