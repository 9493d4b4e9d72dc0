package parlor.relay.ops;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each entity's share of the operator logs, so that none can push the relay's own events out of
 * the files' caps: a bucket of lines that refills by the minute, and a total per day. An entity
 * whose share is spent has its lines counted, not written, until the bucket is full again (or,
 * for the day's total, until midnight); one line says so as it is spent and one what was counted
 * as it refills. Pure: callers pass the time. Not thread-safe: its owner holds the lock.
 */
final class LogBudget {

    /** How many lines an entity may write at once, and in a minute after that; and in a day. */
    record Share(int perMinute, int perDay) {

        /** A day's conversations write a few dozen lines an entity; a web entry answering fast, a few hundred. */
        static final Share DEFAULT = new Share(60, 2_000);
    }

    /** What to do with one line: write it, or not (and, for the first not, say that the share is spent). */
    enum Verdict {
        WRITE,
        SPENT,
        COUNTED
    }

    private static final class Account {
        double lines;
        Instant filled;
        LocalDate day;
        int today;
        Instant spentAt;
        boolean spentForTheDay;
        long notWritten;

        Account(double lines, Instant now, LocalDate day) {
            this.lines = lines;
            this.filled = now;
            this.day = day;
        }
    }

    private final Share share;
    private final ZoneId zone;
    private final Map<String, Account> accounts = new LinkedHashMap<>();

    LogBudget(Share share, ZoneId zone) {
        this.share = share;
        this.zone = zone;
    }

    /** One line of {@code entity}'s standing for {@code events} of its events (a counted line for many). */
    Verdict spend(String entity, Instant now, long events) {
        Account account = accounts.computeIfAbsent(entity, e -> new Account(share.perMinute(), now, day(now)));
        refill(account, now);
        if (account.spentAt != null) {
            account.notWritten += events;
            return Verdict.COUNTED;
        }
        if (account.lines < 1 || account.today >= share.perDay()) {
            account.spentAt = now;
            account.spentForTheDay = account.today >= share.perDay();
            account.notWritten += events;
            return Verdict.SPENT;
        }
        account.lines--;
        account.today++;
        return Verdict.WRITE;
    }

    /** What to say of {@code entity}'s share just spent (after {@link Verdict#SPENT}). */
    EntityLogLine.BudgetSpent spent(String entity) {
        return new EntityLogLine.BudgetSpent(entity, accounts.get(entity).spentForTheDay, share);
    }

    /** The shares spent that have refilled by {@code now}, each said once; their entities write again. */
    List<EntityLogLine.NotWritten> refilled(Instant now) {
        List<EntityLogLine.NotWritten> refilled = new ArrayList<>();
        accounts.forEach((entity, account) -> {
            refill(account, now);
            if (account.spentAt != null && account.lines >= share.perMinute() && account.today < share.perDay()) {
                refilled.add(new EntityLogLine.NotWritten(
                        entity, account.notWritten, Duration.between(account.spentAt, now)));
                account.spentAt = null;
                account.notWritten = 0;
            }
        });
        return refilled;
    }

    /** Every share still spent, as the log closes: what was counted and not written. */
    List<EntityLogLine.NotWritten> stillSpent(Instant now) {
        List<EntityLogLine.NotWritten> spent = new ArrayList<>();
        accounts.forEach((entity, account) -> {
            if (account.spentAt != null && account.notWritten > 0) {
                spent.add(new EntityLogLine.NotWritten(
                        entity, account.notWritten, Duration.between(account.spentAt, now)));
                account.notWritten = 0;
            }
        });
        return spent;
    }

    /** The bucket fills at its rate per minute up to its size; a new day starts the day's total again. */
    private void refill(Account account, Instant now) {
        if (now.isAfter(account.filled)) {
            double more = Duration.between(account.filled, now).toMillis() * share.perMinute() / 60_000.0;
            account.lines = Math.min(share.perMinute(), account.lines + more);
            account.filled = now;
        }
        LocalDate today = day(now);
        if (!today.equals(account.day)) {
            account.day = today;
            account.today = 0;
        }
    }

    private LocalDate day(Instant now) {
        return LocalDate.ofInstant(now, zone);
    }
}
